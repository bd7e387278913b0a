import type { Services } from '../graphql/context.js';
import { blacklist } from '../modules/mail-send/blacklist.service.js';
import { SEND_MSG } from '../modules/mail-send/messages.js';
import type { DeliveryResult } from './channel.js';
import { Combiner } from './combiner.js';
import type { Ledger, LedgerItem, LedgerKey } from './deliveries.js';
import { run } from '../db/sql.js';

/** Attempts of a temporary failure (4xx, network) before the message is 'fallido'; backoff 1 s, 2 s, 4 s… */
export const MAIL_ATTEMPTS = 5;

/** 'guardado': a system message (no sender account) kept unsent because no SMTP server is configured. */
export type MailState = 'pendiente' | 'enviado' | 'fallido' | 'rechazado' | 'guardado';

export interface MailRow {
  mai_codigo: number;
  mai_clave: string;
  mai_lote: string;
  mai_orden: number;
  mcf_codigo: number | null;
  mai_to: string;
  mai_subject: string;
  mai_content: string;
  mai_formato: 'html' | 'texto';
  mai_estado: MailState;
  mai_error: string | null;
  mai_intentos: number;
  mai_envios: number;
  mai_origen: string | null;
}

/** The job id of a row: its key, and for a resent row the key of its round. */
export const mailJobId = (row: Pick<MailRow, 'mai_clave' | 'mai_envios'>) => (row.mai_envios > 0 ? `${row.mai_clave}-r${row.mai_envios}` : row.mai_clave);

/** The Spanish line of a message's outcome, as the send modal shows it. */
export function resultMessage(state: MailState, to: string, error: string | null): string {
  if (state === 'enviado') return SEND_MSG.sent(to);
  if (state === 'rechazado') return SEND_MSG.notSent(to);
  if (state === 'fallido' || state === 'guardado') return SEND_MSG.failed(to, error ?? '');
  return SEND_MSG.queued(to);
}

function stateOf(result: DeliveryResult, system: boolean): MailState {
  if (result.status === 'sent') return 'enviado';
  if (result.status === 'rejected') return 'rechazado';
  if (result.status === 'stored' && system) return 'guardado';
  return 'fallido';
}

/** Last progress publication per batch in this process: a 10,000-recipient batch publishes a few times a second, not 10,000 times. */
const lastPublished = new Map<string, number>();
const PUBLISH_EVERY_MS = 250;

/**
 * Publishes the batch's progress (share of its messages no longer pending) on jobProgress(batchId),
 * at most every 250 ms per batch and process, and always for its last message.
 */
async function publishBatch(services: Services, row: MailRow, state: MailState, error: string | null, last: boolean): Promise<void> {
  const now = Date.now();
  if (!last && now - (lastPublished.get(row.mai_lote) ?? 0) < PUBLISH_EVERY_MS) return;
  lastPublished.set(row.mai_lote, now);
  if (lastPublished.size > 1000) lastPublished.delete(lastPublished.keys().next().value!);
  const [count] = await run<{ total: number; done: number }>(
    services.orm.em.fork(),
    `select count(*)::int as total, count(*) filter (where mai_estado <> 'pendiente')::int as done from tmail where mai_lote = ?`,
    [row.mai_lote],
  );
  const progress = count!.total ? Math.round((count!.done * 100) / count!.total) : 100;
  services.pubsub.publish('JOB_PROGRESS', row.mai_lote, {
    jobId: row.mai_lote,
    name: 'correo.envio',
    progress,
    state: count!.done >= count!.total ? 'completed' : 'active',
    message: resultMessage(state, row.mai_to, error),
  });
}

type LoadedRow = MailRow & { mcf_por_minuto: number | null; negra: boolean; adjuntos: number[] | null };
type MailItem = LedgerItem & { row: MailRow };

interface Finish {
  id: number;
  state: MailState;
  error: string | null;
  providerId: string | null;
}

/**
 * The reads and final writes of the deliveries running at once in this process, one statement
 * each: the message with its account's rate, whether its address is blacklisted and its
 * attachments; the outcome, answering for each row whether it was the last pending one of its
 * batch (a row no longer pending is left alone and answers false).
 */
