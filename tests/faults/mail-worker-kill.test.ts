import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { MailSink } from '../support/mail-smtp.js';
import { faultsAvailable, FaultCluster, type AppProcess } from './support/cluster.js';
import { waitFor } from './support/processes.js';

const present = faultsAvailable();
let cluster: FaultCluster;
let api: AppProcess;
let admin: ApiClient;
let sink: MailSink;

const RECIPIENTS = Array.from({ length: 10 }, (_, i) => `r${i}@andina.ec`);

beforeAll(async () => {
  if (!present) return;
  sink = new MailSink();
  await sink.start();
  cluster = new FaultCluster();
  await cluster.start();
  api = await cluster.startApi();
  admin = new ApiClient(api.url);
  await admin.login('admin', TEST_PASSWORD);
});
afterAll(async () => {
  await cluster?.destroy();
  await sink?.stop();
});

describe.skipIf(!present)('a worker killed with kill -9 in the middle of sending a batch', () => {
  it('another worker finishes it and every recipient gets the message exactly once', async () => {
    const saved = await admin.graphql<{ saveMailAccount: { id: number } }>(`mutation ($input: SenderAccountInput!) { saveMailAccount(input: $input) { id } }`, {
      input: { email: 'cobranza@isyplus.ec', type: 'COBRANZA', smtpHost: '127.0.0.1', smtpPort: sink.port, perMinute: 10000 },
    });
    // Two recipients' SMTP conversations hang at RCPT: the worker is in the middle of sending them when it dies.
    sink.hold.add('r3@andina.ec');
    sink.hold.add('r7@andina.ec');
    const worker = await cluster.startWorker();
    const sent = await admin.graphql<{ sendMail: { batchId: string; results: { state: string }[] } }>(
      `mutation ($input: SendMailInput!) { sendMail(input: $input) { batchId results { state } } }`,
      {
        input: {
          accountId: saved.data!.saveMailAccount.id,
          subject: 'Aviso de corte',
          body: '<p>Estimado ${clp_email}</p>',
          recipients: RECIPIENTS.map((email) => ({ email })),
        },
      },
    );
    expect(sent.data!.sendMail.results).toHaveLength(10);
    await waitFor('dos envíos detenidos en RCPT y los demás entregados', () => sink.held === 2 && sink.delivered.length === 8, 60_000, 100);
    const next = await cluster.startWorker();
    worker.signal('SIGKILL');
    await worker.exited;
    sink.release();
    await waitFor(
      'lote terminado por el otro worker',
      async () => {
        const [row] = await cluster.sql<{ pendientes: number }>(
          `select count(*) filter (where mai_estado <> 'enviado')::int as pendientes from tmail where mai_lote = $1`,
          [sent.data!.sendMail.batchId],
        );
        return row!.pendientes === 0;
      },
      60_000,
      200,
    );
    expect(RECIPIENTS.map((to) => sink.to(to).length)).toEqual(RECIPIENTS.map(() => 1));
    expect(sink.to('r3@andina.ec')[0]!.text).toBe('Estimado r3@andina.ec');
    next.signal('SIGTERM');
  });
});
