import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, demoRuc } from '../../api/src/db/seeders/demo-data.js';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { faultsAvailable, FaultCluster, type AppProcess } from './support/cluster.js';
import { sleep, waitFor, type Managed } from './support/processes.js';
import { companyRows, companyWorkbook, createdRowsOf, uploadSheet } from './support/spreadsheet.js';
import { UsageLoad, type Recorder } from './support/usage-load.js';

const present = faultsAvailable();
/** SHUTDOWN_TIMEOUT_MS of every process here. */
const LIMIT = 6000;
const RUC = demoRuc(DEMO_COMPANIES.find((c) => c.accessCode === 'andina')!);

let cluster: FaultCluster;
let api1: AppProcess;
let api2: AppProcess;
let worker: Managed;
let rest: Recorder;
let graphql: Recorder;

beforeAll(async () => {
  if (!present) return;
  cluster = new FaultCluster();
  await cluster.start();
  const env = { SHUTDOWN_TIMEOUT_MS: String(LIMIT) };
  api1 = await cluster.startApi(env);
  [api2, worker] = await Promise.all([cluster.startApi({ ...env, SEED_DEMO: 'false' }), cluster.startWorker(env)]);
  rest = { client: new ApiClient(api1.url), via: 'rest' };
  graphql = { client: new ApiClient(api2.url), via: 'graphql' };
  await Promise.all([rest.client.login('admin', TEST_PASSWORD), graphql.client.login('admin', TEST_PASSWORD)]);
});
afterAll(async () => cluster?.destroy());

/** Units in the ledger by reference, for the references of one load. */
async function ledger(prefix: string): Promise<Map<string, number>> {
  const rows = await cluster.sql<{ ref: string; units: number }>(
    `select uso_referencia as ref, sum(uso_cantidad)::int as units from tconexion_uso where rucempresa = $1 and uso_referencia like $2 group by uso_referencia`,
    [RUC, `${prefix}-%`],
  );
  return new Map(rows.map((r) => [r.ref, r.units]));
}

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

/** The JSON lines an API wrote after `from`, and the rest (a stack printed by console.error is many lines). */
function logSince(app: Managed, from: number): { json: Array<Record<string, unknown>>; lines: number } {
  const lines = app.lines.slice(from);
  const json = lines.flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
  return { json, lines: lines.length };
}

const createdRows = (hash: string) => createdRowsOf(cluster, hash);

