/**
 * SMS benchmark (issue 16): fan-out of one sendSms request to BENCH_SMS recipients through the
 * job queue to the loopback gateway (tests/support/sms-gateway.ts), in SMS per second from the
 * request until the gateway holds every message, beside posting the same number of requests to
 * the gateway directly (BENCH_DIRECT_CONCURRENCY at a time, no API, no queue, no database): the
 * ratio is what the ledger, the jobs and the state updates cost per SMS.
 *
 *   SWC_NODE_PROJECT=api/tsconfig.json node --import @swc-node/register/esm-register tests/bench/sms.bench.ts
 *
 * DATABASE_URL set: a throwaway database `bo_bench_sms_<pid>` on that server, dropped at the end;
 * unset: embedded PGlite in a temp folder. REDIS_URL set: BullMQ (4 jobs at a time per worker);
 * unset: the in-process queue. Everything runs on 127.0.0.1.
 *
 * Overrides:
 *   BENCH_SMS                   recipients (2000; sent in requests of 1000, the API's maximum)
 *   BENCH_DIRECT_CONCURRENCY    parallel direct posts (50)
 *   BENCH_TIME_LIMIT            hard limit in seconds (300)
 * Prints SMS/s of both paths, their ratio, and whether the ledger and the gateway agree.
 */
import { performance } from 'node:perf_hooks';
import { TestSmsGateway } from '../support/sms-gateway.js';
import { benchApp } from './bench-app.js';
import { positive } from './bench-options.js';

if (!process.env.SWC_NODE_PROJECT) {
  console.error('Set SWC_NODE_PROJECT=api/tsconfig.json (or run `npm run bench`).');
  process.exit(1);
}
const { SESSION_COOKIE } = await import('../../api/src/graphql/context.js');

const SMS = positive('BENCH_SMS', 2000);
const DIRECT = positive('BENCH_DIRECT_CONCURRENCY', 50);
const LIMIT_S = positive('BENCH_TIME_LIMIT', 300);

const gateway = await new TestSmsGateway().start();
gateway.failEndingIn00 = false;
const base: NodeJS.ProcessEnv = {
  ...process.env,
  ADMIN_PASSWORD: 'admin',
  SEED_DEMO: 'true',
  NODE_ENV: 'production',
  QUEUE_PREFIX: `bo_bench_sms_${process.pid}`,
  SMS_URL: gateway.url,
  SMS_TOKEN: gateway.token,
};
const { database, app, conn } = await benchApp('sms', base, LIMIT_S);

const login = await fetch(`${app.url}/graphql`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    query: 'mutation ($input: LoginInput!) { login(input: $input) { uri } }',
    variables: { input: { username: 'admin', password: 'admin' } },
  }),
});
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
if (!cookie.startsWith(`${SESSION_COOKIE}=`)) throw new Error('login failed');

const [company] = await conn.execute<{ emp_codigo: number }[]>(
  `insert into tempresa (emp_coding, emp_razons, emp_ruc, emp_ipdb, emp_nombredb, emp_esquemadb, emp_tiposerv)
   values ('benchsms', 'BENCH SMS', '1799999999001', 'localhost', 'isyplus', 'emp_benchsms', '{"fe":"T","sms":"T"}') returning emp_codigo`,
);
await conn.execute(`insert into tsms_contrato (emp_codigo, sms_contratados, tipo_contrato, usr_nombre) values (?, -1, 0, 'bench')`, [company!.emp_codigo]);
const SEND = 'mutation ($input: SmsSendInput!) { sendSms(input: $input) { queued } }';
const mobile = (i: number) => `09${String(10_000_000 + i).slice(-8)}`;

async function waitFor(count: () => number, target: number): Promise<void> {
  while (count() < target) await new Promise((r) => setTimeout(r, 5));
}

// Through the API: requests of up to 1000 recipients, one job per SMS, until the gateway has them all.
const t0 = performance.now();
for (let from = 0; from < SMS; from += 1000) {
  const recipients = Array.from({ length: Math.min(1000, SMS - from) }, (_, i) => ({ mobile: mobile(from + i) }));
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query: SEND, variables: { input: { companyId: company!.emp_codigo, message: 'Mensaje de prueba de carga', recipients } } }),
  });
  const body = (await res.json()) as { errors?: Array<{ message: string }> };
  if (body.errors) throw new Error(body.errors[0]!.message);
}
const accepted = performance.now();
await waitFor(() => gateway.messages.length, SMS);
const apiSeconds = (performance.now() - t0) / 1000;
const acceptSeconds = (accepted - t0) / 1000;
let pending = 1;
while (pending > 0) {
  pending = (await conn.execute<{ n: number }[]>(`select count(*)::int as n from tsms_envio where sen_estado = 'pendiente'`))[0]!.n;
  if (pending) await new Promise((r) => setTimeout(r, 20));
}
const settledSeconds = (performance.now() - t0) / 1000;
const [ledger] = await conn.execute<{ sent: number }[]>(`select count(*)::int as sent from tsms_envio where sen_estado = 'enviado' and emp_codigo = ?`, [
  company!.emp_codigo,
]);

// Directly: the same number of posts to the gateway, DIRECT at a time, with fresh keys.
const before = gateway.messages.length;
let next = 0;
const t1 = performance.now();
await Promise.all(
  Array.from({ length: DIRECT }, async () => {
    while (next < SMS) {
      const i = next++;
      const res = await fetch(gateway.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `direct-${i}`, authorization: `Bearer ${gateway.token}` },
        body: JSON.stringify({ to: mobile(i), message: 'Mensaje de prueba de carga', reference: `direct-${i}` }),
      });
      await res.text();
    }
  }),
);
const directSeconds = (performance.now() - t1) / 1000;

const queue = process.env.REDIS_URL ? 'BullMQ (Redis)' : 'in-process queue';
console.log(`SMS fan-out, ${database.label}, ${queue}, ${SMS} recipients`);
console.log('');
console.log('path                        seconds  SMS/s');
console.log('--------------------------  -------  -----');
console.log(`API requests accepted       ${acceptSeconds.toFixed(2).padStart(7)}  ${(SMS / acceptSeconds).toFixed(0).padStart(5)}`);
console.log(`API -> queue -> gateway     ${apiSeconds.toFixed(2).padStart(7)}  ${(SMS / apiSeconds).toFixed(0).padStart(5)}`);
console.log(`... every row 'enviado'     ${settledSeconds.toFixed(2).padStart(7)}  ${(SMS / settledSeconds).toFixed(0).padStart(5)}`);
console.log(`direct posts (${String(DIRECT).padStart(3)} at once)  ${directSeconds.toFixed(2).padStart(7)}  ${(SMS / directSeconds).toFixed(0).padStart(5)}`);
console.log('');
console.log(`ratio direct/api ${(apiSeconds / directSeconds).toFixed(1)}`);
console.log(`ledger enviado ${ledger!.sent} of ${SMS}; gateway ${before} via API, ${gateway.messages.length - before} direct; requests ${gateway.requests}`);

// Job-end events still being written when Redis closes make ioredis reject unhandled: let them settle.
await new Promise((r) => setTimeout(r, 2000));
await app.close();
await database.drop();
await gateway.stop();
process.exit(0);
