import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ScreenPermission } from '../auth/auth.types.js';
import { StaffHierarchy } from '../users/hierarchy.js';
import { MenuGrantLevel } from './staff.enums.js';

@ObjectType({ description: 'Un perfil del personal en la lista de perfiles: el conjunto de pantallas y niveles que se asigna a los usuarios' })
export class StaffProfileRow {
  @Field(() => Int, { description: 'Código del perfil (usr_codigo)' }) id!: number;
  @Field({ description: 'Nombre del perfil (usr_nombre)' }) name!: string;
  @Field({ description: 'El perfil está activo y se puede asignar a usuarios (usr_activo)' }) active!: boolean;
  @Field({ description: "Estado para mostrar: 'ACTIVO' o 'INACTIVO'" }) activeLabel!: string;
  @Field(() => Int, { description: 'Número de usuarios que tienen este perfil' }) users!: number;
  @Field(() => Int, { description: 'Número de pantallas que concede el perfil, sumando todas las secciones' }) menus!: number;
}

@ObjectType({ description: 'Lista de perfiles con los permisos de quien consulta sobre la pantalla de perfiles' })
export class StaffProfileList {
  @Field(() => [StaffProfileRow], { description: 'Los perfiles, en el orden pedido' }) items!: StaffProfileRow[];
  @Field(() => ScreenPermission, { description: "Permisos de quien consulta sobre la pantalla 'perfiles'" }) permisos!: ScreenPermission;
}

@ObjectType({ description: 'Un menú del árbol del formulario de perfil: un menú principal con sus pantallas, o una pantalla' })
export class StaffMenuNode {
  @Field(() => Int, { description: 'Código del menú (mb_codigo)' }) id!: number;
  @Field({ description: 'Título del menú (mb_titulo)' }) title!: string;
  @Field(() => Int, { description: 'Código del menú principal bajo el que aparece; 0 si es un menú principal (mb_parent)' }) parentId!: number;
  @Field({ description: 'El perfil lo concede en la sección escogida; un menú principal cuenta como escogido cuando lo están todas sus pantallas' })
  chosen!: boolean;
  @Field(() => MenuGrantLevel, {
    nullable: true,
    description: 'Nivel que el perfil concede sobre la pantalla en la sección escogida; null si no la concede (pme_nivel)',
  })
  level!: MenuGrantLevel | null;
  @Field(() => [StaffMenuNode], { description: 'Pantallas bajo este menú principal; vacío en una pantalla' }) children!: StaffMenuNode[];
}

@ObjectType({ description: 'Una sección del personal (tseccion), con cuántas pantallas concede en ella el perfil consultado' })
export class StaffSection {
  @Field(() => Int, { description: 'Código de la sección (sec_codigo)' }) id!: number;
  @Field({ description: 'Nombre de la sección (sec_nombre)' }) name!: string;
  @Field(() => Int, { description: 'Número de pantallas que el perfil concede en la sección (0 sin perfil)' }) menus!: number;
}

@ObjectType({ description: 'Formulario de un perfil: su nombre y el árbol de menús con lo que concede en la sección escogida' })
export class StaffProfileDetail {
  @Field(() => Int, { description: 'Código del perfil (usr_codigo); 0 en el formulario de un perfil nuevo' }) id!: number;
  @Field({ description: 'Nombre del perfil (usr_nombre); vacío en un perfil nuevo' }) name!: string;
  @Field({ description: 'El perfil está activo y se puede asignar a usuarios (usr_activo)' }) active!: boolean;
  @Field(() => Int, { description: 'Código de la sección cuyos menús se muestran (sec_codigo)' }) sectionId!: number;
  @Field(() => [StaffMenuNode], { description: 'Árbol de menús: los principales con sus pantallas, marcadas las que concede en la sección' })
  menus!: StaffMenuNode[];
  @Field(() => [Int], { description: 'Códigos de las pantallas que el perfil concede en cualquier sección (menus_selec)' }) selectedMenuIds!: number[];
  @Field(() => [Int], { description: 'Códigos de las pantallas que el perfil concede en la sección escogida (menusSecSelec)' }) sectionMenuIds!: number[];
  @Field(() => [StaffSection], { description: 'Secciones activas, con cuántas pantallas concede el perfil en cada una' }) sections!: StaffSection[];
}

@InputType({ description: 'Una pantalla o un menú principal que el perfil concede, con su nivel' })
export class StaffProfileMenuInput {
  @Field(() => Int, { description: 'Código del menú (mb_codigo); un menú principal concede todas sus pantallas' }) id!: number;
  @Field(() => MenuGrantLevel, { nullable: true, description: 'Nivel que se concede; operación si se omite (pme_nivel)' }) level?: MenuGrantLevel | null;
}

