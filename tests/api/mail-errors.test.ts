import { createServer, type AddressInfo, type Server } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpFailure } from '../../api/src/modules/mail-send/mail-errors.js';
import { isNonPublicLiteral, isPublicAddress } from '../../api/src/modules/mail-send/mail-host.js';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { TestImap } from '../support/imap-server.js';
import { MailSink } from '../support/mail-smtp.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * A sender account's host and port are free text: the answers of a failed send or bounce check
 * must not tell an open port from a closed one (nor carry host, port or library text), and with
 * ALLOW_PRIVATE_MAIL_HOSTS off an account cannot reach loopback, link-local or private addresses.
 * Every server here is on 127.0.0.1.
 */

const SAVE_ACCOUNT = `mutation ($input: SenderAccountInput!) { saveMailAccount(input: $input) { id } }`;
const SEND = `mutation ($input: SendMailInput!) { sendMail(input: $input) { results { email state message } } }`;
const BOUNCES = `mutation ($email: String!) { checkMailBounces(accountEmail: $email, subject: "Cobro") { message } }`;

const CONNECT_SMTP = 'no se pudo conectar con el servidor SMTP de la cuenta; revise el servidor, el puerto y la seguridad (SSL/TLS)';
const CONNECT_IMAP =
  'No se pudo revisar el buzón de la cuenta: no se pudo conectar con el servidor IMAP de la cuenta; revise el servidor, el puerto y la seguridad (SSL/TLS)';
const BLOCKED_SMTP =
  'No se pudo enviar el mensaje a ana@andina.ec: el servidor SMTP de la cuenta está en una dirección local, de enlace local o privada, que no está permitida';
const BLOCKED_IMAP =
  'No se pudo revisar el buzón de la cuenta: el servidor IMAP de la cuenta está en una dirección local, de enlace local o privada, que no está permitida';

let server: TestServer;
let admin: ApiClient;
let closedPort: number;
let garbage: Server;
let badAuth: SMTPServer;
let badAuthPort: number;
let sink: MailSink;
let imap: TestImap;
let seq = 0;

const listen = (s: Server) => new Promise<number>((resolve) => s.listen(0, '127.0.0.1', () => resolve((s.address() as AddressInfo).port)));
const close = (s: { close(cb: () => void): unknown } | undefined) => new Promise<void>((resolve) => (s ? s.close(() => resolve()) : resolve()));

async function account(client: ApiClient, fields: Record<string, unknown>) {
  seq++;
  return client.graphql<{ saveMailAccount: { id: number } }>(SAVE_ACCOUNT, {
    input: { email: `cuenta${seq}@isyplus.ec`, type: 'COBRANZA', username: 'cobranza', password: 'clave-imap', imapSecure: false, ...fields },
  });
}
async function accountId(client: ApiClient, fields: Record<string, unknown>): Promise<{ id: number; email: string }> {
  const saved = await account(client, fields);
  if (!saved.data) throw new Error(JSON.stringify(saved.errors));
  return { id: saved.data.saveMailAccount.id, email: `cuenta${seq}@isyplus.ec` };
}
const send = (client: ApiClient, id: number, to: string, wait: boolean) =>
  client.graphql<{ sendMail: { results: { email: string; state: string; message: string }[] } }>(SEND, {
    input: { accountId: id, subject: 'Cobro', body: '<p>Hola</p>', recipients: [{ email: to }], wait },
  });

beforeAll(async () => {
  const probe = createServer();
  closedPort = await listen(probe);
  await close(probe);
  // An open port that does not speak SMTP or IMAP: it answers a banner of another protocol and hangs up.
  garbage = createServer((socket) => socket.end('SSH-2.0-OpenSSH_9.6\r\n'));
  await listen(garbage);
  badAuth = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onAuth: (_auth, _session, callback) => callback(new Error('Invalid username or password')),
  });
  badAuthPort = await new Promise<number>((resolve) => badAuth.listen(0, '127.0.0.1', () => resolve((badAuth.server.address() as AddressInfo).port)));
  sink = new MailSink();
  await sink.start();
  imap = new TestImap('cobranza', 'clave-imap', []);
  await imap.start();
  server = await startTestServer({ redis: false });
  admin = new ApiClient(server.url);
  await admin.login('admin', TEST_PASSWORD);
});
afterAll(async () => {
  await server?.close();
  await close(garbage);
  await close(badAuth);
  await sink?.stop();
  await imap?.stop();
});

