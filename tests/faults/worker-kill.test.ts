import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { faultsAvailable, FaultCluster, type AppProcess } from './support/cluster.js';
import { waitFor } from './support/processes.js';
import { companyRows, companyWorkbook, createdRowsOf, uploadSheet } from './support/spreadsheet.js';

const present = faultsAvailable();
let cluster: FaultCluster;
let api: AppProcess;
let admin: ApiClient;

const ROWS = 120;

beforeAll(async () => {
  if (!present) return;
  cluster = new FaultCluster();
  await cluster.start();
  api = await cluster.startApi();
  admin = new ApiClient(api.url);
  await admin.login('admin', TEST_PASSWORD);
});
afterAll(async () => cluster?.destroy());

const createdRows = (hash: string) => createdRowsOf(cluster, hash);

describe.skipIf(!present)('a worker killed with kill -9 in the middle of a 120-row import', () => {
  it('another worker takes the job after each kill (twice; the time it took is printed) and every row is created exactly once', async () => {
    const rows = companyRows('kill', ROWS);
    let worker = await cluster.startWorker();
    const hash = await uploadSheet(admin, await companyWorkbook(rows));
    const pickups: number[] = [];
    for (const atLeast of [20, 60]) {
      // A second worker is up (and idle) before the one running the import dies.
      const next = await cluster.startWorker();
      const before = await waitFor(
        `${atLeast} filas creadas`,
        async () => {
          const n = await createdRows(hash);
          return n >= atLeast && n;
        },
        120_000,
        100,
      );
      worker.signal('SIGKILL');
      const killedAt = Date.now();
      await worker.exited;
      // Rows committed after the last count and before the kill are not progress by the next worker.
      const atKill = Math.max(before, await createdRows(hash));
      // BullMQ hands a job whose worker died to another after its lock expires (a few seconds); the
      // bound is a wait, the figure is printed below.
      await waitFor('el otro worker continúa la carga', async () => (await createdRows(hash)) > atKill, 60_000, 100);
      pickups.push(Date.now() - killedAt);
      worker = next;
    }
    console.log(`[faults] trabajo retomado tras kill -9 en ${pickups.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(' y ')}`);

    await waitFor('carga terminada', async () => (await createdRows(hash)) === ROWS, 180_000, 250);
    const [states] = await cluster.sql<{ creadas: number; otras: number }>(
      `select count(*) filter (where imf_estado = 'creada')::int as creadas, count(*) filter (where imf_estado <> 'creada')::int as otras from timportacion_fila where imp_hash = $1`,
      [hash],
    );
    expect(states).toEqual({ creadas: ROWS, otras: 0 });
    const [companies] = await cluster.sql<{ n: number; rucs: number; creacion: number }>(
      `select count(*)::int as n, count(distinct emp_ruc)::int as rucs,
              (select count(*)::int from tempresa_creacion where imp_hash = $1) as creacion
         from tempresa where emp_coding like 'kill%'`,
      [hash],
    );
    expect(companies).toEqual({ n: ROWS, rucs: ROWS, creacion: ROWS });
    const [schemas] = await cluster.sql<{ n: number }>(
      `select count(*)::int as n from information_schema.schemata where schema_name in (select emp_esquemadb from tempresa where emp_coding like 'kill%')`,
    );
    expect(schemas!.n).toBe(ROWS);
  });
});
