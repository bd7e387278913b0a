import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A signed-in browser or client (`tsesion`); the cookie holds a token whose SHA-256 is the key. */
@Entity({ tableName: 'tsesion' })
export class Session {
  @PrimaryKey({ fieldName: 'ses_codigo', length: 64 })
  id!: string;

  @Property({ fieldName: 'usr_codigo' })
  userId!: number;

  @Property({ fieldName: 'ses_creada', type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ fieldName: 'ses_ultimo', type: 'timestamptz' })
  lastSeenAt: Date = new Date();

  @Property({ fieldName: 'ses_expira', type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ fieldName: 'ses_ip', length: 64, nullable: true })
  ip?: string | null;

  @Property({ fieldName: 'ses_agente', length: 300, nullable: true })
  userAgent?: string | null;

  @Property({ fieldName: 'ses_revocada', type: 'timestamptz', nullable: true })
  revokedAt?: Date | null;
}
