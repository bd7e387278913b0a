/**
 * Notifications benchmark (issue 17), two figures:
 *
 * 1. A plan run to BENCH_NOTIF_N (10,000) referentes by e-mail: the job handler of one plan
 *    occurrence (read the plan, claim the occurrence, read the recipients from the company's
 *    schema, check the blacklist, one tmail row and one queue job each) until every message has
 *    reached a loopback SMTP server — recipients per second — beside the mail fan-out alone
 *    (queueMails + dispatchMails for the same number of messages, no plan machinery): the ratio
 *    is what the plan costs.
 * 2. The delay from sending a system notification to BENCH_NOTIF_USERS (1,000) users until each
 *    user's unreadNotificationsChanged event arrives on its WebSocket: BENCH_NOTIF_ROUNDS (5)
 *    sends after BENCH_NOTIF_WARMUP (5) untimed ones; p50, p99 and max (goal p99 < 200 ms), and
 *    the last arrival of every send, warm-up ones included. The 1,000 subscribers live in a child process
 *    (this file forked with BENCH_NOTIF_ROLE=subscribers), never in the server's event loop.
 *
 *   SWC_NODE_PROJECT=api/tsconfig.json node --import @swc-node/register/esm-register tests/bench/notifications.bench.ts
 *
 * DATABASE_URL set: a throwaway database `bo_bench_notif_<pid>`, dropped at the end; unset:
 * embedded PGlite. REDIS_URL set: BullMQ and the Redis pubsub; unset: in-process. Only 127.0.0.1.
 * BENCH_TIME_LIMIT (900) seconds hard limit. Prints figures, asserts none.
 */
import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { positive } from './bench-options.js';

if (!process.env.SWC_NODE_PROJECT) {
  console.error('Set SWC_NODE_PROJECT=api/tsconfig.json (or run `npm run bench`).');
  process.exit(1);
}

const tokenOf = (i: number) => `bench-notif-${process.env.BENCH_NOTIF_SEED ?? process.pid}-${i}`;

if (process.env.BENCH_NOTIF_ROLE === 'subscribers') await subscribers();
else await main();

/** Child: one graphql-ws client per user; every event is reported to the parent with the time it arrived. */
async function subscribers(): Promise<void> {
  const { createClient } = await import('graphql-ws');
  const { default: WebSocket } = await import('ws');
  const url = process.env.BENCH_NOTIF_URL!.replace('http', 'ws') + '/graphql';
  const users = Number(process.env.BENCH_NOTIF_USERS);
  let acked = 0;
  // Arrival times are taken when each event arrives and sent to the parent in batches: one IPC
  // message per event would itself delay the events behind it.
  let arrived: Array<[number, number]> = [];
  setInterval(() => {
    if (!arrived.length) return;
    process.send!({ batch: arrived });
    arrived = [];
  }, 25).unref();
  const clients = Array.from({ length: users }, (_, i) => {
    const cookie = `bo_sesion=${tokenOf(i)}`;
    class CookieSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie } });
      }
    }
    const client = createClient({ url, webSocketImpl: CookieSocket, lazy: false, retryAttempts: 0 });
    client.on('connected', () => {
      acked++;
      if (acked === users) setTimeout(() => process.send!({ ready: true }), 1000);
    });
    client.subscribe<{ unreadNotificationsChanged: { unread: number } }>(
      { query: 'subscription { unreadNotificationsChanged { unread notificationId } }' },
      {
        next: () => void arrived.push([i, Date.now()]),
        error: (e) =>
          process.send!({
            error: e instanceof Error ? e.message : `cierre ${(e as { code?: number })?.code ?? ''} ${(e as { reason?: string })?.reason ?? String(e)}`,
          }),
        complete: () => undefined,
      },
    );
    return client;
  });
  process.on('message', async (m: { stop?: boolean }) => {
    if (!m.stop) return;
    await Promise.all(clients.map((c) => c.dispose()));
    process.exit(0);
  });
}

