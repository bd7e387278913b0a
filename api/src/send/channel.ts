/**
 * The send service's channels. One send is one message to one recipient, run by one job whose id
 * is the message's idempotency key; the channel only delivers. E-mail (send/email-channel.ts) is
 * the first channel; SMS and system notifications implement the same interface.
 */

/** Where a message goes: an e-mail address, a mobile number, a user id… as the channel reads it. */
export interface Recipient {
  /** The address in the channel's terms ('ana@empresa.ec', '0991234567', 'usr:12'). */
  address: string;
  /** Shown name, when known. */
  name?: string | null;
}

/** What is delivered; a channel ignores what it cannot carry (SMS: subject, html, attachments). */
export interface OutgoingMessage {
  /** The idempotency key (also the job id): a retry with the same key never delivers twice. */
  key: string;
  subject?: string;
  /** Plain text (SMS, system notifications, the text part of an e-mail). */
  text: string;
  html?: string;
  /** Stored files (files service ids) to attach. */
  attachments?: readonly number[];
  /** The channel's own settings for this message (e-mail: the sender account). */
  account?: number | null;
}

/**
 * The outcome of one delivery:
 * - 'sent': accepted by the provider (`providerId` when it gives one);
 * - 'temporary': try again later (SMTP 4xx, a network error, gateway 5xx); the job retries with backoff;
 * - 'rejected': permanent refusal of this recipient (SMTP 5xx at RCPT, unknown number): no retry,
 *   and the channel's blacklist records the address;
 * - 'failed': permanent failure that is not the recipient's (authentication refused, message
 *   refused at DATA): no retry, nothing blacklisted;
 * - 'stored': no provider is configured (no SMTP server, no SMS_URL): the message is kept unsent.
 */
export type DeliveryResult =
  | { status: 'sent'; providerId?: string | null }
  | { status: 'temporary'; reason: string }
  | { status: 'rejected'; reason: string }
  | { status: 'failed'; reason: string }
  | { status: 'stored'; reason: string };

export interface Channel {
  /** 'email', 'sms', 'sistema'. */
  readonly name: string;
  /** Delivers one message to one recipient. Must not throw for a recipient's refusal: return 'rejected'. */
  deliver(recipient: Recipient, message: OutgoingMessage): Promise<DeliveryResult>;
}
