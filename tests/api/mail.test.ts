import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchEmails, dispatchPending, queueEmails } from '../../api/src/modules/mail/outbox.service.js';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { TestSmtp } from '../support/smtp.js';

let smtp: TestSmtp;
let server: TestServer;
let stored: TestServer;
let admin: ApiClient;
let readOnly: ApiClient;

const OUTBOX = `query ($filter: OutboxFilter, $page: Int, $pageSize: Int, $orderBy: OutboxOrder) {
  outbox(filter: $filter, page: $page, pageSize: $pageSize, orderBy: $orderBy) { total totalCount page pageSize items { id to subject body state stateLabel error source reference attempts sentAt userName } }
}`;
const RESEND = `mutation ($id: Int!) { resendEmail(id: $id) { message email { id state } } }`;
type Email = {
  id: number;
  to: string;
  subject: string;
  body: string;
  state: string;
  stateLabel: string;
  error: string | null;
  attempts: number;
  sentAt: string | null;
};

async function queue(target: TestServer, to: string, subject: string, dispatch = true): Promise<number> {
  const em = target.services.orm.em.fork();
  const [id] = await em.transactional((tx) =>
    queueEmails(tx, [{ to, subject, text: `Hola ${to}\nSaldo: 10`, source: 'pruebas', reference: 'ref-1', userName: 'Prueba' }]),
  );
  if (dispatch) await dispatchEmails(target.services, [id!]);
  return id!;
}

type Stored = { cor_estado: string; cor_intentos: number; cor_error: string | null; clave: string };
async function stateOf(target: TestServer, id: number): Promise<Stored> {
  const [row] = await target.services.orm.em
    .fork()
    .getConnection()
    .execute<Stored[]>(
      'select mai_estado as cor_estado, mai_intentos as cor_intentos, mai_error as cor_error, mai_clave as clave from tmail where mai_codigo = ?',
      [id],
    );
  return row!;
}

/** The job of a system message's n-th queueing round (0: the first). */
const jobIdOf = async (target: TestServer, id: number, round = 0) => {
  const { clave } = await stateOf(target, id);
  return round ? `${clave}-r${round}` : clave;
};

/** Backdates a message: the periodic pass queues only what was written a while ago. */
const age = (target: TestServer, id: number) =>
  target.services.orm.em.fork().getConnection().execute(`update tmail set mai_creado = now() - interval '1 minute' where mai_codigo = ?`, [id]);

beforeAll(async () => {
  smtp = new TestSmtp();
  const url = await smtp.start();
  server = await startTestServer({ env: { SMTP_URL: url, MAIL_FROM: 'Soporte Isyplus <soporte@isyplus.ec>' } });
  stored = await startTestServer({ redis: false });
  admin = new ApiClient(server.url);
  readOnly = new ApiClient(server.url);
  await admin.login('admin', TEST_PASSWORD);
  await readOnly.login('consulta', TEST_PASSWORD);
});
afterAll(async () => {
  await server?.close();
  await stored?.close();
  await smtp?.stop();
});

