import type { EntityManager } from '@mikro-orm/core';
import { fileUrl } from '../../files/files.service.js';
import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { recordAudit } from '../system/audit.service.js';
import { HELP_MSG } from './help-messages.js';
import { attachFile, chosen, decodeChoice, dropFiles, fileBytes, PDF_RULE, resolveChoice } from './help-files.js';
import { idOf, orderOf, run, textOf, urlOf } from './help-sql.js';
import type { HelpDocument, HelpDocumentInput, HelpPdf, HelpSaveResult, HelpScreenLink } from './help.types.js';
import { HELP_RESOURCE } from './topics.service.js';

interface DocRow {
  hdo_codigo: number;
  hdo_descrip: string;
  hte_codigo: number;
  hdo_orden: number;
  hdo_tipo: string;
  hdo_urlpdf: string | null;
  hdo_archivo: number | null;
  hdo_urlvideo: string | null;
  hdo_urlline: string | null;
}
interface LinkRow {
  aph_codigo: number;
  hpa_codigo: number;
  hdo_codigo: number;
  hpa_estado: string;
}

const DOC_COLUMNS = 'd.hdo_codigo, d.hdo_descrip, d.hte_codigo, d.hdo_orden, d.hdo_tipo, d.hdo_urlpdf, d.hdo_archivo, d.hdo_urlvideo, d.hdo_urlline';

/** Documents with their screen links, in order. */
async function documentsWhere(em: EntityManager, where: string, params: unknown[]): Promise<HelpDocument[]> {
  const rows = await run<DocRow>(em, `select ${DOC_COLUMNS} from thelpdoc d where ${where} order by d.hdo_orden, d.hdo_codigo`, params);
  if (!rows.length) return [];
  const links = await run<LinkRow>(
    em,
    `select l.aph_codigo, l.hpa_codigo, l.hdo_codigo, p.hpa_estado from thelppantalla_doc l join thelppantalla p on p.hpa_codigo = l.hpa_codigo
      where l.hdo_codigo = any (?::int[]) order by l.aph_codigo`,
    [`{${rows.map((r) => r.hdo_codigo).join(',')}}`],
  );
  return rows.map((r) => ({
    id: r.hdo_codigo,
    title: r.hdo_descrip,
    topicId: r.hte_codigo,
    order: r.hdo_orden,
    kinds: r.hdo_tipo,
    hasPdf: r.hdo_archivo !== null,
    pdfName: r.hdo_urlpdf,
    pdfFileId: r.hdo_archivo,
    pdfUrl: r.hdo_archivo === null ? null : fileUrl(r.hdo_archivo),
    videoUrl: r.hdo_urlvideo,
    lineUrl: r.hdo_urlline,
    screens: links.filter((l) => l.hdo_codigo === r.hdo_codigo).map(toLink),
  }));
}

const toLink = (l: LinkRow): HelpScreenLink => ({ id: l.aph_codigo, screenId: l.hpa_codigo, documentId: l.hdo_codigo, route: l.hpa_estado });

/** The documents of a (sub-)topic, public. */
export function topicDocuments(ctx: AppContext, topicId: unknown): Promise<HelpDocument[]> {
  return documentsWhere(ctx.em, 'd.hte_codigo = ?', [idOf(topicId, 'topicId')]);
}

/** One document or null. */
export async function findDocument(ctx: AppContext, id: unknown): Promise<HelpDocument | null> {
  const [doc] = await documentsWhere(ctx.em, 'd.hdo_codigo = ?', [idOf(id, 'id')]);
  return doc ?? null;
}

/** The PDF of a document; 'No se encuentra el Archivo' when the document or its file is missing. */
export async function documentPdf(ctx: AppContext, id: unknown): Promise<HelpPdf> {
  const [row] = await run<{ hdo_urlpdf: string | null; hdo_archivo: number | null }>(
    ctx.em,
    'select hdo_urlpdf, hdo_archivo from thelpdoc where hdo_codigo = ?',
    [idOf(id, 'id')],
  );
  const file = await fileBytes(ctx.em, row?.hdo_archivo ?? null);
  if (!file) throw AppError.notFound(HELP_MSG.fileNotFound);
  return { name: row!.hdo_urlpdf ?? file.name, contentBase64: file.bytes.toString('base64') };
}

