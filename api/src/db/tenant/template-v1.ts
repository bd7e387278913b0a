/**
 * Tables of a client company's own schema, version 1. Statements are unqualified: the
 * provisioner runs them with search_path set to the new schema.
 */
export const TEMPLATE_V1: readonly string[] = [
  `create table talmacen (
    alm_codigo serial primary key,
    alm_razsoc varchar(300) not null,
    alm_direcc varchar(300) not null,
    alm_ruc varchar(13) not null,
    alm_fono1 varchar(30) null,
    alm_descri varchar(60) not null default 'COMERCIO',
    alm_repleg varchar(150) null,
    alm_acteco varchar(300) null,
    alm_email varchar(150) null,
    alm_websit varchar(150) null,
    alm_movil varchar(30) null,
    alm_fax varchar(30) null,
    alm_nroest varchar(3) not null default '001',
    alm_provin int null,
    alm_ciudad varchar(60) null,
    alm_sector varchar(60) null,
    alm_tipo int not null default 1,
    alm_seccio varchar(60) not null default 'ALMACEN',
    alm_matriz int not null default 0,
    alm_tipoamb int not null default 2,
    alm_codnum varchar(8) null,
    alm_autesp varchar(20) null,
    alm_tipcierre int not null default 0,
    ung_codigo int null,
    cnt_codigo int null)`,
  // At most one head office (Matriz) per company; setting a new one clears the old one first.
  `create unique index talmacen_una_matriz on talmacen ((alm_matriz)) where alm_matriz = 1`,
  // The SRI numbers establishments of one RUC uniquely (001, 002, ...).
  `create unique index talmacen_nroest_key on talmacen (alm_nroest)`,
  `create table tpuntoventa (
    tdv_codigo serial primary key,
    tdv_estado int not null default 0,
    tdv_numero varchar(3) not null,
    tdv_nombre varchar(60) not null,
    tdv_descri varchar(150) null,
    tdv_tipo int not null default 4,
    tdv_nroestab varchar(3) not null,
    alm_codigo int not null references talmacen (alm_codigo),
    direccion varchar(300) null,
    constraint tpuntoventa_numero_key unique (alm_codigo, tdv_numero))`,
  `create table tusuarios (
    usr_codigo serial primary key,
    usr_id varchar(40) not null unique,
    usr_nombre varchar(150) not null,
    usr_cedruc varchar(13) null,
    usr_email varchar(150) null,
    usr_celular varchar(20) null,
    usr_clave text null,
    usr_activo char(1) not null default 'T',
    usr_jerarq int not null default 0)`,
  `create table tmenubar (
    mb_codigo serial primary key,
    mb_titulo varchar(100) not null,
    mb_url varchar(200) null,
    mb_orden int not null default 0,
    mb_parent int not null default 0,
    nivel int not null default 0)`,
  // Referentes: the company's clients and suppliers. One row per cédula/RUC; names are
  // searched by prefix ignoring case, hence the lower(...) pattern indexes.
  `create table tclipro (
    clp_codigo serial primary key,
    clp_cedruc varchar(13) not null,
    clp_tipoid char(2) not null check (clp_tipoid in ('04', '05')),
    clp_nombre varchar(300) not null,
    clp_apelli varchar(300) null,
    clp_direcc varchar(300) null,
    clp_telefo varchar(30) null,
    clp_email varchar(150) null,
    clp_movil varchar(20) null,
    num_user int null,
    clp_fecreg timestamptz not null default now(),
    constraint tclipro_cedruc_key unique (clp_cedruc))`,
  `create index tclipro_cedruc_prefix on tclipro (clp_cedruc varchar_pattern_ops)`,
  `create index tclipro_nomape_prefix on tclipro (lower(clp_nombre || coalesce(' ' || clp_apelli, '')) text_pattern_ops)`,
  `create index tclipro_apenom_prefix on tclipro (lower(coalesce(clp_apelli || ' ', '') || clp_nombre) text_pattern_ops)`,
];

export const TENANT_TEMPLATES: Record<string, readonly string[]> = { v1: TEMPLATE_V1 };
