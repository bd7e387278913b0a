import 'reflect-metadata';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, demoRuc } from '../../api/src/db/seeders/demo-data.js';
import { anywhereSearchSql } from '../../api/src/modules/clients/client-sql.js';
import { ApiClient } from '../support/client.js';
import { DATABASE_URL, TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

// The header box finds a client by anything it is known by, reading only the matching rows.
let server: TestServer;
let admin: ApiClient;
const MANY = 20_000;

const SEARCH = 'query ($text: String!) { clientSearch(text: $text) { kind totalCount message items { name idNumber companies { accessCode } } } }';
interface Found {
  kind: string;
  totalCount: number;
  message: string | null;
  items: Array<{ name: string; idNumber: string; companies: Array<{ accessCode: string }> }>;
}
const search = async (text: string) => (await admin.graphql<{ clientSearch: Found }>(SEARCH, { text })).data!.clientSearch;
const names = (found: Found) => found.items.map((c) => c.name);
const company = (accessCode: string) => DEMO_COMPANIES.find((c) => c.accessCode === accessCode)!;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  admin = new ApiClient(server.url);
  await admin.login('admin', TEST_PASSWORD);
}, 120_000);
afterAll(async () => server?.close());

describe('header search: one box that finds', () => {
  it('finds by the legal name of the client company, ignoring case and accents', async () => {
    // The clients of the three demo cooperatives (Loja Express, Mitad del Mundo, San Marcos).
    const found = await search('cooperativa de transporte');
    expect(found).toMatchObject({ kind: 'NAME', totalCount: 3, message: null });
    expect([...names(found)].sort()).toEqual(['ARMIJOS OCHOA JORGE EDUARDO', 'VILLACÍS ANDRADE GABRIELA', 'YÉPEZ BENÍTEZ SANTIAGO']);
  });

  it('finds by trade name, by access code and by contact name', async () => {
    expect(names(await search('importadora briones'))).toEqual(['BRIONES CASTILLO HÉCTOR RAÚL']);
    expect((await search('farmaustro')).items.map((c) => c.companies.map((e) => e.accessCode))).toEqual([['farmaustro']]);
    expect(names(await search('villacis'))).toEqual(['VILLACÍS ANDRADE GABRIELA']);
  });

  it('finds by the start of the RUC or cédula', async () => {
    const ruc = demoRuc(company('mitadmundo'));
    const found = await search(ruc.slice(0, 10));
    expect(found.items.map((c) => c.idNumber)).toContain(ruc);
    expect(names(await search(ruc))).toEqual(['VILLACÍS ANDRADE GABRIELA']);
  });

  it("by e-mail without '@', and with '@' only the e-mail", async () => {
    expect(names(await search('hotmail'))).toEqual(['ÑAUÑAY GUAMÁN PATRICIA ELENA']);
    expect(await search('nadie@ninguna.ec')).toMatchObject({ kind: 'EMAIL', totalCount: 0, message: 'El email especificado no coincide con ningún cliente' });
  });

  it("a text found nowhere answers the spec's name warning", async () => {
    expect(await search('xqzw')).toMatchObject({ kind: 'NAME', totalCount: 0, items: [], message: 'El nombre especificado no coincide con ningún cliente' });
  });
});

describe(`header search plan on ${MANY.toLocaleString('es-EC')} clients and companies`, () => {
  it('reads every branch from its index: no sequential scan of tcliente or tempresa', async () => {
    const conn = server.services.orm.em.fork().getConnection();
    await conn.execute(
      `insert into tempresa (emp_coding, emp_razons, emp_ruc, emp_ipdb, emp_nombredb, emp_esquemadb, tac_codigo, emp_activa)
       select 'k' || substr(md5(i::text), 1, 11), 'EMPRESA BUSQUEDA ' || lpad(i::text, 6, '0'), '18' || lpad(i::text, 8, '0') || '001', 'localhost', 'srch', 'emp_srch' || i, 1, 1
         from generate_series(1, ${MANY}) i`,
    );
    await conn.execute(
      `insert into tcliente (clp_cedruc, clp_apenom, clp_nomcom, clp_email)
       select '18' || lpad(i::text, 8, '0') || '001', 'CLIENTE ' || md5(i::text), 'Comercial ' || md5((i + 1)::text), 'c' || i || '@dominio' || (i % 97) || '.ec'
         from generate_series(1, ${MANY}) i`,
    );
    for (const table of ['tempresa', 'tcliente']) await conn.execute(`analyze ${table}`);
    // Access codes as varied as real ones; the one of company 1234 is searched.
    const code = `k${createHash('md5').update('1234').digest('hex').slice(0, 11)}`;
    const { sql, params } = anywhereSearchSql(code, 100);
    // At this size the planner may still prefer scanning a small table; what must hold is that
    // every branch CAN be read from its index (the folded expression matches the index's), so
    // sequential scans are priced out for the plan, inside a transaction that ends with it.
    const plan = await server.services.orm.em.fork().transactional(async (tx) => {
      const txConn = tx.getConnection();
      await txConn.execute('set local enable_seqscan = off', [], 'run', tx.getTransactionContext());
      const rows = await txConn.execute<Record<string, unknown>[]>(`explain (format json) ${sql}`, params, 'all', tx.getTransactionContext());
      const raw = rows[0]!['QUERY PLAN'];
      return nodes(((typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>)[0]!.Plan);
    });
    const seqScans = plan.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name']);
    expect(seqScans).toEqual([]);
    const indexes = new Set(plan.map((n) => n['Index Name']).filter(Boolean));
    if (DATABASE_URL) {
      for (const index of [
        'tcliente_apenom_trgm',
        'tcliente_nomcom_trgm',
        'tcliente_email_trgm',
        'tcliente_cedruc_prefix',
        'tempresa_razons_trgm',
        'tempresa_coding_trgm',
      ]) {
        expect(indexes.has(index), index).toBe(true);
      }
    } else {
      // PGlite's planner (PostgreSQL 18) prices a filtered walk of the primary key below the
      // trigram indexes at this size; production runs PostgreSQL 15, where they are asserted.
      console.warn('[omitido] índices trigrama: se comprueban en PostgreSQL (DATABASE_URL); el embebido solo se revisa sin lecturas secuenciales');
      expect(indexes.has('tcliente_cedruc_prefix')).toBe(true);
    }
    const byAccess = await search(code);
    expect(byAccess.items.map((c) => c.idNumber)).toEqual(['1800001234001']);
    const byLegalName = await search('busqueda 001234');
    expect(byLegalName.items.map((c) => c.idNumber)).toEqual(['1800001234001']);
  }, 120_000);
});
