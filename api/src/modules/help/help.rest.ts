import { BUSINESS_LINES } from '../../domain/business-lines.js';
import type { RestRequest, RestRoute } from '../../rest/route.js';
import { AppError } from '../../shared/app-error.js';
import { deleteDocument, documentPdf, documentsForRoute, saveDocument, topicDocuments } from './documents.service.js';
import { inputsOf, looseNumber, pathId, pick } from '../../rest/params.js';
import { doneEnvelope } from '../../rest/envelope.js';
import { DOC_COLS, linesOf, route, toLegacyDocument, toLegacyLink, toLegacyScreen, toLegacyTopic } from './help-legacy.js';
import { HELP_MSG, SUPPORT_INFO } from './help-messages.js';
import { allScreens, deleteScreenLink, listScreens, saveScreenLink, screenLinks } from './screens.service.js';
import { searchHelp } from './search.service.js';
import { deleteTopic, findTopic, HELP_RESOURCE, saveTopic, topicTree } from './topics.service.js';
import { requirePermission } from '../../shared/permissions.js';

const TEMAS = '/helptemas/thelptemas/:id';
const DOCS = '/helpdocs/thelpdocs/:id';
const SCR = '/scr/tscr/:id';

/** The record's code: from the body/query names, else the path id (0 means none). */
const codeOf = (r: RestRequest, ...names: string[]) => looseNumber(pick(inputsOf(r), ...names)) ?? pathId(r.params.id);

function topicInput(r: RestRequest) {
  const v = inputsOf(r);
  return {
    id: codeOf(r, 'hte_codigo', 'codigo'),
    title: String(pick(v, 'hte_descrip', 'descripcion') ?? ''),
    parentId: looseNumber(pick(v, 'hte_parent')),
    order: looseNumber(pick(v, 'hte_orden', 'orden')),
    icon: (pick(v, 'hte_ico') as string | undefined) ?? null,
    subtitle: (pick(v, 'hte_subtitle') as string | undefined) ?? null,
    businessLines: linesOf(pick(v, 'tac_cods')),
  };
}

function documentInput(r: RestRequest, editing: boolean) {
  const v = inputsOf(r);
  return {
    id: editing ? codeOf(r, 'hdo_codigo', 'codigo') : null,
    topicId: looseNumber(pick(v, 'hte_codigo')) as number,
    title: String(pick(v, 'hdo_descrip', 'descripcion') ?? ''),
    order: looseNumber(pick(v, 'hdo_orden', 'orden')),
    kinds: String(pick(v, 'hdo_tipo', 'tipo') ?? ''),
    screenId: looseNumber(pick(v, 'hpa_codigo')),
    pdfName: (pick(v, 'hdo_urlpdf', 'nombre') as string | undefined) ?? null,
    pdfFileId: looseNumber(pick(v, 'arc_codigo')),
    pdfBase64: (pick(v, 'archivo', 'pdf') as string | undefined) ?? null,
    videoUrl: (pick(v, 'hdo_urlvideo') as string | undefined) ?? null,
    lineUrl: (pick(v, 'hdo_urlline') as string | undefined) ?? null,
  };
}

const saved = (done: { message: string; id: number }) => doneEnvelope(done.message, { codigo: done.id });

const saveTopicRoute = (action: string) => route('POST', TEMAS, action, async (r) => saved(await saveTopic(r.ctx, topicInput(r))));
const saveDocRoute = (action: string, editing: boolean) =>
  route('POST', DOCS, action, async (r) => saved(await saveDocument(r.ctx, documentInput(r, editing))));
const deleteDocRoute = (action: string) => route('POST', DOCS, action, async (r) => saved(await deleteDocument(r.ctx, codeOf(r, 'hdo_codigo', 'codigo'))));
const pdfRoute = (method: 'GET' | 'POST', action: string) =>
  route(
    method,
    DOCS,
    action,
    async (r) => {
      const pdf = await documentPdf(r.ctx, codeOf(r, 'hdo_codigo', 'codigo'));
      return { pdf: pdf.contentBase64, nombre: pdf.name };
    },
    true,
  );
const linkRoute = (action: string, editing: boolean) =>
  route('POST', SCR, action, async (r) =>
    saved(
      await saveScreenLink(
        r.ctx,
        editing ? codeOf(r, 'aph_codigo', 'codigo') : null,
        looseNumber(pick(inputsOf(r), 'hpa_codigo')),
        looseNumber(pick(inputsOf(r), 'hdo_codigo')),
      ),
    ),
  );
const unlinkRoute = (action: string) => route('POST', SCR, action, async (r) => saved(await deleteScreenLink(r.ctx, codeOf(r, 'aph_codigo', 'codigo'))));

