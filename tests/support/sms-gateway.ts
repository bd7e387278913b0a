import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

export interface GatewaySms {
  to: string;
  message: string;
  key: string;
}

/**
 * A loopback SMS gateway speaking the API's protocol (JSON POST with Idempotency-Key and a
 * bearer token). It keeps what it accepted, once per key; numbers in `failing` are refused for
 * good (422), and a number in `temporary` answers 503 that many times before it is accepted.
 * By default every number ending in 00 fails: the demo and the tests see some failures.
 */
export class TestSmsGateway {
  readonly messages: GatewaySms[] = [];
  /** Requests received, duplicates and refusals included. */
  requests = 0;
  readonly failing = new Set<string>();
  readonly temporary = new Map<string, number>();
  failEndingIn00 = true;
  private readonly byKey = new Map<string, string>();
  private server: Server;
  port = 0;

  constructor(readonly token = 'token-de-prueba') {
    this.server = createServer((req, res) => {
      void this.handle(req).then(([status, body]) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      });
    });
    this.server.keepAliveTimeout = 5000;
  }

  private async handle(req: IncomingMessage): Promise<[number, Record<string, unknown>]> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    this.requests++;
    if (req.method !== 'POST') return [405, { error: 'Método no permitido' }];
    if (req.headers.authorization !== `Bearer ${this.token}`) return [401, { error: 'Token inválido' }];
    let body: { to?: string; message?: string; reference?: string };
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return [400, { error: 'JSON inválido' }];
    }
    const to = String(body.to ?? '');
    const key = String(req.headers['idempotency-key'] ?? body.reference ?? '');
    const known = this.byKey.get(key);
    if (known) return [200, { id: known, duplicate: true }];
    if (this.failing.has(to) || (this.failEndingIn00 && to.endsWith('00'))) return [422, { error: `Número inexistente: ${to}` }];
    const left = this.temporary.get(to) ?? 0;
    if (left > 0) {
      this.temporary.set(to, left - 1);
      return [503, { error: 'Pasarela ocupada' }];
    }
    const id = `gw-${this.byKey.size + 1}`;
    this.byKey.set(key, id);
    this.messages.push({ to, message: String(body.message ?? ''), key });
    return [200, { id }];
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/sms`;
  }

  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

// Run alone for the demo: `SWC_NODE_PROJECT=api/tsconfig.json node --import
// @swc-node/register/esm-register tests/support/sms-gateway.ts` listens on 127.0.0.1:4010 (or
// SMS_GATEWAY_PORT) with the token of SMS_TOKEN; start the API with SMS_URL=http://127.0.0.1:4010/sms.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const gateway = await new TestSmsGateway(process.env.SMS_TOKEN || 'token-de-prueba').start(Number(process.env.SMS_GATEWAY_PORT) || 4010);
  console.log(`Pasarela SMS de prueba en ${gateway.url} (token ${gateway.token}); los números terminados en 00 fallan.`);
}
