import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatError } from '../../api/src/graphql/errors.js';
import { errorEnvelope } from '../../api/src/rest/envelope.js';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { insertCompany } from './companies-fixtures.js';

/**
 * PostgreSQL's integrity errors (foreign key, unique, not null, check) answer a Spanish refusal
 * naming what blocks, CONFLICT or BAD_USER_INPUT, never INTERNAL or HTTP 500; and the refused
 * write leaves everything as it was.
 */

const DELETE = `mutation ($id: Int!) { deleteCompany(id: $id) { message } }`;
const SAVE_SMS = `mutation ($input: SmsContractInput!) { saveSmsContract(input: $input) { id } }`;
const SAVE_TEMPLATE = `mutation ($input: MailTemplateInput!) { saveMailTemplate(input: $input) { message } }`;

let server: TestServer;
let admin: ApiClient;

const sql = async <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  server.services.orm.em.fork().getConnection().execute<T[]>(query, params);

/** The error a statement fails with (it must fail). */
async function failure(query: string): Promise<unknown> {
  try {
    await sql(query);
  } catch (error) {
    return error;
  }
  throw new Error(`The statement did not fail: ${query}`);
}

/** What both mappers answer for an error: GraphQL's code and message, REST's estado, code and message. */
function answers(error: unknown) {
  const graphql = formatError({ message: String((error as Error).message), path: ['prueba'] }, error, false);
  const rest = errorEnvelope(error);
  return {
    graphql: { message: graphql.message, code: graphql.extensions?.code },
    rest: { status: rest.status, estado: rest.body.estado, code: rest.body.code, msg: rest.body.msg },
  };
}

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  admin = new ApiClient(server.url);
  await admin.login('admin', TEST_PASSWORD);
});
afterAll(async () => server?.close());

describe('the two reported refusals', () => {
  it('refuses deleting a company that has an SMS contract, naming it, and deletes nothing', async () => {
    const id = await insertCompany(server, { coding: 'smsborrar', schema: 'emp_smsborrar', ruc: '1790011223001' });
    await server.services.tenants.provision('emp_smsborrar', 'v1');
    expect((await admin.graphql(SAVE_SMS, { input: { companyId: id, contracted: 10 } })).errors).toBeUndefined();

    const refused = await admin.graphql(DELETE, { id });
    expect(refused.status).toBe(200);
    expect(refused.data).toBeNull();
    expect(refused.errors).toEqual([
      {
        message: 'No se puede eliminar la empresa: tiene contratos de SMS',
        locations: [{ line: 1, column: 24 }],
        path: ['deleteCompany'],
        extensions: { code: 'CONFLICT', level: 'error' },
      },
    ]);
    const rest = await admin.rest('DELETE', `/rest/empresas/tempresa/${id}?accion=delete_emp`);
    expect([rest.status, rest.body.estado, rest.body.code, rest.body.msg]).toEqual([
      200,
      409,
      'CONFLICT',
      'No se puede eliminar la empresa: tiene contratos de SMS',
    ]);
    // Nothing lost: the company, its contract and its tenant schema (dropped in the same transaction) are still there.
    expect(await sql('select emp_coding from tempresa where emp_codigo = ?', [id])).toEqual([{ emp_coding: 'smsborrar' }]);
    expect(await sql('select sms_contratados from tsms_contrato where emp_codigo = ?', [id])).toEqual([{ sms_contratados: 10 }]);
    expect(await server.services.tenants.schemaExists('emp_smsborrar')).toBe(true);
  });

  it('refuses a mail template of category 0 naming the field, and saves nothing', async () => {
    const before = await sql<{ n: number }>('select count(*)::int as n from tmailtemplate');
    const refused = await admin.graphql(SAVE_TEMPLATE, { input: { title: 'Categoría cero', body: 'Hola', type: 'EMAIL', categoryId: 0 } });
    expect(refused.errors).toEqual([
      {
        message: 'No existe la categoría de plantillas 0.',
        locations: [{ line: 1, column: 41 }],
        path: ['saveMailTemplate'],
        extensions: { code: 'BAD_USER_INPUT', field: 'input.categoryId', level: 'warning' },
      },
    ]);
    const rest = await admin.rest('POST', '/rest/tmailtemplate/0?opc=guardar', { mte_titulo: 'Categoría cero', mte_body: 'Hola', mte_tipo: 2, mtc_codigo: 0 });
    expect([rest.status, rest.body.estado, rest.body.msg, rest.body.inputid]).toEqual([200, 400, 'No existe la categoría de plantillas 0.', 'categoryId']);
    expect(await sql<{ n: number }>('select count(*)::int as n from tmailtemplate')).toEqual(before);
  });
});

describe('the mappers over real PostgreSQL errors', () => {
  it('answers a missing reference, a duplicate, a missing value and a broken rule in Spanish, naming table and column', async () => {
    const missing = await failure(`insert into tmailtemplate (mte_titulo, mte_body, mte_tipo, mtc_codigo, usr_nombre) values ('t', 'b', 2, 0, 'u')`);
    expect(answers(missing)).toEqual({
      graphql: { message: 'No existe la categoría de plantillas con mtc_codigo 0', code: 'BAD_USER_INPUT' },
      rest: { status: 200, estado: 400, code: 'BAD_USER_INPUT', msg: 'No existe la categoría de plantillas con mtc_codigo 0' },
    });
    const duplicate = await failure(`insert into tmailtemcateg values (1, 'otra', 'Otra', 9)`);
    expect(answers(duplicate)).toEqual({
      graphql: { message: 'La categoría de plantillas con mtc_codigo 1 ya existe', code: 'CONFLICT' },
      rest: { status: 200, estado: 409, code: 'CONFLICT', msg: 'La categoría de plantillas con mtc_codigo 1 ya existe' },
    });
    const empty = await failure(`insert into tsms_contrato (emp_codigo, sms_contratados, tipo_contrato, usr_nombre) values (null, 1, 1, 'u')`);
    expect(answers(empty).graphql).toEqual({ message: 'El campo emp_codigo del contrato de SMS es obligatorio', code: 'BAD_USER_INPUT' });
    const broken = await failure(`insert into tmailtemplate (mte_titulo, mte_body, mte_tipo, usr_nombre) values ('t', 'b', 9, 'u')`);
    expect(answers(broken).graphql).toEqual({ message: 'La plantilla no cumple la regla tmailtemplate_mte_tipo_check', code: 'BAD_USER_INPUT' });
  });

  it('names a table without a Spanish noun by its table name', async () => {
    await sql('create table tprueba_padre (id int primary key)');
    await sql('create table tprueba_hijo (id int primary key, padre int references tprueba_padre (id))');
    await sql('insert into tprueba_padre values (7)');
    await sql('insert into tprueba_hijo values (1, 7)');
    expect(answers(await failure('delete from tprueba_padre where id = 7')).graphql).toEqual({
      message: 'No se puede eliminar el registro de tprueba_padre: tiene registros relacionados en tprueba_hijo',
      code: 'CONFLICT',
    });
    expect(answers(await failure('insert into tprueba_hijo values (2, 5)')).graphql).toEqual({
      message: 'No existe el registro de tprueba_padre con padre 5',
      code: 'BAD_USER_INPUT',
    });
    expect(await sql('select id from tprueba_padre')).toEqual([{ id: 7 }]);
  });
});
