import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** A real SMTP server on 127.0.0.1 (any free port) that keeps what arrives, parsed. */
export class TestSmtp {
  readonly messages: ReceivedMail[] = [];
  /** While set, every recipient is refused with this reply (a failing mail server). */
  refuse: string | null = null;
  /** The reply code of a refusal: 550 (permanent) unless set, 451 for a temporary one. */
  refuseCode = 550;
  private server: SMTPServer;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (_address, _session, callback) => {
        if (this.refuse) return callback(Object.assign(new Error(this.refuse), { responseCode: this.refuseCode }));
        callback();
      },
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
            this.messages.push({ from: mail.from?.text ?? '', to, subject: mail.subject ?? '', text: (mail.text ?? '').replace(/\r\n/g, '\n').trimEnd() });
            callback();
          })
          .catch(callback);
      },
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
