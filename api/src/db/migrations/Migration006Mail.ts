import { Migration } from '@mikro-orm/migrations';

/**
 * Outgoing e-mail: every message is a row first (one recipient each), sent by a job. Without an
 * SMTP server the row stays as the stored copy ('guardado') the web shows in the outbox.
 * cor_envios counts the times it was put in the queue: it names the job (correo-{id}-{n}), so
 * every process that enqueues it again after a crash picks the same job id.
 */
export class Migration006Mail extends Migration {
  override name = 'Migration006Mail';

  override up(): void {
    this.addSql(`create table tcorreo_salida (
      cor_codigo serial primary key,
      cor_para varchar(300) not null,
      cor_asunto varchar(300) not null,
      cor_cuerpo text not null,
      cor_estado varchar(12) not null default 'pendiente' check (cor_estado in ('pendiente', 'enviado', 'guardado', 'fallido')),
      cor_error text null,
      cor_origen varchar(40) not null,
      cor_referencia varchar(80) null,
      cor_intentos int not null default 0,
      cor_envios int not null default 0,
      cor_creado timestamptz not null default now(),
      cor_enviado timestamptz null,
      cor_idmensaje varchar(200) null,
      usr_nombre varchar(150) not null)`);
    this.addSql('create index tcorreo_salida_estado on tcorreo_salida (cor_estado)');
    this.addSql('create index tcorreo_salida_origen on tcorreo_salida (cor_origen, cor_creado)');
  }
}