/**
 * The documents linked to the screen at `route` (the contextual help button): the screen whose
 * route is the longest prefix of it ('/empresas/creacion' falls back to '/empresas').
 */
export async function documentsForRoute(ctx: AppContext, route: string): Promise<HelpDocument[]> {
  const path = textOf(route, 'route', 200, 'La ruta de la pantalla no puede superar 200 caracteres') ?? '/';
  const [screen] = await run<{ hpa_codigo: number }>(
    ctx.em,
    `select hpa_codigo from thelppantalla where ? = hpa_estado or ? like hpa_estado || '/%' order by length(hpa_estado) desc limit 1`,
    [path, path],
  );
  if (!screen) return [];
  return documentsWhere(ctx.em, 'd.hdo_codigo in (select hdo_codigo from thelppantalla_doc where hpa_codigo = ?)', [screen.hpa_codigo]);
}

/**
 * Creates or edits a document of a sub-topic (spec 001 §5): a screen must be chosen when
 * creating; P needs a PDF (really a PDF by its bytes: one uploaded to the files service, or base64
 * bytes from a legacy client) unless editing one that has it; V a video link; L an online link.
 * The PDF lives in `tarchivo` (owner 'ayuda'); a replaced or dropped PDF is removed.
 */
export async function saveDocument(ctx: AppContext, input: HelpDocumentInput): Promise<HelpSaveResult> {
  const id = input.id === null || input.id === undefined ? null : idOf(input.id, 'id');
  await requirePermission(ctx.em, ctx.user!, HELP_RESOURCE, id ? 'editar' : 'crear', 2);
  const topicId = input.topicId ? idOf(input.topicId, 'topicId') : null;
  if (!topicId) throw AppError.input('topicId', HELP_MSG.subtopicRequired);
  const screenId = input.screenId === null || input.screenId === undefined || input.screenId === 0 ? null : idOf(input.screenId, 'screenId');
  if (!id && !screenId) throw AppError.input('screenId', HELP_MSG.screenRequired);
  const title = textOf(input.title, 'title', 200, HELP_MSG.documentTitle, true)!;
  const kinds = String(input.kinds ?? '').toUpperCase();
  if (!/^[PVL]{1,3}$/.test(kinds) || new Set(kinds).size !== kinds.length) throw AppError.input('kinds', HELP_MSG.kinds);
  const order = orderOf(input.order, 'order');
  const videoUrl = kinds.includes('V') ? urlOf(input.videoUrl, 'videoUrl', 300) : null;
  if (kinds.includes('V') && !videoUrl) throw AppError.input('videoUrl', HELP_MSG.videoRequired);
  const lineUrl = kinds.includes('L') ? urlOf(input.lineUrl, 'lineUrl', 300) : null;
  if (kinds.includes('L') && !lineUrl) throw AppError.input('lineUrl', HELP_MSG.lineRequired);
  const choice = { fileId: input.pdfFileId, base64: kinds.includes('P') ? input.pdfBase64 : null, name: '' };
  const named = textOf(input.pdfName, 'pdfName', 200, 'El nombre del archivo no puede superar 200 caracteres');
  choice.name = named ?? `${title.slice(0, 190)}.pdf`;
  const pdf = kinds.includes('P') ? await decodeChoice(choice, PDF_RULE) : null;
  const newPdf = kinds.includes('P') && chosen(choice);

  return ctx.em.transactional(async (tx) => {
    const [topic] = await run<{ hte_parent: number | null }>(tx, 'select hte_parent from thelptema where hte_codigo = ?', [topicId]);
    if (!topic || topic.hte_parent === null) throw AppError.input('topicId', HELP_MSG.subtopicRequired);
    if (screenId && !(await run(tx, 'select 1 from thelppantalla where hpa_codigo = ?', [screenId])).length)
      throw AppError.input('screenId', HELP_MSG.screenNotFound(screenId));
    let oldFile: number | null = null;
    if (id) {
      const [current] = await run<{ hdo_archivo: number | null }>(tx, 'select hdo_archivo from thelpdoc where hdo_codigo = ? for update', [id]);
      if (!current) throw AppError.notFound(HELP_MSG.documentNotFound(id));
      oldFile = current.hdo_archivo;
    }
    if (kinds.includes('P') && !newPdf && !oldFile) throw AppError.input('pdfBase64', HELP_MSG.pdfRequired);
    const file = newPdf ? await resolveChoice(tx, ctx, choice, pdf, PDF_RULE, id) : null;
    const fileId = file?.id ?? null;
    const pdfName = file ? (named ?? file.name.slice(0, 200)) : null;
    let saved: number;
    if (id) {
      const sets = ['hdo_descrip = ?', 'hte_codigo = ?', 'hdo_tipo = ?', 'hdo_urlvideo = ?', 'hdo_urlline = ?'];
      const params: unknown[] = [title, topicId, kinds, videoUrl, lineUrl];
      if (order !== null) (sets.push('hdo_orden = ?'), params.push(order));
      if (fileId) (sets.push('hdo_archivo = ?', 'hdo_urlpdf = ?'), params.push(fileId, pdfName));
      if (!kinds.includes('P')) sets.push('hdo_archivo = null', 'hdo_urlpdf = null');
      await run(tx, `update thelpdoc set ${sets.join(', ')} where hdo_codigo = ?`, [...params, id]);
      saved = id;
      if (!kinds.includes('P')) await dropFiles(tx, [oldFile]);
    } else {
      const next =
        order ?? Number((await run<{ n: number }>(tx, 'select coalesce(max(hdo_orden), 0)::int + 1 as n from thelpdoc where hte_codigo = ?', [topicId]))[0]!.n);
      const [row] = await run<{ hdo_codigo: number }>(
        tx,
        'insert into thelpdoc (hdo_descrip, hte_codigo, hdo_orden, hdo_tipo, hdo_urlpdf, hdo_archivo, hdo_urlvideo, hdo_urlline) values (?, ?, ?, ?, ?, ?, ?, ?) returning hdo_codigo',
        [title, topicId, next, kinds, pdfName, fileId, videoUrl, lineUrl],
      );
      saved = row!.hdo_codigo;
    }
    if (fileId) await attachFile(tx, PDF_RULE, fileId, saved, oldFile);
    if (screenId) await run(tx, 'insert into thelppantalla_doc (hpa_codigo, hdo_codigo) values (?, ?) on conflict do nothing', [screenId, saved]);
    recordAudit(tx, ctx.user, id ? 'editar' : 'crear', 'thelpdoc', saved, title);
    return { message: id ? HELP_MSG.updated : HELP_MSG.created, id: saved };
  });
}

/** Deletes a document (confirmed as 'alto riesgo' in the web). */
export async function deleteDocument(ctx: AppContext, rawId: unknown): Promise<HelpSaveResult> {
  const id = idOf(rawId, 'id');
  await requirePermission(ctx.em, ctx.user!, HELP_RESOURCE, 'eliminar', 3);
  return ctx.em.transactional(async (tx) => {
    const [row] = await run<{ hdo_descrip: string; hdo_archivo: number | null }>(
      tx,
      'delete from thelpdoc where hdo_codigo = ? returning hdo_descrip, hdo_archivo',
      [id],
    );
    if (!row) throw AppError.notFound(HELP_MSG.documentNotFound(id));
    await dropFiles(tx, [row.hdo_archivo]);
    recordAudit(tx, ctx.user, 'eliminar', 'thelpdoc', id, row.hdo_descrip);
    return { message: HELP_MSG.deleted, id };
  });
}
