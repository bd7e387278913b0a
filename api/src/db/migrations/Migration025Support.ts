import { Migration } from '@mikro-orm/migrations';

/**
 * The support workflow beside tnotificacion (a support request is a notification of type 1):
 * the technical-support thread of a request (remite, destino, fecha, mensaje) and the history of
 * every state change and message, with who did it and when.
 */
export class Migration025Support extends Migration {
  override name = 'Migration025Support';

  override up(): void {
    this.addSql(`create table tsoporte_mensaje (
      sme_codigo serial primary key,
      not_codigo int not null references tnotificacion (not_codigo) on delete cascade,
      sme_remite int not null references tusuarios (usr_codigo),
      sme_destino int not null references tusuarios (usr_codigo),
      sme_fecha timestamptz not null default now(),
      sme_mensaje text not null,
      sme_modulos varchar(300) null,
      sme_email boolean not null default false)`);
    this.addSql('create index tsoporte_mensaje_solicitud on tsoporte_mensaje (not_codigo, sme_codigo)');
    this.addSql('create index tsoporte_mensaje_destino on tsoporte_mensaje (sme_destino, not_codigo)');
    this.addSql('create index tsoporte_mensaje_remite on tsoporte_mensaje (sme_remite, not_codigo)');
    this.addSql(`create table tsoporte_historial (
      sho_codigo serial primary key,
      not_codigo int not null references tnotificacion (not_codigo) on delete cascade,
      usr_codigo int not null references tusuarios (usr_codigo),
      sho_fecha timestamptz not null default now(),
      sho_accion varchar(20) not null check (sho_accion in ('creada', 'respuesta', 'estado', 'tecnico')),
      sho_estado_anterior smallint null,
      sho_estado smallint null,
      sho_detalle text null)`);
    this.addSql('create index tsoporte_historial_solicitud on tsoporte_historial (not_codigo, sho_codigo)');
  }
}
