import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_MIGRATIONS, latestTenantVersion, type TenantMigration } from '../../api/src/db/tenant/migrations/index.js';
import { migrateTenants, tenantSchemaStates } from '../../api/src/db/tenant/tenant-migrator.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ redis: false });
});
afterAll(async () => server?.close());

const DEMO_SCHEMAS = ['emp_andina', 'emp_costena', 'emp_elconstructor', 'emp_farmaustro', 'emp_lojaexpress', 'emp_mitadmundo', 'emp_pacifico', 'emp_sanmarcos'];
const LATEST = latestTenantVersion();
/** The real migrations plus one more that creates a table; a schema that already has it fails. */
const NEXT: TenantMigration = {
  version: LATEST + 1,
  name: 'prueba: tabla tprueba_mig',
  statements: ['create table tprueba_mig (x int not null)', 'insert into tprueba_mig values (1)'],
};
const EXTENDED = [...TENANT_MIGRATIONS, NEXT];

const sql = async <T>(query: string, params: unknown[] = []): Promise<T[]> => server.services.orm.em.fork().getConnection().execute(query, params);
const versions = async () => (await tenantSchemaStates(server.services.orm.em.fork(), server.services.config.tenantDbName)).map((s) => [s.schema, s.version]);
const recorded = async (schema: string) => (await sql<{ v: number }>(`select mig_version as v from "${schema}".tmigracion order by 1`)).map((r) => r.v);

describe('tenant migrations', () => {
  it('leaves every demo schema at the latest version after start, each recording its versions', async () => {
    expect(await versions()).toEqual(DEMO_SCHEMAS.map((s) => [s, LATEST]));
    for (const schema of DEMO_SCHEMAS) expect(await recorded(schema)).toEqual(TENANT_MIGRATIONS.map((m) => m.version));
    // Already current: nothing to do.
    expect(await migrateTenants(server.services.orm, server.services.config.tenantDbName)).toEqual({ latest: LATEST, schemas: 8, migrated: [], failed: [] });
  });

  it('migrates the other schemas when one fails, names the failing one, and is a no-op the second time', async () => {
    await sql('create table emp_pacifico.tprueba_mig (y text)');
    const first = await migrateTenants(server.services.orm, server.services.config.tenantDbName, EXTENDED);
    expect(first.migrated.map((m) => [m.schema, m.from, m.to])).toEqual(DEMO_SCHEMAS.filter((s) => s !== 'emp_pacifico').map((s) => [s, LATEST, LATEST + 1]));
    expect(first.failed).toHaveLength(1);
    expect(first.failed[0]).toMatchObject({ company: 'DISTRIBUIDORA DEL PACIFICO CIA. LTDA.', schema: 'emp_pacifico', version: LATEST + 1 });
    expect(first.failed[0].error).toContain('"tprueba_mig" already exists');
    // The failing schema is rolled back whole: still at the old version, its own table untouched.
    expect(await recorded('emp_pacifico')).toEqual(TENANT_MIGRATIONS.map((m) => m.version));
    expect(await sql("select column_name from information_schema.columns where table_schema = 'emp_pacifico' and table_name = 'tprueba_mig'")).toEqual([
      { column_name: 'y' },
    ]);
    expect(await sql('select x from emp_andina.tprueba_mig')).toEqual([{ x: 1 }]);
    expect(await versions()).toEqual(DEMO_SCHEMAS.map((s) => [s, s === 'emp_pacifico' ? LATEST : LATEST + 1]));

    // Second run: the migrated schemas are not touched again (no second row), the failing one fails again.
    const second = await migrateTenants(server.services.orm, server.services.config.tenantDbName, EXTENDED);
    expect(second.migrated).toEqual([]);
    expect(second.failed.map((f) => f.schema)).toEqual(['emp_pacifico']);
    expect(await sql('select x from emp_andina.tprueba_mig')).toEqual([{ x: 1 }]);
    expect(await recorded('emp_andina')).toEqual([...TENANT_MIGRATIONS.map((m) => m.version), LATEST + 1]);

    // Once the conflict is gone, only that schema migrates.
    await sql('drop table emp_pacifico.tprueba_mig');
    const third = await migrateTenants(server.services.orm, server.services.config.tenantDbName, EXTENDED);
    expect(third).toEqual({ latest: LATEST + 1, schemas: 8, migrated: [{ schema: 'emp_pacifico', from: LATEST, to: LATEST + 1 }], failed: [] });
  });

  it('applies a migration whose version is below the highest recorded (written on a parallel branch), once', async () => {
    const used = new Set(TENANT_MIGRATIONS.map((m) => m.version));
    const gap = [...Array(LATEST).keys()].map((i) => i + 1).find((v) => !used.has(v))!;
    const late: TenantMigration = { version: gap, name: 'prueba: versión intermedia', statements: ['create table tprueba_gap (z int)'] };
    const withGap = [...TENANT_MIGRATIONS, late];
    const first = await migrateTenants(server.services.orm, server.services.config.tenantDbName, withGap);
    expect(first.failed).toEqual([]);
    expect(first.migrated).toHaveLength(8);
    for (const schema of DEMO_SCHEMAS) expect(await recorded(schema)).toContain(gap);
    expect(await sql("select count(*)::int as n from information_schema.tables where table_name = 'tprueba_gap'")).toEqual([{ n: 8 }]);
    expect((await migrateTenants(server.services.orm, server.services.config.tenantDbName, withGap)).migrated).toEqual([]);
    for (const schema of DEMO_SCHEMAS) await sql(`drop table "${schema}".tprueba_gap`);
  });

  it('creates a new company schema at the latest version, from its template', async () => {
    await server.services.tenants.provision('emp_nueva_mig', 'v1');
    expect(await recorded('emp_nueva_mig')).toEqual(TENANT_MIGRATIONS.map((m) => m.version));
    const [comment] = await sql<{ c: string }>("select obj_description('emp_nueva_mig.tmigracion'::regclass, 'pg_class') as c");
    expect(comment.c).toBe(TENANT_MIGRATIONS.map((m) => m.version).join(','));
    // The template's own tables are there too (lista_versiones stays the starting point).
    expect(await sql('select count(*)::int as n from emp_nueva_mig.talmacen')).toEqual([{ n: 0 }]);
  });
});

