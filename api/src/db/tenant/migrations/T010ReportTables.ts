import type { TenantMigration } from './types.js';
import { REPORT_FUNCTIONS } from './T010ReportFunctions.js';
import { REPORT_SEED } from './T010ReportSeed.js';

/**
 * Reports stored with the company's data: the report (tinforme, whose inf_funcio names a
 * set-returning function of this schema), its views (tvistainf, with the saved chart), the
 * columns of each view (tdetinforme) and the chart series (tgrafinf); then the report functions
 * over the accounting data and at least twelve reports on them.
 */
export const T010_REPORT_TABLES: TenantMigration = {
  version: 10,
  name: 'Informes: definiciones (tinforme, tvistainf, tdetinforme, tgrafinf) y funciones de informe',
  statements: [
    // Report categories (cin_codigo).
    `create table tcatinforme (
      cin_codigo int primary key,
      cin_descri varchar(100) not null)`,
    `insert into tcatinforme values (1, 'GENERAL'), (2, 'RESUMEN'), (3, 'DETALLE'), (4, 'TRIBUTARIO')`,
    // inf_respon: select output 1 TABLA, 2 GRAFICA, 3 TABLA Y GRAFICA. inf_modulo: the module
    // whose /consultas/{rep_modulo} lists it (see report-enums.ts). inf_periodo: 0 date range,
    // 2 and 3 months, 4 quarters. inf_fecha: 0 range (desde/hasta), 1 a single date (hasta).
    // inf_items: 6 flags (origen, destino, ruta, frec, bus, pasaj); inf_asocia: 13 flags
    // (almacen, seccion, usuario, categ, art, referente, tar, mdc, ccp, tcp, responsable, pry,
    // zona); 0 disabled, 1 optional, 2 required.
    `create table tinforme (
      inf_codigo serial primary key,
      inf_nombre varchar(150) not null,
      inf_mensaje varchar(300) null,
      inf_respon int not null default 3 check (inf_respon in (1, 2, 3)),
      inf_funcio varchar(63) not null check (inf_funcio ~ '^[a-z_][a-z0-9_]*$'),
      inf_modulo int not null,
      cin_codigo int not null references tcatinforme (cin_codigo),
      inf_modadc int null,
      tac_cods varchar(60) null,
      inf_periodo int not null default 0 check (inf_periodo in (0, 2, 3, 4)),
      inf_fecha int not null default 0 check (inf_fecha in (0, 1)),
      inf_option varchar(60) null,
      inf_otros varchar(200) null,
      inf_items char(6) not null default '000000' check (inf_items ~ '^[0-2]{6}$'),
      inf_asocia char(13) not null default '0000000000000' check (inf_asocia ~ '^[0-2]{13}$'),
      inf_activo char(1) not null default 'T' check (inf_activo in ('T', 'F')))`,
    `create index tinforme_modulo on tinforme (inf_modulo, inf_nombre)`,
    // Views; vin_tipgra chart type (1 barras, 2 barras horizontales, 3 pastel, 4 líneas, 5 área, ..., 100 mapa), vin_rotgra T stacked,
    // vin_leygra legend (category) column, vin_modserie 0 series by column / 1 by row.
    `create table tvistainf (
      vin_codigo serial primary key,
      inf_codigo int not null references tinforme (inf_codigo) on delete cascade,
      vin_order int not null default 1,
      vin_especi varchar(150) not null,
      vin_imphor char(1) not null default 'F' check (vin_imphor in ('T', 'F')),
      vin_fonttype varchar(40) not null default '8px Arial',
      vin_template varchar(60) null,
      vin_tipgra int null check (vin_tipgra between 1 and 11 or vin_tipgra = 100),
      vin_rotgra char(1) not null default 'F' check (vin_rotgra in ('T', 'F')),
      vin_leygra varchar(63) null,
      vin_modserie int not null default 0 check (vin_modserie in (0, 1)),
      vin_haslegend char(1) not null default 'T' check (vin_haslegend in ('T', 'F')),
      vin_haslabel char(1) not null default 'F' check (vin_haslabel in ('T', 'F')),
      vin_titgra varchar(150) null)`,
    `create index tvistainf_informe on tvistainf (inf_codigo, vin_order)`,
    // Columns of a view: di_grupo T grouped, F not, A aggregate; di_total T sum, CU last value,
    // CONT row count, F none; di_color rgb(r, g, b).
    `create table tdetinforme (
      di_codigo serial primary key,
      vin_codigo int not null references tvistainf (vin_codigo) on delete cascade,
      di_column varchar(63) not null,
      di_orden int not null default 1,
      di_ancho int not null default 2 check (di_ancho between 1 and 12),
      di_descri varchar(150) not null,
      di_grupo char(1) not null default 'F' check (di_grupo in ('T', 'F', 'A')),
      di_decima int null check (di_decima between 0 and 6),
      di_total varchar(4) not null default 'F' check (di_total in ('T', 'CU', 'CONT', 'F')),
      di_color varchar(20) null check (di_color ~ '^rgb\\(\\d{1,3}, ?\\d{1,3}, ?\\d{1,3}\\)$'),
      di_grucol varchar(63) null,
      di_fontstyle varchar(30) null,
      constraint tdetinforme_columna_key unique (vin_codigo, di_column))`,
    // Chart series of a view (igr_column: a numeric column of the report).
    `create table tgrafinf (
      igr_codigo serial primary key,
      vin_codigo int not null references tvistainf (vin_codigo) on delete cascade,
      igr_column varchar(63) not null,
      igr_orden int not null default 1,
      constraint tgrafinf_columna_key unique (vin_codigo, igr_column))`,
    ...REPORT_FUNCTIONS,
    ...REPORT_SEED,
  ],
};
