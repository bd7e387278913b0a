import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { recordAudit } from '../system/audit.service.js';
import type { Tutorial, TutorialDetails, TutorialInput, TutorialStep, TutorialStepInput } from './guide.types.js';
import { sanitizeHtml as sanitizeHelpHtml } from '../../html/sanitize.js';
import { GUIDE_MSG, HELP_MSG } from './help-messages.js';
import { idOf, orderOf, run, textOf } from './help-sql.js';
import type { HelpSaveResult } from './help.types.js';
import { fileUrl } from '../../files/files.service.js';
import { attachFile, chosen, decodeChoice, dropFiles, resolveChoice, STEP_IMAGE_RULE } from './help-files.js';

export const TUTORIAL_RESOURCE = 'tutoriales';
const HTML_MAX = 20_000;

interface TutRow {
  tut_codigo: number;
  tut_title: string;
  tut_subtitle: string | null;
  tut_orden: number;
  tut_activo: number;
  tut_time: number;
  tac_cods: number[] | string;
  steps: number;
}
const lines = (v: number[] | string) => (Array.isArray(v) ? v.map(Number) : String(v).replace(/[{}]/g, '').split(',').filter(Boolean).map(Number));
const toTutorial = (r: TutRow): Tutorial => ({
  id: r.tut_codigo,
  title: r.tut_title,
  subtitle: r.tut_subtitle,
  order: r.tut_orden,
  active: r.tut_activo === 1,
  time: r.tut_time,
  businessLines: lines(r.tac_cods),
  stepCount: Number(r.steps),
});
const SELECT = 'select t.*, (select count(*)::int from ttutorial_det d where d.tut_codigo = t.tut_codigo) as steps from ttutorial t';

/** Active tutorials of a business line (or of every line), in order: public. */
export async function activeTutorials(ctx: AppContext, businessLine?: number | null): Promise<Tutorial[]> {
  const byLine = businessLine !== null && businessLine !== undefined && businessLine > 0;
  const rows = await run<TutRow>(
    ctx.em,
    `${SELECT} where t.tut_activo = 1 ${byLine ? "and (t.tac_cods = '{}' or ? = any (t.tac_cods))" : ''} order by t.tut_orden, t.tut_codigo limit 1000`,
    byLine ? [businessLine] : [],
  );
  return rows.map(toTutorial);
}

/** Every tutorial for the administration (lista). */
export async function listTutorials(ctx: AppContext): Promise<Tutorial[]> {
  await requirePermission(ctx.em, ctx.user!, TUTORIAL_RESOURCE, 'ver');
  return (await run<TutRow>(ctx.em, `${SELECT} order by t.tut_orden, t.tut_codigo limit 1000`)).map(toTutorial);
}

/**
 * A tutorial with its steps; public for an active one, otherwise only with the permission. null
 * when it does not exist (or is inactive for a visitor). Without steps the notice says
 * 'ESTA GUÍA AÚN NO ESTÁ DISPONIBLE.'.
 */
export async function tutorialDetails(ctx: AppContext, rawId: unknown): Promise<TutorialDetails | null> {
  const id = idOf(rawId, 'id');
  const [row] = await run<TutRow>(ctx.em, `${SELECT} where t.tut_codigo = ?`, [id]);
  if (!row) return null;
  if (row.tut_activo !== 1) {
    if (!ctx.user) return null;
    await requirePermission(ctx.em, ctx.user, TUTORIAL_RESOURCE, 'ver');
  }
  const steps = await run<{
    tud_codigo: number;
    tut_codigo: number;
    tud_descri: string;
    tud_subtext: string | null;
    tud_orden: number;
    tud_navdescri: string | null;
    tud_archivo: number | null;
  }>(
    ctx.em,
    'select tud_codigo, tut_codigo, tud_descri, tud_subtext, tud_orden, tud_navdescri, tud_archivo from ttutorial_det where tut_codigo = ? order by tud_orden, tud_codigo',
    [id],
  );
  return {
    tutorial: toTutorial(row),
    steps: steps.map((s): TutorialStep => ({
      id: s.tud_codigo,
      tutorialId: s.tut_codigo,
      descriptionHtml: s.tud_descri,
      subtextHtml: s.tud_subtext,
      order: s.tud_orden,
      navigationText: s.tud_navdescri,
      imageFileId: s.tud_archivo,
      imageUrl: s.tud_archivo === null ? null : fileUrl(s.tud_archivo),
    })),
    notice: steps.length ? null : GUIDE_MSG.notAvailable,
  };
}

