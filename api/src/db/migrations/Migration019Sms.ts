import { Migration } from '@mikro-orm/migrations';

/**
 * SMS packages per company and the SMS ledger. A company has at most one contract in force
 * (sms_estado 1); sms_contratados -1 is unlimited. Every SMS is a row of tsms_envio before it is
 * sent (one recipient each): used, failed and available are counted from these rows, never
 * kept as counters, so parallel senders cannot lose or double-count a unit. sen_clave is the
 * idempotency key of the row: a repeated request finds its rows instead of adding new ones, and
 * the gateway receives it so a retried delivery is not sent twice.
 * Adds the menu row of 'Resumen SMS' (/sms/enviados, code 42) to databases created before it.
 */
export class Migration019Sms extends Migration {
  override name = 'Migration019Sms';

  override up(): void {
    this.addSql(`create table tsms_contrato (
      sms_codigo serial primary key,
      emp_codigo int not null references tempresa (emp_codigo),
      sms_contratados int not null check (sms_contratados >= -1),
      tipo_contrato int not null default 0 check (tipo_contrato in (0, 1, 2)),
      sms_estado int not null default 1 check (sms_estado in (0, 1)),
      sms_fecha timestamptz not null default now(),
      usr_nombre varchar(150) not null)`);
    this.addSql('create unique index tsms_contrato_vigente on tsms_contrato (emp_codigo) where sms_estado = 1');
    this.addSql(`create table tsms_envio (
      sen_codigo bigserial primary key,
      sms_codigo int not null references tsms_contrato (sms_codigo),
      emp_codigo int not null references tempresa (emp_codigo),
      clp_codigo int null,
      clp_nombre varchar(300) null,
      clp_destino varchar(20) not null,
      not_mensaje varchar(160) not null,
      sen_estado varchar(12) not null default 'pendiente' check (sen_estado in ('pendiente', 'enviado', 'fallido', 'no_enviado')),
      sen_error varchar(500) null,
      sen_solicitud varchar(60) not null,
      sen_clave varchar(120) not null unique,
      sen_intentos int not null default 0,
      sen_creado timestamptz not null default now(),
      not_fenvio timestamptz null,
      sen_idproveedor varchar(100) null,
      usr_nombre varchar(150) not null)`);
    this.addSql('create index tsms_envio_contrato on tsms_envio (sms_codigo, sen_estado)');
    this.addSql('create index tsms_envio_solicitud on tsms_envio (sen_solicitud)');
    this.addSql('create index tsms_envio_fecha on tsms_envio (sen_creado, sen_codigo)');
    this.addSql("create index tsms_envio_pendiente on tsms_envio (sen_codigo) where sen_estado = 'pendiente'");
    this.addSql(`insert into tmenu values (42, 'Resumen SMS', '/sms/enviados', 2008, 10, 'sms', null) on conflict (mb_codigo) do nothing`);
    this.addSql(`select setval('tmenu_mb_codigo_seq', (select max(mb_codigo) from tmenu))`);
    // Profiles that reach the SMS packages reach their summary with the same level.
    this.addSql(`insert into tperfil_menu (usr_codigo, mb_codigo, pme_nivel)
      select pm.usr_codigo, 42, pm.pme_nivel from tperfil_menu pm
       where pm.mb_codigo = 15 and not exists (select 1 from tperfil_menu x where x.usr_codigo = pm.usr_codigo and x.mb_codigo = 42)`);
  }
}
