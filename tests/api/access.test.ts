import { getNamedType, isInputObjectType, isListType, isNonNullType, isScalarType, isEnumType, type GraphQLArgument, type GraphQLInputType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchema } from '../../api/src/graphql/schema.js';
import { PUBLIC_OPERATIONS } from '../../api/src/graphql/public-operations.js';
import { REST_ROUTES } from '../../api/src/rest/routes.js';
import { ApiClient } from '../support/client.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ redis: false });
});
afterAll(async () => server?.close());

/** A literal that passes GraphQL validation for any input type, so only authorization can refuse. */
function sample(type: GraphQLInputType): string {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return `[${sample(type.ofType)}]`;
  const named = getNamedType(type);
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields()).filter((f) => isNonNullType(f.type));
    return `{ ${fields.map((f) => `${f.name}: ${sample(f.type)}`).join(', ')} }`;
  }
  if (isEnumType(named)) return named.getValues()[0].name;
  if (isScalarType(named)) {
    if (named.name === 'Int' || named.name === 'Float') return '1';
    if (named.name === 'Boolean') return 'true';
    if (named.name === 'DateTimeISO') return '"2026-01-01T00:00:00.000Z"';
    if (named.name === 'LocalDate') return '"2026-01-01"';
    if (named.name === 'Money') return '"1.00"';
    return '"x"';
  }
  return '"x"';
}

const args = (list: readonly GraphQLArgument[]) => (list.length ? `(${list.map((a) => `${a.name}: ${sample(a.type)}`).join(', ')})` : '');

describe('every operation needs a session except the allowlist', () => {
  it('the public allowlist is exactly sign-in, me, identity validation, the public help centre, parcel tracking and the token-authenticated invoice API', () => {
    const helpCentre = [
      'Query.banners',
      'Query.helpDocumentPdf',
      'Query.helpDocuments',
      'Query.helpSearch',
      'Query.helpTopics',
      'Query.publicFaqs',
      'Query.publicTutorials',
      'Query.supportInfo',
      'Query.tutorial',
    ];
    const parcels = ['Query.parcelByGuide', 'Query.parcelCooperatives', 'Query.parcelsByIdNumber'];
    // The invoice API answers only to a company's API token (checked in its service), not to a session.
    const invoiceApi = ['Mutation.submitCreditNote', 'Mutation.submitInvoice', 'Query.paymentMethods'];
    expect([...PUBLIC_OPERATIONS].sort()).toEqual(['Mutation.login', ...helpCentre, ...parcels, ...invoiceApi, 'Query.me', 'Query.validateIdentity'].sort());
    expect(
      REST_ROUTES.filter((r) => r.public)
        .map((r) => `${r.method} ${r.path} ${r.action ?? ''}`.trim())
        .sort(),
    ).toEqual([
      'GET /:service/datosapi getdatosini',
      'GET /:service/formaspago/:id',
      'GET /api/encomiendas/:id getCooperativas',
      'GET /api/encomiendas/:id getEncByCed',
      'GET /api/encomiendas/:id getEncByCompro',
      'GET /faqs/tfaqs/:codigo lista',
      'GET /general/:id validcedruc',
      'GET /helpdocs/thelpdocs/:id getdoc',
      'GET /helpdocs/thelpdocs/:id lsdocs',
      'GET /helptemas/thelptemas/:id buscar',
      'GET /helptemas/thelptemas/:id get_subtemas',
      'GET /helptemas/thelptemas/:id lstemas',
      'GET /helptemas/thelptemas/:id soporteinfo',
      'GET /publicidad/tpublicidad/:linea getImagen',
      'GET /publicidad/tpublicidad/:linea getPublicidad',
      'GET /tutorial/ttutorial/:codigo getTutorial',
      'GET /tutorial/ttutorial/:codigo lista',
      'POST /:service/factura/:id save',
      'POST /:service/notacredito/:id save',
      'POST /helpdocs/thelpdocs/:id get_documento',
      'POST /login/:id save',
      'POST /require_login',
    ]);
  });

  it('refuses every protected query and mutation with UNAUTHENTICATED', async () => {
    const schema = await createSchema({ publish() {}, subscribe: async function* () {} } as never);
    const client = new ApiClient(server.url);
    const checked: string[] = [];
    for (const root of [schema.getQueryType()!, schema.getMutationType()!]) {
      for (const field of Object.values(root.getFields())) {
        const name = `${root.name}.${field.name}`;
        if (PUBLIC_OPERATIONS.has(name)) continue;
        const named = getNamedType(field.type);
        const selection = 'getFields' in named ? ` { __typename }` : '';
        const op = root.name === 'Query' ? 'query' : 'mutation';
        const result = await client.graphql(`${op} { ${field.name}${args(field.args)}${selection} }`);
        expect(result.errors?.[0]?.extensions?.code, name).toBe('UNAUTHENTICATED');
        expect(result.errors?.[0]?.message, name).toBe('NO AUTENTICADO');
        checked.push(name);
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses every protected REST route with 401 and ss_expirada', async () => {
    const client = new ApiClient(server.url);
    const protectedRoutes = REST_ROUTES.filter((r) => !r.public);
    expect(protectedRoutes.length).toBeGreaterThan(0);
    for (const route of protectedRoutes) {
      const path = `/rest${route.path.replace(/:[a-z_]+/g, '0')}${route.action ? `?opc=${route.action}` : ''}`;
      const res = await client.rest(route.method, path, route.method === 'GET' ? undefined : {});
      expect(res.status, path).toBe(401);
      expect(res.body, path).toMatchObject({ ss_expirada: true, msg: 'Tu sesión ha expirado por favor ingresa de nuevo al sistema!' });
    }
  });

  it('refuses a subscription connection without a session', async () => {
    const { default: WebSocket } = await import('ws');
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init' })));
    expect(await closed).toBe(4403);
  });
});
