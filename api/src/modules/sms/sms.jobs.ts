import type { Services } from '../../graphql/context.js';
import { Combiner } from '../../send/combiner.js';
import { deliver, dispatch, dispatchStale, registerLedger, type Ledger, type LedgerItem, type LedgerKey } from '../../send/deliveries.js';
import { SMS_MSG } from './messages.js';
import { SmsState } from './sms-enums.js';
import { run } from '../../db/sql.js';

/** The job name SMS used before every channel shared one (jobs still queued under it run the same way). */
export const SMS_JOB = 'sms.enviar';
/** The job of one SMS row (its idempotency key in the queue); BullMQ refuses custom ids with a colon. */
export const smsJobId = (id: number) => `sms-${id}`;
/** Attempts of a temporary failure (5xx, timeout) before the SMS is 'fallido'. */
export const SMS_ATTEMPTS = 3;

interface SmsRow {
  sen_codigo: string;
  clp_destino: string;
  clp_nombre: string | null;
  not_mensaje: string;
  sen_estado: string;
  sen_clave: string;
}

interface SmsOutcome {
  id: number;
  state: string;
  error: string | null;
  providerId: string | null;
  sent: boolean;
  /** 1 when the attempt counts (a delivery was tried), 0 when the SMS was only stored. */
  attempt: 0 | 1;
}

/** The reads and writes of the SMS deliveries running at once in this process, one statement each. */
function combiners(services: Services) {
  const fresh = () => services.orm.em.fork();
  return {
    load: new Combiner<number, SmsRow | null>(async (ids) => {
      const rows = await run<SmsRow>(
        fresh(),
        `select sen_codigo, clp_destino, clp_nombre, not_mensaje, sen_estado, sen_clave from tsms_envio where sen_codigo in (${ids.map(() => '?').join(', ')})`,
        ids,
      );
      const byId = new Map<number, SmsRow>(rows.map((r: SmsRow) => [Number(r.sen_codigo), r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    write: new Combiner<SmsOutcome, void>(async (items) => {
      // Only a pending row changes: a row another worker already finished is left as it is.
      await run(
        fresh(),
        `update tsms_envio s set sen_estado = v.estado, sen_error = v.error, sen_idproveedor = case when v.enviado then v.idp else s.sen_idproveedor end,
                not_fenvio = case when v.enviado then now() else s.not_fenvio end, sen_intentos = s.sen_intentos + v.intento
           from (values ${items.map(() => '(?::bigint, ?::varchar, ?::text, ?::varchar, ?::boolean, ?::int)').join(', ')}) v (id, estado, error, idp, enviado, intento)
          where s.sen_codigo = v.id and s.sen_estado = 'pendiente'`,
        items.flatMap((i) => [i.id, i.state, i.error, i.providerId, i.sent, i.attempt]),
      );
      return items.map(() => undefined);
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
 * The SMS ledger (tsms_envio) on the send service. Rows are written by sendSms under the lock of
 * the company's package (each pending row spends a unit); delivery goes through the channel 'sms'
 * (the HTTP gateway of SMS_URL, registered by the send runtime) with the row's key as
 * Idempotency-Key. 2xx: 'enviado'; 4xx: 'fallido' at once; 5xx or timeout: retried, the last
 * attempt 'fallido'; no gateway configured: 'no_enviado' with the reason. A failed or stored
 * row no longer spends a unit of the package.
 */
export const smsLedger: Ledger = {
  name: 'sms',
  channel: 'sms',
  attempts: SMS_ATTEMPTS,

  async load(services, id): Promise<LedgerItem | null> {
    const row = await combinersOf(services).load.call(id);
    if (!row) return null;
    return {
      state: row.sen_estado,
      pending: row.sen_estado === SmsState.PENDIENTE,
      recipient: { address: row.clp_destino, name: row.clp_nombre },
      message: { key: row.sen_clave, text: row.not_mensaje },
    };
  },

  async record(services, id, _item, result, final): Promise<string> {
    const write = (outcome: Omit<SmsOutcome, 'id'>) => combinersOf(services).write.call({ id, ...outcome });
    if (result.status === 'sent') {
      await write({ state: SmsState.ENVIADO, error: null, providerId: result.providerId ?? null, sent: true, attempt: 1 });
      return SmsState.ENVIADO;
    }
    if (result.status === 'stored') {
      await write({ state: SmsState.NO_ENVIADO, error: SMS_MSG.noGateway, providerId: null, sent: false, attempt: 0 });
      return SmsState.NO_ENVIADO;
    }
    // Anything but a temporary failure is final (a refusal of the number, or a failure that is not its own).
    const state = final ? SmsState.FALLIDO : SmsState.PENDIENTE;
    await write({ state, error: result.reason.slice(0, 500), providerId: null, sent: false, attempt: 1 });
    return state;
  },

  async keys(_services, ids): Promise<LedgerKey[]> {
    // The key of a row is its id: no read needed (a row no longer pending is a no-op job).
    return ids.map((id) => ({ id, key: smsJobId(id) }));
  },

  async stale(services): Promise<LedgerKey[]> {
    const rows = await run<{ sen_codigo: string }>(
      services.orm.em.fork(),
      `select sen_codigo from tsms_envio where sen_estado = 'pendiente' order by sen_codigo limit 10000`,
    );
    return rows.map((r: { sen_codigo: string }) => ({ id: Number(r.sen_codigo), key: smsJobId(Number(r.sen_codigo)) }));
  },
};

registerLedger(smsLedger);

/** Delivers one SMS row (the job's work); see smsLedger. Returns the row's state. */
export function deliverSms(services: Services, id: number, lastAttempt: boolean): Promise<string> {
  return deliver(services, smsLedger.name, id, lastAttempt);
}

/** After the caller's commit: one job per SMS row, named by the row, so adding it twice sends it once. */
export function dispatchSms(services: Services, ids: readonly number[]): Promise<void> {
  return dispatch(services, smsLedger.name, ids);
}

/** Enqueues every SMS still 'pendiente' (committed just before a crash or while the queue was down). */
export function dispatchPendingSms(services: Services): Promise<number> {
  return dispatchStale(services, smsLedger.name);
}

/** The SMS job name of before; new SMS jobs are the send service's (registered with registerSendJobs). */
export function registerSmsJobs(services: Services): void {
  services.jobs.register<{ id: number }>(SMS_JOB, async (data, job) => ({ state: await deliverSms(services, data.id, job.lastAttempt) }));
}
