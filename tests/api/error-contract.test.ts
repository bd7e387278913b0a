import { buildSchema, graphql, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, formatErrors } from '../../api/src/graphql/errors.js';
import { legacyFields } from '../../api/src/graphql/field-paths.js';
import { guardRootInput } from '../../api/src/graphql/input-guard.js';
import { errorEnvelope } from '../../api/src/rest/envelope.js';
import { AppError } from '../../api/src/shared/app-error.js';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

// The error contract of docs/graphql.md: documented codes only, every refused field in one
// answer, extensions.field = GraphQL argument path (legacyField = the service's legacy name).

const DOCUMENTED = ['UNAUTHENTICATED', 'FORBIDDEN', 'BAD_USER_INPUT', 'NOT_FOUND', 'CONFLICT', 'QUERY_TOO_COMPLEX', 'RATE_LIMITED', 'INTERNAL'];
const DOCUMENT_ERRORS = ['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED'];
const TOO_MANY = 'Demasiados intentos de ingreso. Espere unos minutos e intente nuevamente.';

/** A small schema with the root wrapper, whose one mutation throws what the test hands it. */
function contractSchema(): { schema: GraphQLSchema; throwing: (error: unknown) => void } {
  const schema = buildSchema(`
    input TaxpayerInput { province: String ruc: String }
    input CompanyContractInput { legalName: String taxpayer: TaxpayerInput }
    type Query { ping: Int }
    type Mutation { saveCompany(id: Int!, input: CompanyContractInput!): Int }
  `);
  let next: unknown;
  schema.getMutationType()!.getFields().saveCompany!.resolve = async () => {
    throw next;
  };
  legacyFields('CompanyContractInput', { 'infoadc.provcod': 'taxpayer.province' });
  return { schema: guardRootInput(schema), throwing: (error) => (next = error) };
}

async function answer(schema: GraphQLSchema, input: Record<string, unknown>): Promise<GraphQLFormattedError[]> {
  const result = await graphql({ schema, source: 'mutation ($input: CompanyContractInput!) { saveCompany(id: 7, input: $input) }', variableValues: { input } });
  return formatErrors(result.errors ?? [], false);
}

const extensionsOf = (errors: readonly GraphQLFormattedError[]) => errors.map((e) => ({ message: e.message, ...e.extensions }));

describe('extensions.field is the GraphQL argument path', () => {
  const { schema, throwing } = contractSchema();

  it('renames a registered legacy name, prefixes an input field, keeps an argument and marks an unknown name as legacy', async () => {
    const cases: Array<[string, Record<string, string>]> = [
      ['infoadc.provcod', { field: 'input.taxpayer.province', legacyField: 'infoadc.provcod' }],
      ['legalName', { field: 'input.legalName' }],
      ['taxpayer.ruc', { field: 'input.taxpayer.ruc' }],
      ['id', { field: 'id' }],
      ['emp_razons', { field: 'emp_razons', legacyField: 'emp_razons' }],
    ];
    for (const [thrown, expected] of cases) {
      throwing(AppError.input(thrown, 'Seleccione la provincia'));
      expect(extensionsOf(await answer(schema, {})), thrown).toEqual([
        { message: 'Seleccione la provincia', code: 'BAD_USER_INPUT', ...expected, level: 'warning' },
      ]);
    }
  });

  it('names the field of a conflict the same way', async () => {
    throwing(AppError.conflict('Ya existe una empresa con ese RUC', 'taxpayer.ruc'));
    expect(extensionsOf(await answer(schema, {}))).toEqual([
      { message: 'Ya existe una empresa con ese RUC', code: 'CONFLICT', field: 'input.taxpayer.ruc', level: 'error' },
    ]);
  });
});

describe('all validation errors in one answer', () => {
  const { schema, throwing } = contractSchema();

  it('answers one entry per field of AppError.inputs, in order, with the same path', async () => {
    throwing(
      AppError.inputs([
        { field: 'legalName', message: 'Ingrese la razón social' },
        { field: 'infoadc.provcod', message: 'Seleccione la provincia' },
        { field: 'id', message: 'La empresa no es válida' },
      ]),
    );
    const errors = await answer(schema, {});
    expect(extensionsOf(errors)).toEqual([
      { message: 'Ingrese la razón social', code: 'BAD_USER_INPUT', field: 'input.legalName', level: 'warning' },
      { message: 'Seleccione la provincia', code: 'BAD_USER_INPUT', field: 'input.taxpayer.province', legacyField: 'infoadc.provcod', level: 'warning' },
      { message: 'La empresa no es válida', code: 'BAD_USER_INPUT', field: 'id', level: 'warning' },
    ]);
    expect(new Set(errors.map((e) => JSON.stringify(e.path)))).toEqual(new Set(['["saveCompany"]']));
    // The carried errors never leak into the JSON of the first one.
    expect(JSON.parse(JSON.stringify(errors[0]))).toEqual({
      message: 'Ingrese la razón social',
      locations: [{ line: 1, column: 44 }],
      path: ['saveCompany'],
      extensions: { code: 'BAD_USER_INPUT', field: 'input.legalName', level: 'warning' },
    });
  });

  it('collects every refusal of the input parser before the resolver runs', async () => {
    throwing(new Error('the resolver must not run'));
    const errors = await answer(schema, { legalName: 'x'.repeat(2001), taxpayer: { ruc: 'ab\u0000c', province: 'Pichincha' } });
    expect(extensionsOf(errors)).toEqual([
      { message: 'El campo input.legalName admite hasta 2000 caracteres', code: 'BAD_USER_INPUT', field: 'input.legalName', level: 'warning' },
      { message: 'El campo input.taxpayer.ruc no admite el carácter nulo', code: 'BAD_USER_INPUT', field: 'input.taxpayer.ruc', level: 'warning' },
    ]);
  });

  it('answers an unexpected error as INTERNAL without its details', async () => {
    throwing(new Error('conexión perdida con 10.0.0.5'));
    expect(extensionsOf(await answer(schema, {}))).toEqual([
      { message: 'Ocurrió un error inesperado. Intente nuevamente o comuníquese con soporte.', code: 'INTERNAL' },
    ]);
  });
});

