import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { recordAudit } from '../system/audit.service.js';
import { MAIL_MSG } from './messages.js';
import { dispatchEmails } from './outbox.service.js';
import { orderSql, SortDirection } from '../../graphql/ordering.js';
import { OutboxOrderField, type OutboxEmail, type OutboxFilter, type OutboxPage, type OutboxState } from './mail.types.js';

/** The outbox is read from the packages screen, which sends the notifications. */
export const OUTBOX_RESOURCE = 'conexiones';
const STATES = ['pendiente', 'enviado', 'guardado', 'fallido'];

interface Row {
  cor_codigo: number;
  cor_para: string;
  cor_asunto: string;
  cor_cuerpo: string;
  cor_estado: string;
  cor_error: string | null;
  cor_origen: string;
  cor_referencia: string | null;
  cor_intentos: number;
  cor_creado: string | Date;
  cor_enviado: string | Date | null;
  usr_nombre: string;
  total?: number;
}

const toEmail = (r: Row): OutboxEmail => ({
  id: r.cor_codigo,
  to: r.cor_para,
  subject: r.cor_asunto,
  body: r.cor_cuerpo,
  state: r.cor_estado as OutboxState,
  stateLabel: MAIL_MSG.states[r.cor_estado] ?? r.cor_estado,
  error: r.cor_error,
  source: r.cor_origen,
  reference: r.cor_referencia,
  attempts: r.cor_intentos,
  createdAt: new Date(r.cor_creado).toISOString(),
  sentAt: r.cor_enviado === null ? null : new Date(r.cor_enviado).toISOString(),
  userName: r.usr_nombre,
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Sortable columns of the outbox. */
const ORDER: Record<OutboxOrderField, string> = {
  ID: 'cor_codigo',
  CREATED_AT: 'cor_creado',
  SENT_AT: 'cor_enviado',
  RECIPIENT: 'lower(cor_para)',
  SUBJECT: 'lower(cor_asunto)',
};
/** Newest first unless asked otherwise. */
const NEWEST_FIRST = { field: OutboxOrderField.ID, direction: SortDirection.DESC };

/** A page of the outbox, newest first unless ordered otherwise, filtered by recipient/subject, states and source. */
export async function listOutbox(
  ctx: AppContext,
  filter: OutboxFilter | null | undefined,
  page = 1,
  pageSize = 50,
  order: { field: OutboxOrderField; direction?: SortDirection | null } | null = null,
): Promise<OutboxPage> {
  await requirePermission(ctx.em, ctx.user!, OUTBOX_RESOURCE, 'ver');
  const size = Math.min(Math.max(Math.trunc(pageSize) || 50, 1), 500);
  const current = Math.max(Math.trunc(page) || 1, 1);
  const parts: string[] = [];
  const params: unknown[] = [];
  const text = (filter?.text ?? '').trim().toLowerCase();
  if (text) {
    parts.push('(lower(cor_para) like ? or lower(cor_asunto) like ?)');
    params.push(`%${escapeLike(text)}%`, `%${escapeLike(text)}%`);
  }
  const states = filter?.states ?? [];
  for (const state of states) if (!STATES.includes(state)) throw AppError.input('states', MAIL_MSG.unknownState(state));
  if (states.length) {
    parts.push(`cor_estado in (${states.map(() => '?').join(', ')})`);
    params.push(...states);
  }
  if (filter?.source?.trim()) {
    parts.push('cor_origen = ?');
    params.push(filter.source.trim());
  }
  const where = parts.length ? `where ${parts.join(' and ')}` : '';
  const rows = await ctx.em.getConnection().execute<Row[]>(
    `select *, count(*) over ()::int as total from tcorreo_salida ${where} order by ${orderSql(order ?? NEWEST_FIRST, ORDER, OutboxOrderField.ID, 'cor_codigo')} limit ? offset ?`,
    [...params, size, (current - 1) * size],
  );
  let total = rows[0]?.total ?? 0;
  if (!rows.length && current > 1) total = (await ctx.em.getConnection().execute<{ n: number }[]>(`select count(*)::int as n from tcorreo_salida ${where}`, params))[0]!.n;
  return { items: rows.map(toEmail), total, totalCount: total, page: current, pageSize: size };
}

/** Puts a failed or stored message back in the queue (audited); a sent one is refused. */
export async function resendEmail(ctx: AppContext, id: number): Promise<OutboxEmail> {
  await requirePermission(ctx.em, ctx.user!, OUTBOX_RESOURCE, 'editar');
  await ctx.em.transactional(async (tx) => {
    const [row] = await tx.getConnection().execute<Row[]>('select * from tcorreo_salida where cor_codigo = ? for update', [id], 'all', tx.getTransactionContext());
    if (!row) throw AppError.notFound(MAIL_MSG.notFound(id));
    if (row.cor_estado === 'enviado') throw AppError.conflict(MAIL_MSG.alreadySent(id));
    if (row.cor_estado === 'pendiente') throw AppError.conflict(MAIL_MSG.pending(id));
    // A new queueing round: a new job, whatever became of the previous one.
    await tx.getConnection().execute(`update tcorreo_salida set cor_estado = 'pendiente', cor_error = null, cor_envios = cor_envios + 1 where cor_codigo = ?`, [id], 'run', tx.getTransactionContext());
    recordAudit(tx, ctx.user, 'reenviar', 'tcorreo_salida', id, `${row.cor_para}: ${row.cor_asunto}`);
    await tx.flush();
  });
  await dispatchEmails(ctx.services, [id]);
  const [row] = await ctx.em.getConnection().execute<Row[]>('select * from tcorreo_salida where cor_codigo = ?', [id]);
  return toEmail(row!);
}
