import type { Services } from '../../graphql/context.js';
import { deliver, dispatch, dispatchStale, registerLedger, type Ledger, type LedgerItem, type LedgerKey } from '../../send/deliveries.js';
import { SMS_MSG } from './messages.js';
import { SmsState } from './sms-enums.js';

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
    const [row] = await services.orm.em
      .fork()
      .getConnection()
      .execute<SmsRow[]>('select sen_codigo, clp_destino, clp_nombre, not_mensaje, sen_estado, sen_clave from tsms_envio where sen_codigo = ?', [id]);
    if (!row) return null;
    return { state: row.sen_estado, pending: row.sen_estado === SmsState.PENDIENTE, recipient: { address: row.clp_destino, name: row.clp_nombre }, message: { key: row.sen_clave, text: row.not_mensaje } };
  },

  async record(services, id, _item, result, final): Promise<string> {
    const conn = services.orm.em.fork().getConnection();
    if (result.status === 'sent') {
      await conn.execute(
        `update tsms_envio set sen_estado = ?, not_fenvio = now(), sen_idproveedor = ?, sen_error = null, sen_intentos = sen_intentos + 1 where sen_codigo = ? and sen_estado = 'pendiente'`,
        [SmsState.ENVIADO, result.providerId ?? null, id],
      );
      return SmsState.ENVIADO;
    }
    if (result.status === 'stored') {
      await conn.execute(`update tsms_envio set sen_estado = ?, sen_error = ? where sen_codigo = ? and sen_estado = 'pendiente'`, [SmsState.NO_ENVIADO, SMS_MSG.noGateway, id]);
      return SmsState.NO_ENVIADO;
    }
    // Anything but a temporary failure is final (a refusal of the number, or a failure that is not its own).
    await conn.execute(`update tsms_envio set sen_intentos = sen_intentos + 1, sen_error = ?, sen_estado = ? where sen_codigo = ? and sen_estado = 'pendiente'`, [
      result.reason.slice(0, 500),
      final ? SmsState.FALLIDO : SmsState.PENDIENTE,
      id,
    ]);
    return final ? SmsState.FALLIDO : SmsState.PENDIENTE;
  },

  async keys(_services, ids): Promise<LedgerKey[]> {
    // The key of a row is its id: no read needed (a row no longer pending is a no-op job).
    return ids.map((id) => ({ id, key: smsJobId(id) }));
  },

  async stale(services): Promise<LedgerKey[]> {
    const rows = await services.orm.em.fork().getConnection().execute<{ sen_codigo: string }[]>(`select sen_codigo from tsms_envio where sen_estado = 'pendiente' order by sen_codigo limit 10000`);
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
