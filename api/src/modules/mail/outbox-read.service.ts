import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { recordAudit } from '../system/audit.service.js';
import { MAIL_MSG } from './messages.js';
import { dispatchMails } from '../../send/mail-queue.js';
import { orderSql, SortDirection } from '../../graphql/ordering.js';
import { OutboxOrderField, type OutboxEmail, type OutboxFilter, type OutboxPage, type OutboxState } from './mail.types.js';
import { run } from '../../db/sql.js';
import { pagedRows } from '../../graphql/paging.js';

/** The outbox is read from the packages screen, which sends the notifications. */
export const OUTBOX_RESOURCE = 'conexiones';
const STATES = ['pendiente', 'enviado', 'guardado', 'fallido', 'rechazado'];

/** The outbox is the system mail of the send service: tmail rows written by an area (mai_origen). */
const SYSTEM_MAIL = 'mai_origen is not null';

interface Row {
  mai_codigo: number;
  mai_to: string;
  mai_subject: string;
  mai_content: string;
  mai_estado: string;
  mai_error: string | null;
  mai_origen: string;
  mai_referencia: string | null;
  mai_intentos: number;
  mai_creado: string | Date;
  mai_enviado: string | Date | null;
  usr_nombre: string;
  total?: number;
}

const toEmail = (r: Row): OutboxEmail => ({
  id: r.mai_codigo,
  to: r.mai_to,
  subject: r.mai_subject,
  body: r.mai_content,
  state: r.mai_estado as OutboxState,
  stateLabel: MAIL_MSG.states[r.mai_estado] ?? r.mai_estado,
  error: r.mai_error,
  source: r.mai_origen,
  reference: r.mai_referencia,
  attempts: r.mai_intentos,
  createdAt: new Date(r.mai_creado).toISOString(),
  sentAt: r.mai_enviado === null ? null : new Date(r.mai_enviado).toISOString(),
  userName: r.usr_nombre,
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Sortable columns of the outbox. */
const ORDER: Record<OutboxOrderField, string> = {
  ID: 'mai_codigo',
  CREATED_AT: 'mai_creado',
  SENT_AT: 'mai_enviado',
  RECIPIENT: 'lower(mai_to)',
  SUBJECT: 'lower(mai_subject)',
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
  const parts: string[] = [SYSTEM_MAIL];
  const params: unknown[] = [];
  const text = (filter?.text ?? '').trim().toLowerCase();
  if (text) {
    parts.push('(lower(mai_to) like ? or lower(mai_subject) like ?)');
    params.push(`%${escapeLike(text)}%`, `%${escapeLike(text)}%`);
  }
  const states = filter?.states ?? [];
  for (const state of states) if (!STATES.includes(state)) throw AppError.input('states', MAIL_MSG.unknownState(state));
  if (states.length) {
    parts.push(`mai_estado in (${states.map(() => '?').join(', ')})`);
    params.push(...states);
  }
  if (filter?.source?.trim()) {
    parts.push('mai_origen = ?');
    params.push(filter.source.trim());
  }
  const where = `where ${parts.join(' and ')}`;
  const result = await pagedRows(
    ctx.em,
    { page: current, pageSize: size },
    {
      rowsSql: `select *, count(*) over ()::int as total from tmail ${where} order by ${orderSql(order ?? NEWEST_FIRST, ORDER, OutboxOrderField.ID, 'mai_codigo')}`,
      countSql: `select count(*)::int as n from tmail ${where}`,
      params,
      windowTotal: true,
    },
    toEmail,
  );
  return { ...result, total: result.totalCount };
}

/** Puts a failed, refused or stored message back in the queue (audited, a new job per round); a sent or pending one is refused. */
export async function resendEmail(ctx: AppContext, id: number): Promise<OutboxEmail> {
  await requirePermission(ctx.em, ctx.user!, OUTBOX_RESOURCE, 'editar');
  await ctx.em.transactional(async (tx) => {
    const [row] = await run<Row>(tx, `select * from tmail where mai_codigo = ? and ${SYSTEM_MAIL} for update`, [id]);
    if (!row) throw AppError.notFound(MAIL_MSG.notFound(id));
    if (row.mai_estado === 'enviado') throw AppError.conflict(MAIL_MSG.alreadySent(id));
    if (row.mai_estado === 'pendiente') throw AppError.conflict(MAIL_MSG.pending(id));
    // A new queueing round: a new job, whatever became of the previous one.
    await run(tx, `update tmail set mai_estado = 'pendiente', mai_error = null, mai_envios = mai_envios + 1 where mai_codigo = ?`, [id]);
    recordAudit(tx, ctx.user, 'reenviar', 'tmail', id, `${row.mai_to}: ${row.mai_subject}`);
    await tx.flush();
  });
  await dispatchMails(ctx.services, [id]);
  const [row] = await run<Row>(ctx.em, 'select * from tmail where mai_codigo = ?', [id]);
  return toEmail(row!);
}
