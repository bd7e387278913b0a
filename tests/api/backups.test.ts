import { createHash } from 'node:crypto';
import { appendFileSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../api/src/modules/auth/password.js';
import { User } from '../../api/src/modules/users/user.entity.js';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let admin: ApiClient;
let administrator: ApiClient;
let plain: ApiClient;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  server.services.orm.em.fork().getConnection().execute(text, params) as Promise<T[]>;

/** Row count of every base table of a schema, read directly. */
async function counts(schema: string): Promise<Record<string, number>> {
  const tables = await sql<{ t: string }>(
    `select table_name as t from information_schema.tables where table_schema = ? and table_type = 'BASE TABLE' order by 1`,
    [schema],
  );
  const out: Record<string, number> = {};
  for (const { t } of tables) out[t] = Number((await sql<{ n: number }>(`select count(*)::int as n from "${schema}"."${t}"`))[0]!.n);
  return out;
}

const schemaExists = async (schema: string) =>
  (await sql<{ n: number }>('select count(*)::int as n from pg_namespace where nspname = ?', [schema]))[0]!.n === 1;

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  admin = new ApiClient(server.url);
  plain = new ApiClient(server.url);
  await admin.login('admin', TEST_PASSWORD);
  await plain.login('consulta', TEST_PASSWORD);
  const em = server.services.orm.em.fork();
  em.create(User, {
    login: 'administrador.bk',
    name: 'Administradora de respaldos',
    passwordHash: await hashPassword(TEST_PASSWORD),
    hierarchy: 1,
    profileId: null,
  });
  await em.flush();
  administrator = new ApiClient(server.url);
  await administrator.login('administrador.bk', TEST_PASSWORD);
  // A table the tenant template does not have (as a later tenant migration would add): backups take every table.
  const [{ schema }] = await sql<{ schema: string }>(`select emp_esquemadb as schema from tempresa where emp_coding = 'andina'`);
  await sql(`create table "${schema}".tasiento_prueba (id serial primary key, glosa text, valor numeric(12,2))`);
  await sql(`insert into "${schema}".tasiento_prueba (glosa, valor) select 'asiento ' || g, g * 1.25 from generate_series(1, 2500) g`);
});
afterAll(async () => server?.close());

const andina = async () => (await sql<{ schema: string }>(`select emp_esquemadb as schema from tempresa where emp_coding = 'andina'`))[0]!.schema;

