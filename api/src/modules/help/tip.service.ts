import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { recordAudit } from '../system/audit.service.js';
import type { Tip, TipInput } from './guide.types.js';
import { GUIDE_MSG, HELP_MSG } from './help-messages.js';
import { idOf, run, textOf, todayEc } from './help-sql.js';
import type { HelpSaveResult } from './help.types.js';

export const TIP_RESOURCE = 'tips';
const STYLES = new Set(['success', 'warning', 'error']);

interface TipRow {
  tip_codigo: number;
  tip_vista: string;
  tip_titulo: string;
  tip_mensaj: string;
  tip_hasta: string | Date;
  tip_cerrar: number;
  tip_estilo: string;
  usr_nombre: string | null;
  vigente: number;
}

/** Spec 002 §9: success green, warning orange, anything else red. */
export const tipColor = (style: string) => (style === 'success' ? 'green' : style === 'warning' ? 'orange' : 'red');
const iso = (d: string | Date) => (d instanceof Date ? d.toISOString().slice(0, 10) : String(d).slice(0, 10));
const toTip = (r: TipRow): Tip => ({
  id: r.tip_codigo,
  view: r.tip_vista,
  title: r.tip_titulo,
  message: r.tip_mensaj,
  until: iso(r.tip_hasta),
  closable: r.tip_cerrar === 1,
  style: r.tip_estilo,
  color: tipColor(r.tip_estilo),
  current: r.vigente === 1,
  userName: r.usr_nombre,
});
const SELECT = `select t.*, u.usr_nombre, case when t.tip_hasta >= ?::date then 1 else 0 end as vigente
  from ttip t left join tusuarios u on u.usr_codigo = t.usr_codigo`;

/** Every tip ('Lista de Tips'), newest first. */
export async function listTips(ctx: AppContext): Promise<Tip[]> {
  await requirePermission(ctx.em, ctx.user!, TIP_RESOURCE, 'ver');
  return (await run<TipRow>(ctx.em, `${SELECT} order by t.tip_hasta desc, t.tip_codigo desc limit 1000`, [todayEc()])).map(toTip);
}

/** The tips of a screen still in date that this user has not closed (any signed-in user). */
export async function tipsForView(ctx: AppContext, route: string): Promise<Tip[]> {
  const view = textOf(route, 'route', 200, GUIDE_MSG.tipView) ?? '';
  const rows = await run<TipRow>(
    ctx.em,
    `${SELECT} where t.tip_vista = ? and t.tip_hasta >= ?::date
       and not exists (select 1 from ttip_cerrado c where c.tip_codigo = t.tip_codigo and c.usr_codigo = ?)
     order by t.tip_codigo`,
    [todayEc(), view, todayEc(), ctx.user!.id],
  );
  return rows.map(toTip);
}

/** Closes a closable tip for the current user only; it stays closed for them. */
export async function closeTip(ctx: AppContext, rawId: unknown): Promise<boolean> {
  const id = idOf(rawId, 'id');
  const [tip] = await run<{ tip_cerrar: number }>(ctx.em, 'select tip_cerrar from ttip where tip_codigo = ?', [id]);
  if (!tip) throw AppError.notFound(GUIDE_MSG.tipNotFound(id));
  if (tip.tip_cerrar !== 1) throw AppError.input('id', GUIDE_MSG.tipNotClosable);
  await run(ctx.em, 'insert into ttip_cerrado (tip_codigo, usr_codigo) values (?, ?) on conflict do nothing', [id, ctx.user!.id]);
  return true;
}

/** Creates or edits a tip (guardarTip): defaults style success, closable 1. */
export async function saveTip(ctx: AppContext, input: TipInput): Promise<HelpSaveResult> {
  const id = input.id === null || input.id === undefined || input.id === 0 ? null : idOf(input.id, 'id');
  await requirePermission(ctx.em, ctx.user!, TIP_RESOURCE, id ? 'editar' : 'crear', 2);
  const view = textOf(input.view, 'view', 200, GUIDE_MSG.tipView, true)!;
  const title = textOf(input.title, 'title', 150, GUIDE_MSG.tipTitle, true)!;
  const message = textOf(input.message, 'message', 1000, GUIDE_MSG.tipMessage, true)!;
  const until = typeof input.until === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(input.until) && !Number.isNaN(Date.parse(input.until)) ? input.until : null;
  if (!until) throw AppError.input('until', GUIDE_MSG.tipDate);
  const style = input.style ?? 'success';
  if (!STYLES.has(style)) throw AppError.input('style', GUIDE_MSG.tipStyle);
  const closable = input.closable === false ? 0 : 1;
  return ctx.em.transactional(async (tx) => {
    let saved: number;
    if (id) {
      const done = await run(
        tx,
        'update ttip set tip_vista = ?, tip_titulo = ?, tip_mensaj = ?, tip_hasta = ?::date, tip_cerrar = ?, tip_estilo = ? where tip_codigo = ? returning tip_codigo',
        [view, title, message, until, closable, style, id],
      );
      if (!done.length) throw AppError.notFound(GUIDE_MSG.tipNotFound(id));
      saved = id;
    } else {
      saved = (
        await run<{ tip_codigo: number }>(
          tx,
          'insert into ttip (tip_vista, tip_titulo, tip_mensaj, tip_hasta, tip_cerrar, tip_estilo, usr_codigo) values (?, ?, ?, ?::date, ?, ?, ?) returning tip_codigo',
          [view, title, message, until, closable, style, ctx.user!.id],
        )
      )[0]!.tip_codigo;
    }
    recordAudit(tx, ctx.user, id ? 'editar' : 'crear', 'ttip', saved, title);
    return { message: id ? HELP_MSG.updated : HELP_MSG.created, id: saved };
  });
}

export async function deleteTip(ctx: AppContext, rawId: unknown): Promise<HelpSaveResult> {
  if (rawId === null || rawId === undefined || rawId === '' || rawId === 0 || rawId === '0') throw AppError.input('id', GUIDE_MSG.chooseItem);
  const id = idOf(rawId, 'id');
  await requirePermission(ctx.em, ctx.user!, TIP_RESOURCE, 'eliminar', 3);
  return ctx.em.transactional(async (tx) => {
    const [row] = await run<{ tip_titulo: string }>(tx, 'delete from ttip where tip_codigo = ? returning tip_titulo', [id]);
    if (!row) throw AppError.notFound(GUIDE_MSG.tipNotFound(id));
    recordAudit(tx, ctx.user, 'eliminar', 'ttip', id, row.tip_titulo);
    return { message: HELP_MSG.deleted, id };
  });
}
