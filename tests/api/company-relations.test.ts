import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { insertCompany } from './companies-fixtures.js';

// Company.establishments, .packages, .contacts and .history are loaded for a whole page at once:
// the statements of a page of 50 companies are as many as those of a page of 5.
let server: TestServer;
let admin: ApiClient;
const COMPANIES = 50;

const PAGE = `query ($ids: [Int!], $pageSize: Int) {
  companies(ids: $ids, pageSize: $pageSize, orderBy: { field: ACCESS_CODE }) {
    totalCount
    items {
      id accessCode
      establishments { id number legalName headOffice }
      packages { id ruc packageSize }
      contacts { id name role email }
      history { note userName }
    }
  }
}`;

type Item = {
  id: number;
  accessCode: string;
  establishments: Array<{ id: number; number: string; legalName: string; headOffice: unknown }>;
  packages: Array<{ id: number; ruc: string; packageSize: number }>;
  contacts: Array<{ name: string; role: string; email: string | null }>;
  history: Array<{ note: string; userName: string }>;
};

const ids: number[] = [];
const run = (sql: string, params: unknown[] = []) => server.services.orm.em.fork().getConnection().execute(sql, params);

/** Statements sent to the database while `work` runs (the outbox's polling aside). */
async function statementsOf<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const connection = server.services.orm.em.getConnection() as unknown as { execute: (...args: unknown[]) => Promise<unknown> };
  const original = connection.execute;
  const statements: string[] = [];
  connection.execute = function (this: unknown, ...args: unknown[]) {
    const text = String(args[0]);
    if (!/tevento|timportacion/.test(text)) statements.push(text);
    return original.apply(this, args);
  };
  try {
    return { result: await work(), statements };
  } finally {
    connection.execute = original;
  }
}

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  admin = new ApiClient(server.url);
  await admin.login('admin', TEST_PASSWORD);
  for (let i = 0; i < COMPANIES; i++) {
    const n = String(i).padStart(2, '0');
    const ruc = `17900${n}000001`.slice(0, 13);
    const schema = `emp_rel${n}`;
    const id = await insertCompany(server, { coding: `rel${n}`, name: `RELACION ${n}`, ruc, schema });
    ids.push(id);
    await server.services.tenants.provision(schema, 'v1');
    await run(
      `insert into "${schema}".talmacen (alm_razsoc, alm_direcc, alm_ruc, alm_nroest, alm_matriz) values (?, 'Loja', ?, '001', 1), (?, 'Catamayo', ?, '002', 0)`,
      [`MATRIZ ${n}`, ruc, `SUCURSAL ${n}`, ruc],
    );
    await run(
      `insert into tconexiones (rucempresa, fechacompra, fechafin, paquete, conexadquiridas, tipo_contrato, usr_nombre) values (?, current_date, current_date + 365, ?, ?, 0, 'prueba')`,
      [ruc, 100 + i, 100 + i],
    );
    const [contract] = (await run(`insert into tcontrato (emp_ruc, fol_fecha, fol_meses, fol_cuota) values (?, current_date, 12, 10) returning fol_codigo`, [
      ruc,
    ])) as Array<{ fol_codigo: number }>;
    await run(`insert into tcontrato_contacto (fol_codigo, fad_nomcontacto, fad_cargo, fad_mailcontacto) values (?, ?, 'Contador', ?)`, [
      contract!.fol_codigo,
      `CONTACTO ${n}`,
      `conta${n}@example.ec`,
    ]);
    await run(
      `insert into tauditoria (usr_nombre, aud_accion, aud_entidad, aud_clave, observacion) values ('Administrador General', 'cambiar_estado', 'tempresa', ?, ?)`,
      [String(id), `Bloquear: ACTIVO → BLOQUEADO ${n}`],
    );
  }
}, 180_000);
afterAll(async () => server?.close());

describe('relations of Company', () => {
  it('brings each company its establishments, packages, contacts and history', async () => {
    const result = await admin.graphql<{ companies: { totalCount: number; items: Item[] } }>(PAGE, { ids: ids.slice(0, 2), pageSize: 50 });
    expect(result.errors).toBeUndefined();
    const [first, second] = result.data!.companies.items;
    expect(first!.accessCode).toBe('rel00');
    expect(first!.establishments.map((e) => [e.number, e.legalName])).toEqual([
      ['001', 'MATRIZ 00'],
      ['002', 'SUCURSAL 00'],
    ]);
    expect(second!.establishments.map((e) => e.legalName)).toEqual(['MATRIZ 01', 'SUCURSAL 01']);
    expect(first!.packages.map((p) => [p.ruc, p.packageSize])).toEqual([['1790000000001', 100]]);
    expect(second!.packages.map((p) => p.packageSize)).toEqual([101]);
    expect(first!.contacts).toEqual([{ id: expect.any(Number), name: 'CONTACTO 00', role: 'Contador', email: 'conta00@example.ec' }]);
    expect(second!.history).toEqual([{ note: 'Bloquear: ACTIVO → BLOQUEADO 01', userName: 'Administrador General' }]);
  });

  it('gives a company without a schema on this server no establishments, without failing the page', async () => {
    const away = await insertCompany(server, { coding: 'relsinesquema', schema: 'emp_relsinesquema' });
    const result = await admin.graphql<{ companies: { items: Item[] } }>(PAGE, { ids: [away, ids[0]] });
    expect(result.errors).toBeUndefined();
    expect(result.data!.companies.items.map((c) => [c.accessCode, c.establishments.length])).toEqual([
      ['rel00', 2],
      ['relsinesquema', 0],
    ]);
  });

  it('reads a page of 50 companies with their relations in as many statements as a page of 5', async () => {
    const five = await statementsOf(() => admin.graphql<{ companies: { items: Item[] } }>(PAGE, { ids: ids.slice(0, 5), pageSize: 50 }));
    const fifty = await statementsOf(() => admin.graphql<{ companies: { items: Item[] } }>(PAGE, { ids, pageSize: 50 }));
    expect(five.result.errors).toBeUndefined();
    expect(fifty.result.errors).toBeUndefined();
    expect(five.result.data!.companies.items).toHaveLength(5);
    expect(fifty.result.data!.companies.items).toHaveLength(50);
    expect(fifty.result.data!.companies.items.every((c) => c.establishments.length === 2 && c.packages.length === 1 && c.contacts.length === 1)).toBe(true);
    expect(fifty.statements.length).toBe(five.statements.length);
    // The session, the page, one read per relation (the tenant catalog and the union for establishments) and the permission checks.
    expect(fifty.statements.length).toBeLessThanOrEqual(10);
  });
});
