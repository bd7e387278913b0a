import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { insertCompany } from './companies-fixtures.js';
import { LIST, type ListData, type Row } from './packages-fixtures.js';
import { businessDay } from '../../api/src/domain/dates.js';

// The list's summary and quick filters classify every company in SQL; the page's rows get their
// class from the domain's balanceClass. Both must agree on every edge of the rule.
let server: TestServer;
let admin: ApiClient;

const today = businessDay();
interface Edge {
  code: string;
  acquired: number;
  used: number;
  excess?: number;
  /** Days from today to fechafin; null: no end date. */
  days: number | null;
  notify?: number;
  expected: string;
}
const EDGES: Edge[] = [
  { code: 'sumayer', acquired: 100, used: 10, days: -1, expected: 'EXCEDIDO' },
  { code: 'sumhoy', acquired: 100, used: 10, days: 0, expected: 'POR_COMPLETAR' },
  { code: 'sum30', acquired: 100, used: 10, days: 30, expected: 'POR_COMPLETAR' },
  { code: 'sum31', acquired: 100, used: 10, days: 31, expected: 'DISPONIBLE' },
  { code: 'sumsinfin', acquired: 100, used: 10, days: null, expected: 'DISPONIBLE' },
  { code: 'sum15', acquired: 100, used: 85, days: null, expected: 'POR_COMPLETAR' },
  { code: 'sum16', acquired: 100, used: 84, days: null, expected: 'DISPONIBLE' },
  { code: 'sumaviso0', acquired: 100, used: 99, days: null, notify: 0, expected: 'DISPONIBLE' },
  { code: 'sumagotado', acquired: 100, used: 100, days: 90, expected: 'EXCEDIDO' },
  { code: 'sumexceso', acquired: 100, used: 50, excess: 3, days: 90, expected: 'EXCEDIDO' },
  { code: 'sumcero', acquired: 0, used: 0, days: 90, expected: 'EXCEDIDO' },
];

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  admin = new ApiClient(server.url);
  await admin.login('admin', TEST_PASSWORD);
  const conn = server.services.orm.em.fork().getConnection();
  for (const [i, edge] of EDGES.entries()) {
    const ruc = `17${String(90000000 + i)}001`;
    await insertCompany(server, { coding: edge.code, name: `RESUMEN ${edge.code.toUpperCase()}`, ruc });
    const [pkg] = await conn.execute<{ con_codigo: number }[]>(
      `insert into tconexiones (rucempresa, estado, fechacompra, fechafin, paquete, conexadquiridas, tipo_contrato, notificar_porcentaje, usr_nombre)
       values (?, 1, ?::date - 10, ?::date + ?::int, ?, ?, 0, ?, 'prueba') returning con_codigo`,
      [ruc, today, edge.days === null ? null : today, edge.days ?? 0, edge.acquired, edge.acquired, edge.notify ?? 15],
    );
    for (const [units, beyond] of [
      [edge.used, 'F'],
      [edge.excess ?? 0, 'T'],
    ] as const) {
      if (units > 0) {
        await conn.execute(
          `insert into tconexion_uso (rucempresa, con_codigo, uso_cantidad, uso_excedente, uso_fecha, usr_nombre) values (?, ?, ?, ?, ?::date, 'prueba')`,
          [ruc, pkg!.con_codigo, units, beyond, today],
        );
      }
    }
  }
});
afterAll(async () => server?.close());

const list = async (filter: Record<string, unknown>) => {
  const result = await admin.graphql<ListData>(LIST, { filter, pageSize: 500 });
  expect(result.errors).toBeUndefined();
  return result.data!.connectionPackages;
};
const tally = (rows: Row[], pick: (r: Row) => number) => rows.reduce((n, r) => n + pick(r), 0);

describe('package list summary', () => {
  it('classifies each edge of the balance rule the same in the rows, the summary and the quick filters', async () => {
    const all = await list({});
    const byCode = new Map(all.items.map((r) => [r.accessCode, r.balance]));
    expect(EDGES.map((e) => [e.code, byCode.get(e.code)])).toEqual(EDGES.map((e) => [e.code, e.expected]));
    const classes = ['EXCEDIDO', 'POR_COMPLETAR', 'SIN_ASIGNAR', 'DISPONIBLE'];
    const counted = Object.fromEntries(classes.map((key) => [key, all.items.filter((r) => r.balance === key).length]));
    // The summary names its counts by the classes' codes (excedido, porcompletar...).
    const summaryCounts = Object.fromEntries(classes.map((key) => [key.toLowerCase().replace('_', ''), counted[key]]));
    expect(all.total).toBe(all.items.length);
    expect(all.totalCount).toBe(all.items.length);
    expect(all.summary).toEqual({
      companies: all.items.length,
      ...summaryCounts,
      acquired: tally(all.items, (r) => r.acquired),
      used: tally(all.items, (r) => r.used),
      saldo: tally(all.items, (r) => r.saldo),
      excess: tally(all.items, (r) => r.excess),
    });
    expect(all.balanceCounts.map((c) => [c.key, c.count])).toEqual(classes.map((key) => [key, counted[key]]));
    for (const key of classes) {
      const filtered = await list({ balance: [key] });
      expect(filtered.total).toBe(counted[key]);
      expect(filtered.items.map((r) => r.accessCode)).toEqual(all.items.filter((r) => r.balance === key).map((r) => r.accessCode));
      expect(filtered.summary).toEqual(all.summary);
    }
  });

  it('pages the search in name order and keeps the summary of the whole search', async () => {
    const all = await list({ text: 'resumen' });
    expect(all.items.map((r) => r.accessCode)).toEqual(
      [...EDGES.map((e) => e.code)].sort((a, b) => `RESUMEN ${a.toUpperCase()}`.localeCompare(`RESUMEN ${b.toUpperCase()}`)),
    );
    const second = await admin.graphql<ListData>(LIST, { filter: { text: 'resumen' }, page: 2, pageSize: 4 });
    expect(second.data!.connectionPackages.items.map((r) => r.accessCode)).toEqual(all.items.slice(4, 8).map((r) => r.accessCode));
    expect(second.data!.connectionPackages).toMatchObject({ total: EDGES.length, summary: all.summary });
    const beyond = await admin.graphql<ListData>(LIST, { filter: { text: 'resumen' }, page: 9, pageSize: 4 });
    expect(beyond.data!.connectionPackages).toMatchObject({ total: EDGES.length, items: [], summary: all.summary });
  });
});
