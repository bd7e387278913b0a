import type { AppContext } from '../../graphql/context.js';
import { BUSINESS_LINES } from '../../domain/business-lines.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { recordAudit } from '../system/audit.service.js';
import { dropFiles } from './help-files.js';
import { HELP_MSG } from './help-messages.js';
import { idOf, orderOf, run, textOf } from './help-sql.js';
import type { HelpSaveResult, HelpTopic, HelpTopicInput } from './help.types.js';

/** The menu resource of /ayudas (tmenu.mb_recurso). */
export const HELP_RESOURCE = 'ayudas';
/** Spec 001 §9: help topics page size. */
export const TOPIC_PAGE_SIZE = 1000;
const LINE_CODES = new Set(BUSINESS_LINES.map(([code]) => code));

interface TopicRow {
  hte_codigo: number;
  hte_descrip: string;
  hte_parent: number | null;
  hte_orden: number;
  hte_ico: string | null;
  hte_subtitle: string | null;
  tac_cods: number[] | string;
  docs: number;
}

const linesOf = (v: number[] | string): number[] => (Array.isArray(v) ? v.map(Number) : String(v).replace(/[{}]/g, '').split(',').filter(Boolean).map(Number));

function toTopic(r: TopicRow): HelpTopic {
  return {
    id: r.hte_codigo,
    title: r.hte_descrip,
    parentId: r.hte_parent,
    order: r.hte_orden,
    icon: r.hte_ico,
    subtitle: r.hte_subtitle,
    businessLines: linesOf(r.tac_cods),
    documentCount: Number(r.docs),
    subtopics: [],
  };
}

/**
 * The topics tree: main topics in order, each with its sub-topics in order. With a business line,
 * only the topics for that line (or for every line: tac_cods empty). At most TOPIC_PAGE_SIZE rows.
 */
export async function topicTree(ctx: AppContext, businessLine?: number | null): Promise<HelpTopic[]> {
  const byLine = businessLine !== null && businessLine !== undefined && businessLine > 0;
  const rows = await run<TopicRow>(
    ctx.em,
    `select t.*, (select count(*)::int from thelpdoc d where d.hte_codigo = t.hte_codigo) as docs
       from thelptema t
      ${byLine ? "where t.tac_cods = '{}' or ? = any (t.tac_cods)" : ''}
      order by t.hte_orden, t.hte_codigo limit ${TOPIC_PAGE_SIZE}`,
    byLine ? [businessLine] : [],
  );
  const topics = rows.map(toTopic);
  const byId = new Map(topics.map((t) => [t.id, t]));
  const roots: HelpTopic[] = [];
  for (const t of topics) {
    if (t.parentId === null) roots.push(t);
    else byId.get(t.parentId)?.subtopics.push(t);
  }
  return roots;
}

/** One topic (with its sub-topics when it is a main topic), or null. */
export async function findTopic(ctx: AppContext, id: number): Promise<HelpTopic | null> {
  const rows = await run<TopicRow>(
    ctx.em,
    `select t.*, (select count(*)::int from thelpdoc d where d.hte_codigo = t.hte_codigo) as docs
       from thelptema t where t.hte_codigo = ? or t.hte_parent = ? order by t.hte_orden, t.hte_codigo`,
    [id, id],
  );
  const topic = rows.find((r) => r.hte_codigo === id);
  if (!topic) return null;
  return { ...toTopic(topic), subtopics: rows.filter((r) => r.hte_parent === id).map(toTopic) };
}

/**
 * Creates or edits a topic. A new main topic's order is 1000 × the count of main topics; a new
 * sub-topic's the parent's order + the parent's sub-topic count + 1 (spec 001 §9).
 */
