import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { AuthUser } from './auth-user.js';
import { AUTH_MSG } from './messages.js';

@ObjectType({ description: 'Permisos de una pantalla: 0 ninguno, 1 lectura, 2 operación, 3 administrador, 4 super usuario' })
export class ScreenPermission {
  @Field() resource!: string;
  @Field(() => Int) view!: number;
  @Field(() => Int) create!: number;
  @Field(() => Int) edit!: number;
  @Field(() => Int) delete!: number;
}

@ObjectType({ description: 'Usuario que inició sesión' })
export class CurrentUser {
  @Field(() => Int) id!: number;
  @Field() login!: string;
  @Field() name!: string;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => Int, { description: '0 usuario, 1 administrador, 2 super usuario' }) hierarchy!: number;
  @Field() isSupport!: boolean;
  @Field({ description: 'Pantalla de inicio' }) homeUri!: string;
  /** Not a field: what the field resolvers (profileName, menus, permissions) read. */
  auth!: AuthUser;
  /** Not a field: the user's grants, loaded on first use by a field resolver. */
  grants?: Promise<Map<string, number>>;
}

@ObjectType()
export class LoginResult {
  @Field({ description: 'Pantalla a la que se dirige el navegador' }) uri!: string;
  @Field(() => CurrentUser) user!: CurrentUser;
}

@InputType()
export class LoginInput {
  @Field() @IsString() @IsNotEmpty({ message: AUTH_MSG.usernameRequired }) @MaxLength(40) username!: string;
  @Field() @IsString() @IsNotEmpty({ message: AUTH_MSG.passwordRequired }) @MaxLength(200) password!: string;
}

@InputType()
export class ChangePasswordInput {
  @Field() @IsString() @MaxLength(200) currentPassword!: string;
  @Field() @IsString() @MaxLength(200) newPassword!: string;
  @Field() @IsString() @MaxLength(200) confirmation!: string;
}