describe('backup and restore (REST /rest/bd_backup)', () => {
  it('lists the default server localhost with the company schemas', async () => {
    const { body } = await admin.rest('GET', '/rest/bd_backup/0?opc=base');
    const servers = body.lst_servers as Array<{ srv: string; bd: string; default: boolean; esquemas: Array<{ sch: string; emp_razons: string | null }> }>;
    expect(servers.map((s) => [s.srv, s.bd, s.default])).toEqual([['localhost', 'isyplus', true]]);
    expect(servers[0]!.esquemas.map((e) => e.sch)).toContain(await andina());
    expect(servers[0]!.esquemas.map((e) => e.sch)).not.toContain('public');
  });

  it('backs up a company schema with size, checksum, author and counts, then restores it into a new schema with equal row counts', async () => {
    const schema = await andina();
    const source = await counts(schema);
    expect(source.tasiento_prueba).toBe(2500);
    const backup = await admin.rest('POST', `/rest/bd_backup/0?opc=do_backup&sch=${schema}&bd=isyplus`, {
      replace: false,
      name_replace: 'andina_prueba',
      srv: 'localhost',
    });
    expect(backup.body).toMatchObject({ cod: 1, estado: 200, dest: expect.stringMatching(/^andina_prueba\.(dump|sql)$/), host: 'localhost' });
    const dest = backup.body.dest as string;
    const file = join(server.services.config.backupDir, dest);
    const [row] = await sql<{ bak_tamano: string; bak_checksum: string; usr_nombre: string; bak_estado: string; bak_filas: string; bak_conteos: unknown }>(
      'select * from trespaldo where bak_nombre = ?',
      [dest],
    );
    expect(row).toMatchObject({ bak_estado: 'terminado', usr_nombre: 'Administrador General' });
    expect(Number(row!.bak_tamano)).toBe(statSync(file).size);
    expect(row!.bak_checksum).toBe(createHash('sha256').update(readFileSync(file)).digest('hex'));
    const stored = typeof row!.bak_conteos === 'string' ? JSON.parse(row!.bak_conteos) : row!.bak_conteos;
    expect(stored).toEqual(source);
    expect(Number(row!.bak_filas)).toBe(Object.values(source).reduce((a, b) => a + b, 0));

    const restored = await admin.rest('POST', '/rest/bd_backup/0?opc=do_restore', { dest, srv: 'localhost', ant: 'emp_andina_copia', replace: false });
    expect(restored.body).toMatchObject({ cod: 1, estado: 200, msj: 'Backup restaurado en el esquema emp_andina_copia' });
    expect(await counts('emp_andina_copia')).toEqual(source);
    // The source is untouched and still where it was.
    expect(await counts(schema)).toEqual(source);
    const [sum] = await sql<{ s: string }>('select sum(valor)::text as s from emp_andina_copia.tasiento_prueba');
    expect(sum!.s).toBe('3907812.50');
    // Sequences come back too: a new row continues after the restored ones (a sequence may skip values, never repeat them).
    const [next] = await sql<{ id: number }>(`insert into emp_andina_copia.tasiento_prueba (glosa, valor) values ('nuevo', 1) returning id`);
    expect(next!.id).toBeGreaterThan(2500);
    await sql(`delete from emp_andina_copia.tasiento_prueba where glosa = 'nuevo'`);

    const audit = await sql<{ aud_accion: string; usr_nombre: string }>(
      `select aud_accion, usr_nombre from tauditoria where aud_entidad = 'respaldos' order by aud_codigo`,
    );
    expect(audit.map((a) => a.aud_accion)).toEqual(['backup', 'restaurar']);
  });

  it('refuses to restore over an existing schema without replace, and replaces it when asked', async () => {
    const dest = (await sql<{ bak_nombre: string }>(`select bak_nombre from trespaldo where bak_nombre like 'andina_prueba.%'`))[0]!.bak_nombre;
    const refused = await admin.rest('POST', '/rest/bd_backup/0?opc=do_restore', { dest, srv: 'localhost', ant: 'emp_andina_copia', replace: false });
    expect(refused.body).toMatchObject({ estado: 409, msj: 'El esquema emp_andina_copia ya existe; marque reemplazar para sobrescribirlo', inputid: 'ant' });
    await sql('delete from emp_andina_copia.tasiento_prueba where id > 100');
    const replaced = await admin.rest('POST', '/rest/bd_backup/0?opc=do_restore', { dest, srv: 'localhost', ant: 'emp_andina_copia', replace: true });
    expect(replaced.body).toMatchObject({ cod: 1 });
    expect((await counts('emp_andina_copia')).tasiento_prueba).toBe(2500);
  });

  it('restores over the source schema itself (replace) putting back deleted rows', async () => {
    const schema = await andina();
    const before = await counts(schema);
    const dest = (await sql<{ bak_nombre: string }>(`select bak_nombre from trespaldo where bak_nombre like 'andina_prueba.%'`))[0]!.bak_nombre;
    await sql(`delete from "${schema}".tasiento_prueba where id <= 1000`);
    const replaced = await admin.rest('POST', '/rest/bd_backup/0?opc=do_restore', { dest, srv: 'localhost', ant: schema, replace: true });
    expect(replaced.body).toMatchObject({ cod: 1 });
    expect(await counts(schema)).toEqual(before);
  });

  it("fails a restore whose row counts do not match with 'No se ha podido restaurar backup' and leaves nothing behind", async () => {
    const schema = await andina();
    const before = await counts(schema);
    const dest = (await sql<{ bak_nombre: string }>(`select bak_nombre from trespaldo where bak_nombre like 'andina_prueba.%'`))[0]!.bak_nombre;
    // The record says one more row than the file holds: the verification inside the restore's transaction refuses it.
    await sql(`update trespaldo set bak_conteos = jsonb_set(bak_conteos, '{tasiento_prueba}', '2501') where bak_nombre = ?`, [dest]);
    const failed = await admin.rest('POST', '/rest/bd_backup/0?opc=do_restore', { dest, srv: 'localhost', ant: 'emp_andina_mal', replace: false });
    expect(failed.body).toMatchObject({ cod: 0, estado: 400, msj: 'No se ha podido restaurar backup' });
    expect(String(failed.body.detalle)).toContain('la tabla tasiento_prueba tiene 2500 filas y el backup 2501');
    expect(await schemaExists('emp_andina_mal')).toBe(false);
    // The live schema moved aside during the restore is back, whole.
    expect(await counts(schema)).toEqual(before);
    expect((await sql<{ n: number }>(`select count(*)::int as n from pg_namespace where nspname like 'bkp_aparte_%'`))[0]!.n).toBe(0);
    await sql(`update trespaldo set bak_conteos = jsonb_set(bak_conteos, '{tasiento_prueba}', '2500') where bak_nombre = ?`, [dest]);
  });

  it('refuses a tampered backup file (checksum) with the restore failure message', async () => {
    const schema = await andina();
    const made = await admin.rest('POST', `/rest/bd_backup/0?opc=do_backup&sch=${schema}`, { srv: 'localhost' });
    expect(made.body.cod).toBe(1);
    appendFileSync(join(server.services.config.backupDir, made.body.dest as string), 'x');
    const failed = await admin.rest('POST', '/rest/bd_backup/0?opc=do_restore', { dest: made.body.dest, srv: 'localhost', ant: 'emp_andina_alterada' });
    expect(failed.body).toMatchObject({ cod: 0, msj: 'No se ha podido restaurar backup', detalle: 'el archivo del backup no coincide con su checksum' });
    expect(await schemaExists('emp_andina_alterada')).toBe(false);
  });

  it("answers 'No se ha podido generar backup' when the backup cannot be written", async () => {
    const schema = await andina();
    const dir = server.services.config.backupDir;
    server.services.config.backupDir = '/dev/null/respaldos';
    try {
      const failed = await admin.rest('POST', `/rest/bd_backup/0?opc=do_backup&sch=${schema}`, { srv: 'localhost', name_replace: 'no_se_escribe' });
      expect(failed.body).toMatchObject({
        cod: 0,
        estado: 400,
        msj: 'No se ha podido generar backup',
        dest: 'no_se_escribe.' + (server.services.config.databaseUrl ? 'dump' : 'sql'),
      });
      const [row] = await sql<{ bak_estado: string; bak_mensaje: string }>(
        `select bak_estado, bak_mensaje from trespaldo where bak_nombre like 'no_se_escribe.%'`,
      );
      expect(row!.bak_estado).toBe('fallido');
      expect(row!.bak_mensaje).toMatch(/^No se ha podido generar backup: /);
    } finally {
      server.services.config.backupDir = dir;
    }
  });

  it('refuses bad input naming the legacy field, and a name already taken unless replace', async () => {
    const schema = await andina();
    expect((await admin.rest('POST', '/rest/bd_backup/0?opc=do_backup&sch=emp_no_existe', {})).body).toMatchObject({
      estado: 400,
      msj: 'No existe el esquema emp_no_existe en la base',
      inputid: 'sch',
    });
    expect((await admin.rest('POST', `/rest/bd_backup/0?opc=do_backup&sch=${schema}`, { srv: 'otro' })).body).toMatchObject({
      estado: 400,
      msj: 'El servidor otro no está disponible para backups',
      inputid: 'srv',
    });
    expect((await admin.rest('POST', `/rest/bd_backup/0?opc=do_backup&sch=${schema}`, { name_replace: '../etc/passwd' })).body).toMatchObject({
      estado: 400,
      inputid: 'name_replace',
    });
    const taken = await admin.rest('POST', `/rest/bd_backup/0?opc=do_backup&sch=${schema}`, { name_replace: 'andina_prueba' });
    expect(taken.body).toMatchObject({ estado: 409, inputid: 'name_replace' });
    expect(String(taken.body.msj)).toMatch(/^Ya existe un backup con el nombre andina_prueba\.(dump|sql); marque reemplazar para sobrescribirlo$/);
    const again = await admin.rest('POST', `/rest/bd_backup/0?opc=do_backup&sch=${schema}`, { name_replace: 'andina_prueba', replace: true });
    expect(again.body).toMatchObject({ cod: 1 });
    expect((await sql<{ n: number }>(`select count(*)::int as n from trespaldo where bak_nombre like 'andina_prueba.%'`))[0]!.n).toBe(1);
    expect((await admin.rest('POST', '/rest/bd_backup/0?opc=do_restore', { dest: 'no_existe.sql', ant: 'emp_x_y' })).body).toMatchObject({
      estado: 400,
      msj: 'No existe el backup no_existe.sql',
      inputid: 'dest',
    });
    expect((await admin.rest('POST', '/rest/bd_backup/0?opc=do_restore', { dest: 'no_existe.sql', ant: 'public' })).body).toMatchObject({
      estado: 400,
      inputid: 'ant',
    });
  });

  it('lets only administrators back up or restore', async () => {
    const schema = await andina();
    expect((await plain.rest('GET', '/rest/bd_backup/0?opc=base')).status).toBe(403);
    const refused = await plain.rest('POST', `/rest/bd_backup/0?opc=do_backup&sch=${schema}`, {});
    expect(refused.status).toBe(403);
    expect(refused.body.msj).toBe('Solo los administradores pueden generar y restaurar backups');
    const gql = await plain.graphql(`mutation { startBackup(input: { schema: "${schema}" }) { jobId } }`);
    expect([gql.errors?.[0]?.message, gql.errors?.[0]?.extensions?.code]).toEqual(['Solo los administradores pueden generar y restaurar backups', 'FORBIDDEN']);
    // An administrator (hierarchy 1) may.
    expect((await administrator.rest('GET', '/rest/bd_backup/0?opc=base')).body.lst_servers).toHaveLength(1);
  });
});

