import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../api/src/modules/auth/password.js';
import { User } from '../../api/src/modules/users/user.entity.js';
import { ApiClient } from '../support/client.js';
import { DATABASE_URL, TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { createHash } from 'node:crypto';

let server: TestServer;
let superUser: ApiClient;
let administrator: ApiClient;
let plain: ApiClient;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  server.services.orm.em.fork().getConnection().execute(text, params) as Promise<T[]>;
const SCHEMAS = ['emp_scr_uno', 'emp_scr_dos', 'emp_scr_tres'];
const lstBd = (schemas: string[]) => [{ datname: 'isyplus', schemas: schemas.map((s) => ({ schema_name: s, selected: true })) }];
/** Reads a table the third schema lacks: CREATE FUNCTION checks a SQL body, so it fails there. */
const TOTAL_FN = `create or replace function f_total_movimientos() returns bigint language sql as $$ select count(*) from tmovimiento $$`;
const functionIn = async (schema: string, name: string) =>
  (
    await sql<{ n: number }>('select count(*)::int as n from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = ? and p.proname = ?', [
      schema,
      name,
    ])
  )[0]!.n === 1;

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  superUser = new ApiClient(server.url);
  plain = new ApiClient(server.url);
  await superUser.login('admin', TEST_PASSWORD);
  await plain.login('consulta', TEST_PASSWORD);
  const em = server.services.orm.em.fork();
  em.create(User, {
    login: 'administrador.scr',
    name: 'Administrador sin scripts',
    passwordHash: await hashPassword(TEST_PASSWORD),
    hierarchy: 1,
    profileId: null,
  });
  await em.flush();
  administrator = new ApiClient(server.url);
  await administrator.login('administrador.scr', TEST_PASSWORD);
  for (const schema of SCHEMAS) await server.services.tenants.provision(schema, 'v1');
  await sql('create table emp_scr_uno.tmovimiento (id int)');
  await sql('create table emp_scr_dos.tmovimiento (id int)');
});
afterAll(async () => server?.close());

