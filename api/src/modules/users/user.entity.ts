import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';

/** Hierarchy levels of `usr_jerarq`: 0 plain user, 1 administrator, 2 super user. */
export const Hierarchy = { user: 0, admin: 1, superUser: 2 } as const;

/**
 * A staff user or a profile (`tusuarios`, legacy table shared by both: a profile is a row with
 * usr_esperfil 'T' that users point to through usr_perfil).
 */
@ObjectType('StaffUser', { description: 'Usuario del personal o perfil (tusuarios)' })
@Entity({ tableName: 'tusuarios' })
export class User {
  [OptionalProps]?: 'active' | 'isProfile' | 'hierarchy' | 'support' | 'createdAt' | 'passwordChangedAt';

  @Field(() => Int)
  @PrimaryKey({ fieldName: 'usr_codigo', autoincrement: true })
  id!: number;

  @Field({ description: 'Nombre de usuario para ingresar (usr_id)' })
  @Property({ fieldName: 'usr_id', length: 40, unique: true })
  login!: string;

  @Field({ description: 'Nombre completo (usr_nombre)' })
  @Property({ fieldName: 'usr_nombre', length: 150 })
  name!: string;

  /** argon2id hash; null for profiles. Never exposed. */
  @Property({ fieldName: 'usr_clave', type: 'text', nullable: true, hidden: true })
  passwordHash?: string | null;

  @Field({ description: "Activo: 'T' o 'F' (usr_activo)" })
  @Property({ fieldName: 'usr_activo', length: 1, default: 'T' })
  active: 'T' | 'F' = 'T';

  @Field({ description: "Es perfil: 'T' o 'F' (usr_esperfil)" })
  @Property({ fieldName: 'usr_esperfil', length: 1, default: 'F' })
  isProfile: 'T' | 'F' = 'F';

  @Field(() => Int, { nullable: true, description: 'Perfil del usuario (usr_perfil)' })
  @Property({ fieldName: 'usr_perfil', nullable: true })
  profileId?: number | null;

  @Field(() => Int, { description: 'Jerarquía: 0 usuario, 1 administrador, 2 super usuario (usr_jerarq)' })
  @Property({ fieldName: 'usr_jerarq', default: 0 })
  hierarchy: number = 0;

  @Field(() => Int, { description: 'Usuario de soporte: 1 sí (usr_soporte)' })
  @Property({ fieldName: 'usr_soporte', default: 0 })
  support: number = 0;

  @Field(() => String, { nullable: true, description: 'Correo (usr_email)' })
  @Property({ fieldName: 'usr_email', length: 150, nullable: true })
  email?: string | null;

  @Property({ fieldName: 'usr_fcreacion', type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ fieldName: 'usr_fclave', type: 'timestamptz', nullable: true })
  passwordChangedAt?: Date | null;
}