describe('answers of a failed connection (private hosts allowed, as in the tests)', () => {
  it('reads the same for a closed port, a port of another protocol and a TLS mismatch, without host, port or library text', async () => {
    const closed = await accountId(admin, { smtpHost: '127.0.0.1', smtpPort: closedPort });
    const other = await accountId(admin, { smtpHost: '127.0.0.1', smtpPort: (garbage.address() as AddressInfo).port });
    const tls = await accountId(admin, { smtpHost: '127.0.0.1', smtpPort: sink.port, smtpSecure: true });
    // Each is retried (a network error is temporary) and then answered as failed, all in the same words.
    const outcomes = await Promise.all(
      [
        [closed.id, 'cerrado@andina.ec'],
        [other.id, 'otro@andina.ec'],
        [tls.id, 'tls@andina.ec'],
      ].map(async ([id, to]) => (await send(admin, id as number, to as string, true)).data!.sendMail.results),
    );
    expect(outcomes).toEqual(
      ['cerrado@andina.ec', 'otro@andina.ec', 'tls@andina.ec'].map((to) => [
        { email: to, state: 'FALLIDO', message: `No se pudo enviar el mensaje a ${to}: ${CONNECT_SMTP}` },
      ]),
    );
    const rows = await server.services.orm.em
      .fork()
      .getConnection()
      .execute<{ mai_error: string; mai_intentos: number }[]>(
        `select mai_error, mai_intentos from tmail where mai_to in ('cerrado@andina.ec', 'otro@andina.ec', 'tls@andina.ec')`,
      );
    expect(rows).toEqual([1, 2, 3].map(() => ({ mai_error: CONNECT_SMTP, mai_intentos: 5 })));
    expect(sink.delivered).toEqual([]);
  }, 60_000);

  it('answers a refused SMTP sign-in in Spanish', async () => {
    const auth = await accountId(admin, { smtpHost: '127.0.0.1', smtpPort: badAuthPort });
    const sent = await send(admin, auth.id, 'ana@andina.ec', true);
    expect(sent.data!.sendMail.results).toEqual([
      {
        email: 'ana@andina.ec',
        state: 'FALLIDO',
        message: 'No se pudo enviar el mensaje a ana@andina.ec: el servidor SMTP rechazó el usuario o la clave de la cuenta',
      },
    ]);
  });

  it('answers the bounce check of a closed port and of another protocol alike, and a refused IMAP sign-in', async () => {
    const closed = await accountId(admin, { imapHost: '127.0.0.1', imapPort: closedPort });
    const other = await accountId(admin, { imapHost: '127.0.0.1', imapPort: (garbage.address() as AddressInfo).port });
    const wrong = await accountId(admin, { imapHost: '127.0.0.1', imapPort: imap.port, password: 'otra-clave' });
    const answer = async (email: string) => {
      const res = await admin.graphql(BOUNCES, { email });
      return [res.errors?.[0]?.message, res.errors?.[0]?.extensions?.code];
    };
    expect(await answer(closed.email)).toEqual([CONNECT_IMAP, 'BAD_USER_INPUT']);
    expect(await answer(other.email)).toEqual([CONNECT_IMAP, 'BAD_USER_INPUT']);
    expect(await answer(wrong.email)).toEqual([
      'No se pudo revisar el buzón de la cuenta: el servidor IMAP rechazó el usuario o la clave de la cuenta',
      'BAD_USER_INPUT',
    ]);
    const rest = await admin.rest('GET', `/rest/tmail/0?opc=verificarrebotado&mcf_correo=${closed.email}&mai_subject=Cobro`);
    expect([rest.body.estado, rest.body.msg]).toEqual([400, CONNECT_IMAP]);
  }, 60_000);

  it('classifies refused, unreachable, timed out and unresolvable alike', () => {
    const errors = [
      { code: 'ESOCKET', message: 'connect ECONNREFUSED 10.1.2.3:25' },
      { code: 'ESOCKET', message: 'connect EHOSTUNREACH 10.1.2.3:25' },
      { code: 'ETIMEDOUT', message: 'Connection timeout' },
      { code: 'EDNS', message: 'getaddrinfo ENOTFOUND correo.interno' },
      { code: 'ECONNECTION', message: 'Greeting never received' },
    ];
    const context = { protocol: 'SMTP' as const, accountId: 1, host: '10.1.2.3', port: 25 };
    for (const error of errors)
      expect(smtpFailure(error, { status: 'temporary', reason: error.message }, context)).toEqual({ status: 'temporary', reason: CONNECT_SMTP });
  });
});

