import { Migration } from '@mikro-orm/migrations';

/**
 * Notifications and support requests share one table: a support request is a notification of
 * type 1 (its not_codigo is the id of /revisa/soporte/{not_codigo}). Who received a notification
 * and whether they read it lives per recipient in tnotificacion_usuario (not_estado 0 = unread,
 * 1 = read, 2 = deleted from the inbox), which is what the header counter counts.
 */
export class Migration023Notifications extends Migration {
  override name = 'Migration023Notifications';

  override up(): void {
    this.addSql(`create table tnotificacion (
      not_codigo serial primary key,
      not_tipo smallint not null default 0 check (not_tipo in (0, 1)),
      not_canal smallint not null default 3 check (not_canal in (1, 2, 3)),
      not_mensaje text not null,
      not_remite int null references tusuarios (usr_codigo),
      emp_codigo int null references tempresa (emp_codigo),
      npl_codigo int null,
      not_fenvio timestamptz not null default now(),
      not_fcaduca date null,
      not_destino int not null default 0,
      not_soporte_estado smallint null check (not_soporte_estado in (0, 2, 3, 4, 5)),
      not_respuesta int null references tnotificacion (not_codigo),
      arc_codigo int null references tarchivo (arc_codigo),
      not_msg_error text null)`);
    this.addSql('create index tnotificacion_tipo on tnotificacion (not_tipo, not_soporte_estado, not_codigo desc)');
    this.addSql('create index tnotificacion_respuesta on tnotificacion (not_respuesta) where not_respuesta is not null');
    this.addSql('create index tnotificacion_remite on tnotificacion (not_remite, not_codigo desc)');
    this.addSql(`create table tnotificacion_usuario (
      not_codigo int not null references tnotificacion (not_codigo) on delete cascade,
      usr_codigo int not null references tusuarios (usr_codigo) on delete cascade,
      not_estado smallint not null default 0 check (not_estado in (0, 1, 2)),
      not_leido timestamptz null,
      primary key (not_codigo, usr_codigo))`);
    this.addSql('create index tnotificacion_usuario_bandeja on tnotificacion_usuario (usr_codigo, not_estado, not_codigo desc)');
  }
}