describe('outgoing e-mail', () => {
  it('sends a queued message once through SMTP and marks it sent', async () => {
    const id = await queue(server, 'gerencia@andina.ec', 'Saldo de documentos');
    await expect.poll(async () => (await stateOf(server, id)).cor_estado, { timeout: 15_000 }).toBe('enviado');
    expect(smtp.messages.filter((m) => m.to === 'gerencia@andina.ec')).toEqual([
      { from: '"Soporte Isyplus" <soporte@isyplus.ec>', to: 'gerencia@andina.ec', subject: 'Saldo de documentos', text: 'Hola gerencia@andina.ec\nSaldo: 10' },
    ]);
    // The same message dispatched again names the same, completed job: nothing is sent again.
    await dispatchEmails(server.services, [id]);
    await age(server, id);
    await dispatchPending(server.services);
    expect(await server.services.jobs.state(await jobIdOf(server, id))).toMatchObject({ state: 'completed', result: { state: 'enviado' } });
    expect(smtp.messages.filter((m) => m.to === 'gerencia@andina.ec')).toHaveLength(1);
    expect(await stateOf(server, id)).toMatchObject({ cor_estado: 'enviado', cor_intentos: 1 });
  });

  it('sends what was committed but never dispatched once the pending messages are resumed (a crash between commit and queue)', async () => {
    const id = await queue(server, 'tras.caida@andina.ec', 'Pendiente tras caída', false);
    expect((await stateOf(server, id)).cor_estado).toBe('pendiente');
    await age(server, id);
    await dispatchPending(server.services);
    await expect.poll(async () => (await stateOf(server, id)).cor_estado, { timeout: 15_000 }).toBe('enviado');
    expect(smtp.messages.filter((m) => m.subject === 'Pendiente tras caída')).toHaveLength(1);
  });

  it('retries a temporary refusal (4xx) and records it as failed with its error after the last attempt, and a resend delivers it', async () => {
    smtp.refuse = 'Buzón no disponible por ahora';
    smtp.refuseCode = 451;
    const id = await queue(server, 'temporal@andina.ec', 'Mensaje demorado');
    await expect.poll(async () => (await stateOf(server, id)).cor_intentos, { timeout: 45_000 }).toBe(5);
    const failed = await stateOf(server, id);
    expect(failed.cor_estado).toBe('fallido');
    expect(failed.cor_error).toContain('Buzón no disponible por ahora');
    expect(smtp.messages.filter((m) => m.to === 'temporal@andina.ec')).toHaveLength(0);
    smtp.refuse = null;
    const refused = await readOnly.graphql(RESEND, { id });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const resent = await admin.graphql<{ resendEmail: { message: string; email: { id: number } } }>(RESEND, { id });
    expect(resent.data!.resendEmail.message).toBe(`El correo ${id} se puso en cola de envío`);
    await expect.poll(async () => (await stateOf(server, id)).cor_estado, { timeout: 15_000 }).toBe('enviado');
    expect(smtp.messages.filter((m) => m.to === 'temporal@andina.ec')).toHaveLength(1);
    const again = await admin.graphql(RESEND, { id });
    expect(again.errors?.[0]?.message).toBe(`El correo ${id} ya fue enviado`);
  }, 90_000);

  it('records a permanent refusal of the address (550 at RCPT) as refused at once and puts the address on the blacklist', async () => {
    smtp.refuse = 'Buzón inexistente';
    smtp.refuseCode = 550;
    try {
      const id = await queue(server, 'rechazo@andina.ec', 'Mensaje rechazado');
      await expect.poll(async () => (await stateOf(server, id)).cor_estado, { timeout: 15_000 }).toBe('rechazado');
      expect((await stateOf(server, id)).cor_intentos).toBe(1);
      const [entry] = await server.services.orm.em
        .fork()
        .getConnection()
        .execute<{ n: number }[]>(`select count(*)::int as n from tlistanegra_correo where lower(lnc_correo) = 'rechazo@andina.ec'`);
      expect(entry!.n).toBe(1);
      const page = await admin.graphql<{ outbox: { items: Email[] } }>(OUTBOX, { filter: { text: 'rechazo@andina.ec' } });
      expect(page.data!.outbox.items).toMatchObject([{ id, state: 'RECHAZADO', stateLabel: 'Rechazado' }]);
    } finally {
      smtp.refuse = null;
    }
  });

  it('keeps the message in the outbox as stored when no SMTP server is configured', async () => {
    const id = await queue(stored, 'sin.smtp@andina.ec', 'Guardado sin SMTP');
    await expect.poll(async () => (await stateOf(stored, id)).cor_estado, { timeout: 15_000 }).toBe('guardado');
    const client = new ApiClient(stored.url);
    await client.login('soporte', TEST_PASSWORD);
    const page = await client.graphql<{ outbox: { total: number; items: Email[] } }>(OUTBOX, { filter: { text: 'SIN.SMTP' } });
    expect(page.data!.outbox).toMatchObject({
      total: 1,
      items: [
        {
          id,
          to: 'sin.smtp@andina.ec',
          subject: 'Guardado sin SMTP',
          body: 'Hola sin.smtp@andina.ec\nSaldo: 10',
          state: 'GUARDADO',
          stateLabel: 'Guardado (sin SMTP)',
          sentAt: null,
          userName: 'Prueba',
        },
      ],
    });
    // A stored message can be put in the queue again, as often as wanted: each time a new job.
    for (const round of [1, 2]) {
      const resent = await client.graphql<{ resendEmail: { message: string } }>(RESEND, { id });
      expect(resent.data!.resendEmail.message).toBe(`El correo ${id} se puso en cola de envío`);
      // The row is written before the job ends: wait for the job, then read the row.
      await expect.poll(async () => (await stored.services.jobs.state(await jobIdOf(stored, id, round)))?.state, { timeout: 15_000 }).toBe('completed');
      expect((await stateOf(stored, id)).cor_estado).toBe('guardado');
    }
    const reader = new ApiClient(stored.url);
    await reader.login('consulta', TEST_PASSWORD);
    expect((await reader.graphql<{ outbox: { total: number } }>(OUTBOX, { filter: { text: 'sin.smtp' } })).data!.outbox.total).toBe(1);
  });

  it('filters the outbox by state and source, newest first, and refuses an unknown state', async () => {
    const sent = await admin.graphql<{ outbox: { total: number; items: Email[] } }>(OUTBOX, {
      filter: { states: ['ENVIADO'], source: 'pruebas' },
      pageSize: 2,
    });
    expect(sent.data!.outbox.total).toBe(3);
    expect(sent.data!.outbox.items.map((e) => e.to)).toEqual(['temporal@andina.ec', 'tras.caida@andina.ec']);
    const bad = await admin.graphql(OUTBOX, { filter: { states: ['perdido'] } });
    // The states are an enum: an unknown one is refused before the service.
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('orders the outbox by the asked field with the id as tie-breaker, counts it in totalCount and refuses a page out of range', async () => {
    const filter = { states: ['ENVIADO'], source: 'pruebas' };
    const newest = await admin.graphql<{ outbox: { total: number; totalCount: number; items: Email[] } }>(OUTBOX, { filter });
    const byRecipient = await admin.graphql<{ outbox: { items: Email[] } }>(OUTBOX, { filter, orderBy: { field: 'RECIPIENT', direction: 'DESC' } });
    const recipients = newest.data!.outbox.items.map((e) => e.to);
    expect(newest.data!.outbox.totalCount).toBe(newest.data!.outbox.total);
    expect(byRecipient.data!.outbox.items.map((e) => e.to)).toEqual([...recipients].sort().reverse());
    const oldest = await admin.graphql<{ outbox: { items: Email[] } }>(OUTBOX, { filter, orderBy: { field: 'ID' } });
    expect(oldest.data!.outbox.items.map((e) => e.id)).toEqual(newest.data!.outbox.items.map((e) => e.id).reverse());
    const tooBig = await admin.graphql(OUTBOX, { pageSize: 501 });
    expect([tooBig.errors?.[0]?.message, tooBig.errors?.[0]?.extensions?.code]).toEqual([
      'El tamaño de página (pageSize) debe estar entre 1 y 500',
      'BAD_USER_INPUT',
    ]);
    const before = await admin.graphql(OUTBOX, { page: 0 });
    expect([before.errors?.[0]?.message, before.errors?.[0]?.extensions?.code]).toEqual(['La página (page) debe ser 1 o mayor', 'BAD_USER_INPUT']);
  });

  it('keeps a message pending when the queue refuses it after the commit, and the next pass sends it', async () => {
    const id = await queue(server, 'cola.caida@andina.ec', 'Cola caída', false);
    const add = server.services.jobs.add.bind(server.services.jobs);
    server.services.jobs.add = () => Promise.reject(new Error('El servicio de procesos no está disponible; intente nuevamente en unos minutos'));
    try {
      await expect(dispatchEmails(server.services, [id])).resolves.toBeUndefined();
    } finally {
      server.services.jobs.add = add;
    }
    expect((await stateOf(server, id)).cor_estado).toBe('pendiente');
    await age(server, id);
    await dispatchPending(server.services);
    await expect.poll(async () => (await stateOf(server, id)).cor_estado, { timeout: 15_000 }).toBe('enviado');
    expect(smtp.messages.filter((m) => m.subject === 'Cola caída')).toHaveLength(1);
  });
});