/** Creates or edits a tutorial: a new one gets order count + 1, inactive, time 0 (spec 002 §9). */
export async function saveTutorial(ctx: AppContext, input: TutorialInput): Promise<HelpSaveResult> {
  const id = input.id === null || input.id === undefined ? null : idOf(input.id, 'id');
  await requirePermission(ctx.em, ctx.user!, TUTORIAL_RESOURCE, id ? 'editar' : 'crear', 2);
  const title = textOf(input.title, 'title', 200, GUIDE_MSG.tutorialTitle, true)!;
  const subtitle = textOf(input.subtitle, 'subtitle', 300, 'El subtítulo (tut_subtitle) no puede superar 300 caracteres');
  let order = orderOf(input.order, 'order');
  const time = input.time ?? 0;
  if (!Number.isInteger(time) || time < 0 || time > 600) throw AppError.input('time', GUIDE_MSG.time);
  const lineList = `{${[...new Set(input.businessLines ?? [])].map((n) => Math.trunc(n)).join(',')}}`;
  return ctx.em.transactional(async (tx) => {
    let saved: number;
    if (id) {
      const done = await run(
        tx,
        `update ttutorial set tut_title = ?, tut_subtitle = ?, tut_time = ?, tac_cods = ?::int[]${order === null ? '' : ', tut_orden = ?'}${input.active === null || input.active === undefined ? '' : ', tut_activo = ?'} where tut_codigo = ? returning tut_codigo`,
        [
          title,
          subtitle,
          time,
          lineList,
          ...(order === null ? [] : [order]),
          ...(input.active === null || input.active === undefined ? [] : [input.active ? 1 : 0]),
          id,
        ],
      );
      if (!done.length) throw AppError.notFound(GUIDE_MSG.tutorialNotFound(id));
      saved = id;
    } else {
      order ??= Number((await run<{ n: number }>(tx, 'select count(*)::int as n from ttutorial'))[0]!.n) + 1;
      saved = (
        await run<{ tut_codigo: number }>(
          tx,
          'insert into ttutorial (tut_title, tut_subtitle, tut_orden, tut_activo, tut_time, tac_cods) values (?, ?, ?, ?, ?, ?::int[]) returning tut_codigo',
          [title, subtitle, order, input.active ? 1 : 0, time, lineList],
        )
      )[0]!.tut_codigo;
    }
    recordAudit(tx, ctx.user, id ? 'editar' : 'crear', 'ttutorial', saved, title);
    return { message: id ? HELP_MSG.updated : HELP_MSG.created, id: saved };
  });
}