function combiners(services: Services) {
  const fresh = () => services.orm.em.fork();
  return {
    load: new Combiner<number, LoadedRow | null>(async (ids) => {
      const rows = await run<LoadedRow>(
        fresh(),
        `select m.*, c.mcf_por_minuto,
                exists (select 1 from tlistanegra_correo n where lower(n.lnc_correo) = lower(m.mai_to)) as negra,
                (select array_agg(a.arc_codigo order by a.arc_codigo) from tmail_adjunto a where a.mai_codigo = m.mai_codigo) as adjuntos
           from tmail m left join tconfigcorreos c on c.mcf_codigo = m.mcf_codigo where m.mai_codigo in (${ids.map(() => '?').join(', ')})`,
        ids,
      );
      const byId = new Map<number, LoadedRow>(rows.map((r: LoadedRow) => [Number(r.mai_codigo), r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    finish: new Combiner<Finish, boolean>(async (items) => {
      const rows = await run<{ mai_codigo: number; ultimo: boolean }>(
        fresh(),
        `with v (id, estado, error, idmsg) as (values ${items.map(() => '(?::int, ?::varchar, ?::text, ?::varchar)').join(', ')}),
         u as (update tmail m set mai_estado = v.estado, mai_error = v.error, mai_intentos = m.mai_intentos + 1,
                      mai_enviado = case when v.estado = 'enviado' then now() else null end, mai_idmensaje = v.idmsg
                 from v where m.mai_codigo = v.id and m.mai_estado = 'pendiente' returning m.mai_codigo, m.mai_lote)
         select u.mai_codigo, not exists (select 1 from tmail p where p.mai_lote = u.mai_lote and p.mai_estado = 'pendiente' and p.mai_codigo not in (select id from v)) as ultimo from u`,
        items.flatMap((i) => [i.id, i.state, i.error, i.providerId]),
      );
      const last = new Map<number, boolean>(rows.map((r: { mai_codigo: number; ultimo: boolean }) => [Number(r.mai_codigo), r.ultimo]));
      return items.map((i) => last.get(i.id) ?? false);
    }),
  };
}

const combinerSets = new WeakMap<Services, ReturnType<typeof combiners>>();
function combinersOf(services: Services): ReturnType<typeof combiners> {
  let set = combinerSets.get(services);
  if (!set) combinerSets.set(services, (set = combiners(services)));
  return set;
}

/**
 * The e-mail ledger (tmail). A blacklisted address is answered 'rejected' without sending; a
 * message of a sender account keeps to the account's rate; 5xx at RCPT blacklists the address
 * ('rechazo'). A message without account (system mail: package notifications…) goes from
 * MAIL_FROM over SMTP_URL and is 'guardado' when there is no SMTP server.
 */
export const mailLedger: Ledger = {
  name: 'correo',
  channel: 'email',
  attempts: MAIL_ATTEMPTS,

  async load(services, id): Promise<MailItem | null> {
    const row = await combinersOf(services).load.call(id);
    if (!row) return null;
    const html = row.mai_formato === 'html';
    return {
      row,
      state: row.mai_estado,
      pending: row.mai_estado === 'pendiente',
      recipient: { address: row.mai_to },
      message: {
        key: row.mai_clave,
        subject: row.mai_subject,
        html: html ? row.mai_content : undefined,
        text: html ? '' : row.mai_content,
        attachments: (row.adjuntos ?? []).map(Number),
        account: row.mcf_codigo,
      },
      answer: row.negra ? { status: 'rejected', reason: 'La dirección está en la lista negra' } : null,
      rate: row.mcf_codigo ? { key: `correo-${row.mcf_codigo}`, perMinute: row.mcf_por_minuto ?? 0 } : null,
    };
  },

  async record(services, id, item, result, final): Promise<string> {
    const em = services.orm.em.fork();
    const row = (item as MailItem).row;
    if (!final) {
      await run(em, 'update tmail set mai_intentos = mai_intentos + 1, mai_error = ? where mai_codigo = ?', [
        (result as { reason: string }).reason.slice(0, 2000),
        id,
      ]);
      return 'pendiente';
    }
    const state = stateOf(result, row.mcf_codigo === null);
    const error = result.status === 'sent' ? null : result.reason.slice(0, 2000);
    const providerId = result.status === 'sent' ? (result.providerId ?? '').slice(0, 200) : null;
    const last = await combinersOf(services).finish.call({ id, state, error, providerId });
    if (result.status === 'rejected' && !item.answer) await blacklist(em, row.mai_to, 'rechazo', result.reason, 'sistema');
    await publishBatch(services, row, state, error, last).catch(() => undefined);
    return state;
  },

  async keys(services, ids): Promise<LedgerKey[]> {
    const em = services.orm.em.fork();
    const keys: LedgerKey[] = [];
    for (let start = 0; start < ids.length; start += 1000) {
      const part = ids.slice(start, start + 1000);
      const rows = await run<Pick<MailRow, 'mai_codigo' | 'mai_clave' | 'mai_envios'>>(
        em,
        `select mai_codigo, mai_clave, mai_envios from tmail where mai_codigo in (${part.map(() => '?').join(', ')}) and mai_estado = 'pendiente' order by mai_codigo`,
        [...part],
      );
      keys.push(...rows.map((r: Pick<MailRow, 'mai_codigo' | 'mai_clave' | 'mai_envios'>) => ({ id: r.mai_codigo, key: mailJobId(r) })));
    }
    return keys;
  },

  async stale(services): Promise<LedgerKey[]> {
    const rows = await run<Pick<MailRow, 'mai_codigo' | 'mai_clave' | 'mai_envios'>>(
      services.orm.em.fork(),
      `select mai_codigo, mai_clave, mai_envios from tmail where mai_estado = 'pendiente' and mai_creado < now() - interval '20 seconds' order by mai_codigo limit 10000`,
    );
    return rows.map((r: Pick<MailRow, 'mai_codigo' | 'mai_clave' | 'mai_envios'>) => ({ id: r.mai_codigo, key: mailJobId(r) }));
  },
};
