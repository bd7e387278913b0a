import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, demoClients } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { companyIdOf } from './companies-fixtures.js';
import { CREATE, LIST, ONE, rucOf, type ListData } from './packages-fixtures.js';

/**
 * Outside-test defects 4 and 8: hostile input is refused at the edge as a user error naming the
 * field (the REST key, or the GraphQL argument path), and text is limited by its column.
 */
let server: TestServer;
let admin: ApiClient;

type Result = { status: number; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
const refusal = (r: Result) => ({ message: r.errors?.[0]?.message, code: r.errors?.[0]?.extensions?.code, field: r.errors?.[0]?.extensions?.field });
const sql = <T>(text: string, params: unknown[] = []) => server.services.orm.em.fork().getConnection().execute<T[]>(text, params);
const R = '/rest/empresas/conexiones';

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  ({ admin } = await demoClients(server.url, TEST_PASSWORD));
});
afterAll(async () => server?.close());

describe('hostile input over REST', () => {
  it('refuses a malformed path segment and an overflowing path id, also before sign-in', async () => {
    const anonymous = new ApiClient(server.url);
    const malformed = await anonymous.rest('POST', '/rest/login/%?opc=save', { usuario: 'admin', clave: 'x' });
    expect(malformed.body).toMatchObject({
      estado: 400,
      code: 'BAD_USER_INPUT',
      msg: 'El campo id no tiene un formato válido',
      inputid: 'id',
      level_code: 101,
    });
    const overflow = await admin.rest('GET', '/rest/tusuarios/1e309?accion=usuario');
    expect(overflow.body).toMatchObject({ estado: 400, msg: 'El campo id debe ser un número entero entre -2147483648 y 2147483647', inputid: 'id' });
  });

  it('refuses non-numeric and overflowing ids and pages, NUL characters and long lists naming the legacy key', async () => {
    const cases: Array<[string, string, unknown, string, string]> = [
      [
        'GET',
        `${R}/0?accion=contactos&emp_codigo=abc`,
        undefined,
        'emp_codigo',
        'El campo emp_codigo debe ser un número entero entre -2147483648 y 2147483647',
      ],
      [
        'GET',
        '/rest/medicos/admin/0?opc=getListaMedicos&page=99999999999999999999',
        undefined,
        'page',
        'El campo page debe ser un número entero entre -2147483648 y 2147483647',
      ],
      ['GET', `${R}/0?accion=search_lista&texto=a%00b`, undefined, 'texto', 'El campo texto no admite el carácter nulo'],
      [
        'POST',
        `${R}/0?accion=crear_conexiones`,
        { emp_codigo: 1, paquete: 2147483647, tipo_contrato: 2 },
        'paquete',
        'El campo paquete debe ser un número entero entre 0 y 1000000000',
      ],
      [
        'POST',
        '/rest/empresas/tempresa/0?accion=bloquearAut',
        { cods: Array.from({ length: 10_000 }, (_, i) => i + 1) },
        'cods',
        'El campo cods admite hasta 1000 elementos',
      ],
      [
        'POST',
        '/rest/tusuarios/0?accion=guardar',
        { form: { usr_id: 'u', usr_nombre: 'x'.repeat(10_000), usr_perfil: 1, sec_codigo: 1 } },
        'usr_nombre',
        'El campo usr_nombre admite hasta 150 caracteres',
      ],
    ];
    for (const [method, path, body, field, message] of cases) {
      const res = await admin.rest(method, path, body);
      expect([res.status, res.body], path).toMatchObject([200, { estado: 400, code: 'BAD_USER_INPUT', msg: message, inputid: field }]);
    }
  });
});

