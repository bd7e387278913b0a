import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface DeliveredMail {
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  /** `content` (the bytes) only when the sink keeps it. */
  attachments: { filename: string; contentType: string; size: number; cid: string | null; content?: Buffer }[];
}

/**
 * A loopback SMTP server for the send service: answers 550 for addresses in `reject`, 451 for the
 * next `temporary[address]` attempts, holds the RCPT of addresses in `hold` until `release()`, and
 * keeps every accepted message, parsed.
 */
export class MailSink {
  readonly delivered: DeliveredMail[] = [];
  readonly reject = new Set<string>();
  readonly temporary = new Map<string, number>();
  readonly hold = new Set<string>();
  /** RCPTs currently held. */
  held = 0;
  /** Parse messages (off for the bench: counting is enough). */
  parse = true;
  /** Keep the attachments' bytes too (`content`). */
  keepContent = false;
  accepted = 0;
  private releases: (() => void)[] = [];
  private server: SMTPServer;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      disableReverseLookup: true,
      logger: false,
      size: 40 * 1024 * 1024,
      onAuth: (_auth, _session, callback) => callback(null, { user: 'cuenta' }),
      onRcptTo: (address, _session, callback) => {
        const to = address.address.toLowerCase();
        if (this.reject.has(to)) return callback(Object.assign(new Error(`5.1.1 <${to}>: Recipient address rejected: User unknown`), { responseCode: 550 }));
        const temp = this.temporary.get(to) ?? 0;
        if (temp > 0) {
          this.temporary.set(to, temp - 1);
          return callback(Object.assign(new Error('4.7.1 Try again later'), { responseCode: 451 }));
        }
        if (this.hold.has(to)) {
          this.held++;
          this.releases.push(() => callback());
          return;
        }
        callback();
      },
      onData: (stream, session, callback) => {
        if (!this.parse) {
          stream.on('data', () => undefined);
          stream.on('end', () => {
            this.accepted++;
            callback();
          });
          return;
        }
        simpleParser(stream, { keepCidLinks: true })
          .then((mail) => {
            this.accepted++;
            this.delivered.push({
              to: session.envelope.rcptTo.map((r) => r.address).join(', '),
              from: mail.from?.text ?? '',
              subject: mail.subject ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              text: (mail.text ?? '').trim(),
              messageId: mail.messageId ?? '',
              attachments: mail.attachments.map((a) => ({
                filename: a.filename ?? '',
                contentType: a.contentType,
                size: a.size,
                cid: a.cid ?? null,
                ...(this.keepContent ? { content: a.content } : {}),
              })),
            });
            callback();
          })
          .catch(callback);
      },
    });
  }

  to(address: string): DeliveredMail[] {
    return this.delivered.filter((m) => m.to.toLowerCase() === address.toLowerCase());
  }

  release(): void {
    this.hold.clear();
    for (const r of this.releases.splice(0)) r();
  }

  async start(): Promise<number> {
    // Replies go out at once (no Nagle wait on loopback).
    this.server.server.on('connection', (socket: import('node:net').Socket) => socket.setNoDelay(true));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this.port;
  }

  async stop(): Promise<void> {
    this.release();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
