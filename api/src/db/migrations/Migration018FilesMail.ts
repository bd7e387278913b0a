import { Migration } from '@mikro-orm/migrations';

/**
 * Stored files and the mail service.
 *
 * - `tarchivo`: every uploaded file (template images, mail attachments, help images and PDFs) in
 *   PostgreSQL: the bytes, their SHA-256, the size, the MIME type detected from the bytes, the
 *   original name, the owning record (kind + id) whose permission guards reading it.
 * - `tconfigcorreos`: sender accounts (mcf_tipo 4 cobranza … 8 nómina) with their SMTP/IMAP
 *   settings; the password is encrypted at rest (shared/secrets.ts). `tconfigcorreos_usuario`:
 *   which users may send from which account.
 * - `tmailtemcateg` (the five categories, one per account type) and `tmailtemplate` (mte_tipo
 *   2 e-mail, 3 SMS).
 * - `tmail`: one row per recipient of a send, with its idempotency key (mai_clave) naming the job;
 *   `tmail_adjunto` links the files attached to it.
 * - `tlistanegra_correo`: addresses never to write to again (manual, SMTP 5xx, bounce).
 */
export class Migration018FilesMail extends Migration {
  override name = 'Migration018FilesMail';

  override up(): void {
    this.addSql(`create table tarchivo (
      arc_codigo serial primary key,
      arc_nombre varchar(255) not null,
      arc_tipo varchar(100) not null,
      arc_extension varchar(10) not null,
      arc_clase varchar(20) not null,
      arc_tamano int not null check (arc_tamano >= 0),
      arc_sha256 char(64) not null,
      arc_ancho int null,
      arc_alto int null,
      arc_datos bytea not null,
      arc_propietario varchar(30) not null,
      arc_propietario_id int null,
      usr_codigo int null,
      usr_nombre varchar(150) not null,
      arc_creado timestamptz not null default now())`);
    this.addSql('create index tarchivo_propietario on tarchivo (arc_propietario, arc_propietario_id)');

    this.addSql(`create table tconfigcorreos (
      mcf_codigo serial primary key,
      mcf_correo varchar(150) not null,
      mcf_nombre varchar(150) not null default '',
      mcf_tipo smallint not null check (mcf_tipo between 4 and 8),
      mcf_deshabilitado boolean not null default false,
      mcf_smtp_host varchar(200) null,
      mcf_smtp_puerto int null check (mcf_smtp_puerto between 1 and 65535),
      mcf_smtp_seguro boolean not null default false,
      mcf_usuario varchar(150) null,
      mcf_clave text null,
      mcf_imap_host varchar(200) null,
      mcf_imap_puerto int null check (mcf_imap_puerto between 1 and 65535),
      mcf_imap_seguro boolean not null default true,
      mcf_por_minuto int not null default 120 check (mcf_por_minuto between 1 and 100000),
      mcf_creado timestamptz not null default now())`);
    this.addSql('create unique index tconfigcorreos_correo on tconfigcorreos (lower(mcf_correo))');
    this.addSql(`create table tconfigcorreos_usuario (
      mcf_codigo int not null references tconfigcorreos (mcf_codigo) on delete cascade,
      usr_codigo int not null references tusuarios (usr_codigo) on delete cascade,
      primary key (mcf_codigo, usr_codigo))`);

    this.addSql(`create table tmailtemcateg (
      mtc_codigo smallint primary key,
      mtc_clave varchar(20) not null unique,
      mtc_nombre varchar(60) not null,
      mcf_tipo smallint not null unique)`);
    this.addSql(`insert into tmailtemcateg values
      (1, 'categcobranza', 'Cobranza', 4), (2, 'categventas', 'Ventas', 5), (3, 'categimplem', 'Implementación', 6),
      (4, 'categsop', 'Soporte', 7), (5, 'categnom', 'Nómina', 8)`);
    this.addSql(`create table tmailtemplate (
      mte_codigo serial primary key,
      mte_titulo varchar(200) not null,
      mte_body text not null,
      mte_tipo smallint not null check (mte_tipo in (2, 3)),
      mte_default smallint not null default 0 check (mte_default in (0, 1)),
      mcf_tipo smallint null check (mcf_tipo between 4 and 8),
      mtc_codigo smallint null references tmailtemcateg (mtc_codigo),
      usr_nombre varchar(150) not null,
      mte_creado timestamptz not null default now(),
      mte_actualizado timestamptz not null default now())`);
    this.addSql('create index tmailtemplate_tipo on tmailtemplate (mte_tipo, mcf_tipo, mtc_codigo, mte_titulo)');

    this.addSql(`create table tmail (
      mai_codigo serial primary key,
      mai_clave varchar(80) not null unique,
      mai_lote varchar(40) not null,
      mai_orden int not null default 0,
      mcf_codigo int not null references tconfigcorreos (mcf_codigo),
      mai_to varchar(300) not null,
      mai_subject varchar(300) not null,
      mai_content text not null,
      mai_estado varchar(12) not null default 'pendiente' check (mai_estado in ('pendiente', 'enviado', 'fallido', 'rechazado')),
      mai_error text null,
      mai_intentos int not null default 0,
      mai_idmensaje varchar(200) null,
      emp_codigo int null,
      clp_codigo int null,
      usr_codigo int null,
      usr_nombre varchar(150) not null,
      mai_creado timestamptz not null default now(),
      mai_enviado timestamptz null)`);
    this.addSql('create index tmail_lote on tmail (mai_lote, mai_orden)');
    // Pending messages: the periodic resume pass reads them in order, a finished send asks whether its batch has any left.
    this.addSql("create index tmail_pendiente on tmail (mai_codigo) where mai_estado = 'pendiente'");
    this.addSql("create index tmail_pendiente_lote on tmail (mai_lote) where mai_estado = 'pendiente'");
    this.addSql('create index tmail_subject on tmail (mcf_codigo, mai_subject)');
    this.addSql(`create table tmail_adjunto (
      mai_codigo int not null references tmail (mai_codigo) on delete cascade,
      arc_codigo int not null references tarchivo (arc_codigo),
      primary key (mai_codigo, arc_codigo))`);

    this.addSql(`create table tlistanegra_correo (
      lnc_codigo serial primary key,
      lnc_correo varchar(300) not null,
      lnc_motivo varchar(500) not null default '',
      lnc_origen varchar(10) not null check (lnc_origen in ('manual', 'rechazo', 'rebote')),
      usr_nombre varchar(150) not null,
      lnc_fecha timestamptz not null default now())`);
    this.addSql('create unique index tlistanegra_correo_correo on tlistanegra_correo (lower(lnc_correo))');

    // Screens of this area (reference-data MENUS carries them for new databases).
    this.addSql(`insert into tmenu values (43, 'Plantillas de correo', '/correo/plantillas', 2006, 10, 'correo.plantillas', null),
      (44, 'Cuentas de correo', '/correo/cuentas', 2007, 10, 'correo.cuentas', null) on conflict (mb_codigo) do nothing`);
    this.addSql(`select setval('tmenu_mb_codigo_seq', (select max(mb_codigo) from tmenu))`);
  }
}
