import type { Config } from '../../config.js';

/** What one delivery attempt gave. `permanent` failures are not retried. */
export type DeliveryResult = { ok: true; providerId: string | null } | { ok: false; permanent: boolean; error: string };

/**
 * A sending channel: delivers one message to one recipient. `key` is the idempotency key of the
 * message: a channel that receives the same key twice must send it once.
 */
export interface SmsChannel {
  deliver(recipient: string, message: string, key: string): Promise<DeliveryResult>;
}

/** Longest wait for the gateway's answer; past it the attempt counts as a temporary failure. */
export const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * The HTTP gateway of `SMS_URL`: one JSON POST per SMS, `{ to, message, reference }`, with
 * `Authorization: Bearer SMS_TOKEN` and `Idempotency-Key`. A 2xx answer is a sent SMS (its JSON
 * `id`, when present, is kept); a 4xx refuses that message for good (a bad number, say); a 5xx,
 * a timeout or a network error is temporary and the job retries it.
 */
export class HttpSmsGateway implements SmsChannel {
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
  ) {}

  async deliver(recipient: string, message: string, key: string): Promise<DeliveryResult> {
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': key,
          ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        },
        body: JSON.stringify({ to: recipient, message, reference: key }),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
    } catch (error) {
      return { ok: false, permanent: false, error: `La pasarela SMS no respondió: ${error instanceof Error ? error.message : String(error)}` };
    }
    const text = await response.text().catch(() => '');
    let body: { id?: unknown; error?: unknown } = {};
    try {
      body = text ? (JSON.parse(text) as typeof body) : {};
    } catch {
      body = {};
    }
    if (response.ok) return { ok: true, providerId: body.id === undefined || body.id === null ? null : String(body.id).slice(0, 100) };
    const reason = typeof body.error === 'string' && body.error ? body.error : text.slice(0, 200) || response.statusText;
    return { ok: false, permanent: response.status >= 400 && response.status < 500, error: `La pasarela SMS respondió ${response.status}: ${reason}` };
  }
}

/** The configured channel, or null without `SMS_URL` (SMS are then stored as not sent). */
export function smsChannel(config: Pick<Config, 'smsUrl' | 'smsToken'>): SmsChannel | null {
  return config.smsUrl ? new HttpSmsGateway(config.smsUrl, config.smsToken) : null;
}
