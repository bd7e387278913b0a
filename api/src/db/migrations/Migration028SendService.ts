import { Migration } from '@mikro-orm/migrations';

/**
 * System mail joins the send service: the package notifications (and any message without a sender
 * account) are tmail rows like the rest, sent from MAIL_FROM over SMTP_URL by the same job.
 * - `mcf_codigo` may be null (system mail); `mai_formato` html or texto (plain text message);
 *   `mai_origen`/`mai_referencia` the area and record that wrote it (the outbox filters by them);
 *   `mai_envios` the times it was queued again by hand (names the job of each round);
 *   state 'guardado': system mail kept unsent because there is no SMTP server.
 * - The old outbox `tcorreo_salida` moves into tmail (keys `o-<cor_codigo>`) and is dropped.
 */
export class Migration028SendService extends Migration {
  override name = 'Migration028SendService';

  override up(): void {
    this.addSql('alter table tmail alter column mcf_codigo drop not null');
    this.addSql(`alter table tmail add column mai_formato varchar(5) not null default 'html' check (mai_formato in ('html', 'texto'))`);
    this.addSql('alter table tmail add column mai_origen varchar(40) null');
    this.addSql('alter table tmail add column mai_referencia varchar(80) null');
    this.addSql('alter table tmail add column mai_envios int not null default 0');
    this.addSql('alter table tmail drop constraint tmail_mai_estado_check');
    this.addSql(`alter table tmail add constraint tmail_mai_estado_check check (mai_estado in ('pendiente', 'enviado', 'fallido', 'rechazado', 'guardado'))`);
    this.addSql('create index tmail_origen on tmail (mai_origen, mai_codigo) where mai_origen is not null');
    this
      .addSql(`insert into tmail (mai_clave, mai_lote, mai_orden, mcf_codigo, mai_to, mai_subject, mai_content, mai_formato, mai_estado, mai_error, mai_intentos, mai_idmensaje,
                                   usr_nombre, mai_creado, mai_enviado, mai_origen, mai_referencia, mai_envios)
      select 'o-' || cor_codigo, 'o-' || cor_codigo, 0, null, cor_para, cor_asunto, cor_cuerpo, 'texto', cor_estado, cor_error, cor_intentos, cor_idmensaje,
             usr_nombre, cor_creado, cor_enviado, cor_origen, cor_referencia, cor_envios
        from tcorreo_salida order by cor_codigo`);
    this.addSql('drop table tcorreo_salida');
  }
}