@InputType({ description: 'Datos de un perfil y las pantallas que concede en una sección' })
export class StaffProfileInput {
  @Field(() => String, { nullable: true, description: 'Nombre del perfil, único entre los perfiles (usr_nombre)' }) name?: string | null;
  @Field(() => Int, { nullable: true, description: 'Código de la sección cuyas pantallas se reemplazan (sec_codigo)' }) sectionId?: number | null;
  @Field(() => [StaffProfileMenuInput], { description: 'Las pantallas que concede en la sección: reemplazan a las que tenía en ella; al menos una' })
  menus!: StaffProfileMenuInput[];
}

/** What the profile services take: the input with pme_nivel codes (the REST adapter passes them as the client sent them). */
export interface StaffProfileData {
  name?: string | null;
  sectionId?: number | null;
  menus: Array<{ id: number; level?: number | null }>;
}

@ObjectType({ description: 'Resultado de guardar un perfil' })
export class StaffProfileResult {
  @Field({ description: "Mensaje para el usuario: 'Creado con Exito' o 'Actualizado con Exito'" }) message!: string;
  @Field(() => StaffProfileDetail, { description: 'El perfil guardado, en la sección que se guardó' }) profile!: StaffProfileDetail;
}

@ObjectType({ description: 'Un usuario del personal del back-office (lista y formulario de usuarios)' })
export class StaffUserRow {
  @Field(() => Int, { description: 'Código del usuario (usr_codigo)' }) id!: number;
  @Field({ description: 'Nombre de usuario con que ingresa; no cambia después de crearlo (usr_id)' }) login!: string;
  @Field({ description: 'Nombre completo del usuario (usr_nombre)' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Correo del usuario (usr_email)' }) email!: string | null;
  @Field({ description: 'El usuario está activo y puede ingresar (usr_activo)' }) active!: boolean;
  @Field({ description: "Estado para mostrar: 'ACTIVO' o 'INACTIVO'" }) activeLabel!: string;
  @Field(() => Int, { nullable: true, description: 'Código del perfil que le da sus pantallas y niveles (usr_perfil)' }) profileId!: number | null;
  @Field(() => String, { nullable: true, description: 'Nombre del perfil del usuario' }) profileName!: string | null;
  @Field(() => StaffHierarchy, { description: 'Jerarquía del usuario: usuario, administrador o super usuario (usr_jerarq)' }) hierarchy!: StaffHierarchy;
  @Field({ description: "Jerarquía para mostrar: 'Usuario', 'Administrador' o 'Super usuario'" }) hierarchyLabel!: string;
  @Field(() => Int, { nullable: true, description: 'Código de la sección del personal a la que pertenece (sec_codigo)' }) sectionId!: number | null;
  @Field(() => String, { nullable: true, description: 'Nombre de la sección del usuario (sec_nombre)' }) sectionName!: string | null;
}

@ObjectType({ description: 'Usuarios del personal filtrados por perfil y estado, con lo que quien consulta puede hacer con ellos' })
export class StaffUserList {
  @Field(() => [StaffUserRow], { description: 'Los usuarios, en el orden pedido' }) items!: StaffUserRow[];
  @Field(() => StaffHierarchy, { description: 'Jerarquía de quien consulta (jerarq): decide qué usuarios puede editar' }) actorHierarchy!: StaffHierarchy;
  @Field({ description: 'Quien consulta puede cambiar la clave de otros usuarios (es administrador o super usuario)' }) canChangePasswords!: boolean;
  @Field(() => ScreenPermission, { description: "Permisos de quien consulta sobre la pantalla 'usuarios'" }) permisos!: ScreenPermission;
}

@ObjectType({ description: 'Un área de trabajo con las líneas de negocio que atiende el usuario en ella (empactiv)' })
export class StaffArea {
  @Field(() => Int, { description: 'Código del área de trabajo (eat_codigo)' }) id!: number;
  @Field({ description: 'Nombre del área de trabajo (eat_nombre)' }) name!: string;
  @Field({ description: 'El usuario trabaja en el área: atiende al menos una línea de negocio en ella' }) active!: boolean;
  @Field(() => [Int], { description: 'Códigos de las líneas de negocio que atiende en el área (tac_codigo)' }) lines!: number[];
}

@ObjectType({ description: 'Un perfil activo que se puede asignar a un usuario' })
export class StaffProfileOption {
  @Field(() => Int, { description: 'Código del perfil (usr_codigo)' }) id!: number;
  @Field({ description: 'Nombre del perfil (usr_nombre)' }) name!: string;
}

@ObjectType({ description: 'Lo que necesita el formulario de usuario: el usuario, los perfiles, las secciones y las áreas de trabajo' })
export class StaffUserForm {
  @Field(() => StaffUserRow, { nullable: true, description: 'El usuario que se edita; null en el formulario de un usuario nuevo' }) user!: StaffUserRow | null;
  @Field(() => [StaffProfileOption], { description: 'Perfiles activos que se pueden asignar, por nombre' }) profiles!: StaffProfileOption[];
  @Field(() => [StaffSection], { description: 'Secciones activas del personal' }) sections!: StaffSection[];
  @Field(() => [StaffArea], { description: 'Todas las áreas de trabajo, con las líneas de negocio del usuario en cada una (empactiv)' }) areas!: StaffArea[];
  @Field(() => StaffHierarchy, { description: 'Jerarquía de quien consulta: solo un super usuario ve y cambia la casilla de administrador' })
  actorHierarchy!: StaffHierarchy;
}

@InputType({ description: 'Las líneas de negocio del usuario en un área de trabajo' })
export class StaffAreaInput {
  @Field(() => Int, { description: 'Código del área de trabajo (eat_codigo)' }) id!: number;
  @Field({ description: 'El usuario trabaja en el área; si no, se le quitan sus líneas en ella' }) active!: boolean;
  @Field(() => [Int], { description: 'Códigos de las líneas de negocio que atiende en el área; al menos una si trabaja en ella (tac_codigo)' })
  lines!: number[];
}

@InputType({ description: 'Datos de un usuario del personal para crearlo o editarlo' })
export class StaffUserInput {
  @Field(() => String, {
    nullable: true,
    description: 'Nombre de usuario con que ingresará: letras, números, punto, guion y guion bajo, hasta 40; solo al crear (usr_id)',
  })
  login?: string | null;
  @Field(() => String, { nullable: true, description: 'Nombre completo (usr_nombre)' }) name?: string | null;
  @Field(() => String, { nullable: true, description: 'Correo; vacío o null lo borra (usr_email)' }) email?: string | null;
  @Field(() => Int, { nullable: true, description: 'Código del perfil activo que se le asigna (usr_perfil)' }) profileId?: number | null;
  @Field(() => StaffHierarchy, { nullable: true, description: 'Jerarquía; al crear, usuario si se omite; al editar, la que tenía si se omite (usr_jerarq)' })
  hierarchy?: StaffHierarchy | null;
  @Field(() => Int, { nullable: true, description: 'Código de la sección del personal (sec_codigo)' }) sectionId?: number | null;
  @Field(() => String, { nullable: true, description: 'Clave inicial, al menos 8 caracteres; solo al crear' }) password?: string | null;
  @Field(() => String, { nullable: true, description: 'La clave inicial escrita otra vez; solo al crear' }) confirmation?: string | null;
  @Field(() => [StaffAreaInput], { nullable: true, description: 'Líneas de negocio por área de trabajo (empactiv); si se omite, no cambian' }) areas?:
    StaffAreaInput[] | null;
}

/** What the user services take: the input with the usr_jerarq code (the REST adapter passes it as the client sent it). */
export interface StaffUserData extends Omit<StaffUserInput, 'hierarchy'> {
  hierarchy?: number | null;
}

@InputType({ description: 'Cambio de la clave de un usuario: la propia con la clave actual; la de otro (un administrador) sin ella' })
export class StaffPasswordInput {
  @Field(() => String, { nullable: true, description: 'Clave actual: obligatoria para cambiar la propia; se ignora al cambiar la de otro' }) currentPassword?:
    string | null;
  @Field({ description: 'Nueva clave, al menos 8 caracteres' }) newPassword!: string;
  @Field({ description: 'La nueva clave escrita otra vez; debe coincidir' }) confirmation!: string;
}

@ObjectType({ description: 'Resultado de crear o editar un usuario' })
export class StaffUserResult {
  @Field({ description: "Mensaje para el usuario: 'Creado con Exito' o 'Actualizado con Exito'" }) message!: string;
  @Field(() => StaffUserRow, { description: 'El usuario como quedó guardado' }) user!: StaffUserRow;
}

@ObjectType({ description: 'Mensaje de una acción del personal que se cumplió (activar, desactivar, cambiar clave)' })
export class StaffMessage {
  @Field({ description: "Mensaje para el usuario, por ejemplo 'Usuario desactivado con éxito'" }) message!: string;
}
