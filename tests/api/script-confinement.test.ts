import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInSchema } from '../../api/src/modules/scripts/script-runner.js';
import { ApiClient } from '../support/client.js';
import { DATABASE_URL, TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * The script administrator and the report functions stay inside their company's schema: a
 * parser refuses what would leave the transaction or the role before anything runs, and the
 * company role (tenant-role.ts) makes PostgreSQL refuse the rest, even though the tests' app
 * connects as the postgres superuser.
 */

let server: TestServer;
let superUser: ApiClient;
let andina: number;

const OWN = 'emp_andina';
const OTHER = 'emp_costena';
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  server.services.orm.em.fork().getConnection().execute(text, params) as Promise<T[]>;
const tableIn = async (schema: string, table: string) =>
  (
    await sql<{ n: number }>('select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = ? and c.relname = ?', [
      schema,
      table,
    ])
  )[0]!.n === 1;

type Answer = { status: number; body: Record<string, unknown> };
const runScript = async (script: string, options: { prueba?: boolean; schema?: string } = {}): Promise<Answer> => {
  const lst = [{ datname: 'isyplus', schemas: [{ schema_name: options.schema ?? OWN, selected: true }] }];
  const r = await superUser.rest('POST', '/rest/admin_bd/tscript_admin/0?opc=savetoschema', {
    script_fn: script,
    lst_bd: lst,
    prueba: options.prueba ?? false,
  });
  return { status: r.status, body: r.body as Record<string, unknown> };
};
/** The one schema's result of a run that got to the database. */
const resultOf = (a: Answer) => (a.body.resultados as { estado: string; msj: string }[] | undefined)?.[0];

/** A statement as messages name it: its first 60 characters (57 and '...' when longer). */
const head = (statement: string) => (statement.length > 60 ? `${statement.slice(0, 57)}...` : statement);
const refused = (n: number, head: string, reason: string) => `La sentencia ${n} (${head}) no se permite: ${reason}. No se ejecutó nada`;
const TX = 'el script corre en una sola transacción, sin BEGIN, COMMIT, ROLLBACK, SAVEPOINT ni PREPARE TRANSACTION';
const SETTING = (name: string) => `el script no puede cambiar ${name} (rol, esquema, tiempo máximo y transacción los fija la aplicación)`;
const RESET = 'el script no puede usar RESET (rol, esquema y tiempo máximo los fija la aplicación)';
const COPY = 'COPY con archivos del servidor, programas (PROGRAM) o el cliente no está disponible en scripts; use INSERT o CREATE TABLE ... AS';
const denied = (n: number, head: string, db: string) =>
  `La sentencia ${n} (${head}) no tiene permiso: el script solo puede usar el esquema ${OWN} con su rol (${db}). No se aplicó nada`;

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  superUser = new ApiClient(server.url);
  await superUser.login('admin', TEST_PASSWORD);
  andina = (await sql<{ id: number }>('select emp_codigo as id from tempresa where emp_esquemadb = ? order by 1 limit 1', [OWN]))[0]!.id;
});
afterAll(async () => {
  // Roles belong to the whole server: one a broken runner let through must not outlive the run.
  if (server) await sql('drop role if exists intruso_conf');
  await server?.close();
});

