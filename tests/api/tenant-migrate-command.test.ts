import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_V1 } from '../../api/src/db/tenant/template-v1.js';
import { DATABASE_URL, TEST_PASSWORD, TEST_SECRET_KEY, available } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { latestTenantVersion } from '../../api/src/db/tenant/migrations/index.js';

// The command opens the database itself: a second process, so PostgreSQL only (the embedded
// database belongs to the one process that opened it).
const hasPostgres = available('PostgreSQL (DATABASE_URL)', Boolean(DATABASE_URL));

let server: TestServer;
beforeAll(async () => {
  if (hasPostgres) server = await startTestServer({ redis: false });
});
afterAll(async () => server?.close());

const sql = <T>(text: string, params: unknown[] = []) => server.services.orm.em.fork().getConnection().execute(text, params) as Promise<T[]>;

async function templateOnly(schema: string, name: string): Promise<number> {
  // A schema as its template created it, before any tenant migration (version 0).
  await server.services.orm.em.fork().transactional(async (tx) => {
    const conn = tx.getConnection();
    const ctx = tx.getTransactionContext();
    await conn.execute(`create schema ${schema}`, [], 'run', ctx);
    await conn.execute(`set local search_path to ${schema}`, [], 'run', ctx);
    for (const statement of TEMPLATE_V1) await conn.execute(statement, [], 'run', ctx);
  });
  const [row] = await sql<{ emp_codigo: number }>(
    "insert into tempresa (emp_coding, emp_razons, emp_ruc, emp_ipdb, emp_nombredb, emp_esquemadb) values (?, ?, '1790016919001', 'localhost', 'isyplus', ?) returning emp_codigo",
    [schema, name, schema],
  );
  return row.emp_codigo;
}

const migrate = () => {
  const run = spawnSync('npm', ['run', '--silent', 'tenants:migrate'], {
    encoding: 'utf8',
    env: {
      ...process.env,
      DATABASE_URL: server.services.config.databaseUrl,
      SECRET_KEY: TEST_SECRET_KEY,
      ADMIN_PASSWORD: TEST_PASSWORD,
      REDIS_URL: '',
      SEED_DEMO: 'false',
    },
    timeout: 120_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
};

describe.skipIf(!hasPostgres)('npm run tenants:migrate', () => {
  it('migrates the pending schemas, reports the failing one with exit 1, and is a no-op once all are current', async () => {
    await templateOnly('emp_cmd_ok', 'CMD OK');
    const bad = await templateOnly('emp_cmd_bad', 'CMD BAD');
    await sql('create table emp_cmd_bad.tperiodo (x int)');

    const first = migrate();
    const latest = latestTenantVersion();
    expect(first.stdout).toContain(`Esquema emp_cmd_ok: versión 0 -> ${latest}`);
    expect(first.stderr).toMatch(
      new RegExp(`Migración de esquemas: la empresa ${bad} \\(CMD BAD, esquema emp_cmd_bad\\) no pasó a la versión 1: .*"tperiodo" already exists`),
    );
    expect(first.stdout).toContain(`Esquemas de empresa: 10; migrados: 1; con error: 1; versión actual: ${latest}`);
    expect(first.status).toBe(1);

    await sql('drop table emp_cmd_bad.tperiodo');
    const second = migrate();
    expect([second.status, second.stdout.includes(`Esquema emp_cmd_bad: versión 0 -> ${latest}`), second.stdout.includes('migrados: 1; con error: 0')]).toEqual(
      [0, true, true],
    );
    const third = migrate();
    expect([third.status, third.stdout.includes('Esquemas de empresa: 10; migrados: 0; con error: 0')]).toEqual([0, true]);
  }, 200_000);
});
