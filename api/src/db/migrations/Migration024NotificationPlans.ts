import { Migration } from '@mikro-orm/migrations';

/**
 * Notification plans (scheduled sends), their detail (first date, time, weekdays, months), the
 * record of every run, and the catalogue of report functions a notification e-mail may attach
 * (each names a report code run in the recipient's company). A plan runs as a BullMQ job
 * scheduler; npe_programado is the occurrence it ran for, unique per plan, so a repeated job
 * of the same occurrence sends nothing twice.
 */
export class Migration024NotificationPlans extends Migration {
  override name = 'Migration024NotificationPlans';

  override up(): void {
    this.addSql(`create table tnotif_funcion (
      tfn_codigo serial primary key,
      tfn_titulo varchar(150) not null,
      tfn_descripcion varchar(500) not null,
      inf_codigo int not null,
      tfn_activa boolean not null default true)`);
    this.addSql(`insert into tnotif_funcion (tfn_codigo, tfn_titulo, tfn_descripcion, inf_codigo) values
      (1, 'Ventas por mes', 'Facturas emitidas por mes en el rango de fechas', 1),
      (2, 'Cartera por cliente', 'Saldo por cobrar de cada cliente a la fecha final', 3),
      (3, 'Facturas emitidas', 'Facturas con su estado en el SRI en el rango de fechas', 10)`);
    this.addSql(`select setval(pg_get_serial_sequence('tnotif_funcion', 'tfn_codigo'), 3)`);
    this.addSql(`create table tnotif_plan (
      npl_codigo serial primary key,
      npl_titulo varchar(200) not null,
      npl_mensaje text not null default '',
      npl_frecuencia smallint not null default 1 check (npl_frecuencia in (1, 2, 3, 4)),
      npl_fcaduca date not null,
      npl_opc_envio smallint not null check (npl_opc_envio in (1, 2, 3)),
      npl_envia_a smallint not null check (npl_envia_a in (1, 2, 3)),
      npl_msjadjunto varchar(200) not null default '',
      npl_estado smallint not null default 1 check (npl_estado in (0, 1)),
      npl_destinatarios jsonb not null default '[]',
      mcf_codigo int null references tconfigcorreos (mcf_codigo),
      usr_codigo int not null references tusuarios (usr_codigo),
      npl_creado timestamptz not null default now())`);
    this.addSql(`create table tnotif_plan_det (
      npl_codigo int primary key references tnotif_plan (npl_codigo) on delete cascade,
      npd_fenvio date not null,
      npd_hora varchar(5) not null,
      npd_dias varchar(20) not null default '1',
      npd_meses varchar(40) not null default '1,2,3,4,5,6,7,8,9,10,11,12')`);
    this.addSql(`create table tnotif_plan_ejecucion (
      npe_codigo serial primary key,
      npl_codigo int not null references tnotif_plan (npl_codigo) on delete cascade,
      npe_programado timestamptz not null,
      npe_inicio timestamptz not null default now(),
      npe_fin timestamptz null,
      npe_enviados int not null default 0,
      npe_fallidos int not null default 0,
      npe_detalle text null,
      unique (npl_codigo, npe_programado))`);
    this.addSql('alter table tnotificacion add constraint tnotificacion_plan foreign key (npl_codigo) references tnotif_plan (npl_codigo)');
  }
}
