import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { recordAudit } from '../system/audit.service.js';
import { sanitizeHtml as sanitizeHelpHtml } from '../../html/sanitize.js';
import { HELP_MSG } from './help-messages.js';
import { idOf, orderOf, run, textOf } from './help-sql.js';
import type { Faq, FaqInput, FaqPage, HelpSaveResult } from './help.types.js';
import { pagedRows } from '../../graphql/paging.js';

/** The menu resource of /faqs. */
export const FAQ_RESOURCE = 'faqs';
/** Longest FAQ answer kept (HTML characters). */
export const FAQ_ANSWER_MAX = 100_000;

interface FaqRow {
  faq_codigo: number;
  faq_title: string;
  faq_descri: string;
  faq_orden: number;
  faq_parent: number;
  faq_activo: number;
  total?: number;
}

const toFaq = (r: FaqRow): Faq => ({
  id: r.faq_codigo,
  title: r.faq_title,
  answerHtml: r.faq_descri,
  order: r.faq_orden,
  group: r.faq_parent,
  active: r.faq_activo === 1,
});

/** The visible FAQs in order (the public help centre groups them by `group`). */
export async function publicFaqs(ctx: AppContext): Promise<Faq[]> {
  return (await run<FaqRow>(ctx.em, 'select * from tfaqs where faq_activo = 1 order by faq_parent, faq_orden, faq_codigo limit 1000')).map(toFaq);
}

/** One page of every FAQ for the administration, by order. */
export async function listFaqs(ctx: AppContext, page: number, pageSize: number, active?: boolean | null): Promise<FaqPage> {
  await requirePermission(ctx.em, ctx.user!, FAQ_RESOURCE, 'ver');
  const where = active === null || active === undefined ? '' : `where faq_activo = ${active ? 1 : 0}`;
  return pagedRows(
    ctx.em,
    { page, pageSize },
    { countSql: `select count(*)::int as n from tfaqs ${where}`, rowsSql: `select * from tfaqs ${where} order by faq_orden, faq_codigo` },
    toFaq,
  );
}

/** One FAQ for editing, or null. */
export async function findFaq(ctx: AppContext, id: unknown): Promise<Faq | null> {
  await requirePermission(ctx.em, ctx.user!, FAQ_RESOURCE, 'ver');
  const [row] = await run<FaqRow>(ctx.em, 'select * from tfaqs where faq_codigo = ?', [idOf(id, 'id')]);
  return row ? toFaq(row) : null;
}

/**
 * Creates or edits an FAQ. The answer is sanitized (allow-list) before it is stored; an empty
 * answer gets 'Ingrese por favor el mensaje a enviar.'. A new FAQ: order count + 1, group 1,
 * inactive (spec 001 §9) unless given.
 */
export async function saveFaq(ctx: AppContext, input: FaqInput): Promise<HelpSaveResult> {
  const id = input.id === null || input.id === undefined ? null : idOf(input.id, 'id');
  await requirePermission(ctx.em, ctx.user!, FAQ_RESOURCE, id ? 'editar' : 'crear', 2);
  const title = textOf(input.title, 'title', 300, HELP_MSG.faqTitle, true)!;
  const raw = typeof input.answerHtml === 'string' ? input.answerHtml : '';
  if (raw.length > FAQ_ANSWER_MAX) throw AppError.input('answerHtml', `La respuesta no puede superar ${FAQ_ANSWER_MAX} caracteres`);
  const answer = sanitizeHelpHtml(raw).trim();
  if (!answer.replace(/<[^>]*>|&nbsp;|\s/g, '')) throw AppError.input('answerHtml', HELP_MSG.faqBodyRequired);
  let order = orderOf(input.order, 'order');
  if (input.group !== null && input.group !== undefined && (!Number.isInteger(input.group) || input.group <= 0)) throw AppError.input('group', HELP_MSG.group);
  return ctx.em.transactional(async (tx) => {
    if (id) {
      const sets = ['faq_title = ?', 'faq_descri = ?'];
      const params: unknown[] = [title, answer];
      if (order !== null) (sets.push('faq_orden = ?'), params.push(order));
      if (input.group) (sets.push('faq_parent = ?'), params.push(input.group));
      if (input.active !== null && input.active !== undefined) (sets.push('faq_activo = ?'), params.push(input.active ? 1 : 0));
      const done = await run(tx, `update tfaqs set ${sets.join(', ')} where faq_codigo = ? returning faq_codigo`, [...params, id]);
      if (!done.length) throw AppError.notFound(HELP_MSG.faqNotFound(id));
    } else {
      order ??= Number((await run<{ n: number }>(tx, 'select count(*)::int as n from tfaqs'))[0]!.n) + 1;
      const [row] = await run<{ faq_codigo: number }>(
        tx,
        'insert into tfaqs (faq_title, faq_descri, faq_orden, faq_parent, faq_activo) values (?, ?, ?, ?, ?) returning faq_codigo',
        [title, answer, order, input.group ?? 1, input.active ? 1 : 0],
      );
      const saved = row!.faq_codigo;
      recordAudit(tx, ctx.user, 'crear', 'tfaqs', saved, title);
      return { message: HELP_MSG.created, id: saved };
    }
    recordAudit(tx, ctx.user, 'editar', 'tfaqs', id, title);
    return { message: HELP_MSG.updated, id };
  });
}

/** Deletes an FAQ; without a selection 'ELIJA UN ITEM PARA REALIZAR ESTA ACCIÓN'. */
export async function deleteFaq(ctx: AppContext, rawId: unknown): Promise<HelpSaveResult> {
  if (rawId === null || rawId === undefined || rawId === '' || rawId === 0 || rawId === '0') throw AppError.input('id', HELP_MSG.chooseItem);
  const id = idOf(rawId, 'id');
  await requirePermission(ctx.em, ctx.user!, FAQ_RESOURCE, 'eliminar', 3);
  return ctx.em.transactional(async (tx) => {
    const [row] = await run<{ faq_title: string }>(tx, 'delete from tfaqs where faq_codigo = ? returning faq_title', [id]);
    if (!row) throw AppError.notFound(HELP_MSG.faqNotFound(id));
    recordAudit(tx, ctx.user, 'eliminar', 'tfaqs', id, row.faq_title);
    return { message: HELP_MSG.deleted, id };
  });
}
