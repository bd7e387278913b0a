import type { Config } from '../../config.js';
import type { Channel, DeliveryResult, OutgoingMessage, Recipient } from '../../send/channel.js';

/** Longest wait for the gateway's answer; past it the attempt counts as a temporary failure. */
export const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * The SMS channel of the send service: the HTTP gateway of `SMS_URL`, one JSON POST per SMS,
 * `{ to, message, reference }`, with `Authorization: Bearer SMS_TOKEN` and `Idempotency-Key`
 * (the message's key: a gateway that honours it never sends a retried message twice). A 2xx
 * answer is a sent SMS (its JSON `id`, when present, is kept); a 4xx refuses that recipient for
 * good ('rejected'); a 5xx, a timeout or a network error is 'temporary' and the job retries.
 */
export class HttpSmsGateway implements Channel {
  readonly name = 'sms';

  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
  ) {}

  async deliver(recipient: Recipient, message: OutgoingMessage): Promise<DeliveryResult> {
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': message.key,
          ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        },
        body: JSON.stringify({ to: recipient.address, message: message.text, reference: message.key }),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
    } catch (error) {
      return { status: 'temporary', reason: `La pasarela SMS no respondió: ${error instanceof Error ? error.message : String(error)}` };
    }
    const text = await response.text().catch(() => '');
    let body: { id?: unknown; error?: unknown } = {};
    try {
      body = text ? (JSON.parse(text) as typeof body) : {};
    } catch {
      body = {};
    }
    if (response.ok) return { status: 'sent', providerId: body.id === undefined || body.id === null ? null : String(body.id).slice(0, 100) };
    const detail = typeof body.error === 'string' && body.error ? body.error : text.slice(0, 200) || response.statusText;
    const reason = `La pasarela SMS respondió ${response.status}: ${detail}`;
    return response.status >= 400 && response.status < 500 ? { status: 'rejected', reason } : { status: 'temporary', reason };
  }
}

/** The configured SMS channel, or null without `SMS_URL` (SMS are then stored as not sent). */
export function smsChannel(config: Pick<Config, 'smsUrl' | 'smsToken'>): Channel | null {
  return config.smsUrl ? new HttpSmsGateway(config.smsUrl, config.smsToken) : null;
}
