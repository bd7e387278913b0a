import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ScreenPermission } from '../auth/auth.types.js';

@ObjectType({ description: 'Un perfil en la lista de /perfiles/lista' })
export class StaffProfileRow {
  @Field(() => Int, { description: 'usr_codigo' }) id!: number;
  @Field({ description: 'usr_nombre' }) name!: string;
  @Field({ description: "usr_activo 'T' o 'F'" }) active!: string;
  @Field({ description: 'ACTIVO o INACTIVO' }) activeLabel!: string;
  @Field(() => Int, { description: 'Usuarios con este perfil' }) users!: number;
  @Field(() => Int, { description: 'Menús concedidos en todas las secciones' }) menus!: number;
}

@ObjectType({ description: 'Perfiles y el objeto permisos de la pantalla' })
export class StaffProfileList {
  @Field(() => [StaffProfileRow]) items!: StaffProfileRow[];
  @Field(() => ScreenPermission) permisos!: ScreenPermission;
}

@ObjectType({ description: 'Un menú del árbol del perfil (principal con sus submenús)' })
export class StaffMenuNode {
  @Field(() => Int, { description: 'mb_codigo' }) id!: number;
  @Field({ description: 'mb_titulo' }) title!: string;
  @Field(() => Int, { description: 'mb_parent' }) parentId!: number;
  @Field({ description: 'escogido en la sección' }) chosen!: boolean;
  @Field(() => Int, { description: 'pme_nivel: 1 lectura, 2 operación, 3 administración (0 sin conceder)' }) level!: number;
  @Field(() => [StaffMenuNode], { description: 'submenus' }) children!: StaffMenuNode[];
}

@ObjectType({ description: 'Una sección (tseccion) con los menús que el perfil tiene en ella' })
export class StaffSection {
  @Field(() => Int, { description: 'sec_codigo' }) id!: number;
  @Field({ description: 'sec_nombre' }) name!: string;
  @Field(() => Int, { description: 'Menús del perfil en la sección' }) menus!: number;
}

@ObjectType({ description: 'Formulario de perfil: el árbol de menús de la sección escogida' })
export class StaffProfileDetail {
  @Field(() => Int, { description: 'usr_codigo, 0 al crear' }) id!: number;
  @Field({ description: 'usr_nombre' }) name!: string;
  @Field({ description: "usr_activo 'T' o 'F'" }) active!: string;
  @Field(() => Int, { description: 'sec_codigo escogido' }) sectionId!: number;
  @Field(() => [StaffMenuNode], { description: 'menus: principales con sus submenús' }) menus!: StaffMenuNode[];
  @Field(() => [Int], { description: 'menus_selec: menús concedidos en cualquier sección' }) selectedMenuIds!: number[];
  @Field(() => [Int], { description: 'menusSecSelec: menús concedidos en la sección escogida' }) sectionMenuIds!: number[];
  @Field(() => [StaffSection]) sections!: StaffSection[];
}

@InputType()
export class StaffProfileMenuInput {
  @Field(() => Int, { description: 'mb_codigo; un menú principal concede todos sus submenús' }) id!: number;
  @Field(() => Int, { nullable: true, description: 'pme_nivel 1, 2 o 3 (2 por omisión)' }) level?: number | null;
}

@InputType()
export class StaffProfileInput {
  @Field(() => String, { nullable: true, description: 'usr_nombre' }) name?: string | null;
  @Field(() => Int, { nullable: true, description: 'sec_codigo' }) sectionId?: number | null;
  @Field(() => [StaffProfileMenuInput], { description: 'Menús escogidos en la sección' }) menus!: StaffProfileMenuInput[];
}

@ObjectType()
export class StaffProfileResult {
  @Field() message!: string;
  @Field(() => StaffProfileDetail) profile!: StaffProfileDetail;
}