/** Creates or edits a step: the tutorial must be saved first, the description and (new) image are required. */
export async function saveTutorialStep(ctx: AppContext, input: TutorialStepInput): Promise<HelpSaveResult> {
  const id = input.id === null || input.id === undefined ? null : idOf(input.id, 'id');
  await requirePermission(ctx.em, ctx.user!, TUTORIAL_RESOURCE, id ? 'editar' : 'crear', 2);
  if (input.tutorialId === null || input.tutorialId === undefined || input.tutorialId === 0) throw AppError.input('tutorialId', GUIDE_MSG.saveTutorialFirst);
  const tutorialId = idOf(input.tutorialId, 'tutorialId');
  const rawDescription = typeof input.descriptionHtml === 'string' ? input.descriptionHtml : '';
  if (rawDescription.length > HTML_MAX) throw AppError.input('descriptionHtml', `La descripción no puede superar ${HTML_MAX} caracteres`);
  const description = sanitizeHelpHtml(rawDescription).trim();
  if (!description.replace(/<[^>]*>|&nbsp;|\s/g, '')) throw AppError.input('descriptionHtml', GUIDE_MSG.descriptionRequired);
  if ((input.subtextHtml ?? '').length > HTML_MAX) throw AppError.input('subtextHtml', `El texto secundario no puede superar ${HTML_MAX} caracteres`);
  const subtext = input.subtextHtml ? sanitizeHelpHtml(input.subtextHtml).trim() || null : null;
  const nav = textOf(input.navigationText, 'navigationText', 100, 'El texto de navegación (tud_navdescri) no puede superar 100 caracteres');
  const order = orderOf(input.order, 'order');
  const choice = { fileId: input.imageFileId, base64: input.imageBase64, name: `paso-${tutorialId}` };
  const bytes = await decodeChoice(choice, STEP_IMAGE_RULE);
  if (!id && !chosen(choice)) throw AppError.input('imageBase64', GUIDE_MSG.imageRequired);
  return ctx.em.transactional(async (tx) => {
    if (!(await run(tx, 'select 1 from ttutorial where tut_codigo = ?', [tutorialId])).length) throw AppError.input('tutorialId', GUIDE_MSG.saveTutorialFirst);
    let oldFile: number | null = null;
    if (id) {
      const [current] = await run<{ tud_archivo: number | null }>(
        tx,
        'select tud_archivo from ttutorial_det where tud_codigo = ? and tut_codigo = ? for update',
        [id, tutorialId],
      );
      if (!current) throw AppError.notFound(GUIDE_MSG.detailNotFound(id));
      oldFile = current.tud_archivo;
    }
    const image = chosen(choice) ? await resolveChoice(tx, ctx, choice, bytes, STEP_IMAGE_RULE, id) : null;
    let saved: number;
    if (id) {
      const sets = ['tud_descri = ?', 'tud_subtext = ?', 'tud_navdescri = ?'];
      const params: unknown[] = [description, subtext, nav];
      if (order !== null) (sets.push('tud_orden = ?'), params.push(order));
      if (image) (sets.push('tud_archivo = ?'), params.push(image.id));
      const done = await run(tx, `update ttutorial_det set ${sets.join(', ')} where tud_codigo = ? and tut_codigo = ? returning tud_codigo`, [
        ...params,
        id,
        tutorialId,
      ]);
      if (!done.length) throw AppError.notFound(GUIDE_MSG.detailNotFound(id));
      saved = id;
    } else {
      const next =
        order ??
        Number((await run<{ n: number }>(tx, 'select coalesce(max(tud_orden), 0)::int + 1 as n from ttutorial_det where tut_codigo = ?', [tutorialId]))[0]!.n);
      saved = (
        await run<{ tud_codigo: number }>(
          tx,
          'insert into ttutorial_det (tut_codigo, tud_descri, tud_subtext, tud_orden, tud_navdescri, tud_archivo) values (?, ?, ?, ?, ?, ?) returning tud_codigo',
          [tutorialId, description, subtext, next, nav, image!.id],
        )
      )[0]!.tud_codigo;
    }
    if (image) await attachFile(tx, STEP_IMAGE_RULE, image.id, saved, oldFile);
    recordAudit(tx, ctx.user, id ? 'editar' : 'crear', 'ttutorial_det', saved);
    return { message: id ? HELP_MSG.updated : HELP_MSG.created, id: saved };
  });
}

/** Deletes a tutorial (with its steps) or one step. */
export async function deleteTutorialPart(ctx: AppContext, part: 'tutorial' | 'detalle', rawId: unknown): Promise<HelpSaveResult> {
  if (rawId === null || rawId === undefined || rawId === '' || rawId === 0 || rawId === '0') throw AppError.input('id', GUIDE_MSG.chooseItem);
  const id = idOf(rawId, 'id');
  await requirePermission(ctx.em, ctx.user!, TUTORIAL_RESOURCE, 'eliminar', 3);
  return ctx.em.transactional(async (tx) => {
    // The steps' pictures go with them (a tutorial's steps are deleted by cascade).
    const files = await run<{ tud_archivo: number | null }>(
      tx,
      `select tud_archivo from ttutorial_det where ${part === 'tutorial' ? 'tut_codigo' : 'tud_codigo'} = ?`,
      [id],
    );
    const done =
      part === 'tutorial'
        ? await run(tx, 'delete from ttutorial where tut_codigo = ? returning tut_codigo', [id])
        : await run(tx, 'delete from ttutorial_det where tud_codigo = ? returning tud_codigo', [id]);
    await dropFiles(
      tx,
      files.map((f) => f.tud_archivo),
    );
    if (!done.length) throw AppError.notFound(part === 'tutorial' ? GUIDE_MSG.tutorialNotFound(id) : GUIDE_MSG.detailNotFound(id));
    recordAudit(tx, ctx.user, 'eliminar', part === 'tutorial' ? 'ttutorial' : 'ttutorial_det', id);
    return { message: HELP_MSG.deleted, id };
  });
}