describe('tenant data model v2 (migration 1)', () => {
  it('has the legacy column names of the accounting items', async () => {
    const columns = async (table: string) =>
      (
        await sql<{ c: string }>(
          "select column_name as c from information_schema.columns where table_schema = 'emp_andina' and table_name = ? order by ordinal_position",
          [table],
        )
      ).map((r) => r.c);
    expect(await columns('tperiodo')).toEqual(expect.arrayContaining(['pe_codigo', 'pe_finicio', 'pe_ffin', 'pe_block', 'pe_estado']));
    expect(await columns('ttransaccion')).toEqual(expect.arrayContaining(['trn_codigo', 'tra_codigo', 'trn_compro', 'trn_fecha', 'clp_codigo', 'trn_total']));
    expect(await columns('tdiario')).toEqual(expect.arrayContaining(['dia_codigo', 'dia_numero', 'dia_fecha']));
    expect(await columns('tdiariodet')).toEqual(expect.arrayContaining(['ddi_debe', 'ddi_haber', 'cue_codigo']));
    expect(await columns('topcionmenu')).toEqual(expect.arrayContaining(['habilitado', 'proceso', 'label']));
    expect(await columns('tproceso')).toEqual(['pro_codigo', 'pro_descri']);
    const [money] = await sql<{ t: string }>(
      "select format_type(atttypid, atttypmod) as t from pg_attribute where attrelid = 'emp_andina.tdiariodet'::regclass and attname = 'ddi_debe'",
    );
    expect(money.t).toBe('numeric(14,2)');
  });

  it('refuses an authorization number that is not 49 digits', async () => {
    await expect(sql("insert into emp_andina.tdocelectronico (doc_numaut, doc_tipo) values ('123', '01')")).rejects.toThrow(/tdocelectronico_doc_numaut_check/);
  });
});
