import type { RestRequest, RestRoute } from '../../rest/route.js';
import { AppError } from '../../shared/app-error.js';
import { bannerImageByName, bannersOf, deleteBanner, saveBanner } from './banner.service.js';
import { linesOf, route } from './help-legacy.js';
import { doneEnvelope } from '../../rest/envelope.js';
import { inputsOf, looseNumber, optionalFlag, optionalText, pathId, pick } from '../../rest/params.js';
import { GUIDE_MSG, HELP_MSG } from './help-messages.js';
import type { Banner, Tip, Tutorial, TutorialStep } from './guide.types.js';
import { deleteTip, listTips, saveTip } from './tip.service.js';
import { activeTutorials, deleteTutorialPart, listTutorials, saveTutorial, saveTutorialStep, tutorialDetails } from './tutorial.service.js';
import { requirePermission } from '../../shared/permissions.js';
import { TUTORIAL_RESOURCE } from './tutorial.service.js';

const TUT = '/tutorial/ttutorial/:codigo';
const TIP = '/tip/:codigo';
const PUB = '/publicidad/tpublicidad/:linea';
const codeOf = (r: RestRequest, ...names: string[]) => looseNumber(pick(inputsOf(r), ...names)) ?? pathId(r.params.codigo);
const flag = (v: unknown) => optionalFlag(v, 'oneOrTrue');
const done = (d: { message: string; id: number }) => doneEnvelope(d.message, { codigo: d.id });
/** A picture sent as { name, src } or as the base64 text itself. */
const imageIn = (v: unknown) => (typeof v === 'object' && v ? optionalText((v as Record<string, unknown>).src) : optionalText(v));

const toLegacyTutorial = (t: Tutorial) => ({
  tut_codigo: t.id,
  tut_title: t.title,
  tut_subtitle: t.subtitle,
  tut_orden: t.order,
  tut_activo: t.active ? 1 : 0,
  tut_time: t.time,
  tac_cods: t.businessLines,
  pasos: t.stepCount,
});
const toLegacyStep = (s: TutorialStep) => ({
  tud_codigo: s.id,
  tut_codigo: s.tutorialId,
  tud_descri: s.descriptionHtml,
  tud_subtext: s.subtextHtml,
  tud_orden: s.order,
  tud_navdescri: s.navigationText,
  image: s.imageUrl,
});
const toLegacyTip = (t: Tip) => ({
  tip_codigo: t.id,
  tip_vista: t.view,
  tip_titulo: t.title,
  tip_mensaj: t.message,
  tip_hasta: t.until,
  tip_cerrar: t.closable ? 1 : 0,
  tip_estilo: t.style,
  vigente: t.current ? 1 : 0,
  usr_nombre: t.userName,
});
const toLegacyBanner = (b: Banner) => ({
  pub_codigo: b.id,
  pub_filename: b.fileName,
  pub_lineaemp: b.line,
  linea: b.lineName,
  image: { name: b.fileName, src: b.imageUrl },
});
const BANNER_COLS = [
  { field: 'pub_filename', header: 'Imagen' },
  { field: 'linea', header: 'Línea de negocio' },
];

async function details(r: RestRequest) {
  const id = codeOf(r, 'tut_codigo');
  if (!id) throw AppError.input('tut_codigo', GUIDE_MSG.selectForDetails);
  const found = await tutorialDetails(r.ctx, id);
  if (!found) throw AppError.notFound(GUIDE_MSG.tutorialNotFound(id));
  return { tutorial: toLegacyTutorial(found.tutorial), detalles: found.steps.map(toLegacyStep), ...(found.notice ? { aviso: found.notice } : {}) };
}

