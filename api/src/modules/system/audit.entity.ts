import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, Int, ObjectType } from 'type-graphql';

/** One recorded action of a staff user (`tauditoria`): every destructive or sensitive change. */
@ObjectType('AuditEntry', { description: 'Registro de auditoría' })
@Entity({ tableName: 'tauditoria' })
export class AuditEntry {
  @Field(() => Int)
  @PrimaryKey({ fieldName: 'aud_codigo', autoincrement: true })
  id!: number;

  @Field(() => GraphQLISODateTime, { description: 'Fecha (aud_fecha)' })
  @Property({ fieldName: 'aud_fecha', type: 'timestamptz', defaultRaw: 'now()' })
  at: Date = new Date();

  @Field(() => Int, { nullable: true })
  @Property({ fieldName: 'usr_codigo', nullable: true })
  userId?: number | null;

  @Field({ description: 'Usuario (usr_nombre)' })
  @Property({ fieldName: 'usr_nombre', length: 150 })
  userName!: string;

  @Field({ description: 'Acción (aud_accion)' })
  @Property({ fieldName: 'aud_accion', length: 60 })
  action!: string;

  @Field({ description: 'Entidad (aud_entidad)' })
  @Property({ fieldName: 'aud_entidad', length: 60 })
  entity!: string;

  @Field(() => String, { nullable: true, description: 'Clave del registro (aud_clave)' })
  @Property({ fieldName: 'aud_clave', length: 60, nullable: true })
  key?: string | null;

  @Field(() => String, { nullable: true, description: 'Observación' })
  @Property({ fieldName: 'observacion', type: 'text', nullable: true })
  note?: string | null;
}