describe.skipIf(!present)('PostgreSQL restarted under load, then SIGTERM to the worker and to an API instance', () => {
  it('PostgreSQL stopped 5 s: readyz 503, one short log line per failed request, the ledger equals the acknowledged units, the API answers again', async () => {
    const load = new UsageLoad(RUC, 'pg');
    load.start([rest, graphql]);
    await waitFor('uso registrado antes del corte', () => load.acknowledged.size >= 20, 30_000);

    const from = { api1: api1.lines.length, api2: api2.lines.length };
    const failuresBefore = { ...load.failures };
    const requestsBefore = load.requests;
    cluster.postgres.stop('fast');
    const stoppedAt = Date.now();
    let outageStatus: number;
    try {
      await sleep(500);
      // (The readiness JSON is checked in readiness.test.ts.)
      outageStatus = (await fetch(`${api1.url}/readyz`)).status;
      await sleep(5000 - (Date.now() - stoppedAt));
    } finally {
      await cluster.postgres.start();
    }
    const restartedAt = Date.now();
    expect(outageStatus).toBe(503);

    // Both instances answer again by themselves.
    const probe = new UsageLoad(RUC, 'sonda');
    await waitFor(
      'las dos instancias registran de nuevo',
      async () => (await probe.record(rest, `sonda-${Date.now()}`, 1)) && (await probe.record(graphql, `sonda-${Date.now()}-g`, 1)),
      15_000,
      100,
    );
    const recoveredMs = Date.now() - restartedAt;
    await sleep(1000);
    await load.stop();
    await sleep(300);

    const failed = { rest: load.failures.rest - failuresBefore.rest, graphql: load.failures.graphql - failuresBefore.graphql };
    console.log(
      `[faults] corte de 5 s: ${load.requests - requestsBefore} llamadas, ${failed.rest + failed.graphql} fallidas; respuesta de nuevo ${recoveredMs} ms después del reinicio`,
    );
    expect(failed.rest).toBeGreaterThan(0);
    expect(failed.graphql).toBeGreaterThan(0);

    // Log: one structured line per failed request, the stack once per distinct error.
    for (const [app, failures] of [
      [api1, failed.rest],
      [api2, failed.graphql],
    ] as const) {
      const log = logSince(app, app === api1 ? from.api1 : from.api2);
      const requestLines = log.json.filter((l) => l.evento === 'solicitud');
      expect(requestLines).toHaveLength(failures);
      expect(requestLines.every((l) => l.codigo === 'INTERNAL' && typeof l.ms === 'number' && typeof l.ruta === 'string')).toBe(true);
      expect(log.lines).toBeLessThanOrEqual(failures + 10);
      const distinct = new Set(log.json.filter((l) => l.error).map((l) => `${String(l.error).replace(/\d+/g, '#')}`));
      expect(log.json.filter((l) => l.pila).length).toBeLessThanOrEqual(distinct.size);
    }
    expect(logSince(api1, from.api1).json.find((l) => l.evento === 'solicitud')?.ruta).toBe('POST /rest/empresas/conexiones/0 registrar_uso');
    expect(logSince(api2, from.api2).json.find((l) => l.evento === 'solicitud')?.ruta).toBe('graphql recordPackageUsage');

    // Every acknowledged call is in the ledger with its units.
    const before = await ledger('pg');
    for (const [reference, units] of load.acknowledged) expect([reference, before.get(reference)]).toEqual([reference, units]);
    // The calls that failed are sent again with their reference: none is counted twice.
    expect(await load.retryUnacknowledged(rest)).toBe(0);
    const after = await ledger('pg');
    expect(sum(after.values())).toBe(load.acknowledgedUnits());
    expect(after.size).toBe(load.acknowledged.size);
  });

  it('SIGTERM to the worker mid-import and to an API instance under load: both exit 0 within the limit, nothing acknowledged is lost, the import ends once', async () => {
    const rows = companyRows('term', 60);
    const hash = await uploadSheet(rest.client, await companyWorkbook(rows));
    await waitFor('la carga empezó', async () => (await createdRows(hash)) >= 3, 60_000, 100);

    const load = new UsageLoad(RUC, 'term');
    load.start([rest, graphql]);
    await waitFor('uso registrado', () => load.acknowledged.size >= 20, 30_000);
    const signalledAt = Date.now();
    worker.signal('SIGTERM');
    api2.signal('SIGTERM');
    const exits = await Promise.all([worker, api2].map(async (p) => ({ ...(await p.exited), ms: Date.now() - signalledAt })));
    console.log(`[faults] SIGTERM: worker salió en ${exits[0]!.ms} ms, API en ${exits[1]!.ms} ms (límite ${LIMIT} ms)`);
    expect(exits.map(({ code, signal }) => ({ code, signal }))).toEqual([
      { code: 0, signal: null },
      { code: 0, signal: null },
    ]);
    expect(exits.every((e) => e.ms <= LIMIT)).toBe(true);
    expect(worker.lines.some((l) => l.includes('"evento":"trabajo_liberado"'))).toBe(true);

    await sleep(500);
    await load.stop();
    const before = await ledger('term');
    for (const [reference, units] of load.acknowledged) expect([reference, before.get(reference)]).toEqual([reference, units]);
    expect(await load.retryUnacknowledged(rest)).toBe(0);
    const after = await ledger('term');
    expect(sum(after.values())).toBe(load.acknowledgedUnits());

    // The released import goes on in a new worker, each row once.
    await cluster.startWorker({ SHUTDOWN_TIMEOUT_MS: String(LIMIT) });
    await waitFor('carga terminada', async () => (await createdRows(hash)) === rows.length, 120_000, 250);
    const [companies] = await cluster.sql<{ n: number; rucs: number; fallidas: number }>(
      `select count(*)::int as n, count(distinct emp_ruc)::int as rucs,
              (select count(*)::int from timportacion_fila where imp_hash = $1 and imf_estado <> 'creada') as fallidas
         from tempresa where emp_coding like 'term%'`,
      [hash],
    );
    expect(companies).toEqual({ n: rows.length, rucs: rows.length, fallidas: 0 });
  });
});
