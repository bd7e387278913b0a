import { Migration } from '@mikro-orm/migrations';

/**
 * The dashboard's configuration (tdashboard): the items of a user (usr_codigo of a user), of a
 * profile (usr_codigo of a tusuarios row with usr_esperfil 'T') or the default one (usr_codigo
 * null). A user sees their own items, else their profile's, else the default. An item is a
 * report (dinf_funcio: the report of that function in the company chosen on the dashboard, over
 * the range dinf_fecha) or an info figure (dinf_info) from the central data. The demo default:
 * three reports and the four figures.
 */
export class Migration027Dashboard extends Migration {
  override name = 'Migration027Dashboard';

  override up(): void {
    this.addSql(`create table tdashboard (
      dinf_codigo serial primary key,
      usr_codigo int null references tusuarios (usr_codigo) on delete cascade,
      dinf_orden int not null default 1,
      dinf_tipo varchar(10) not null check (dinf_tipo in ('reporte', 'info')),
      dinf_titulo varchar(150) not null,
      dinf_funcio varchar(63) null check (dinf_funcio ~ '^[a-z_][a-z0-9_]*$'),
      dinf_info varchar(30) null,
      dinf_fecha varchar(10) not null default 'mes' check (dinf_fecha in ('hoy', 'mes', 'trimestre', 'anio')),
      dinf_config jsonb not null default '{}',
      check ((dinf_tipo = 'reporte' and dinf_funcio is not null) or (dinf_tipo = 'info' and dinf_info is not null)))`);
    this.addSql('create index tdashboard_usuario on tdashboard (usr_codigo, dinf_orden)');
    this.addSql(`insert into tdashboard (usr_codigo, dinf_orden, dinf_tipo, dinf_titulo, dinf_funcio, dinf_info, dinf_fecha, dinf_config) values
      (null, 1, 'info', 'Documentos autorizados este mes', null, 'documentos_mes', 'mes', '{}'),
      (null, 2, 'info', 'Paquetes por agotarse', null, 'paquetes_por_agotar', 'hoy', '{"vista": "tabla"}'),
      (null, 3, 'info', 'Empresas por estado', null, 'empresas_estado', 'hoy', '{"vista": "grafica"}'),
      (null, 4, 'info', 'Solicitudes de soporte por estado', null, 'soporte_estado', 'hoy', '{"vista": "grafica"}'),
      (null, 5, 'reporte', 'Documentos electrónicos del mes por estado', 'inf_docelec_estado', null, 'mes', '{"vista": "grafica"}'),
      (null, 6, 'reporte', 'Ventas del año por mes', 'inf_ventas_mes', null, 'anio', '{"vista": "grafica"}'),
      (null, 7, 'reporte', 'Cartera por cliente a hoy', 'inf_cartera_cliente', null, 'hoy', '{"vista": "tabla"}')`);
  }
}
