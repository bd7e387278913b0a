import type { EntityManager } from '@mikro-orm/core';
import { isIP } from 'node:net';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.js';
import { fileMetas, readFile } from '../files/files.service.js';
import { accountSettings, type AccountSettings } from '../modules/mail-send/accounts.service.js';
import { smtpFailure, type MailFailureContext } from '../modules/mail-send/mail-errors.js';
import { mailAddress } from '../modules/mail-send/mail-host.js';
import { SEND_MSG } from '../modules/mail-send/messages.js';
import { htmlToText } from '../modules/mail-send/template-render.js';
import type { Channel, DeliveryResult, OutgoingMessage, Recipient } from './channel.js';

interface SmtpError {
  responseCode?: number;
  command?: string;
  code?: string;
  message?: string;
  response?: string;
}

/**
 * How an SMTP failure counts: 5xx at RCPT (or an envelope nobody accepted) is the recipient's
 * permanent refusal; any other 5xx is a permanent failure of the send; 4xx and network errors
 * are temporary (retried with backoff).
 */
export function classifySmtpError(error: unknown): DeliveryResult {
  const e = (error ?? {}) as SmtpError;
  const reason = (e.response ?? e.message ?? String(error)).slice(0, 1000);
  const code = e.responseCode ?? 0;
  if (code >= 500 && code < 600) {
    if ((e.command ?? '').toUpperCase().startsWith('RCPT') || e.code === 'EENVELOPE') return { status: 'rejected', reason };
    return { status: 'failed', reason };
  }
  return { status: 'temporary', reason };
}

/** How long a worker reuses an account's settings (a changed password counts within this time). */
const ACCOUNT_CACHE_MS = 5000;

/** The deterministic Message-ID of a send: the same key gives the same id (receivers can recognise a repeat). */
export const messageIdOf = (key: string) => `<${key}@backoffice.isyplus.ec>`;

/** The e-mail channel: nodemailer on the account's SMTP settings, or SMTP_URL when the account has none. */
export class EmailChannel implements Channel {
  readonly name = 'email';
  private readonly transports = new Map<string, Transporter>();
  /** Account settings read in the last few seconds (a fan-out reads them once, not per message). */
  private readonly accounts = new Map<number, { at: number; settings: AccountSettings | null }>();

  constructor(
    private readonly em: () => EntityManager,
    private readonly config: Config,
  ) {}

  /** `address`: the account host's address as mailAddress checked it (the name stays the TLS server name). */
  private transportFor(account: AccountSettings | null, address: string | null): Transporter | null {
    let key: string;
    let options: Parameters<typeof nodemailer.createTransport>[0];
    if (account?.smtpHost && address) {
      key = JSON.stringify([account.id, account.smtpHost, address, account.smtpPort, account.smtpSecure, account.username, account.password]);
      options = {
        host: address,
        servername: isIP(account.smtpHost.trim()) ? undefined : account.smtpHost.trim(),
        port: account.smtpPort ?? (account.smtpSecure ? 465 : 587),
        secure: account.smtpSecure,
        auth: account.username ? { user: account.username, pass: account.password ?? '' } : undefined,
        pool: true,
        maxConnections: 5,
        maxMessages: Infinity,
      };
    } else if (this.config.smtpUrl) {
      key = this.config.smtpUrl;
      options = { url: this.config.smtpUrl, pool: true, maxConnections: 5, maxMessages: Infinity } as Parameters<typeof nodemailer.createTransport>[0];
    } else {
      return null;
    }
    let transport = this.transports.get(key);
    if (!transport) {
      transport = nodemailer.createTransport(options);
      this.transports.set(key, transport);
    }
    return transport;
  }

  async deliver(recipient: Recipient, message: OutgoingMessage): Promise<DeliveryResult> {
    const em = this.em();
    const account = message.account ? await this.account(em, message.account) : null;
    const context: MailFailureContext = { protocol: 'SMTP', accountId: account?.id ?? null, host: account?.smtpHost ?? null, port: account?.smtpPort ?? null };
    let address: string | null = null;
    if (account?.smtpHost) {
      try {
        address = await mailAddress(account.smtpHost, this.config.allowPrivateMailHosts);
      } catch (error) {
        return smtpFailure(error, { status: 'temporary', reason: '' }, context);
      }
    }
    const transport = this.transportFor(account, address);
    if (!transport) return { status: 'stored', reason: SEND_MSG.noSmtp };
    const html = message.html ?? '';
    // Images of our files route travel inside the message (cid), so any mail reader shows them.
    const inline: { id: number; cid: string }[] = [];
    const body = html.replace(/(<img[^>]*\ssrc=")\/files\/(\d+)(")/g, (_all, before: string, id: string, after: string) => {
      const cid = `archivo-${id}@isyplus`;
      if (!inline.some((i) => i.id === Number(id))) inline.push({ id: Number(id), cid });
      return `${before}cid:${cid}${after}`;
    });
    const attachments = [];
    for (const { id, cid } of inline) {
      const file = await readFile(em, id);
      if (file?.bytes) attachments.push({ filename: file.name, content: file.bytes, contentType: file.type, cid });
    }
    for (const meta of await fileMetas(em, message.attachments ?? [])) {
      const file = await readFile(em, meta.id);
      if (file?.bytes) attachments.push({ filename: file.name, content: file.bytes, contentType: file.type });
    }
    const from = account ? { name: account.name || account.email, address: account.email } : this.config.mailFrom;
    try {
      const info = await transport.sendMail({
        from,
        to: recipient.name ? { name: recipient.name, address: recipient.address } : recipient.address,
        subject: message.subject ?? '',
        html: body || undefined,
        text: message.text || htmlToText(html),
        attachments,
        messageId: messageIdOf(message.key),
      });
      if (info.rejected?.length) return { status: 'rejected', reason: String(info.response ?? 'rechazado') };
      return { status: 'sent', providerId: String(info.messageId ?? '') };
    } catch (error) {
      return smtpFailure(error, classifySmtpError(error), context);
    }
  }

  private async account(em: EntityManager, id: number): Promise<AccountSettings | null> {
    const cached = this.accounts.get(id);
    if (cached && Date.now() - cached.at < ACCOUNT_CACHE_MS) return cached.settings;
    const settings = await accountSettings(em, this.config.secretKey, id);
    this.accounts.set(id, { at: Date.now(), settings });
    return settings;
  }

  close(): void {
    for (const transport of this.transports.values()) transport.close();
    this.transports.clear();
  }
}