describe('script transactions', () => {
  it('refuses a dry run holding COMMIT, naming the statement, before running anything: neither table exists', async () => {
    const script = 'create table ta_commit(x int); commit; create table tb_commit(x int)';
    const answer = await runScript(script, { prueba: true });
    expect(answer.body).toMatchObject({ estado: 400, msj: refused(2, 'commit', TX), inputid: 'script_fn' });
    expect([await tableIn(OWN, 'ta_commit'), await tableIn(OWN, 'tb_commit')]).toEqual([false, false]);
    // A run already queued (recorded before) is checked again when it runs.
    expect(await runInSchema(server.services, OWN, script, false)).toBe(refused(2, 'commit', TX));
    expect(await runInSchema(server.services, OWN, 'begin; create table tc_commit(x int)', false)).toBe(refused(1, 'begin', TX));
    expect(await runInSchema(server.services, OWN, 'create table tc_commit(x int);\n savepoint s1', false)).toBe(refused(2, 'savepoint s1', TX));
    expect(await tableIn(OWN, 'tc_commit')).toBe(false);
    expect((await runScript("create table te_sintaxis(x int);\ninsert into te_sintaxis values ('Ñ');\nselec 2")).body).toMatchObject({
      estado: 400,
      msj: 'El script tiene un error de sintaxis en la línea 3: syntax error at or near "selec". No se ejecutó nada',
    });
    expect(await tableIn(OWN, 'te_sintaxis')).toBe(false);
  });

  it('rolls back a COMMIT inside a DO block: the script runs in one transaction and leaves nothing', async () => {
    const answer = await runScript('create table td_commit(x int); do $$ begin commit; end $$');
    expect(resultOf(answer)).toEqual({
      datname: 'isyplus',
      schema_name: OWN,
      estado: 'Error',
      msj: `La sentencia 2 (do $$ begin commit; end $$) intentó terminar la transacción (COMMIT o ROLLBACK en un bloque DO o un procedimiento); el script corre en una sola transacción (invalid transaction termination). No se aplicó nada`,
    });
    expect(await tableIn(OWN, 'td_commit')).toBe(false);
  });

  it('always rolls back a dry run without transaction control', async () => {
    const answer = await runScript("create table tseca(x int); insert into tseca values (1); comment on table tseca is 'prueba'", { prueba: true });
    expect(answer.body).toMatchObject({ cod: 1 });
    expect(resultOf(answer)!.estado).toBe('Exito');
    expect(await tableIn(OWN, 'tseca')).toBe(false);
  });
});