describe('script administration (REST /rest/admin_bd/tscript_admin)', () => {
  it('lists the database with its company schemas (lst_bd)', async () => {
    const { body } = await superUser.rest('GET', '/rest/admin_bd/tscript_admin/0?opc=base');
    const [db] = body.lst_bd as Array<{ datname: string; schemas: Array<{ schema_name: string; selected: boolean }> }>;
    expect(db!.datname).toBe('isyplus');
    expect(db!.schemas.map((s) => s.schema_name)).toEqual(expect.arrayContaining(SCHEMAS));
    expect(db!.schemas.map((s) => s.schema_name)).not.toContain('public');
    expect(db!.schemas.every((s) => s.selected === false)).toBe(true);
  });

  it('runs a script in every selected schema, each on its own: one failing schema is reported with the database message and not applied', async () => {
    const { body } = await superUser.rest('POST', '/rest/admin_bd/tscript_admin/0?opc=savetoschema', { script_fn: TOTAL_FN, lst_bd: lstBd(SCHEMAS) });
    expect(body.cod).toBe(0);
    const results = body.resultados as Array<{ schema_name: string; estado: string; msj: string }>;
    expect(results.map((r) => [r.schema_name, r.estado])).toEqual([
      ['emp_scr_uno', 'Exito'],
      ['emp_scr_dos', 'Exito'],
      ['emp_scr_tres', 'Error'],
    ]);
    expect(results[2]!.msj).toContain('relation "tmovimiento" does not exist');
    expect(String(body.msj)).toMatch(/^Error: 2 esquemas con Exito, 1 con Error\n/);
    expect(await functionIn('emp_scr_uno', 'f_total_movimientos')).toBe(true);
    expect(await functionIn('emp_scr_dos', 'f_total_movimientos')).toBe(true);
    expect(await functionIn('emp_scr_tres', 'f_total_movimientos')).toBe(false);
    // search_path is the schema only: nothing lands in public.
    expect(await functionIn('public', 'f_total_movimientos')).toBe(false);
    // Audited with who, the script's hash and each schema's result.
    const [audit] = await sql<{ usr_nombre: string; aud_accion: string; observacion: string }>(
      `select usr_nombre, aud_accion, observacion from tauditoria where aud_entidad = 'scripts' order by aud_codigo desc limit 1`,
    );
    expect(audit).toMatchObject({ usr_nombre: 'Administrador General', aud_accion: 'script' });
    const note = JSON.parse(audit!.observacion);
    expect(note.hash).toBe(createHash('sha256').update(TOTAL_FN).digest('hex'));
    expect(note.resultados.map((r: { schema: string; ok: boolean }) => [r.schema, r.ok])).toEqual([
      ['emp_scr_uno', true],
      ['emp_scr_dos', true],
      ['emp_scr_tres', false],
    ]);
  });

  it('answers cod 1 and Exito when every schema succeeds; a dry run executes and rolls back', async () => {
    const dry = await superUser.rest('POST', '/rest/admin_bd/tscript_admin/0?opc=savetoschema', {
      script_fn: 'create table tprueba_seca (x int); create function f_seca() returns int language sql as $$ select 1 $$',
      lst_bd: lstBd(SCHEMAS),
      prueba: true,
    });
    expect(dry.body).toMatchObject({ cod: 1, estado: 200 });
    expect(String(dry.body.msj)).toBe('Exito: 3 esquemas con Exito, 0 con Error\nemp_scr_uno: Exito\nemp_scr_dos: Exito\nemp_scr_tres: Exito');
    for (const schema of SCHEMAS) expect(await functionIn(schema, 'f_seca')).toBe(false);
    expect((await sql<{ n: number }>(`select count(*)::int as n from information_schema.tables where table_name = 'tprueba_seca'`))[0]!.n).toBe(0);
    const real = await superUser.rest('POST', '/rest/admin_bd/tscript_admin/0?opc=savetoschema', {
      script_fn: "create or replace function f_version() returns text language sql as $$ select 'v2'::text $$",
      lst_bd: lstBd(SCHEMAS),
    });
    expect(real.body).toMatchObject({ cod: 1 });
    for (const schema of SCHEMAS) expect((await sql<{ v: string }>(`select "${schema}".f_version() as v`))[0]!.v).toBe('v2');
  });

  // PGlite runs in one thread without timers inside a statement: statement_timeout needs a real server.
  it.runIf(DATABASE_URL)("stops a statement past the timeout and reports it as that schema's Error", async () => {
    const timeout = server.services.config.scriptTimeoutMs;
    server.services.config.scriptTimeoutMs = 200;
    try {
      const { body } = await superUser.rest('POST', '/rest/admin_bd/tscript_admin/0?opc=savetoschema', {
        script_fn: 'select pg_sleep(3)',
        lst_bd: lstBd(['emp_scr_uno']),
      });
      expect(body.cod).toBe(0);
      expect((body.resultados as Array<{ estado: string; msj: string }>)[0]).toMatchObject({
        estado: 'Error',
        msj: expect.stringContaining('statement timeout'),
      });
    } finally {
      server.services.config.scriptTimeoutMs = timeout;
    }
  });

  it("reports the database's own message, without the statement", async () => {
    const { body } = await superUser.rest('POST', '/rest/admin_bd/tscript_admin/0?opc=savetoschema', {
      script_fn: 'select 1 - 2 as resta; select * from tno_existe where 1 - 1 = 0',
      lst_bd: lstBd(['emp_scr_uno']),
    });
    expect((body.resultados as Array<{ msj: string }>)[0]!.msj).toBe('relation "tno_existe" does not exist');
  });

  it('checks a function in one schema (checkfn_general): exists and compiles, or Error', async () => {
    const ok = await superUser.rest('POST', '/rest/admin_bd/tscript_admin/0?opc=checkfn_general', {
      script_fn: TOTAL_FN,
      nombre_bd: 'isyplus',
      nombre_sch: 'emp_scr_uno',
    });
    expect(ok.body).toMatchObject({
      cod: 1,
      msj: 'Exito: La función f_total_movimientos existe en el esquema emp_scr_uno y el script compila',
      existe: true,
      compila: true,
    });
    const bad = await superUser.rest('POST', '/rest/admin_bd/tscript_admin/0?opc=checkfn_general', {
      script_fn: TOTAL_FN,
      nombre_bd: 'isyplus',
      nombre_sch: 'emp_scr_tres',
    });
    expect(bad.body).toMatchObject({ cod: 0, existe: false, compila: false });
    expect(String(bad.body.msj)).toMatch(/^Error: .*relation "tmovimiento" does not exist/);
    // The check rolled back: the function still is not there.
    expect(await functionIn('emp_scr_tres', 'f_total_movimientos')).toBe(false);
    const missing = await superUser.rest('POST', '/rest/admin_bd/tscript_admin/0?opc=checkfn_general', {
      script_fn: 'create function f_nueva() returns int language sql as $$ select 2 $$',
      nombre_sch: 'emp_scr_uno',
    });
    expect(missing.body).toMatchObject({ cod: 0, msj: 'Error: El script compila en el esquema emp_scr_uno, pero la función f_nueva no existe allí' });
  });

  it('refuses empty scripts, no schemas and unknown schemas, naming the legacy field', async () => {
    expect((await superUser.rest('POST', '/rest/admin_bd/tscript_admin/0?opc=savetoschema', { script_fn: ' ', lst_bd: lstBd(SCHEMAS) })).body).toMatchObject({
      estado: 400,
      msj: 'Ingrese el script a ejecutar (script_fn)',
      inputid: 'script_fn',
    });
    expect((await superUser.rest('POST', '/rest/admin_bd/tscript_admin/0?opc=savetoschema', { script_fn: 'select 1', lst_bd: [] })).body).toMatchObject({
      estado: 400,
      msj: 'Seleccione al menos un esquema (lst_bd)',
      inputid: 'lst_bd',
    });
    expect(
      (await superUser.rest('POST', '/rest/admin_bd/tscript_admin/0?opc=savetoschema', { script_fn: 'select 1', lst_bd: lstBd(['public']) })).body,
    ).toMatchObject({
      estado: 400,
      msj: 'El esquema public no es un esquema de empresa de la base',
    });
  });

  it('lets only the super user hierarchy run or check scripts', async () => {
    for (const client of [administrator, plain]) {
      const refused = await client.rest('POST', '/rest/admin_bd/tscript_admin/0?opc=savetoschema', {
        script_fn: 'drop table tmovimiento',
        lst_bd: lstBd(['emp_scr_uno']),
      });
      expect(refused.status).toBe(403);
      expect(refused.body.msj).toBe('Solo el super usuario puede ejecutar scripts en las bases de las empresas');
      expect((await client.rest('GET', '/rest/admin_bd/tscript_admin/0?opc=base')).status).toBe(403);
    }
    const gql = await administrator.graphql(`mutation { runTenantScript(input: { script: "select 1", schemas: ["emp_scr_uno"] }) { jobId } }`);
    expect([gql.errors?.[0]?.message, gql.errors?.[0]?.extensions?.code]).toEqual([
      'Solo el super usuario puede ejecutar scripts en las bases de las empresas',
      'FORBIDDEN',
    ]);
    expect(
      (
        await sql<{ n: number }>(`select count(*)::int as n from information_schema.tables where table_schema = 'emp_scr_uno' and table_name = 'tmovimiento'`)
      )[0]!.n,
    ).toBe(1);
  });
});

