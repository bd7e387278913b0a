import { readFileSync } from 'node:fs';
import { buildClientSchema, buildSchema, getIntrospectionQuery, lexicographicSortSchema, printSchema, type IntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

// Without a session the schema stays closed: no introspection and no "Did you mean …?".

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

describe('introspection', () => {
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

  it("answers graphql-js's full introspection query to a signed-in user with the whole schema", async () => {
    const r = await admin.graphql<IntrospectionQuery>(FULL_INTROSPECTION);
    expect(r.status).toBe(200);
    expect(r.errors).toBeUndefined();
    const served = printSchema(lexicographicSortSchema(buildClientSchema(r.data!)));
    const committed = printSchema(lexicographicSortSchema(buildSchema(readFileSync('schema.graphql', 'utf8'))));
    expect(served).toBe(committed);
  });

  it('still refuses a signed-in user 31 aliased introspections', async () => {
    const aliases = Array.from({ length: 31 }, (_, i) => `a${i}: __schema { types { name } }`).join(' ');
    const r = await admin.graphql(`{ ${aliases} }`);
    expect({ status: r.status, errors: r.errors }).toEqual({
      status: 400,
      errors: [{ message: 'La consulta es demasiado compleja: 31 alias superan 30', locations: [{ line: 1, column: 1 }], extensions: { code: 'QUERY_TOO_COMPLEX' } }],
    });
  });
});

describe('suggestions in error messages', () => {
  it('names no field, type or value to a caller without a session, and does to a signed-in one', async () => {
    const cases = [
      { query: '{ mee { name } }', message: 'Cannot query field "mee" on type "Query".', hint: ' Did you mean "me"?', locations: [{ line: 1, column: 3 }] },
      {
        query: '{ clientGridSearch(kind: NAM, text: "x") { __typename } }',
        message: 'Value "NAM" does not exist in "ClientSearchKind" enum.',
        hint: ' Did you mean the enum value "NAME"?',
        locations: [{ line: 1, column: 26 }],
      },
{
        query: 'query ($f: CompanyListFiltr) { companies(filter: $f) { total } }',
        message: 'Unknown type "CompanyListFiltr".',
        hint: ' Did you mean "CompanyListFilter", "CompanyResult", "CompanyState", "CompanyHistoryEntry", or "CompanyImport"?',
        locations: [{ line: 1, column: 12 }],
      },
    ];
    for (const { query, message, hint, locations } of cases) {
      const refused = { status: 400, errors: [{ message, locations, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] };
      const anonymousAnswer = await anonymous.graphql(query);
      expect({ status: anonymousAnswer.status, errors: anonymousAnswer.errors }, query).toEqual(refused);
      const signedInAnswer = await admin.graphql(query);
      expect({ status: signedInAnswer.status, errors: signedInAnswer.errors }, query).toEqual({ ...refused, errors: [{ ...refused.errors[0], message: message + hint }] });
    }
  });

  it('names no enum value in a variable error to a caller without a session', async () => {
    const query = 'query ($k: ClientSearchKind!) { clientGridSearch(kind: $k, text: "x") { __typename } }';
    const message = 'Variable "$k" got invalid value "NAM"; Value "NAM" does not exist in "ClientSearchKind" enum.';
    const anonymousAnswer = await anonymous.graphql(query, { k: 'NAM' });
    expect(anonymousAnswer.errors).toEqual([{ message, locations: [{ line: 1, column: 8 }], extensions: { code: 'BAD_USER_INPUT' } }]);
    const signedInAnswer = await admin.graphql(query, { k: 'NAM' });
    expect(signedInAnswer.errors).toEqual([{ message: `${message} Did you mean the enum value "NAME"?`, locations: [{ line: 1, column: 8 }], extensions: { code: 'BAD_USER_INPUT' } }]);
  });
});