@ObjectType({ description: 'Un usuario del personal (lista y formulario)' })
export class StaffUserRow {
  @Field(() => Int, { description: 'usr_codigo' }) id!: number;
  @Field({ description: 'usr_id' }) login!: string;
  @Field({ description: 'usr_nombre' }) name!: string;
  @Field(() => String, { nullable: true, description: 'usr_email' }) email!: string | null;
  @Field({ description: "usr_activo 'T' o 'F'" }) active!: string;
  @Field({ description: 'ACTIVO o INACTIVO' }) activeLabel!: string;
  @Field(() => Int, { nullable: true, description: 'usr_perfil' }) profileId!: number | null;
  @Field(() => String, { nullable: true }) profileName!: string | null;
  @Field(() => Int, { description: 'usr_jerarq: 0 usuario, 1 administrador, 2 super usuario' }) hierarchy!: number;
  @Field({ description: 'Usuario, Administrador o Super usuario' }) hierarchyLabel!: string;
  @Field(() => Int, { nullable: true, description: 'sec_codigo' }) sectionId!: number | null;
  @Field(() => String, { nullable: true }) sectionName!: string | null;
}

@ObjectType({ description: 'Usuarios filtrados por perfil y estado, con la jerarquía de quien consulta' })
export class StaffUserList {
  @Field(() => [StaffUserRow]) items!: StaffUserRow[];
  @Field(() => Int, { description: 'jerarq: jerarquía del usuario de la sesión' }) actorHierarchy!: number;
  @Field({ description: 'La acción de cambio de clave se muestra (jerarquía distinta de 0)' }) canChangePasswords!: boolean;
  @Field(() => ScreenPermission) permisos!: ScreenPermission;
}

@ObjectType({ description: 'Un área de trabajo con las líneas de negocio del usuario en ella (empactiv)' })
export class StaffArea {
  @Field(() => Int, { description: 'eat_codigo' }) id!: number;
  @Field() name!: string;
  @Field({ description: 'active: el usuario trabaja en el área' }) active!: boolean;
  @Field(() => [Int], { description: 'lineasneg: tac_codigo' }) lines!: number[];
}

@ObjectType({ description: 'Un perfil activo que se puede asignar' })
export class StaffProfileOption {
  @Field(() => Int) id!: number;
  @Field() name!: string;
}

@ObjectType({ description: 'Datos del formulario de usuario (opc=form)' })
export class StaffUserForm {
  @Field(() => StaffUserRow, { nullable: true, description: 'form; null al crear' }) user!: StaffUserRow | null;
  @Field(() => [StaffProfileOption], { description: 'perfiles' }) profiles!: StaffProfileOption[];
  @Field(() => [StaffSection]) sections!: StaffSection[];
  @Field(() => [StaffArea], { description: 'empactiv' }) areas!: StaffArea[];
  @Field(() => Int, { description: 'userlogged_cla_jerarq' }) actorHierarchy!: number;
}

@InputType()
export class StaffAreaInput {
  @Field(() => Int, { description: 'eat_codigo' }) id!: number;
  @Field() active!: boolean;
  @Field(() => [Int], { description: 'tac_codigo' }) lines!: number[];
}

@InputType()
export class StaffUserInput {
  @Field(() => String, { nullable: true, description: 'usr_id' }) login?: string | null;
  @Field(() => String, { nullable: true, description: 'usr_nombre' }) name?: string | null;
  @Field(() => String, { nullable: true, description: 'usr_email' }) email?: string | null;
  @Field(() => Int, { nullable: true, description: 'usr_perfil' }) profileId?: number | null;
  @Field(() => Int, { nullable: true, description: 'usr_jerarq (0 por omisión)' }) hierarchy?: number | null;
  @Field(() => Int, { nullable: true, description: 'sec_codigo' }) sectionId?: number | null;
  @Field(() => String, { nullable: true, description: 'Clave, solo al crear' }) password?: string | null;
  @Field(() => String, { nullable: true, description: 'Confirmación de la clave, solo al crear' }) confirmation?: string | null;
  @Field(() => [StaffAreaInput], { nullable: true, description: 'empactiv; sin ella las áreas no cambian' }) areas?: StaffAreaInput[] | null;
}

@InputType()
export class StaffPasswordInput {
  @Field(() => String, { nullable: true, description: 'Clave actual: obligatoria para la propia' }) currentPassword?: string | null;
  @Field() newPassword!: string;
  @Field() confirmation!: string;
}

@ObjectType()
export class StaffUserResult {
  @Field() message!: string;
  @Field(() => StaffUserRow) user!: StaffUserRow;
}

@ObjectType()
export class StaffMessage {
  @Field() message!: string;
}