describe('script administration (GraphQL job with progress)', () => {
  it('runs as a job reporting progress per schema; the results are read by scriptRun', async () => {
    const started = await superUser.graphql<{ runTenantScript: { jobId: string; run: { id: number; state: string; schemas: string[] } } }>(
      `mutation ($input: ScriptRunInput!) { runTenantScript(input: $input) { jobId run { id state schemas } } }`,
      { input: { script: TOTAL_FN, schemas: SCHEMAS } },
    );
    expect(started.errors).toBeUndefined();
    const { jobId, run } = started.data!.runTenantScript;
    expect(run.schemas).toEqual(SCHEMAS);
    type Run = { state: string; allSucceeded: boolean; results: Array<{ schema: string; outcome: string; message: string }> };
    let read: Run | null = null;
    for (let i = 0; i < 100 && read?.state !== 'terminado'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      read = (
        await superUser.graphql<{ scriptRun: Run }>(`query ($id: Int!) { scriptRun(id: $id) { state allSucceeded results { schema outcome message } } }`, {
          id: run.id,
        })
      ).data!.scriptRun;
    }
    expect(read!.allSucceeded).toBe(false);
    expect(read!.results.map((r) => [r.schema, r.outcome])).toEqual([
      ['emp_scr_uno', 'Exito'],
      ['emp_scr_dos', 'Exito'],
      ['emp_scr_tres', 'Error'],
    ]);
    const progress = await sql<{ p: number; m: string | null }>(
      `select (payload->>'progress')::int as p, payload->>'message' as m from tevento where topic = 'JOB_PROGRESS' and key = ? order by id`,
      [jobId],
    );
    expect(progress.map((p) => p.m).filter(Boolean)).toEqual([
      '1 de 3 esquemas (emp_scr_uno: Exito)',
      '2 de 3 esquemas (emp_scr_dos: Exito)',
      '3 de 3 esquemas (emp_scr_tres: Error)',
    ]);
    expect(progress.at(-1)!.p).toBe(100);
  });
});