export async function saveTopic(ctx: AppContext, input: HelpTopicInput): Promise<HelpSaveResult> {
  const id = input.id === null || input.id === undefined ? null : idOf(input.id, 'id');
  await requirePermission(ctx.em, ctx.user!, HELP_RESOURCE, id ? 'editar' : 'crear', 2);
  const title = textOf(input.title, 'title', 150, HELP_MSG.topicTitle, true)!;
  const icon = textOf(input.icon, 'icon', 60, 'El ícono (hte_ico) no puede superar 60 caracteres');
  const subtitle = textOf(input.subtitle, 'subtitle', 300, 'El subtítulo (hte_subtitle) no puede superar 300 caracteres');
  const parentId = input.parentId === null || input.parentId === undefined || input.parentId === 0 ? null : idOf(input.parentId, 'parentId');
  let order = orderOf(input.order, 'order');
  const lines = [...new Set(input.businessLines ?? [])];
  for (const line of lines) if (!LINE_CODES.has(line)) throw AppError.input('businessLines', HELP_MSG.businessLine(line));
  if (id && parentId === id) throw AppError.input('parentId', HELP_MSG.ownParent);

  return ctx.em.transactional(async (tx) => {
    if (id) {
      const [current] = await run<{ n: number }>(
        tx,
        'select (select count(*)::int from thelptema c where c.hte_parent = t.hte_codigo) as n from thelptema t where hte_codigo = ? for update',
        [id],
      );
      if (!current) throw AppError.notFound(HELP_MSG.topicNotFound(id));
      if (parentId && current.n > 0) throw AppError.input('parentId', HELP_MSG.hasSubtopics);
    }
    if (parentId) {
      const [parent] = await run<{ hte_parent: number | null; hte_orden: number; n: number }>(
        tx,
        'select hte_parent, hte_orden, (select count(*)::int from thelptema c where c.hte_parent = p.hte_codigo) as n from thelptema p where hte_codigo = ?',
        [parentId],
      );
      if (!parent) throw AppError.input('parentId', HELP_MSG.topicNotFound(parentId));
      if (parent.hte_parent !== null) throw AppError.input('parentId', HELP_MSG.parentNotRoot);
      if (order === null && !id) order = parent.hte_orden + parent.n + 1;
    } else if (order === null && !id) {
      const [{ n }] = (await run<{ n: number }>(tx, 'select count(*)::int as n from thelptema where hte_parent is null')) as [{ n: number }];
      order = 1000 * n;
    }
    const values = [title, parentId, icon, subtitle, `{${lines.join(',')}}`];
    let saved: number;
    if (id) {
      await run(
        tx,
        `update thelptema set hte_descrip = ?, hte_parent = ?, hte_ico = ?, hte_subtitle = ?, tac_cods = ?::int[]${order === null ? '' : ', hte_orden = ?'} where hte_codigo = ?`,
        [...values, ...(order === null ? [] : [order]), id],
      );
      saved = id;
    } else {
      const [row] = await run<{ hte_codigo: number }>(
        tx,
        'insert into thelptema (hte_descrip, hte_parent, hte_ico, hte_subtitle, tac_cods, hte_orden) values (?, ?, ?, ?, ?::int[], ?) returning hte_codigo',
        [...values, order],
      );
      saved = row!.hte_codigo;
    }
    recordAudit(tx, ctx.user, id ? 'editar' : 'crear', 'thelptema', saved, title);
    return { message: id ? HELP_MSG.updated : HELP_MSG.created, id: saved };
  });
}

/** Deletes a topic with its sub-topics and their documents (the web confirms first). */
export async function deleteTopic(ctx: AppContext, rawId: unknown): Promise<HelpSaveResult> {
  const id = idOf(rawId, 'id');
  await requirePermission(ctx.em, ctx.user!, HELP_RESOURCE, 'eliminar', 3);
  return ctx.em.transactional(async (tx) => {
    // The PDFs of the documents deleted with the topic (by cascade) go with them.
    const files = await run<{ hdo_archivo: number | null }>(
      tx,
      'select d.hdo_archivo from thelpdoc d join thelptema t on t.hte_codigo = d.hte_codigo where t.hte_codigo = ? or t.hte_parent = ?',
      [id, id],
    );
    const [row] = await run<{ hte_descrip: string }>(tx, 'delete from thelptema where hte_codigo = ? returning hte_descrip', [id]);
    if (!row) throw AppError.notFound(HELP_MSG.topicNotFound(id));
    await dropFiles(
      tx,
      files.map((f) => f.hdo_archivo),
    );
    recordAudit(tx, ctx.user, 'eliminar', 'thelptema', id, row.hte_descrip);
    return { message: HELP_MSG.deleted, id };
  });
}