describe('hostile input over GraphQL', () => {
  it('refuses a NUL character before sign-in and a 10,000-character user name, naming the argument path', async () => {
    const login = await new ApiClient(server.url).graphql('mutation ($input: LoginInput!) { login(input: $input) { uri } }', {
      input: { username: 'ad\u0000min', password: 'x' },
    });
    expect(refusal(login)).toEqual({ message: 'El campo input.username no admite el carácter nulo', code: 'BAD_USER_INPUT', field: 'input.username' });
    const user = await admin.graphql('mutation ($input: StaffUserInput!) { createStaffUser(input: $input) { message } }', {
      input: { login: 'largo', name: 'x'.repeat(10_000), profileId: 1, sectionId: 1 },
    });
    expect(refusal(user)).toEqual({ message: 'El campo input.name admite hasta 150 caracteres', code: 'BAD_USER_INPUT', field: 'input.name' });
  });

  it('refuses numbers past the column range and lists of 10,000 items', async () => {
    const companyId = await companyIdOf(server, 'costena');
    const size = await admin.graphql(CREATE, { input: { companyId, packageSize: 2147483647, contractType: 'GRATUITO' } });
    expect(refusal(size)).toEqual({
      message: 'El campo input.packageSize debe ser un número entero entre 0 y 1000000000',
      code: 'BAD_USER_INPUT',
      field: 'input.packageSize',
    });
    const many = await admin.graphql('mutation ($ids: [Int!]!) { unblockAuthorization(companyIds: $ids) { message } }', {
      ids: Array.from({ length: 10_000 }, (_, i) => i + 1),
    });
    expect(refusal(many)).toEqual({ message: 'El campo companyIds admite hasta 1000 elementos', code: 'BAD_USER_INPUT', field: 'companyIds' });
  });
});

describe('text limited by its column (defect 8)', () => {
  it('refuses a 1,000,000-character package note and keeps one of 1,000 characters', async () => {
    const companyId = await companyIdOf(server, 'costena');
    const huge = await admin.graphql(CREATE, { input: { companyId, packageSize: 10, contractType: 'GRATUITO', note: 'x'.repeat(1_000_000) } });
    expect(refusal(huge)).toEqual({ message: 'El campo input.note admite hasta 1000 caracteres', code: 'BAD_USER_INPUT', field: 'input.note' });
    const rest = await admin.rest('POST', `${R}/0?accion=crear_conexiones&opc=paquete`, {
      emp_codigo: companyId,
      paquete: 10,
      tipo_contrato: 2,
      observacion: 'y'.repeat(1001),
    });
    expect(rest.body).toMatchObject({ estado: 400, msg: 'El campo observacion admite hasta 1000 caracteres', inputid: 'observacion' });
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from tconexiones where rucempresa = ?', [rucOf('costena')]);
    expect(n).toBe(0);

    const kept = await admin.graphql<{ createConnectionPackage: { package: { id: number; note: string } } }>(CREATE, {
      input: { companyId, packageSize: 10, contractType: 'GRATUITO', note: 'z'.repeat(1000) },
    });
    expect(kept.data!.createConnectionPackage.package.note).toBe('z'.repeat(1000));
    const read = await admin.graphql<{ connectionPackage: { note: string } }>(ONE, { id: kept.data!.createConnectionPackage.package.id });
    expect(read.data!.connectionPackage.note).toHaveLength(1000);
  });

  it('never returns more than 1,000 characters of a note in the package list, even for an older longer one', async () => {
    await sql("update tconexiones set observacion = repeat('n', 1000000) where rucempresa = ? and estado = 1", [rucOf('andina')]);
    const list = await admin.graphql<ListData>(LIST.replace('packageSize', 'packageSize note'), { filter: { text: 'andina' } });
    const row = list.data!.connectionPackages.items.find((r) => r.accessCode === 'andina')!;
    expect(row.note).toBe('n'.repeat(1000));
  });

  it('refuses a development cycle note past its maximum naming ci_nota over REST', async () => {
    const res = await admin.rest('POST', '/rest/desarrollo/0?opc=saveCiclo', { ci_modulo: 1, ci_estado: 'an', ci_nota: 'c'.repeat(2001) });
    expect(res.body).toMatchObject({ estado: 400, msg: 'El campo ci_nota admite hasta 2000 caracteres', inputid: 'ci_nota' });
    const gql = await admin.graphql('mutation ($input: DevCycleInput!) { saveDevelopmentCycle(input: $input) { id } }', {
      input: { moduleId: 1, state: 'ANALYSIS', note: 'c'.repeat(2001) },
    });
    expect(refusal(gql)).toEqual({ message: 'El campo input.note admite hasta 2000 caracteres', code: 'BAD_USER_INPUT', field: 'input.note' });
  });
});
