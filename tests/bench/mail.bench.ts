/**
 * Mail benchmark (issue 16): e-mail fan-out through the send service — one tmail row and one
 * queue job per recipient, sent by the worker over the account's pooled SMTP transport — to a
 * loopback SMTP server (smtp-server, messages counted, not parsed), beside nodemailer sending the
 * same messages directly without queue or database (the ratio is the service's cost).
 *
 *   SWC_NODE_PROJECT=api/tsconfig.json node --import @swc-node/register/esm-register tests/bench/mail.bench.ts
 *
 * DATABASE_URL set: a throwaway database `bo_bench_mail_<pid>`, dropped at the end; unset: embedded
 * PGlite. REDIS_URL set: BullMQ (the production queue); unset: the in-process queue. Only 127.0.0.1.
 *
 * Overrides:
 *   BENCH_MAIL_N        recipients (10000)
 *   BENCH_DIRECT_PAR    messages in flight for the direct nodemailer run (20)
 *   BENCH_TIME_LIMIT    hard limit in seconds (600)
 *   BENCH_MAIL_SMS      0 skips the SMS part (sms.bench.ts, run after the e-mail part; BENCH_SMS…)
 * Prints messages per second for each and the ratio, and checks that every message arrived once;
 * then the SMS fan-out to the loopback gateway of sms.bench.ts.
 */
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import nodemailer from 'nodemailer';
import { benchApp } from './bench-app.js';
import { MailSink } from '../support/mail-smtp.js';
import { positive } from './bench-options.js';

if (!process.env.SWC_NODE_PROJECT) {
  console.error('Set SWC_NODE_PROJECT=api/tsconfig.json (or run `npm run bench`).');
  process.exit(1);
}
const { dispatchMails, queueMails } = await import('../../api/src/send/mail-queue.js');

const N = positive('BENCH_MAIL_N', 10_000);
const PAR = positive('BENCH_DIRECT_PAR', 20);
const LIMIT_S = positive('BENCH_TIME_LIMIT', 600);

const sink = new MailSink();
sink.parse = false;
const port = await sink.start();
const base: NodeJS.ProcessEnv = {
  ...process.env,
  ADMIN_PASSWORD: 'admin',
  SEED_DEMO: 'true',
  NODE_ENV: 'production',
  QUEUE_PREFIX: `bo_bench_mail_${process.pid}`,
};
const { database, app, conn } = await benchApp('mail', base, LIMIT_S);
const [account] = await conn.execute<{ mcf_codigo: number }[]>(
  `insert into tconfigcorreos (mcf_correo, mcf_nombre, mcf_tipo, mcf_smtp_host, mcf_smtp_puerto, mcf_por_minuto) values ('bench@isyplus.ec', 'Bench', 4, '127.0.0.1', ?, 100000) returning mcf_codigo`,
  [port],
);
const body = '<p>Estimado cliente, adjuntamos su estado de cuenta del mes.</p><p>Saldo pendiente: <b>125.40</b></p>';

// 1. Through the service: rows + jobs, then wait until none is pending.
const t0 = performance.now();
const { ids } = await app.services.orm.em.fork().transactional((tx) =>
  queueMails(tx, {
    accountId: account!.mcf_codigo,
    key: `bench${process.pid}`,
    userId: null,
    userName: 'bench',
    mails: Array.from({ length: N }, (_, i) => ({ to: `cliente${i}@bench.ec`, subject: `Estado ${i}`, html: body })),
  }),
);
const queued = performance.now();
await dispatchMails(app.services, ids);
const dispatched = performance.now();
for (;;) {
  const [row] = await conn.execute<{ pending: number }[]>(`select count(*)::int as pending from tmail where mai_estado = 'pendiente'`);
  if (row!.pending === 0) break;
  await new Promise((r) => setTimeout(r, 100));
}
const serviceS = (performance.now() - t0) / 1000;
const [states] = await conn.execute<{ sent: number; other: number }[]>(
  `select count(*) filter (where mai_estado = 'enviado')::int as sent, count(*) filter (where mai_estado <> 'enviado')::int as other from tmail`,
);
const serviceAccepted = sink.accepted;

// 2. nodemailer directly, same messages, pooled transport (5 connections like the service), PAR in flight.
const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, pool: true, maxConnections: 5, maxMessages: Infinity });
const t1 = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: PAR }, async () => {
    while (next < N) {
      const i = next++;
      await transport.sendMail({ from: 'Bench <bench@isyplus.ec>', to: `directo${i}@bench.ec`, subject: `Estado ${i}`, html: body, text: 'Estimado cliente' });
    }
  }),
);
const directS = (performance.now() - t1) / 1000;
transport.close();
const directAccepted = sink.accepted - serviceAccepted;

const rate = (n: number, s: number) => (n / s).toFixed(0);
console.log(`\nMail fan-out to ${N} recipients on loopback SMTP (${database.label}; queue: ${base.REDIS_URL ? 'BullMQ on Redis' : 'in-process'})`);
console.table([
  {
    run: 'send service (rows + one job per recipient)',
    seconds: serviceS.toFixed(2),
    'messages/s': rate(N, serviceS),
    arrived: serviceAccepted,
    'rows enviado': states!.sent,
    'rows other': states!.other,
  },
  { run: 'nodemailer directly', seconds: directS.toFixed(2), 'messages/s': rate(N, directS), arrived: directAccepted, 'rows enviado': '-', 'rows other': '-' },
]);
console.log(
  `queue rows written in ${((queued - t0) / 1000).toFixed(2)} s, jobs added in ${((dispatched - queued) / 1000).toFixed(2)} s; service/direct ratio ${(directS / serviceS).toFixed(2)} (1 = as fast as nodemailer alone)`,
);

await app.close();
await database.drop();
await sink.stop();

// 3. SMS fan-out to the loopback gateway: sms.bench.ts (its own app, database and gateway), run
// here after the e-mail part so that this file prints both; BENCH_MAIL_SMS=0 skips it.
if (process.env.BENCH_MAIL_SMS !== '0') {
  console.log('\nSMS fan-out (tests/bench/sms.bench.ts):');
  const sms = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(new URL('./sms.bench.ts', import.meta.url))], {
    env: process.env,
    stdio: 'inherit',
    timeout: LIMIT_S * 1000,
  });
  if (sms.status !== 0) console.log(`sms.bench.ts ended with ${sms.status ?? sms.signal}`);
}
process.exit(0);
