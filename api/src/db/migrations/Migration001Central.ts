import { Migration } from '@mikro-orm/migrations';
import { BUSINESS_LINES } from '../../domain/business-lines.js';
import { MENUS, MORE_CITIES, PROVINCES } from '../reference-data.js';

const q = (s: string | null) => (s === null ? 'null' : `'${s.replace(/'/g, "''")}'`);

/** Central schema: staff users and profiles, menus, sessions, audit, companies and references. */
export class Migration001Central extends Migration {
  override name = 'Migration001Central';

  override up(): void {
    this.addSql(`create table tusuarios (
      usr_codigo serial primary key,
      usr_id varchar(40) not null unique,
      usr_nombre varchar(150) not null,
      usr_clave text null,
      usr_activo char(1) not null default 'T' check (usr_activo in ('T','F')),
      usr_esperfil char(1) not null default 'F' check (usr_esperfil in ('T','F')),
      usr_perfil int null references tusuarios (usr_codigo),
      usr_jerarq int not null default 0 check (usr_jerarq between 0 and 2),
      usr_soporte int not null default 0,
      usr_email varchar(150) null,
      usr_fcreacion timestamptz not null default now(),
      usr_fclave timestamptz null)`);
    this.addSql(`create table tmenu (
      mb_codigo serial primary key,
      mb_titulo varchar(100) not null,
      mb_url varchar(200) null,
      mb_orden int not null default 0,
      mb_parent int not null default 0,
      mb_recurso varchar(60) null,
      mb_icono varchar(40) null)`);
    this.addSql(`create table tperfil_menu (
      usr_codigo int not null references tusuarios (usr_codigo) on delete cascade,
      mb_codigo int not null references tmenu (mb_codigo) on delete cascade,
      pme_nivel int not null default 2 check (pme_nivel between 1 and 3),
      primary key (usr_codigo, mb_codigo))`);
    this.addSql(`create table tsesion (
      ses_codigo varchar(64) primary key,
      usr_codigo int not null references tusuarios (usr_codigo) on delete cascade,
      ses_creada timestamptz not null default now(),
      ses_ultimo timestamptz not null default now(),
      ses_expira timestamptz not null,
      ses_ip varchar(64) null,
      ses_agente varchar(300) null,
      ses_revocada timestamptz null)`);
    this.addSql('create index tsesion_usuario on tsesion (usr_codigo)');
    this.addSql(`create table tauditoria (
      aud_codigo serial primary key,
      aud_fecha timestamptz not null default now(),
      usr_codigo int null,
      usr_nombre varchar(150) not null,
      aud_accion varchar(60) not null,
      aud_entidad varchar(60) not null,
      aud_clave varchar(60) null,
      observacion text null)`);
    this.addSql('create index tauditoria_entidad on tauditoria (aud_entidad, aud_clave)');
    this.addSql(`create table ttipoactividad (
      tac_codigo int primary key,
      tac_descrip varchar(100) not null,
      tac_prop varchar(20) null)`);
    this.addSql(`create table tprovincia (
      prv_codigo int primary key,
      prv_nombre varchar(80) not null,
      prv_codchart varchar(8) not null)`);
    this.addSql(`create table tciudad (
      ciu_codigo serial primary key,
      prv_codigo int not null references tprovincia (prv_codigo),
      ciu_nombre varchar(80) not null,
      unique (prv_codigo, ciu_nombre))`);
    this.addSql(`create table tversion (
      ver_codigo serial primary key,
      ver_nombre varchar(60) not null unique,
      ver_descri varchar(300) null,
      ver_plantilla varchar(40) not null,
      ver_maxlen jsonb not null default '{}'::jsonb,
      ver_activa char(1) not null default 'T')`);
    this.addSql(`create table tempresa (
      emp_codigo serial primary key,
      emp_coding varchar(60) not null unique,
      emp_razons varchar(300) not null,
      emp_ruc varchar(13) not null,
      emp_dir varchar(300) null,
      emp_telf varchar(60) null,
      emp_logo text null,
      emp_puertodb int not null default 5432,
      emp_ipdb varchar(100) not null,
      emp_nombredb varchar(100) not null,
      emp_esquemadb varchar(63) not null,
      emp_userdb varchar(100) null,
      emp_clavedb text null,
      emp_tema varchar(40) null,
      emp_tipoacces int not null default 1,
      emp_codpais int not null default 593,
      tac_codigo int null references ttipoactividad (tac_codigo),
      emp_activa int not null default 1 check (emp_activa between 0 and 3),
      emp_ubica text null,
      emp_tiposerv text null,
      emp_modadc text null,
      fechafin date null,
      ver_codigo int null references tversion (ver_codigo))`);
    this.addSql('create index tempresa_ruc on tempresa (emp_ruc)');
    this.addSql('create unique index tempresa_esquema on tempresa (emp_ipdb, emp_nombredb, emp_esquemadb)');

    for (const [code, iso, name, capital] of PROVINCES) {
      this.addSql(`insert into tprovincia values (${code}, ${q(name)}, ${q(iso)})`);
      this.addSql(`insert into tciudad (prv_codigo, ciu_nombre) values (${code}, ${q(capital)})`);
    }
    for (const [province, city] of MORE_CITIES) {
      this.addSql(`insert into tciudad (prv_codigo, ciu_nombre) values (${province}, ${q(city)})`);
    }
    for (const [code, name] of BUSINESS_LINES) {
      this.addSql(`insert into ttipoactividad values (${code}, ${q(name)}, null)`);
    }
    for (const [code, parent, order, title, url, resource, icon] of MENUS) {
      this.addSql(`insert into tmenu values (${code}, ${q(title)}, ${q(url)}, ${order}, ${parent}, ${q(resource)}, ${q(icon)})`);
    }
    this.addSql(`select setval('tmenu_mb_codigo_seq', (select max(mb_codigo) from tmenu))`);
    this.addSql(`insert into tversion (ver_nombre, ver_descri, ver_plantilla, ver_maxlen) values
      ('Contable 2024', 'Contabilidad y facturación electrónica', 'v1',
       '{"alm_descri":60,"alm_acteco":300,"alm_repleg":150,"alm_direcc":300,"alm_email":150,"alm_fono1":30,"alm_ciudad":60,"alm_sector":60}'),
      ('Transporte 2024', 'Cooperativas de transporte y encomiendas', 'v1',
       '{"alm_descri":60,"alm_acteco":200,"alm_repleg":120,"alm_direcc":250,"alm_email":120,"alm_fono1":20,"alm_ciudad":50,"alm_sector":50}')`);
  }
}
