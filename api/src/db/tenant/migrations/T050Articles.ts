import type { TenantMigration } from './types.js';

/**
 * Shared services of a company's data: client/supplier categories (tcatclipro, and the
 * category of each referente), the taxes with their validity dates (timpuesto), business units
 * and projects, and the article catalogue the article search reads: article types, sections,
 * articles and the search setup of each document type. Company settings read by appconfig go to
 * tparametro.
 */
export const T050_ARTICLES: TenantMigration = {
  version: 50,
  name: 'Categorías de referentes, impuestos, artículos y búsqueda de artículos',
  statements: [
    // tcp_tipo: 1 CLIENTES, 2 PROVEEDORES, 3 CLIENTES Y PROVEEDORES. tcp_activo T/F.
    `create table tcatclipro (
      tcp_codigo serial primary key,
      tcp_descri varchar(100) not null,
      tcp_tipo int not null default 3 check (tcp_tipo in (1, 2, 3)),
      tcp_activo char(1) not null default 'T' check (tcp_activo in ('T', 'F')),
      tcp_fecreg timestamptz not null default now())`,
    // Two categories may not differ only in case or surrounding spaces.
    `create unique index tcatclipro_descri_key on tcatclipro (lower(trim(tcp_descri)))`,
    `alter table tclipro add column tcp_codigo int null references tcatclipro (tcp_codigo)`,
    `create index tclipro_tcp on tclipro (tcp_codigo)`,
    // Taxes. imp_tipo IVA or ICE; imp_codsri: the SRI tax code (2 IVA, 3 ICE); imp_codpor: the
    // SRI rate code (IVA: 0 = 0 %, 2 = 12 %, 3 = 14 %, 4 = 15 %, 5 = 5 %). A rate is in force
    // from imp_desde to imp_hasta inclusive (null: still in force).
    `create table timpuesto (
      imp_codigo serial primary key,
      imp_tipo varchar(3) not null check (imp_tipo in ('IVA', 'ICE')),
      imp_codsri varchar(2) not null,
      imp_codpor varchar(4) not null,
      imp_descri varchar(100) not null,
      imp_porcen numeric(6,2) not null check (imp_porcen >= 0),
      imp_desde date not null,
      imp_hasta date null,
      constraint timpuesto_vigencia check (imp_hasta is null or imp_hasta >= imp_desde),
      constraint timpuesto_key unique (imp_tipo, imp_codpor, imp_desde))`,
    `create index timpuesto_vigencia_idx on timpuesto (imp_desde, imp_hasta)`,
    // Ecuador's IVA: 12 % until the 14 % of the 2016 earthquake law (June 2016 - May 2017), 12 %
    // again until March 2024, 15 % from April 2024; 5 % for construction materials from April
    // 2024; 0 % all along. ICE: a few ad valorem rates of the SRI catalogue.
    `insert into timpuesto (imp_tipo, imp_codsri, imp_codpor, imp_descri, imp_porcen, imp_desde, imp_hasta) values
      ('IVA', '2', '0', 'IVA 0%', 0, '2000-01-01', null),
      ('IVA', '2', '2', 'IVA 12%', 12, '2000-01-01', '2016-05-31'),
      ('IVA', '2', '3', 'IVA 14%', 14, '2016-06-01', '2017-05-31'),
      ('IVA', '2', '2', 'IVA 12%', 12, '2017-06-01', '2024-03-31'),
      ('IVA', '2', '4', 'IVA 15%', 15, '2024-04-01', null),
      ('IVA', '2', '5', 'IVA 5%', 5, '2024-04-01', null),
      ('ICE', '3', '3092', 'ICE SERVICIOS DE TELEVISIÓN PAGADA', 15, '2012-01-01', null),
      ('ICE', '3', '3073', 'ICE VEHÍCULOS MOTORIZADOS HASTA USD 20.000', 5, '2012-01-01', null),
      ('ICE', '3', '3610', 'ICE PERFUMES Y AGUAS DE TOCADOR', 20, '2012-01-01', null)`,
    // Business units (talmacen.ung_codigo) and projects (pry_estado 1 ACTIVO, 0 CERRADO).
    `create table tuninegocio (
      ung_codigo serial primary key,
      ung_descri varchar(100) not null,
      ung_activo char(1) not null default 'T' check (ung_activo in ('T', 'F')))`,
    `insert into tuninegocio (ung_descri) values ('GENERAL')`,
    `update talmacen set ung_codigo = 1 where ung_codigo is null`,
    `create table tproyecto (
      pry_codigo serial primary key,
      pry_nomcorto varchar(30) not null,
      pry_descri varchar(150) not null,
      pry_estado int not null default 1 check (pry_estado in (0, 1)),
      alm_codigo int null references talmacen (alm_codigo))`,
    // Article types; 1 COMERCIAL is the search's default.
    `create table ttipoarticulo (
      tar_codigo int primary key,
      tar_descri varchar(60) not null)`,
    `insert into ttipoarticulo values (1, 'COMERCIAL'), (2, 'SERVICIO'), (3, 'MATERIA PRIMA'), (4, 'PRODUCTO TERMINADO'), (5, 'ACTIVO FIJO')`,
    // Sections (lines) of the catalogue, optionally of one establishment.
    `create table tseccion (
      sec_codigo serial primary key,
      sec_descri varchar(100) not null,
      alm_codigo int null references talmacen (alm_codigo),
      sec_activo char(1) not null default 'T' check (sec_activo in ('T', 'F')))`,
    // Articles: art_id is the code the user types (unique ignoring case); art_pvp the sale price,
    // art_costo the cost; art_iva T when the article pays IVA at the rate in force.
    `create table tarticulo (
      art_codigo serial primary key,
      art_id varchar(30) not null,
      art_nomlar varchar(300) not null,
      tar_codigo int not null default 1 references ttipoarticulo (tar_codigo),
      sec_codigo int null references tseccion (sec_codigo),
      art_unidad varchar(20) not null default 'UNIDAD',
      art_pvp numeric(14,2) not null default 0 check (art_pvp >= 0),
      art_costo numeric(14,2) not null default 0 check (art_costo >= 0),
      art_iva char(1) not null default 'T' check (art_iva in ('T', 'F')),
      art_activo char(1) not null default 'T' check (art_activo in ('T', 'F')))`,
    `create unique index tarticulo_id_key on tarticulo (lower(art_id))`,
    `create index tarticulo_id_prefix on tarticulo (lower(art_id) text_pattern_ops)`,
    `create index tarticulo_nombre_prefix on tarticulo (lower(art_nomlar) text_pattern_ops)`,
    `create index tarticulo_tipo_seccion on tarticulo (tar_codigo, sec_codigo)`,
    // Article search setup of a document type: search by name or code, the type and section
    // the search starts with, the price it shows (tra_tiplis 1 sale price, 2 cost) and how many
    // suggestions the autocomplete lists.
    `create table tbusqueda_art (
      tra_codigo int primary key references ttipotransaccion (tra_codigo),
      bus_modo varchar(6) not null default 'nombre' check (bus_modo in ('nombre', 'codigo')),
      tar_codigo int null references ttipoarticulo (tar_codigo),
      sec_codigo int null references tseccion (sec_codigo) on delete set null,
      tra_tiplis int not null default 1 check (tra_tiplis in (1, 2)),
      bus_limite int not null default 10 check (bus_limite between 1 and 50))`,
    `insert into tbusqueda_art (tra_codigo, tar_codigo, tra_tiplis) values (1, 1, 1), (4, 1, 1), (3, 1, 2), (20, 1, 2)`,
    // appconfig: partial views shown (nparcialview) and whether documents ask for the
    // transaction password (tclave 1) or not (0).
    `insert into tparametro (par_clave, par_valor) values ('NPARCIALVIEW', '3'), ('TCLAVE', '0') on conflict (par_clave) do nothing`,
  ],
};
