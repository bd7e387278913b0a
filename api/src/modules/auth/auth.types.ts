import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { StaffHierarchy } from '../users/hierarchy.js';
import type { AuthUser } from './auth-user.js';
import { AUTH_MSG } from './messages.js';

/** Meaning of the numbers of a permisos object, shared by its four fields. */
const LEVELS = '0 sin permiso, 1 lectura, 2 operación, 3 administrador, 4 super usuario';

@ObjectType({
  description:
    'Permisos del usuario sobre una pantalla (el objeto «permisos» de cada pantalla). Cada acción lleva el nivel con que el usuario la puede hacer: ' +
    `${LEVELS}. Un nivel de crear de 2 o menos indica que el usuario no es administrador de la pantalla`,
})
export class ScreenPermission {
  @Field({ description: "Recurso de permisos de la pantalla, el mismo del menú (mb_recurso), por ejemplo 'empresas' o 'usuarios'" }) resource!: string;
  @Field(() => Int, { description: `Nivel con que puede ver la pantalla y sus datos (0 no la ve): ${LEVELS}` }) view!: number;
  @Field(() => Int, { description: `Nivel con que puede crear registros (desde el nivel 2; 0 no puede): ${LEVELS}` }) create!: number;
  @Field(() => Int, { description: `Nivel con que puede editar registros (desde el nivel 2; 0 no puede): ${LEVELS}` }) edit!: number;
  @Field(() => Int, { description: `Nivel con que puede eliminar, activar o desactivar registros (desde el nivel 3; 0 no puede): ${LEVELS}` }) delete!: number;
}

@ObjectType({ description: 'El usuario del personal que inició la sesión, con su perfil, sus menús y sus permisos' })
export class CurrentUser {
  @Field(() => Int, { description: 'Código del usuario (usr_codigo)' }) id!: number;
  @Field({ description: 'Nombre de usuario con que ingresa (usr_id)' }) login!: string;
  @Field({ description: 'Nombre completo del usuario (usr_nombre)' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Correo del usuario, si lo tiene registrado (usr_email)' }) email!: string | null;
  @Field(() => StaffHierarchy, { description: 'Jerarquía del usuario: usuario, administrador o super usuario (usr_jerarq)' }) hierarchy!: StaffHierarchy;
  @Field({ description: 'Es un usuario del equipo de soporte (usr_soporte)' }) isSupport!: boolean;
  @Field({ description: 'Ruta de la pantalla de inicio a la que se dirige tras ingresar' }) homeUri!: string;
  /** Not a field: what the field resolvers (profileName, menus, permissions) read. */
  auth!: AuthUser;
  /** Not a field: the user's grants, loaded on first use by a field resolver. */
  grants?: Promise<Map<string, number>>;
}

@ObjectType({ description: 'Resultado de iniciar sesión: adónde ir y quién ingresó' })
export class LoginResult {
  @Field({ description: 'Ruta de la pantalla a la que se dirige el navegador tras ingresar' }) uri!: string;
  @Field(() => CurrentUser, { description: 'El usuario que acaba de ingresar' }) user!: CurrentUser;
}

@InputType({ description: 'Credenciales para iniciar sesión' })
export class LoginInput {
  @Field({ description: 'Nombre de usuario (usr_id), hasta 40 caracteres' })
  @IsString()
  @IsNotEmpty({ message: AUTH_MSG.usernameRequired })
  @MaxLength(40)
  username!: string;
  @Field({ description: 'Clave del usuario' }) @IsString() @IsNotEmpty({ message: AUTH_MSG.passwordRequired }) @MaxLength(200) password!: string;
}

@InputType({ description: 'Cambio de la clave propia: la actual, la nueva (al menos 8 caracteres) y su confirmación' })
export class ChangePasswordInput {
  @Field({ description: 'Clave actual del usuario' }) @IsString() @MaxLength(200) currentPassword!: string;
  @Field({ description: 'Nueva clave: al menos 8 caracteres y distinta de la actual' }) @IsString() @MaxLength(200) newPassword!: string;
  @Field({ description: 'La nueva clave escrita otra vez; debe coincidir' }) @IsString() @MaxLength(200) confirmation!: string;
}
