// Legacy (spec 001 §3, §7 "Help", "FAQ") shapes of the help content for the REST adapter.
import { legacyWrapper } from '../../rest/legacy-fields.js';
import type { RestRoute } from '../../rest/route.js';
import type { Faq, HelpDocument, HelpScreen, HelpScreenLink, HelpTopic } from './help.types.js';

/** GraphQL field names of refusals -> the legacy names a REST client sent. */
const LEGACY_FIELD: Record<string, string> = {
  id: 'codigo',
  title: 'descripcion',
  parentId: 'hte_parent',
  order: 'orden',
  icon: 'hte_ico',
  subtitle: 'hte_subtitle',
  businessLines: 'tac_cods',
  topicId: 'hte_codigo',
  kinds: 'hdo_tipo',
  screenId: 'hpa_codigo',
  documentId: 'hdo_codigo',
  pdfBase64: 'archivo',
  pdfFileId: 'arc_codigo',
  imageFileId: 'arc_codigo',
  imageBase64: 'image',
  pdfName: 'hdo_urlpdf',
  videoUrl: 'hdo_urlvideo',
  lineUrl: 'hdo_urlline',
  answerHtml: 'faq_descri',
  group: 'faq_parent',
  text: 'texto',
};

const legacy = legacyWrapper(LEGACY_FIELD);

/** One REST route of the help area: its handler runs with the legacy field names on refusals; `open` routes answer without a session. */
export const route = (method: RestRoute['method'], path: string, action: string | null, handler: RestRoute['handler'], open = false): RestRoute => ({
  method,
  path,
  action,
  ...(open ? { public: true } : {}),
  handler: (r) => legacy(() => handler(r)),
});

export function toLegacyTopic(t: HelpTopic): Record<string, unknown> {
  return {
    hte_codigo: t.id,
    hte_descrip: t.title,
    hte_parent: t.parentId,
    hte_orden: t.order,
    hte_ico: t.icon,
    hte_subtitle: t.subtitle,
    tac_cods: t.businessLines,
    documentos: t.documentCount,
    subtemas: t.subtopics.map(toLegacyTopic),
  };
}

export const toLegacyScreen = (s: HelpScreen) => ({ hpa_codigo: s.id, hpa_estado: s.route, hpa_pkeys: s.name });
export const toLegacyLink = (l: HelpScreenLink) => ({ aph_codigo: l.id, hpa_codigo: l.screenId, hdo_codigo: l.documentId, hpa_estado: l.route });

export function toLegacyDocument(d: HelpDocument) {
  return {
    hdo_codigo: d.id,
    hdo_descrip: d.title,
    hte_codigo: d.topicId,
    hdo_orden: d.order,
    hdo_tipo: d.kinds,
    hdo_urlpdf: d.pdfName,
    tiene_pdf: d.hasPdf,
    hdo_urlvideo: d.videoUrl,
    hdo_urlline: d.lineUrl,
    pantallas: d.screens.map(toLegacyLink),
  };
}

export const DOC_COLS = [
  { field: 'hdo_orden', header: 'Orden' },
  { field: 'hdo_descrip', header: 'Descripción' },
  { field: 'hdo_tipo', header: 'Tipo' },
  { field: 'hdo_urlpdf', header: 'PDF' },
];

export const toLegacyFaq = (f: Faq) => ({
  faq_codigo: f.id,
  faq_title: f.title,
  faq_descri: f.answerHtml,
  faq_orden: f.order,
  faq_parent: f.group,
  faq_activo: f.active ? 1 : 0,
});

/** tac_cods as a list of numbers (array, or comma-separated text). */
export function linesOf(v: unknown): number[] {
  if (Array.isArray(v)) return v.map(Number);
  if (typeof v === 'string' && v.trim()) return v.split(',').map((s) => Number(s.trim()));
  return [];
}
