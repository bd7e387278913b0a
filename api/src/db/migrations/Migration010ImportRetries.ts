import { Migration } from '@mikro-orm/migrations';

/**
 * Spreadsheet imports that can be retried: the import's own state and attempt (the attempt names
 * its job, so a retry never collides with a failed job the queue still keeps), the Spanish reason
 * of a failure, and each row's uploaded values without its passwords (shown after a failure).
 */
export class Migration010ImportRetries extends Migration {
  override name = 'Migration010ImportRetries';

  override up(): void {
    this.addSql(`alter table timportacion_empresa
      add column imp_estado varchar(12) not null default 'terminada' check (imp_estado in ('pendiente', 'en_proceso', 'terminada', 'fallida')),
      add column imp_intento int not null default 1,
      add column imp_codigo varchar(40) null,
      add column imp_mensaje text null,
      add column imp_actualizado timestamptz not null default now()`);
    this.addSql(`update timportacion_empresa i set imp_estado = 'en_proceso'
      where exists (select 1 from timportacion_fila f where f.imp_hash = i.imp_hash and f.imf_estado = 'pendiente')`);
    this.addSql(`create index timportacion_empresa_activa on timportacion_empresa (imp_actualizado) where imp_estado = 'en_proceso'`);
    this.addSql('alter table timportacion_fila add column imf_valores jsonb null');
  }
}