/** /rest/tutorial/ttutorial, /rest/tip and /rest/publicidad/tpublicidad (spec 002 §7). */
export const guideRoutes: RestRoute[] = [
  route(
    'GET',
    TUT,
    'lista',
    async (r) => {
      const activo = pick(inputsOf(r), 'activo');
      const items = r.ctx.user && activo !== '1' ? await listTutorials(r.ctx) : await activeTutorials(r.ctx, looseNumber(pick(inputsOf(r), 'tac_codigo')));
      return { lista: items.map(toLegacyTutorial) };
    },
    true,
  ),
  route('GET', TUT, 'getTutorial', details, true),
  route('GET', TUT, 'get', details),
  route('GET', TUT, 'getDetalle', async (r) => ({ detalles: (await details(r)).detalles })),
  route('GET', TUT, 'form', async (r) => {
    const p = await requirePermission(r.ctx.em, r.ctx.user!, TUTORIAL_RESOURCE, 'ver');
    const count = (await listTutorials(r.ctx)).length;
    // Spec 002 §9: a new tutorial's defaults.
    return { tutorial: { tut_codigo: 0, tut_title: '', tut_subtitle: '', tut_orden: count + 1, tut_activo: 0, tut_time: 0, tac_cods: [] }, permisos: p };
  }),
  route('POST', TUT, 'guardarTutorial', async (r) => {
    const v = inputsOf(r);
    return done(
      await saveTutorial(r.ctx, {
        id: looseNumber(pick(v, 'tut_codigo')) || null,
        title: String(pick(v, 'tut_title') ?? ''),
        subtitle: optionalText(pick(v, 'tut_subtitle')),
        order: looseNumber(pick(v, 'tut_orden')),
        active: flag(pick(v, 'tut_activo')),
        time: looseNumber(pick(v, 'tut_time')),
        businessLines: linesOf(pick(v, 'tac_cods')),
      }),
    );
  }),
  route('POST', TUT, 'guardarDetalle', async (r) => {
    const v = inputsOf(r);
    return done(
      await saveTutorialStep(r.ctx, {
        id: looseNumber(pick(v, 'tud_codigo')) || null,
        tutorialId: looseNumber(pick(v, 'tut_codigo')),
        descriptionHtml: String(pick(v, 'tud_descri') ?? ''),
        subtextHtml: optionalText(pick(v, 'tud_subtext')),
        order: looseNumber(pick(v, 'tud_orden')),
        navigationText: optionalText(pick(v, 'tud_navdescri')),
        imageFileId: looseNumber(pick(v, 'arc_codigo')),
        imageBase64: imageIn(pick(v, 'image', 'tud_img')),
      }),
    );
  }),
  route('DELETE', TUT, 'tutorial', async (r) => done(await deleteTutorialPart(r.ctx, 'tutorial', codeOf(r, 'tut_codigo')))),
  route('DELETE', TUT, 'detalle', async (r) => done(await deleteTutorialPart(r.ctx, 'detalle', codeOf(r, 'tud_codigo')))),

  route('GET', TIP, 'lista', async (r) => ({ lista: (await listTips(r.ctx)).map(toLegacyTip) })),
  route('POST', TIP, 'guardarTip', async (r) => {
    const v = inputsOf(r);
    const cerrar = pick(v, 'tip_cerrar');
    return done(
      await saveTip(r.ctx, {
        id: codeOf(r, 'tip_codigo'),
        view: String(pick(v, 'tip_vista') ?? ''),
        title: String(pick(v, 'tip_titulo') ?? ''),
        message: String(pick(v, 'tip_mensaj') ?? ''),
        until: String(pick(v, 'tip_hasta') ?? ''),
        closable: cerrar === undefined ? null : flag(cerrar),
        style: optionalText(pick(v, 'tip_estilo')),
      }),
    );
  }),
  route('DELETE', TIP, null, async (r) => done(await deleteTip(r.ctx, codeOf(r, 'tip_codigo')))),

  route(
    'GET',
    PUB,
    'getPublicidad',
    async (r) => ({ lista: (await bannersOf(r.ctx, looseNumber(r.params.linea))).map(toLegacyBanner), cols: BANNER_COLS }),
    true,
  ),
  route(
    'GET',
    PUB,
    'getImagen',
    async (r) => {
      const image = await bannerImageByName(r.ctx, String(pick(inputsOf(r), 'filename') ?? ''));
      if (!image) throw AppError.notFound(HELP_MSG.fileNotFound);
      return { imagene: image };
    },
    true,
  ),
  route('POST', PUB, 'guardar', async (r) => {
    const v = inputsOf(r);
    const image = pick(v, 'image');
    return done(
      await saveBanner(r.ctx, {
        line: looseNumber(pick(v, 'pub_lineaemp', 'per_select')) as number,
        fileName: optionalText(pick(v, 'pub_filename', 'nombre') ?? (typeof image === 'object' && image ? (image as Record<string, unknown>).name : null)),
        imageFileId: looseNumber(pick(v, 'arc_codigo')),
        imageBase64: imageIn(image),
      }),
    );
  }),
  route('POST', PUB, 'editar', async (r) => {
    const v = inputsOf(r);
    return done(
      await saveBanner(r.ctx, {
        id: looseNumber(pick(v, 'pub_codigo')) ?? pathId(r.params.linea),
        line: looseNumber(pick(v, 'pub_lineaemp', 'per_select')) as number,
        fileName: optionalText(pick(v, 'nombre', 'pub_filename')),
        imageFileId: looseNumber(pick(v, 'arc_codigo')),
        imageBase64: imageIn(pick(v, 'image')),
      }),
    );
  }),
  route('POST', PUB, 'eliminar', async (r) => done(await deleteBanner(r.ctx, looseNumber(pick(inputsOf(r), 'pub_codigo'))))),
];
