import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A minimal IMAP4rev1 server on loopback for tests: one user, one INBOX of fixed messages, and
 * the commands a client needs to read it (CAPABILITY, LOGIN, LIST/LSUB, SELECT/EXAMINE, [UID] SEARCH with
 * HEADER/ALL, [UID] FETCH of UID, FLAGS, RFC822.SIZE and BODY[], NOOP, LOGOUT). Anything else is
 * answered BAD and remembered in `unknown`.
 */
export class TestImap {
  readonly unknown: string[] = [];
  readonly commands: string[] = [];
  private server: Server;
  port = 0;

  constructor(
    private readonly user: string,
    private readonly password: string,
    private readonly messages: string[],
  ) {
    this.server = createServer((socket) => this.session(socket));
  }

  private headerOf(message: string, name: string): string {
    const head = message.split(/\r\n\r\n/)[0]!.replace(/\r\n[ \t]+/g, ' ');
    const line = head.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
    return line ? line.slice(name.length + 1).trim() : '';
  }

  /** UIDs (1-based positions) of a set like 1:*, 2,4 or 3. */
  private uidsOf(set: string): number[] {
    const all = this.messages.map((_, i) => i + 1);
    const out = new Set<number>();
    for (const part of set.split(',')) {
      const [a, b] = part.split(':');
      const from = a === '*' ? all.length : Number(a);
      const to = b === undefined ? from : b === '*' ? all.length : Number(b);
      for (const n of all) if (n >= Math.min(from, to) && n <= Math.max(from, to)) out.add(n);
    }
    return [...out];
  }

  private session(socket: Socket): void {
    let buffer = '';
    let authed = false;
    const send = (text: string) => socket.write(text);
    send('* OK [CAPABILITY IMAP4rev1] Prueba IMAP lista\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        this.commands.push(line);
        const [tag, ...rest] = line.split(' ');
        let command = (rest.shift() ?? '').toUpperCase();
        let uid = false;
        if (command === 'UID') {
          uid = true;
          command = (rest.shift() ?? '').toUpperCase();
        }
        const args = rest.join(' ');
        if (command === 'CAPABILITY') send(`* CAPABILITY IMAP4rev1\r\n${tag} OK CAPABILITY completed\r\n`);
        else if (command === 'NOOP') send(`${tag} OK NOOP completed\r\n`);
        else if (command === 'LOGOUT') {
          send(`* BYE Hasta luego\r\n${tag} OK LOGOUT completed\r\n`);
          socket.end();
        } else if (command === 'LOGIN') {
          const [user, pass] = (args.match(/"((?:[^"\\]|\\.)*)"|\S+/g) ?? []).map((v) => v.replace(/^"|"$/g, ''));
          if (user === this.user && pass === this.password) {
            authed = true;
            send(`${tag} OK [CAPABILITY IMAP4rev1] LOGIN completed\r\n`);
          } else send(`${tag} NO [AUTHENTICATIONFAILED] Invalid credentials\r\n`);
        } else if (!authed) send(`${tag} NO Not authenticated\r\n`);
        else if (command === 'LIST' || command === 'LSUB') {
          // The hierarchy delimiter (LIST "" "") and the one mailbox there is.
          const pattern = (args.match(/"([^"]*)"|\S+/g) ?? []).map((v) => v.replace(/^"|"$/g, ''))[1] ?? '';
          if (pattern === '') send('* LIST (\\Noselect) "/" ""\r\n');
          else if (/^(INBOX|\*|%)$/i.test(pattern)) send('* LIST (\\HasNoChildren) "/" INBOX\r\n');
          send(`${tag} OK ${command} completed\r\n`);
        } else if (command === 'SELECT' || command === 'EXAMINE') {
          send(
            `* FLAGS (\\Seen \\Answered \\Flagged \\Deleted \\Draft)\r\n* ${this.messages.length} EXISTS\r\n* 0 RECENT\r\n* OK [UIDVALIDITY 1] UIDs valid\r\n* OK [UIDNEXT ${this.messages.length + 1}] Predicted next UID\r\n`,
          );
          send(`${tag} OK [${command === 'SELECT' ? 'READ-WRITE' : 'READ-ONLY'}] ${command} completed\r\n`);
        } else if (command === 'SEARCH') {
          const header = /HEADER\s+"?([^"\s]+)"?\s+"?([^"]*?)"?\s*$/i.exec(args);
          const found = this.messages
            .map((m, i) => [m, i + 1] as const)
            .filter(([m]) => !header || this.headerOf(m, header[1]!).toLowerCase().includes(header[2]!.toLowerCase()));
          send(`* SEARCH${found.map(([, n]) => ` ${n}`).join('')}\r\n${tag} OK SEARCH completed\r\n`);
        } else if (command === 'FETCH') {
          const [set] = args.split(' ');
          for (const n of this.uidsOf(set!)) {
            const message = this.messages[n - 1]!;
            const bytes = Buffer.byteLength(message);
            send(`* ${n} FETCH (UID ${n} FLAGS () RFC822.SIZE ${bytes} BODY[] {${bytes}}\r\n${message})\r\n`);
          }
          send(`${tag} OK ${uid ? 'UID ' : ''}FETCH completed\r\n`);
        } else {
          this.unknown.push(line);
          send(`${tag} BAD Unknown command\r\n`);
        }
      }
    });
    socket.on('error', () => undefined);
  }

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this.port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