describe('the company role', () => {
  it("refuses reading the staff's password hashes in public.tusuarios by permission; nothing changes", async () => {
    const answer = await runScript('create table tfuga (h text); insert into tfuga select usr_clave from public.tusuarios');
    expect(resultOf(answer)!.msj).toBe(denied(2, 'insert into tfuga select usr_clave from public.tusuarios', 'permission denied for table tusuarios'));
    expect(await tableIn(OWN, 'tfuga')).toBe(false);
  });

  it("refuses another company's schema by permission; nothing changes", async () => {
    const answer = await runScript(`create table tcopia as select * from ${OTHER}.talmacen`);
    expect(resultOf(answer)!.msj).toBe(denied(1, `create table tcopia as select * from ${OTHER}.talmacen`, `permission denied for schema ${OTHER}`));
    expect(await tableIn(OWN, 'tcopia')).toBe(false);
    const write = await runScript(`insert into ${OTHER}.tclipro (clp_cedruc, clp_tipoid, clp_nombre) values ('0999999999', '05', 'INTRUSO')`);
    expect(resultOf(write)!.msj).toBe(
      denied(1, head(`insert into ${OTHER}.tclipro (clp_cedruc, clp_tipoid, clp_nombre) values`), `permission denied for schema ${OTHER}`),
    );
    expect(await sql(`select 1 from ${OTHER}.tclipro where clp_nombre = 'INTRUSO'`)).toEqual([]);
  });

  it('refuses changing search_path, role, session authorization or the timeout, and RESET', async () => {
    const cases: [string, string][] = [
      ['set search_path to public; create table tpublica(x int)', refused(1, 'set search_path to public', SETTING('search_path'))],
      ['set local search_path = public', refused(1, 'set local search_path = public', SETTING('search_path'))],
      ['set statement_timeout = 0', refused(1, 'set statement_timeout = 0', SETTING('statement_timeout'))],
      ["select set_config('statement_timeout', '0', false)", refused(1, "select set_config('statement_timeout', '0', false)", SETTING('set_config'))],
      ['reset role', refused(1, 'reset role', RESET)],
      ['reset all', refused(1, 'reset all', RESET)],
      ['set role postgres', refused(1, 'set role postgres', SETTING('role'))],
      ['set session authorization postgres', refused(1, 'set session authorization postgres', SETTING('session authorization'))],
      [
        "create function f_rol() returns int language sql set role = postgres as 'select 1'",
        refused(1, head('create function f_rol() returns int language sql set role = postgres'), SETTING('role')),
      ],
      ["copy (select 1) to program 'id'", refused(1, "copy (select 1) to program 'id'", COPY)],
      ["copy talmacen to '/tmp/talmacen.csv'", refused(1, "copy talmacen to '/tmp/talmacen.csv'", COPY)],
      [
        'grant select on talmacen to public',
        refused(1, 'grant select on talmacen to public', 'los roles y permisos (GRANT, REVOKE, CREATE/ALTER ROLE, OWNED BY) los administra la aplicación'),
      ],
      [
        'create role intruso_conf nologin',
        refused(1, 'create role intruso_conf nologin', 'los roles y permisos (GRANT, REVOKE, CREATE/ALTER ROLE, OWNED BY) los administra la aplicación'),
      ],
      [
        "alter system set log_statement = 'all'",
        refused(
          1,
          "alter system set log_statement = 'all'",
          'la configuración del servidor, bases, extensiones y archivos no se cambian desde un script de empresa',
        ),
      ],
      ["load 'plpgsql'", refused(1, "load 'plpgsql'", 'la configuración del servidor, bases, extensiones y archivos no se cambian desde un script de empresa')],
    ];
    const answers: string[] = [];
    for (const [script] of cases) answers.push(String((await runScript(script)).body.msj));
    expect(answers).toEqual(cases.map(([, message]) => message));
    expect(await tableIn('public', 'tpublica')).toBe(false);
    expect((await sql<{ n: number }>("select count(*)::int as n from pg_roles where rolname = 'intruso_conf'"))[0]!.n).toBe(0);
  });

  it('stops a role change the parser cannot see (dynamic SQL in a DO block) by permission', async () => {
    const answer = await runScript("create table tdinamica(x int); do $$ begin execute 'reset role'; end $$");
    expect(resultOf(answer)!.msj).toBe(denied(2, "do $$ begin execute 'reset role'; end $$", 'cannot set parameter "role" within security-definer function'));
    const viaConfig = await runScript("do $$ begin perform set_config('role', 'postgres', true); end $$");
    expect(resultOf(viaConfig)!.msj).toBe(
      denied(1, head("do $$ begin perform set_config('role', 'postgres', true); end $$"), 'cannot set parameter "role" within security-definer function'),
    );
    const outside = await runScript("do $$ begin execute 'set search_path = public'; execute 'create table tfuera(x int)'; end $$");
    expect(resultOf(outside)!.msj).toBe(
      denied(1, head("do $$ begin execute 'set search_path = public'; execute 'create table tfuera(x int)'; end $$"), 'permission denied for schema public'),
    );
    expect([await tableIn(OWN, 'tdinamica'), await tableIn('public', 'tfuera')]).toEqual([false, false]);
  });

  it('refuses server files by permission', async () => {
    const answer = await runScript("create table tarchivo as select pg_read_file('/etc/passwd') as t");
    expect(resultOf(answer)!.msj).toBe(
      denied(1, head("create table tarchivo as select pg_read_file('/etc/passwd') as t"), 'permission denied for function pg_read_file'),
    );
    expect(await tableIn(OWN, 'tarchivo')).toBe(false);
  });

  it.runIf(DATABASE_URL)('keeps the timeout for the whole script even when a DO block lifts it', async () => {
    const timeout = server.services.config.scriptTimeoutMs;
    server.services.config.scriptTimeoutMs = 300;
    try {
      const answer = await runScript(
        "create table tlento(x int); do $$ begin perform set_config('statement_timeout', '0', false); perform pg_sleep(2); end $$",
      );
      expect(resultOf(answer)!.msj).toBe(
        'El script superó el tiempo máximo de 0,3 s y se canceló (canceling statement due to statement timeout). No se aplicó nada',
      );
      expect(await tableIn(OWN, 'tlento')).toBe(false);
    } finally {
      server.services.config.scriptTimeoutMs = timeout;
    }
  });

  it('runs a normal script in its schema and commits it: the company role owns what it created', async () => {
    const answer = await runScript(
      "create table tnormal (id serial primary key, nombre text); alter table tnormal add column valor numeric; insert into tnormal (nombre, valor) values ('Ñandú', 1.5); update talmacen set alm_fono1 = alm_fono1",
    );
    expect(answer.body).toMatchObject({ cod: 1 });
    expect(await sql(`select nombre, valor::text as valor from ${OWN}.tnormal`)).toEqual([{ nombre: 'Ñandú', valor: '1.5' }]);
    expect(await sql(`select tableowner from pg_tables where schemaname = ? and tablename = 'tnormal'`, [OWN])).toEqual([{ tableowner: `rol_${OWN}` }]);
    // Nothing of the script stays on the session: the runner is gone, the settings are the defaults.
    expect(
      await sql(`select count(*)::int as n from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = ? and p.proname like '\\_isy\\_%'`, [
        OWN,
      ]),
    ).toEqual([{ n: 0 }]);
  });

  it('leaves no session setting nor temporary table behind after a committed script', async () => {
    const session = () =>
      sql<{ path: string; temp: string | null }>("select current_setting('search_path') as path, to_regclass('pg_temp.tusuarios')::text as temp");
    // The embedded database's default search_path is 'public', PostgreSQL's '"$user", public'.
    const [before] = await session();
    expect(before!.temp).toBeNull();
    const answer = await runScript(
      "do $$ begin perform set_config('search_path', 'emp_andina', false); execute 'create temp table tusuarios (usr_id text)'; end $$",
    );
    expect(answer.body).toMatchObject({ cod: 1 });
    expect(await session()).toEqual([{ path: before!.path, temp: null }]);
    expect(before!.path).toBe(DATABASE_URL ? '"$user", public' : 'public');
    // The app still reads its own staff table.
    expect((await sql<{ n: number }>("select count(*)::int as n from tusuarios where usr_id = 'admin'"))[0]!.n).toBe(1);
  });
});

