import { readFileSync } from 'node:fs';
import { buildClientSchema, buildSchema, getIntrospectionQuery, lexicographicSortSchema, printSchema, type IntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

// Tools load the schema from the URL (codegen, GraphiQL, Apollo Sandbox, Postman, Insomnia):
// graphql-js's own introspection query passes the limits for a signed-in user and rebuilds the
// committed schema.graphql; callers without a session get no introspection.

let server: TestServer;
let anonymous: ApiClient;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ redis: false });
  anonymous = new ApiClient(server.url);
  admin = new ApiClient(server.url);
  await admin.login('admin', TEST_PASSWORD);
});
afterAll(async () => server?.close());

const REFUSED = { status: 401, errors: [{ message: 'Inicie sesión para consultar el esquema de la API', extensions: { code: 'UNAUTHENTICATED' } }] };

const FULL_INTROSPECTION = getIntrospectionQuery({
  descriptions: true,
  specifiedByUrl: true,
  directiveIsRepeatable: true,
  schemaDescription: true,
  inputValueDeprecation: true,
  oneOf: true,
});

const normalised = (sdl: string) => printSchema(lexicographicSortSchema(buildSchema(sdl)));

describe('introspection', () => {
  it("answers graphql-js's full introspection query to a signed-in user with the committed schema", async () => {
    const r = await admin.graphql<IntrospectionQuery>(FULL_INTROSPECTION);
    expect(r.status).toBe(200);
    expect(r.errors).toBeUndefined();
    const served = printSchema(lexicographicSortSchema(buildClientSchema(r.data!)));
    expect(served).toBe(normalised(readFileSync('schema.graphql', 'utf8')));
  });

  it('answers the query of every option combination a tool may send', async () => {
    for (const options of [{}, { descriptions: false }, { inputValueDeprecation: true }, { specifiedByUrl: true, directiveIsRepeatable: true }]) {
      const r = await admin.graphql<IntrospectionQuery>(getIntrospectionQuery(options));
      expect({ status: r.status, errors: r.errors }, JSON.stringify(options)).toEqual({ status: 200, errors: undefined });
      expect(buildClientSchema(r.data!).getQueryType()!.name).toBe('Query');
    }
  });

  it('does not count a deep __type lookup towards depth', async () => {
    const ofType = Array.from({ length: 7 }).reduce<string>((inner) => `ofType { ${inner} }`, 'name');
    const r = await admin.graphql(`{ __type(name: "Company") { fields { type { ${ofType} } } } }`);
    expect({ status: r.status, errors: r.errors }).toEqual({ status: 200, errors: undefined });
  });

  it('still counts the data fields of an operation that also asks for the schema', async () => {
    const nested = Array.from({ length: 12 }).reduce<string>((inner) => `children { ${inner} }`, 'id');
    const r = await admin.graphql(`{ __schema { queryType { name } } staffProfile(id: 1) { menus { ${nested} } } }`);
    expect({ status: r.status, errors: r.errors }).toEqual({
      status: 400,
      errors: [
        {
          message: 'La consulta es demasiado compleja: profundidad 14 supera 12',
          locations: [{ line: 1, column: 1 }],
          extensions: { code: 'QUERY_TOO_COMPLEX' },
        },
      ],
    });
  });

  it('still refuses a signed-in user 31 aliased introspections', async () => {
    const aliases = Array.from({ length: 31 }, (_, i) => `a${i}: __schema { types { name } }`).join(' ');
    const r = await admin.graphql(`{ ${aliases} }`);
    expect({ status: r.status, errors: r.errors }).toEqual({
      status: 400,
      errors: [
        { message: 'La consulta es demasiado compleja: 31 alias superan 30', locations: [{ line: 1, column: 1 }], extensions: { code: 'QUERY_TOO_COMPLEX' } },
      ],
    });
  });

  it('is refused without a session, however it is asked', async () => {
    for (const query of [
      '{ __schema { queryType { name } } }',
      '{ __type(name: "Company") { fields { name } } }',
      '{ me { name } ...Esquema } fragment Esquema on Query { __schema { types { name } } }',
      FULL_INTROSPECTION,
    ]) {
      const r = await anonymous.graphql(query);
      expect({ status: r.status, data: r.data, errors: r.errors }, query).toEqual({ ...REFUSED, data: undefined });
    }
    // __typename names the type of a value, not the schema.
    expect(await anonymous.graphql('{ __typename }')).toEqual({ status: 200, data: { __typename: 'Query' } });
  });
});