/** /rest/helptemas/thelptemas, /rest/helpdocs/thelpdocs and /rest/scr/tscr (spec 001 §7 "Help"). */
export const helpRoutes: RestRoute[] = [
  route(
    'GET',
    TEMAS,
    'lstemas',
    async (r) => ({
      listahelptemas: (await topicTree(r.ctx, looseNumber(pick(inputsOf(r), 'tac_codigo', 'taccod')))).map(toLegacyTopic),
      pantallas: (await allScreens(r.ctx)).map(toLegacyScreen),
    }),
    true,
  ),
  route('GET', TEMAS, 'soporteinfo', async () => ({ soporte: { ...SUPPORT_INFO } }), true),
  route(
    'GET',
    TEMAS,
    'get_subtemas',
    async (r) => {
      const id = codeOf(r, 'hte_codigo', 'hte_parent');
      const topic = id ? await findTopic(r.ctx, id) : null;
      return { subtemas: (topic?.subtopics ?? []).map(toLegacyTopic) };
    },
    true,
  ),
  saveTopicRoute('editarTema'),
  saveTopicRoute('guardarTema'),
  route('POST', TEMAS, 'eliminarTema', async (r) => saved(await deleteTopic(r.ctx, codeOf(r, 'hte_codigo', 'codigo')))),
  route('GET', TEMAS, 'datosInit', async (r) => {
    const p = await requirePermission(r.ctx.em, r.ctx.user!, HELP_RESOURCE, 'ver');
    return {
      lineas: BUSINESS_LINES.map(([tac_codigo, tac_descrip]) => ({ tac_codigo, tac_descrip })),
      pantallas: (await listScreens(r.ctx)).map(toLegacyScreen),
      permisos: p,
    };
  }),
  route('GET', TEMAS, 'listar', async (r) => {
    await requirePermission(r.ctx.em, r.ctx.user!, HELP_RESOURCE, 'ver');
    return { listahelptemas: (await topicTree(r.ctx, looseNumber(pick(inputsOf(r), 'tac_codigo')))).map(toLegacyTopic) };
  }),
  route('GET', DOCS, 'lsdocs', async (r) => ({ listadocs: (await topicDocuments(r.ctx, codeOf(r, 'hte_codigo'))).map(toLegacyDocument) }), true),
  pdfRoute('POST', 'get_documento'),
  pdfRoute('GET', 'getdoc'),
  saveDocRoute('guardar', false),
  saveDocRoute('editar', true),
  deleteDocRoute('eliminar'),
  route('GET', DOCS, 'get_docs', async (r) => {
    await requirePermission(r.ctx.em, r.ctx.user!, HELP_RESOURCE, 'ver');
    const topic = codeOf(r, 'hte_codigo');
    if (!topic) throw AppError.input('hte_codigo', HELP_MSG.subtopicRequired);
    return { documentos: (await topicDocuments(r.ctx, topic)).map(toLegacyDocument), columnas: DOC_COLS };
  }),
  saveDocRoute('guardardocumento', false),
  saveDocRoute('editardocumento', true),
  deleteDocRoute('eliminardocumento'),
  route('GET', SCR, 'lsscr', async (r) => ({ pantallas: (await listScreens(r.ctx)).map(toLegacyScreen) })),
  route('GET', SCR, 'getestado', async (r) => {
    const screenRoute = pick(inputsOf(r), 'hpa_estado', 'estado');
    if (typeof screenRoute === 'string') {
      await requirePermission(r.ctx.em, r.ctx.user!, HELP_RESOURCE, 'ver');
      return { documentos: (await documentsForRoute(r.ctx, screenRoute)).map(toLegacyDocument) };
    }
    return { enlaces: (await screenLinks(r.ctx, codeOf(r, 'hpa_codigo'))).map(toLegacyLink) };
  }),
  linkRoute('crearestado', false),
  linkRoute('editarestado', true),
  linkRoute('editarEstado', true),
  unlinkRoute('eliminarestado'),
  unlinkRoute('eliminarEstado'),
  route(
    'GET',
    TEMAS,
    'buscar',
    async (r) => {
      const found = await searchHelp(
        r.ctx,
        String(pick(inputsOf(r), 'texto', 'q') ?? ''),
        looseNumber(pick(inputsOf(r), 'tac_codigo')),
        looseNumber(pick(inputsOf(r), 'limit')),
      );
      return { resultados: found.hits, total: found.totalCount, ...(found.warning ? { advertencia: found.warning } : {}) };
    },
    true,
  ),
];