describe('the contract over HTTP', () => {
  let server: TestServer;
  let admin: ApiClient;
  beforeAll(async () => {
    server = await startTestServer({ redis: false, overrides: { loginRateLimit: 2 } });
    admin = new ApiClient(server.url);
    await admin.login('admin', TEST_PASSWORD);
  });
  afterAll(async () => server?.close());

  it('lists exactly the documented codes', () => {
    expect([...ERROR_CODES].sort()).toEqual([...DOCUMENTED, ...DOCUMENT_ERRORS, 'PERSISTED_QUERY_NOT_FOUND', 'PERSISTED_QUERY_NOT_SUPPORTED'].sort());
  });

  it('answers every class-validator refusal of one input in one response', async () => {
    const r = await new ApiClient(server.url).graphql('mutation { login(input: { username: "", password: "" }) { uri } }');
    expect(extensionsOf(r.errors!)).toEqual([
      { message: 'Ingrese el usuario', code: 'BAD_USER_INPUT', field: 'input.username', level: 'warning' },
      { message: 'Ingrese la clave', code: 'BAD_USER_INPUT', field: 'input.password', level: 'warning' },
    ]);
  });

  it('answers every refusal of the input parser in one response', async () => {
    const r = await admin.graphql('mutation ($input: StaffUserInput!) { createStaffUser(input: $input) { message } }', {
      input: { login: 'l'.repeat(41), name: 'n'.repeat(151), profileId: 1, sectionId: 1 },
    });
    expect(r.errors!.map((e) => [e.extensions!.field, e.message]).sort()).toEqual([
      ['input.login', 'El campo input.login admite hasta 40 caracteres'],
      ['input.name', 'El campo input.name admite hasta 150 caracteres'],
    ]);
  });

  it('answers the sign-in throttle with RATE_LIMITED over GraphQL and 429 over REST, message unchanged', async () => {
    const client = new ApiClient(server.url);
    const attempt = () => client.graphql('mutation { login(input: { username: "limitado", password: "x" }) { uri } }');
    for (let i = 0; i < 2; i++) expect((await attempt()).errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    expect(extensionsOf((await attempt()).errors!)).toEqual([{ message: TOO_MANY, code: 'RATE_LIMITED', level: 'warning' }]);
    // The legacy sign-in screen reads every refusal over HTTP 200 (auth.rest.ts); the message is the same.
    const rest = await client.rest('POST', '/rest/login/0?opc=save', { usuario: 'limitado', clave: 'x' });
    expect([rest.status, rest.body]).toMatchObject([200, { estado: 'error', msg: TOO_MANY }]);
    // Any other REST route answers the code with 429.
    expect(errorEnvelope(AppError.rateLimited(TOO_MANY))).toEqual({
      status: 429,
      body: { estado: 429, status: 429, cod: 0, code: 'RATE_LIMITED', msg: TOO_MANY, msj: TOO_MANY, level_code: 101, tipo_gestion: 0 },
    });
  });

  it('answers malformed documents with graphql codes and everything else with documented ones', async () => {
    const post = async (body: unknown) => {
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: admin.cookie! },
        body: JSON.stringify(body),
      });
      return { status: res.status, ...((await res.json()) as { errors?: GraphQLFormattedError[] }) };
    };
    const cases: Array<[unknown, number, string]> = [
      [{ query: '{ me { name }' }, 400, 'GRAPHQL_PARSE_FAILED'],
      [{ variables: {} }, 400, 'GRAPHQL_PARSE_FAILED'],
      [{ query: '{ nada }' }, 400, 'GRAPHQL_VALIDATION_FAILED'],
      [{ query: 'query A { me { id } } query B { me { name } }' }, 400, 'GRAPHQL_VALIDATION_FAILED'],
      [{ query: 'query A { me { id } }', operationName: 'B' }, 400, 'GRAPHQL_VALIDATION_FAILED'],
      [{ query: `{ ${Array.from({ length: 31 }, (_, i) => `a${i}: me { id }`).join(' ')} }` }, 400, 'QUERY_TOO_COMPLEX'],
      [{ query: `{ ${'me { id } '.repeat(2600)} }` }, 400, 'QUERY_TOO_COMPLEX'],
      [{ query: 'query ($n: Int!) { companies(page: $n) { total } }', variables: { n: 'uno' } }, 400, 'BAD_USER_INPUT'],
    ];
    for (const [body, status, code] of cases) {
      const r = await post(body);
      expect({ status: r.status, codes: r.errors!.map((e) => e.extensions!.code) }, JSON.stringify(body).slice(0, 80)).toEqual({ status, codes: [code] });
    }
    const anonymous = await new ApiClient(server.url).graphql('{ companies { total } }');
    expect(anonymous.errors!.map((e) => e.extensions!.code)).toEqual(['UNAUTHENTICATED']);
  });
});