describe('backup and restore (GraphQL, jobs with progress)', () => {
  it('queues a backup and a restore, reports progress up to 100 and lists the backup for restore', async () => {
    const schema = await andina();
    const started = await admin.graphql<{ startBackup: { jobId: string; backup: { name: string; state: string } } }>(
      `mutation ($input: BackupInput!) { startBackup(input: $input) { jobId backup { name state } } }`,
      { input: { schema, name: 'andina_gql' } },
    );
    expect(started.errors).toBeUndefined();
    const { jobId, backup } = started.data!.startBackup;
    expect(backup.state).toBe('PENDING');
    let listed: { name: string; state: string; size: number; checksum: string; author: string; tables: Array<{ table: string; rows: number }> } | undefined;
    for (let i = 0; i < 200 && listed?.state !== 'DONE'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const page = await admin.graphql<{ backups: { totalCount: number; items: (typeof listed)[] } }>(
        `{ backups(orderBy: { field: NAME }) { totalCount items { name state size checksum author tables { table rows } } } }`,
      );
      listed = page.data!.backups.items.find((b) => b!.name === backup.name)!;
    }
    expect(listed).toMatchObject({ state: 'DONE', author: 'Administrador General' });
    expect(listed!.tables.find((t) => t.table === 'tasiento_prueba')!.rows).toBe(2500);
    // Progress goes through the outbox, written in order after the job's own update: the last
    // writes may land just after the backup shows DONE.
    const progress = () =>
      sql<{ p: number }>(`select (payload->>'progress')::int as p from tevento where topic = 'JOB_PROGRESS' and key = ? order by id`, [jobId]);
    await expect.poll(async () => (await progress()).at(-1)?.p, { timeout: 10_000 }).toBe(100);
    expect((await progress()).length).toBeGreaterThan(2);

    const restore = await admin.graphql<{ startRestore: { jobId: string; restore: { id: number } } }>(
      `mutation ($input: RestoreInput!) { startRestore(input: $input) { jobId restore { id } } }`,
      { input: { backupName: backup.name, schema: 'emp_andina_gql' } },
    );
    expect(restore.errors).toBeUndefined();
    let state = '';
    let message = '';
    for (let i = 0; i < 200 && !['DONE', 'FAILED'].includes(state); i++) {
      await new Promise((r) => setTimeout(r, 100));
      const r = await admin.graphql<{ backupRestore: { state: string; message: string } }>(`query ($id: Int!) { backupRestore(id: $id) { state message } }`, {
        id: restore.data!.startRestore.restore.id,
      });
      ({ state, message } = r.data!.backupRestore);
    }
    expect([state, message]).toEqual(['DONE', 'Backup restaurado en el esquema emp_andina_gql']);
    expect(await counts('emp_andina_gql')).toEqual(await counts(schema));
  });
});
