import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

// Without a session the schema stays closed: no "Did you mean …?" (introspection: schema-introspection.test.ts).

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
      expect({ status: signedInAnswer.status, errors: signedInAnswer.errors }, query).toEqual({
        ...refused,
        errors: [{ ...refused.errors[0], message: message + hint }],
      });
    }
  });

  it('names no enum value in a variable error to a caller without a session', async () => {
    const query = 'query ($k: ClientSearchKind!) { clientGridSearch(kind: $k, text: "x") { __typename } }';
    const message = 'Variable "$k" got invalid value "NAM"; Value "NAM" does not exist in "ClientSearchKind" enum.';
    const anonymousAnswer = await anonymous.graphql(query, { k: 'NAM' });
    expect(anonymousAnswer.errors).toEqual([{ message, locations: [{ line: 1, column: 8 }], extensions: { code: 'BAD_USER_INPUT' } }]);
    const signedInAnswer = await admin.graphql(query, { k: 'NAM' });
    expect(signedInAnswer.errors).toEqual([
      { message: `${message} Did you mean the enum value "NAME"?`, locations: [{ line: 1, column: 8 }], extensions: { code: 'BAD_USER_INPUT' } },
    ]);
  });
});
