import { Migration } from '@mikro-orm/migrations';

/** PNG width and height from the IHDR chunk (bytes 16–23); null for other types. */
const pngSide = (bytes: string, type: string, at: number) =>
  `case when ${type} = 'image/png' and length(${bytes}) >= 24 then (get_byte(${bytes}, ${at}) << 24) | (get_byte(${bytes}, ${at + 1}) << 16) | (get_byte(${bytes}, ${at + 2}) << 8) | get_byte(${bytes}, ${at + 3}) end`;

/**
 * The help PDFs and pictures move to the shared files service (`tarchivo`): the PDF of a help
 * document (`thelpdoc.hdo_archivo`, owner 'ayuda'), the picture of a tutorial step
 * (`ttutorial_det.tud_archivo`, owner 'guia') and the banner image (`tpublicidad.pub_archivo`,
 * owner 'publicidad'). Existing bytes are copied into `tarchivo` with their SHA-256, size and type
 * (already checked by their bytes when they were saved), then the old bytea columns are dropped.
 *
 * Search: the GIN indexes of the help search columns stop using the pending list (fastupdate
 * off). Help content is written rarely and searched on every keystroke; with the pending list,
 * rows added since the last vacuum were scanned one by one on every search and the planner,
 * costing that, chose to read every document instead of the index (tests/bench/help.bench.ts).
 */
export class Migration029HelpFiles extends Migration {
  override name = 'Migration029HelpFiles';

  override up(): void {
    this.addSql('alter table thelpdoc add column hdo_archivo int null references tarchivo (arc_codigo) on delete set null');
    this.addSql('alter table ttutorial_det add column tud_archivo int null references tarchivo (arc_codigo) on delete set null');
    this.addSql('alter table tpublicidad add column pub_archivo int null references tarchivo (arc_codigo) on delete set null');

    this.addSql(`with moved as (
        insert into tarchivo (arc_nombre, arc_tipo, arc_extension, arc_clase, arc_tamano, arc_sha256, arc_datos, arc_propietario, arc_propietario_id, usr_nombre)
        select left(coalesce(nullif(hdo_urlpdf, ''), 'documento.pdf'), 255), 'application/pdf', 'pdf', 'PDF', length(hdo_pdf), encode(sha256(hdo_pdf), 'hex'), hdo_pdf, 'ayuda', hdo_codigo, ''
          from thelpdoc where hdo_pdf is not null
        returning arc_codigo, arc_propietario_id)
      update thelpdoc d set hdo_archivo = m.arc_codigo from moved m where m.arc_propietario_id = d.hdo_codigo`);

    const ext = (type: string) => `case ${type} when 'image/jpeg' then 'jpg' else coalesce(nullif(split_part(${type}, '/', 2), ''), 'png') end`;
    this.addSql(`with moved as (
        insert into tarchivo (arc_nombre, arc_tipo, arc_extension, arc_clase, arc_tamano, arc_sha256, arc_ancho, arc_alto, arc_datos, arc_propietario, arc_propietario_id, usr_nombre)
        select 'paso-' || tud_codigo || '.' || ${ext("coalesce(tud_imgtipo, 'image/png')")}, coalesce(tud_imgtipo, 'image/png'), ${ext("coalesce(tud_imgtipo, 'image/png')")}, 'IMAGE', length(tud_img),
               encode(sha256(tud_img), 'hex'), ${pngSide('tud_img', "coalesce(tud_imgtipo, 'image/png')", 16)}, ${pngSide('tud_img', "coalesce(tud_imgtipo, 'image/png')", 20)}, tud_img, 'guia', tud_codigo, ''
          from ttutorial_det where tud_img is not null
        returning arc_codigo, arc_propietario_id)
      update ttutorial_det d set tud_archivo = m.arc_codigo from moved m where m.arc_propietario_id = d.tud_codigo`);

    this.addSql(`with moved as (
        insert into tarchivo (arc_nombre, arc_tipo, arc_extension, arc_clase, arc_tamano, arc_sha256, arc_ancho, arc_alto, arc_datos, arc_propietario, arc_propietario_id, usr_nombre)
        select left(pub_filename, 255), pub_tipo, ${ext('pub_tipo')}, 'IMAGE', length(pub_imagen), encode(sha256(pub_imagen), 'hex'),
               ${pngSide('pub_imagen', 'pub_tipo', 16)}, ${pngSide('pub_imagen', 'pub_tipo', 20)}, pub_imagen, 'publicidad', pub_codigo, ''
          from tpublicidad
        returning arc_codigo, arc_propietario_id)
      update tpublicidad p set pub_archivo = m.arc_codigo from moved m where m.arc_propietario_id = p.pub_codigo`);

    this.addSql('alter table thelpdoc drop column hdo_pdf');
    this.addSql('alter table ttutorial_det drop column tud_img, drop column tud_imgtipo');
    this.addSql('alter table tpublicidad drop column pub_imagen, drop column pub_tipo');
    for (const index of ['thelptema_busqueda', 'thelpdoc_busqueda', 'tfaqs_busqueda', 'ttutorial_busqueda']) {
      this.addSql(`alter index ${index} set (fastupdate = off)`);
      this.addSql(`select gin_clean_pending_list('${index}'::regclass)`);
    }
    this.addSql('create index thelpdoc_archivo on thelpdoc (hdo_archivo)');
    this.addSql('create index ttutorial_det_archivo on ttutorial_det (tud_archivo)');
    this.addSql('create index tpublicidad_archivo on tpublicidad (pub_archivo)');
  }
}