async function main(): Promise<void> {
  const { benchApp } = await import('./bench-app.js');
  const { MailSink } = await import('../support/mail-smtp.js');
  const { dispatchMails, queueMails } = await import('../../api/src/send/mail-queue.js');
  const { runPlanOccurrence } = await import('../../api/src/modules/notifications/plan.jobs.js');

  const N = positive('BENCH_NOTIF_N', 10_000);
  const USERS = positive('BENCH_NOTIF_USERS', 1_000);
  const ROUNDS = positive('BENCH_NOTIF_ROUNDS', 5);
  const WARMUP = positive('BENCH_NOTIF_WARMUP', 5);
  const LIMIT_S = positive('BENCH_TIME_LIMIT', 900);

  const sink = new MailSink();
  sink.parse = false;
  const port = await sink.start();
  const base: NodeJS.ProcessEnv = {
    ...process.env,
    ADMIN_PASSWORD: 'admin',
    SEED_DEMO: 'true',
    NODE_ENV: 'production',
    QUEUE_PREFIX: `bo_bench_notif_${process.pid}`,
  };
  const { database, app, conn } = await benchApp('notif', base, LIMIT_S);
  const one = async <T>(sql: string, params: unknown[] = []) => ((await conn.execute<T[]>(sql, params)) as T[])[0]!;
  const waitNoPending = async () => {
    for (;;) {
      const row = await one<{ pending: number }>(`select count(*)::int as pending from tmail where mai_estado = 'pendiente'`);
      if (row.pending === 0) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  // --- 1. Plan run vs plain fan-out ---
  const account = await one<{ mcf_codigo: number }>(
    `insert into tconfigcorreos (mcf_correo, mcf_nombre, mcf_tipo, mcf_smtp_host, mcf_smtp_puerto, mcf_por_minuto) values ('bench@isyplus.ec', 'Bench', 4, '127.0.0.1', ?, 100000) returning mcf_codigo`,
    [port],
  );
  const company = await one<{ emp_codigo: number; emp_esquemadb: string }>(`select emp_codigo, emp_esquemadb from tempresa where emp_coding = 'andina'`);
  const admin = await one<{ usr_codigo: number }>(`select usr_codigo from tusuarios where usr_id = 'admin'`);
  const ids = (await conn.execute<{ clp_codigo: number }[]>(
    `insert into "${company.emp_esquemadb}".tclipro (clp_cedruc, clp_tipoid, clp_nombre, clp_email, num_user)
     select 'B' || lpad(i::text, 9, '0'), '05', 'Bench ' || i, 'plan' || i || '@bench.ec', 1 from generate_series(1, ?) i returning clp_codigo`,
    [N],
  )) as { clp_codigo: number }[];
  const recipients = JSON.stringify({
    recipients: ids.map((r) => ({ companyId: company.emp_codigo, referenteId: r.clp_codigo, userId: null })),
    companyIds: [],
  });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Guayaquil' }).format(new Date());
  const plan = await one<{ npl_codigo: number }>(
    `insert into tnotif_plan (npl_titulo, npl_mensaje, npl_frecuencia, npl_fcaduca, npl_opc_envio, npl_envia_a, npl_destinatarios, mcf_codigo, usr_codigo)
     values ('Bench', '<p>Estimado cliente, su estado de cuenta está disponible.</p>', 3, (?::date + 30), 1, 1, ?::jsonb, ?, ?) returning npl_codigo`,
    [today, recipients, account.mcf_codigo, admin.usr_codigo],
  );
  await conn.execute(`insert into tnotif_plan_det (npl_codigo, npd_fenvio, npd_hora) values (?, ?, '08:00')`, [plan.npl_codigo, today]);

  const t0 = performance.now();
  const outcome = await runPlanOccurrence(app.services, plan.npl_codigo, new Date(Math.floor(Date.now() / 60_000) * 60_000));
  const handled = performance.now();
  await waitNoPending();
  const planS = (performance.now() - t0) / 1000;
  const planArrived = sink.accepted;

  const t1 = performance.now();
  const body = '<p>Estimado cliente, su estado de cuenta está disponible.</p>';
  const queued = await app.services.orm.em.fork().transactional((tx) =>
    queueMails(tx, {
      accountId: account.mcf_codigo,
      userId: admin.usr_codigo,
      userName: 'bench',
      mails: Array.from({ length: N }, (_, i) => ({ to: `directo${i}@bench.ec`, subject: 'Notificación ISYPLUS', html: body })),
    }),
  );
  await dispatchMails(app.services, queued.ids);
  await waitNoPending();
  const fanS = (performance.now() - t1) / 1000;
  const fanArrived = sink.accepted - planArrived;

  const rate = (n: number, s: number) => (n / s).toFixed(0);
  console.log(`\nPlan run to ${N} referentes by e-mail on loopback SMTP (${database.label}; queue: ${base.REDIS_URL ? 'BullMQ on Redis' : 'in-process'})`);
  console.table([
    {
      run: 'plan occurrence (plan + recipients + blacklist + rows + jobs)',
      seconds: planS.toFixed(2),
      'recipients/s': rate(N, planS),
      arrived: planArrived,
      outcome: `${outcome.outcome} ${outcome.sent ?? ''}`,
    },
    { run: 'mail fan-out alone (rows + jobs)', seconds: fanS.toFixed(2), 'recipients/s': rate(N, fanS), arrived: fanArrived, outcome: '-' },
  ]);
  console.log(
    `handler returned after ${((handled - t0) / 1000).toFixed(2)} s; plan/fan-out ratio ${(planS / fanS).toFixed(2)} (1 = the plan costs nothing over the fan-out)`,
  );

  // --- 2. Send → counter delay at USERS subscribers ---
  // Part 1 leaves 20,000 fresh mail rows: their autovacuum and analyze would run during the
  // counter's sends on a two-core machine. Done here, before measuring anything else.
  await conn.execute('vacuum analyze');
  const users = (await conn.execute<{ usr_codigo: number }[]>(
    `insert into tusuarios (usr_id, usr_nombre, usr_jerarq) select 'bench_notif_' || i, 'Usuario ' || i, 0 from generate_series(0, ? - 1) i returning usr_codigo`,
    [USERS],
  )) as { usr_codigo: number }[];
  const seed = String(process.pid);
  for (let at = 0; at < USERS; at += 500) {
    const part = users.slice(at, at + 500);
    await conn.execute(
      `insert into tsesion (ses_codigo, usr_codigo, ses_creada, ses_ultimo, ses_expira) values ${part.map(() => "(?, ?, now(), now(), now() + interval '1 day')").join(', ')}`,
      part.flatMap((u, k) => [
        createHash('sha256')
          .update(tokenOf(at + k))
          .digest('hex'),
        u.usr_codigo,
      ]),
    );
  }
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_NOTIF_ROLE: 'subscribers', BENCH_NOTIF_URL: app.url, BENCH_NOTIF_USERS: String(USERS), BENCH_NOTIF_SEED: seed },
  });
  const arrivals: { user: number; at: number }[] = [];
  const errors: string[] = [];
  const ready = new Promise<void>((resolve) =>
    child.on('message', (m: { ready?: boolean; batch?: Array<[number, number]>; error?: string }) => {
      if (m.ready) resolve();
      else if (m.error) errors.push(m.error);
      else if (m.batch) for (const [user, at] of m.batch) arrivals.push({ user, at });
    }),
  );
  await ready;
  const { ApiClient } = await import('../support/client.js');
  const api = new ApiClient(app.url);
  await api.login('admin', 'admin');
  const delays: number[] = [];
  const answered: number[] = [];
  const userIds = users.map((u) => ({ userId: u.usr_codigo }));
  const worst: number[] = [];
  // BENCH_NOTIF_WARMUP (5) untimed sends first: the first answers of each socket compile and warm
  // what every later send reuses (a server that has been up a while); their last arrivals are
  // printed apart, so the cold figure is not hidden.
  const cold: number[] = [];
  for (let round = -WARMUP; round < ROUNDS; round++) {
    arrivals.length = 0;
    const sentAt = Date.now();
    const res = await api.graphql(`mutation ($input: NotificationSendInput!) { sendNotification(input: $input) { notificationId } }`, {
      input: { channel: 'SYSTEM', message: `<p>Aviso ${round}</p>`, kind: 'USERS', recipients: userIds },
    });
    if (res.errors) throw new Error(res.errors[0]!.message);
    if (round >= 0) answered.push(Date.now() - sentAt);
    const deadline = Date.now() + 30_000;
    while (arrivals.length < USERS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    if (round < 0) cold.push(Math.max(...arrivals.map((a) => a.at - sentAt)));
    else {
      delays.push(...arrivals.map((a) => a.at - sentAt));
      worst.push(Math.max(...arrivals.map((a) => a.at - sentAt)));
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  delays.sort((a, b) => a - b);
  const pct = (p: number) => delays[Math.min(delays.length - 1, Math.ceil((p / 100) * delays.length) - 1)] ?? NaN;
  console.log(
    `\nSend → unread counter at ${USERS} subscribed users, ${ROUNDS} sends after ${WARMUP} warm-up sends (${base.REDIS_URL ? 'Redis pubsub' : 'in-process pubsub'})`,
  );
  console.table([
    {
      events: delays.length,
      expected: USERS * ROUNDS,
      'p50 ms': pct(50),
      'p99 ms': pct(99),
      'max ms': delays.at(-1),
      'goal p99 ms': 200,
      'socket errors': errors.length,
    },
  ]);
  console.log(`last arrival of each send (ms): ${worst.join(', ')}; of the warm-up sends, first to last: ${cold.join(', ')}`);
  if (errors.length) console.log('socket errors:', [...new Set(errors)].slice(0, 5).join(' | '));
  answered.sort((a, b) => a - b);
  console.log(`the send mutation answered in ${answered[Math.floor(answered.length / 2)]} ms (median); the rest is the outbox, Redis and the sockets`);

  child.send({ stop: true });
  await new Promise((r) => child.once('exit', r));
  await app.close();
  await database.drop();
  await sink.stop();
  process.exit(0);
}