describe('report functions', () => {
  const RUN = `query ($c: Int, $code: Int!, $form: ReportFormInput) { runReport(companyId: $c, code: $code, form: $form) { rows rowCount } }`;
  const report = async (fn: string, body: string, returns = 'n int') => {
    await sql(`create function ${OWN}.${fn}(desde date, hasta date) returns table (${returns}) language plpgsql as $$ begin ${body} end $$`);
    const [{ code }] = await sql<{ code: number }>(
      `insert into ${OWN}.tinforme (inf_nombre, inf_funcio, inf_modulo, cin_codigo) values (?, ?, 1, 1) returning inf_codigo as code`,
      [fn, fn],
    );
    await sql(`insert into ${OWN}.tvistainf (inf_codigo, vin_especi) values (?, ?)`, [code, fn]);
    const r = await superUser.graphql<{ runReport: { rows: string[][]; rowCount: number } }>(RUN, {
      c: andina,
      code,
      form: { from: '2026-01-01', to: '2026-01-31' },
    });
    return { data: r.data?.runReport ?? null, error: r.errors?.[0]?.message ?? null };
  };

  it('runs a report function as the company role and answers its rows', async () => {
    expect(await report('inf_rol_actual', 'return query select current_user::text, count(*)::int from talmacen;', 'rol text, n int')).toMatchObject({
      data: { rows: [[`rol_${OWN}`, expect.stringMatching(/^\d+$/)]], rowCount: 1 },
      error: null,
    });
  });

  it('refuses a report function that writes (read-only), one that reads public.tusuarios and one that changes role', async () => {
    const writes = await report('inf_escribe_conf', "insert into tparametro values ('ESCRITO_CONF', 'x'); return query select 1;");
    expect(writes).toEqual({ data: null, error: 'La función del informe intentó modificar datos; los informes solo leen' });
    expect(await sql(`select 1 from ${OWN}.tparametro where par_clave = 'ESCRITO_CONF'`)).toEqual([]);
    const reads = await report('inf_lee_clave', 'return query select count(*)::int from public.tusuarios;');
    expect(reads).toEqual({
      data: null,
      error:
        'La función del informe intentó usar datos fuera del esquema de la empresa o cambiar de rol; los informes corren con el rol de la empresa (permission denied for table tusuarios)',
    });
    // A function created outside the scripts (by the app's user) with a SET role clause: refused while it runs.
    await sql(`create function ${OWN}.f_como_postgres() returns int language sql set role = postgres as 'select count(*)::int from public.tusuarios'`);
    const escalates = await report('inf_escala', 'return query select f_como_postgres();');
    expect(escalates).toEqual({
      data: null,
      error:
        'La función del informe intentó usar datos fuera del esquema de la empresa o cambiar de rol; los informes corren con el rol de la empresa (cannot set parameter "role" within security-definer function)',
    });
  });
});

