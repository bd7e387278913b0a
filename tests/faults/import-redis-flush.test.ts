import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATION_MSG } from '../../api/src/modules/company-creation/messages.js';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { faultsAvailable, FaultCluster, type AppProcess } from './support/cluster.js';
import { waitFor, type Managed } from './support/processes.js';
import { companyRows, companyWorkbook, createdRowsOf, uploadSheet } from './support/spreadsheet.js';

const present = faultsAvailable();
const ROWS = 30;
const PREFIX = 'flu';
let cluster: FaultCluster;
let api: AppProcess;
let worker: Managed;
let admin: ApiClient;

beforeAll(async () => {
  if (!present) return;
  cluster = new FaultCluster();
  await cluster.start();
  // The reconcile checks running imports every 2 s (an import counts as stalled after 15 s without a job).
  [api, worker] = await Promise.all([cluster.startApi(), cluster.startWorker({ IMPORT_RECONCILE_SECONDS: '2' })]);
  admin = new ApiClient(api.url);
  await admin.login('admin', TEST_PASSWORD);
});
afterAll(async () => cluster?.destroy());

const createdRows = (hash: string) => createdRowsOf(cluster, hash);

describe.skipIf(!present)('Redis flushed (FLUSHALL) in the middle of an import', () => {
  it(
    'the import whose job vanished is requeued by the reconcile (or failed with a Spanish message), never left en_proceso; each row once',
    { timeout: 180_000 },
    async () => {
      const rows = companyRows(PREFIX, ROWS);
      const hash = await uploadSheet(admin, await companyWorkbook(rows));
      await waitFor('la carga empezó', async () => (await createdRows(hash)) >= 5, 120_000, 100);

      const redis = new Redis(cluster.redis.url, { maxRetriesPerRequest: 1 });
      try {
        expect(await redis.flushall()).toBe('OK');
        expect(await redis.dbsize()).toBe(0);
      } finally {
        redis.disconnect();
      }
      const atFlush = await createdRows(hash);

      // Bounded: the stall grace (15 s) plus a few reconcile rounds and the rest of the rows.
      const ended = await waitFor(
        'la carga deja de estar en proceso',
        async () => {
          const [row] = await cluster.sql<{ imp_estado: string; imp_intento: number; imp_mensaje: string | null }>(
            `select imp_estado, imp_intento, imp_mensaje from timportacion_empresa where imp_hash = $1`,
            [hash],
          );
          return row!.imp_estado === 'en_proceso' ? undefined : row!;
        },
        120_000,
        250,
      );
      console.log(
        `[faults] FLUSHALL con ${atFlush} de ${ROWS} filas creadas: la carga quedó ${ended.imp_estado} (intento ${ended.imp_intento}${ended.imp_mensaje ? `, «${ended.imp_mensaje}»` : ''})`,
      );

      const [states] = await cluster.sql<{ creadas: number; fallidas: number; pendientes: number }>(
        `select count(*) filter (where imf_estado = 'creada')::int as creadas, count(*) filter (where imf_estado = 'fallida')::int as fallidas,
              count(*) filter (where imf_estado = 'pendiente')::int as pendientes
         from timportacion_fila where imp_hash = $1`,
        [hash],
      );
      const [companies] = await cluster.sql<{ n: number; rucs: number; creacion: number }>(
        `select count(*)::int as n, count(distinct emp_ruc)::int as rucs, (select count(*)::int from tempresa_creacion where imp_hash = $1) as creacion
         from tempresa where emp_coding like $2`,
        [hash, `${PREFIX}%`],
      );
      // Each company once, and one per row marked created.
      expect(companies).toEqual({ n: states!.creadas, rucs: states!.creadas, creacion: states!.creadas });
      if (ended.imp_estado === 'fallida') {
        // Failed with the Spanish reason; its rows kept for Reintentar.
        expect([CREATION_MSG.importStopped, CREATION_MSG.databaseUnavailable]).toContain(ended.imp_mensaje);
        return;
      }
      // Requeued: a new attempt ran the rows left, and the worker said why.
      expect({ estado: ended.imp_estado, requeued: ended.imp_intento >= 2 }).toEqual({ estado: 'terminada', requeued: true });
      expect(states).toEqual({ creadas: ROWS, fallidas: 0, pendientes: 0 });
      expect(worker.lines.some((l) => l.includes('"evento":"carga_reencolada"') && l.includes(`"carga":"${hash}","intento":1`))).toBe(true);
    },
  );
});
