import { Migration } from '@mikro-orm/migrations';
import { MENUS } from '../reference-data.js';

const q = (v: string | null) => (v === null ? 'null' : `'${v.replace(/'/g, "''")}'`);

/**
 * Help content (spec 001 §3 "Help topic", "Help document", "Help screen", "FAQ"; spec 002 §3
 * "Advertising", "Tip", "Tutorial"): topics and sub-topics, their documents (PDF bytes kept in
 * PostgreSQL), the application screens with the documents linked to each, FAQs, quick-guide
 * tutorials with their steps, tips per screen (and who closed each) and advertising banners.
 *
 * Search: each searchable row keeps a generated `busqueda` tsvector (weight A for titles, B for
 * the rest) of its Spanish stems (the Spanish stemmer needs the accents: 'facturación' and
 * 'facturas' both give 'factur') plus its accent-folded plain words, so a query matches
 * 'facturacion' and 'Facturación', 'facturas' and 'factura', and a word being typed by its prefix. `help_fold` is an immutable accent folding (unaccent is not available on the
 * embedded PGlite), usable in generated columns and indexes.
 */
export class Migration020Help extends Migration {
  override name = 'Migration020Help';

  override up(): void {
    this.addSql(`create or replace function help_fold(t text) returns text language sql immutable parallel safe as $$
      select translate(lower(coalesce(t, '')), 'áéíóúüñàèìòùâêîôûäëïö', 'aeiouunaeiouaeiouaeio') $$`);
    this.addSql(`create or replace function help_vector(title text, body text) returns tsvector language sql immutable parallel safe as $$
      select setweight(to_tsvector('spanish'::regconfig, coalesce(title, '')), 'A')
        || setweight(to_tsvector('simple'::regconfig, help_fold(title)), 'A')
        || setweight(to_tsvector('spanish'::regconfig, coalesce(body, '')), 'B')
        || setweight(to_tsvector('simple'::regconfig, help_fold(body)), 'B') $$`);
    this.addSql(`create or replace function help_plain(html text) returns text language sql immutable parallel safe as $$
      select regexp_replace(regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g'), '&[a-zA-Z#0-9]+;', ' ', 'g') $$`);

    this.addSql(`create table thelptema (
      hte_codigo serial primary key,
      hte_descrip varchar(150) not null,
      hte_parent int null references thelptema (hte_codigo) on delete cascade,
      hte_orden int not null default 0,
      hte_ico varchar(60) null,
      hte_subtitle varchar(300) null,
      tac_cods int[] not null default '{}',
      busqueda tsvector generated always as (help_vector(hte_descrip, hte_subtitle)) stored)`);
    this.addSql('create index thelptema_parent on thelptema (hte_parent, hte_orden)');
    this.addSql('create index thelptema_busqueda on thelptema using gin (busqueda)');

    this.addSql(`create table thelpdoc (
      hdo_codigo serial primary key,
      hdo_descrip varchar(200) not null,
      hte_codigo int not null references thelptema (hte_codigo) on delete cascade,
      hdo_orden int not null default 0,
      hdo_tipo varchar(3) not null default 'P',
      hdo_urlpdf varchar(200) null,
      hdo_pdf bytea null,
      hdo_urlvideo varchar(300) null,
      hdo_urlline varchar(300) null,
      busqueda tsvector generated always as (help_vector(hdo_descrip, null)) stored)`);
    this.addSql('create index thelpdoc_tema on thelpdoc (hte_codigo, hdo_orden)');
    this.addSql('create index thelpdoc_busqueda on thelpdoc using gin (busqueda)');

    this.addSql(`create table thelppantalla (
      hpa_codigo serial primary key,
      hpa_estado varchar(200) not null unique,
      hpa_pkeys varchar(200) null)`);
    this.addSql(`create table thelppantalla_doc (
      aph_codigo serial primary key,
      hpa_codigo int not null references thelppantalla (hpa_codigo) on delete cascade,
      hdo_codigo int not null references thelpdoc (hdo_codigo) on delete cascade,
      unique (hpa_codigo, hdo_codigo))`);
    this.addSql('create index thelppantalla_doc_doc on thelppantalla_doc (hdo_codigo)');
    // The back-office screens (menu URLs) are the screens a help document can open on.
    for (const [, , , title, url] of MENUS) {
      if (url) this.addSql(`insert into thelppantalla (hpa_estado, hpa_pkeys) values (${q(url)}, ${q(title)})`);
    }

    this.addSql(`create table tfaqs (
      faq_codigo serial primary key,
      faq_title varchar(300) not null,
      faq_descri text not null,
      faq_orden int not null default 0,
      faq_parent int not null default 1,
      faq_activo int not null default 0,
      busqueda tsvector generated always as (help_vector(faq_title, help_plain(faq_descri))) stored)`);
    this.addSql('create index tfaqs_orden on tfaqs (faq_orden, faq_codigo)');
    this.addSql('create index tfaqs_busqueda on tfaqs using gin (busqueda)');

    this.addSql(`create table ttutorial (
      tut_codigo serial primary key,
      tut_title varchar(200) not null,
      tut_subtitle varchar(300) null,
      tut_orden int not null default 0,
      tut_activo int not null default 0,
      tut_time int not null default 0,
      tac_cods int[] not null default '{}',
      busqueda tsvector generated always as (help_vector(tut_title, tut_subtitle)) stored)`);
    this.addSql('create index ttutorial_orden on ttutorial (tut_orden, tut_codigo)');
    this.addSql('create index ttutorial_busqueda on ttutorial using gin (busqueda)');
    this.addSql(`create table ttutorial_det (
      tud_codigo serial primary key,
      tut_codigo int not null references ttutorial (tut_codigo) on delete cascade,
      tud_descri text not null,
      tud_subtext text null,
      tud_orden int not null default 0,
      tud_navdescri varchar(100) null,
      tud_img bytea null,
      tud_imgtipo varchar(40) null)`);
    this.addSql('create index ttutorial_det_tut on ttutorial_det (tut_codigo, tud_orden)');

    this.addSql(`create table ttip (
      tip_codigo serial primary key,
      tip_vista varchar(200) not null,
      tip_titulo varchar(150) not null,
      tip_mensaj varchar(1000) not null,
      tip_hasta date not null,
      tip_cerrar int not null default 1,
      tip_estilo varchar(20) not null default 'success',
      usr_codigo int null,
      tip_registro timestamptz not null default now())`);
    this.addSql('create index ttip_vista on ttip (tip_vista, tip_hasta)');
    this.addSql(`create table ttip_cerrado (
      tip_codigo int not null references ttip (tip_codigo) on delete cascade,
      usr_codigo int not null,
      primary key (tip_codigo, usr_codigo))`);

    this.addSql(`create table tpublicidad (
      pub_codigo serial primary key,
      pub_filename varchar(200) not null,
      pub_lineaemp int not null,
      pub_imagen bytea not null,
      pub_tipo varchar(40) not null)`);
    this.addSql('create index tpublicidad_linea on tpublicidad (pub_lineaemp, pub_codigo)');
  }
}
