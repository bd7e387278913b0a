import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPageSql } from '../../api/src/modules/companies/company-list.service.js';
import { connectionPageSql } from '../../api/src/modules/packages/package-page-sql.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { businessDay } from '../../api/src/domain/dates.js';

// The list statements read only their page: with 10,000 companies the first page comes from the
// tempresa_razons index under a Limit, never from a Sort of every company.
let server: TestServer;
const COMPANIES = 10_000;

interface PlanNode {
  'Node Type': string;
  'Plan Rows': number;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

async function planOf(sql: string, params: unknown[]): Promise<PlanNode[]> {
  const rows = await server.services.orm.em.fork().getConnection().execute<Record<string, unknown>[]>(`explain (format json) ${sql}`, params);
  const raw = rows[0]!['QUERY PLAN'];
  const json = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  return nodes(json[0]!.Plan);
}

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  const conn = server.services.orm.em.fork().getConnection();
  await conn.execute(
    `insert into tempresa (emp_coding, emp_razons, emp_ruc, emp_ipdb, emp_nombredb, emp_esquemadb, tac_codigo, emp_activa)
     select 'plan' || i, 'EMPRESA PLAN ' || lpad(i::text, 5, '0'), lpad(i::text, 10, '0') || '001', 'localhost', 'plan', 'emp_plan' || i, 1 + i % 20, i % 4
       from generate_series(1, ${COMPANIES}) i`,
  );
  // Four in five hold a package in force, half of those with usage in the ledger.
  await conn.execute(
    `insert into tconexiones (rucempresa, fechacompra, fechafin, paquete, conexadquiridas, tipo_contrato, usr_nombre)
     select e.emp_ruc, current_date - 30, current_date + 300, 100, 100, 0, 'plan' from tempresa e where e.emp_coding like 'plan%' and e.emp_codigo % 5 <> 0`,
  );
  await conn.execute(
    `insert into tconexion_uso (rucempresa, con_codigo, uso_cantidad, uso_fecha, usr_nombre)
     select c.rucempresa, c.con_codigo, 1 + c.con_codigo % 99, current_date, 'plan' from tconexiones c where c.usr_nombre = 'plan' and c.con_codigo % 2 = 0`,
  );
  for (const table of ['tempresa', 'tconexiones', 'tconexion_uso']) await conn.execute(`analyze ${table}`);
}, 120_000);
afterAll(async () => server?.close());

describe('list statements on 10,000 companies', () => {
  it('reads the unfiltered first page of companies from the name index under its limit, without sorting the table', async () => {
    const { sql, params } = companyPageSql(null, 1, 50);
    const plan = await planOf(sql, params);
    const sorts = plan.filter((n) => n['Node Type'] === 'Sort');
    expect(sorts.filter((n) => n['Plan Rows'] > 500)).toEqual([]);
    const limit = plan.find((n) => n['Node Type'] === 'Limit');
    const scans = nodes(limit!).filter((n) => n['Node Type'] === 'Index Scan' && n['Index Name'] === 'tempresa_razons');
    expect(scans).toHaveLength(1);
  });

  it('reads the unfiltered first page of the package list from the name index under its limit; only the summary visits every company', async () => {
    const { sql, params } = connectionPageSql('', [], [], businessDay(), 50, 0);
    const plan = await planOf(sql, params);
    expect(plan.filter((n) => n['Node Type'] === 'Sort' && n['Plan Rows'] > 500)).toEqual([]);
    const limit = plan.find((n) => n['Node Type'] === 'Limit');
    const scans = nodes(limit!).filter((n) => n['Node Type'] === 'Index Scan' && n['Index Name'] === 'tempresa_razons');
    expect(scans).toHaveLength(1);
  });
});