describe('private mail hosts not allowed (ALLOW_PRIVATE_MAIL_HOSTS=false)', () => {
  let strict: TestServer;
  let strictAdmin: ApiClient;
  beforeAll(async () => {
    strict = await startTestServer({ redis: false, env: { ALLOW_PRIVATE_MAIL_HOSTS: 'false' } });
    strictAdmin = new ApiClient(strict.url);
    await strictAdmin.login('admin', TEST_PASSWORD);
  });
  afterAll(async () => strict?.close());

  it('refuses saving an account whose server is written as a loopback, link-local or private address', async () => {
    const refusal = async (fields: Record<string, unknown>) => {
      const res = await account(strictAdmin, fields);
      return [res.errors?.[0]?.message, res.errors?.[0]?.extensions?.field];
    };
    const smtp = 'El servidor SMTP de la cuenta no puede ser una dirección local, de enlace local ni privada.';
    const imapText = 'El servidor IMAP de la cuenta no puede ser una dirección local, de enlace local ni privada.';
    expect(await refusal({ smtpHost: '127.0.0.1', smtpPort: 25 })).toEqual([smtp, 'input.smtpHost']);
    expect(await refusal({ smtpHost: '::ffff:10.0.0.8' })).toEqual([smtp, 'input.smtpHost']);
    expect(await refusal({ smtpHost: '[::1]' })).toEqual([smtp, 'input.smtpHost']);
    expect(await refusal({ imapHost: '169.254.169.254' })).toEqual([imapText, 'input.imapHost']);
    expect(await refusal({ imapHost: '192.168.1.10' })).toEqual([imapText, 'input.imapHost']);
    const [count] = await strict.services.orm.em.fork().getConnection().execute<{ n: number }[]>('select count(*)::int as n from tconfigcorreos');
    expect(count!.n).toBe(0);
  });

  it('does not connect to a name that resolves to loopback, and says why', async () => {
    const local = await accountId(strictAdmin, { smtpHost: 'localhost', smtpPort: sink.port, imapHost: 'localhost', imapPort: imap.port });
    const sent = await send(strictAdmin, local.id, 'ana@andina.ec', true);
    expect(sent.data!.sendMail.results).toEqual([{ email: 'ana@andina.ec', state: 'FALLIDO', message: BLOCKED_SMTP }]);
    expect(sink.delivered).toEqual([]);
    const commandsBefore = imap.commands.length;
    const bounces = await strictAdmin.graphql(BOUNCES, { email: local.email });
    expect([bounces.errors?.[0]?.message, bounces.errors?.[0]?.extensions?.code]).toEqual([BLOCKED_IMAP, 'BAD_USER_INPUT']);
    expect(imap.commands.length).toBe(commandsBefore);
  });

  it('counts only public unicast addresses as public', () => {
    const blocked = [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '224.0.0.1',
    ];
    expect(blocked.filter(isPublicAddress)).toEqual([]);
    expect(['8.8.8.8', '200.107.10.5', '2001:4860:4860::8888'].map(isPublicAddress)).toEqual([true, true, true]);
    expect(['correo.isyplus.ec', '8.8.8.8', 'localhost', '127.0.0.1', '[fe80::1]'].map(isNonPublicLiteral)).toEqual([false, false, false, true, true]);
  });
});