describe('the attack list of the security test (figures)', () => {
  it('lets none of the escapes through', async () => {
    const count = async (q: string) => (await sql<{ n: number }>(q))[0]!.n > 0;
    const exists = (schema: string, table: string) => () => tableIn(schema, table);
    const attacks: { name: string; script: string; prueba?: boolean; timeoutMs?: number; escaped: () => Promise<boolean> }[] = [
      {
        name: 'COMMIT en una prueba',
        script: 'create table fx_a(x int); commit; create table fx_b(x int)',
        prueba: true,
        escaped: async () => (await tableIn(OWN, 'fx_a')) || (await tableIn(OWN, 'fx_b')),
      },
      { name: 'leer public.tusuarios', script: 'create table fx_hash as select usr_clave from public.tusuarios', escaped: exists(OWN, 'fx_hash') },
      { name: 'leer otra empresa', script: `create table fx_otra as select * from ${OTHER}.talmacen`, escaped: exists(OWN, 'fx_otra') },
      { name: 'search_path a public y escribir', script: 'set search_path to public; create table fx_pub(x int)', escaped: exists('public', 'fx_pub') },
      { name: 'pg_read_file', script: "create table fx_file as select pg_read_file('/etc/hostname') as t", escaped: exists(OWN, 'fx_file') },
      { name: 'COPY ... PROGRAM', script: "create table fx_prog(t text); copy fx_prog from program 'echo escapado'", escaped: exists(OWN, 'fx_prog') },
      { name: 'RESET ROLE', script: 'reset role; create table fx_reset as select count(*) from public.tusuarios', escaped: exists(OWN, 'fx_reset') },
      {
        name: 'SET ROLE postgres',
        script: 'set role postgres; create table fx_setrole as select count(*) from public.tusuarios',
        escaped: exists(OWN, 'fx_setrole'),
      },
      {
        name: 'SET SESSION AUTHORIZATION postgres',
        script: 'set session authorization postgres; create table fx_auth as select count(*) from public.tusuarios',
        escaped: exists(OWN, 'fx_auth'),
      },
      {
        name: 'RESET ROLE dentro de un DO',
        script: "do $$ begin execute 'reset role'; execute 'create table fx_do as select count(*) from public.tusuarios'; end $$",
        escaped: exists(OWN, 'fx_do'),
      },
      {
        name: 'función con SET role',
        script:
          "create function fx_f() returns bigint language sql set role = postgres as 'select count(*) from public.tusuarios'; create table fx_fn as select fx_f()",
        escaped: exists(OWN, 'fx_fn'),
      },
    ];
    if (DATABASE_URL)
      attacks.push({
        name: 'quitar statement_timeout',
        script: 'set statement_timeout = 0; select pg_sleep(1); create table fx_lento(x int)',
        timeoutMs: 300,
        escaped: exists(OWN, 'fx_lento'),
      });
    const escaped: string[] = [];
    for (const attack of attacks) {
      const timeout = server.services.config.scriptTimeoutMs;
      if (attack.timeoutMs) server.services.config.scriptTimeoutMs = attack.timeoutMs;
      try {
        await runScript(attack.script, { prueba: attack.prueba });
      } finally {
        server.services.config.scriptTimeoutMs = timeout;
      }
      if (await attack.escaped()) escaped.push(attack.name);
    }
    // A report function that reads the staff's password hashes.
    await sql(
      `create function ${OWN}.inf_fx_claves(desde date, hasta date) returns table (clave text) language sql as 'select usr_clave from public.tusuarios'`,
    );
    const [{ code }] = await sql<{ code: number }>(
      `insert into ${OWN}.tinforme (inf_nombre, inf_funcio, inf_modulo, cin_codigo) values ('Claves', 'inf_fx_claves', 1, 1) returning inf_codigo as code`,
    );
    await sql(`insert into ${OWN}.tvistainf (inf_codigo, vin_especi) values (?, 'Claves')`, [code]);
    const RUN = `query ($c: Int, $code: Int!, $form: ReportFormInput) { runReport(companyId: $c, code: $code, form: $form) { rowCount } }`;
    const read = await superUser.graphql<{ runReport: { rowCount: number } }>(RUN, { c: andina, code, form: { from: '2026-01-01', to: '2026-01-31' } });
    if ((read.data?.runReport.rowCount ?? 0) > 0) escaped.push('informe que lee public.tusuarios');
    const total = attacks.length + 1;
    console.log(`[figuras] escapes que funcionaron: ${escaped.length} de ${total}${escaped.length ? ` (${escaped.join('; ')})` : ''}`);
    expect(await count(`select count(*)::int as n from pg_tables where tablename like 'fx\\_%'`)).toBe(false);
    expect(escaped).toEqual([]);
  });
});
