import { sampleInvoice } from '../../api/src/modules/api-docs/api-docs.catalog.js';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { businessDay } from '../../api/src/domain/dates.js';

/** emp_codigo of a demo company by its access code. */
export const companyIdOf = async (server: TestServer, access: string) =>
  (await server.services.orm.em.fork().getConnection().execute<{ emp_codigo: number }[]>('select emp_codigo from tempresa where emp_coding = ?', [access]))[0]!
    .emp_codigo;

/** Creates an API token for a company through the staff mutation; returns its text and id. */
export async function createToken(staff: ApiClient, companyId: number, name = 'ERP de pruebas'): Promise<{ token: string; id: number }> {
  const res = await staff.graphql<{ createApiToken: { token: string; apiToken: { id: number } } }>(
    'mutation ($input: ApiTokenInput!) { createApiToken(input: $input) { token apiToken { id } } }',
    { input: { companyId, name } },
  );
  if (res.errors) throw new Error(res.errors[0]!.message);
  return { token: res.data!.createApiToken.token, id: res.data!.createApiToken.apiToken.id };
}

let counter = 0;
/** A valid invoice body (today, 15% IVA) with a fresh idempotency key. */
export const invoiceBody = (key = `k-${process.pid}-${Date.now()}-${counter++}`) => sampleInvoice(businessDay(), key);

/** POST of the invoice API with a bearer token. */
export const postDocument = (client: ApiClient, kind: 'factura' | 'notacredito', companyId: number | string, body: unknown, token?: string) =>
  client.rest('POST', `/rest/facturacion/${kind}/${companyId}?opc=save`, body, token ? { authorization: `Bearer ${token}` } : {});

/** GraphQL with a bearer token (integrators do not sign in). */
export async function graphqlWithToken<T>(server: TestServer, token: string, query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data: T | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
}

/** A test server (embedded queue) with an API token of Comercial Andina, created by the admin. */
export async function andinaIntegrator(): Promise<{ server: TestServer; andina: number; token: string }> {
  const server = await startTestServer({ redis: false });
  const staff = new ApiClient(server.url);
  await staff.login('admin', TEST_PASSWORD);
  const andina = await companyIdOf(server, 'andina');
  return { server, andina, token: (await createToken(staff, andina)).token };
}
