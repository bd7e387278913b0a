import { readFileSync } from 'node:fs';
import { buildSchema, getNullableType, isInputObjectType, isListType, isNonNullType, type GraphQLField, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_OPERATIONS } from '../../api/src/graphql/public-operations.js';
import { REST_ROUTES } from '../../api/src/rest/routes.js';
import type { RestRequest, RestRoute } from '../../api/src/rest/route.js';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import {
  AT_TEXT_MAX,
  deepJson,
  describeValue,
  documentOf,
  harmlessValue,
  harmlessVariables,
  inputObjectArg,
  leaves,
  LONG,
  MANY,
  setAt,
} from './fuzz-support.js';

/**
 * Outside-test defect 4: hostile input (malformed path segments, ids that are not numbers or
 * overflow, NUL characters, numbers past a column's range, dates and amounts past what a column
 * holds, 2,000-character text, 10,000-item lists, deeply nested JSON) must be refused as a user
 * error, never answered with HTTP 5xx or GraphQL INTERNAL. Every REST route of the table and
 * every query and mutation of the built schema, each argument and input field, is sent these
 * values: signed out, as the read-only user and as the administrator. Request counts are fixed
 * by the tables (a few values per argument), not by time.
 */

// The keys each REST handler reads, recorded while the handlers run (discovery requests with a
// harmless value first). Wrapped before the server compiles the route table.
const keysByRoute = new Map<number, Set<string>>();
function recording(target: Record<string, unknown>, keys: Set<string>): Record<string, unknown> {
  return new Proxy(target, {
    get(obj, key, receiver) {
      if (typeof key === 'string' && !['then', 'toJSON', 'constructor'].includes(key)) keys.add(key);
      return Reflect.get(obj, key, receiver);
    },
  });
}
REST_ROUTES.forEach((route, index) => {
  const keys = new Set<string>();
  keysByRoute.set(index, keys);
  const original = route.handler;
  route.handler = (req: RestRequest) => original({ ...req, body: recording(req.body, keys), query: recording(req.query, keys) as Record<string, string> });
});

const PATH_VALUES = ['%', '%00', '99999999999999999999', '-1'];
// One key at a time: overflow (as text, and past int4 as a number), negative, text for a number, a column's length, an object.
const QUERY_VALUES = ['99999999999999999999', '-1', 'abc', AT_TEXT_MAX];
const BODY_VALUES: unknown[] = [2147483648, -1, 'abc', AT_TEXT_MAX, { a: 1 }];
// Every key at once: what the input parser refuses for any key, and values a handler may not expect.
const QUERY_ALL: Array<[string, string]> = [
  ['NUL', '\u0000'],
  ['vacío', ''],
];
const BODY_ALL: Array<[string, unknown]> = [
  ['NUL', '\u0000'],
  ['null', null],
  ['10000 elementos', MANY],
];
const IGNORED_KEYS = new Set(['opc', 'accion']);
/** Signs the caller out: sent by none of the roles (the test would lose its session). */
const SKIPPED = new Set(['logout']);
/** Public sign-in operations: the signed-in roles leave them to the signed-out phase (a failed sign-in ends the caller's session). */
const SIGN_IN = new Set(['login']);
/** REST sign-in and sign-out: in the administrator's hostile phase they go without the session (each would end it). */
const SESSION_PATH = /^\/(login|logout)\b/;
/** Where a signed-in role's session ended (answered 401), for the console. */
const sessionEnded = new Set<string>();

interface Finding {
  request: string;
  status: number;
  code?: unknown;
}

let server: TestServer;
const clients = {} as Record<'anonymous' | 'readOnly' | 'admin', ApiClient>;
const LOGINS = { readOnly: 'consulta', admin: 'admin' } as const;
let requests = 0;
/** The administrator's REST phase: 'hostil' once discovery is over. */
let adminPhase: 'descubrimiento' | 'hostil' = 'descubrimiento';
const counts: Record<string, number> = {};
/** Answers by phase and code (HTTP status for REST), for the console: a phase answered only 401 would test nothing. */
const tally: Record<string, Record<string, number>> = {};
const findings: Finding[] = [];
// The database's refusal caught by the safety net: a user error, but one that names no field.
const UNNAMED = 'Los datos enviados no son válidos para la base de datos';
const unnamed: string[] = [];

async function signIn(role: keyof typeof LOGINS): Promise<void> {
  clients[role] = new ApiClient(server.url);
  await clients[role].login(LOGINS[role], TEST_PASSWORD);
}

beforeAll(async () => {
  server = await startTestServer({ redis: false, overrides: { loginRateLimit: 1000, parcelRateLimit: 100_000 } });
  clients.anonymous = new ApiClient(server.url);
  await signIn('readOnly');
  await signIn('admin');
});
afterAll(async () => server?.close());

function note(phase: string, label: string, status: number, code: unknown, messages: unknown[], answer: string): void {
  requests++;
  counts[phase] = (counts[phase] ?? 0) + 1;
  const byAnswer = (tally[phase] ??= {});
  byAnswer[answer] = (byAnswer[answer] ?? 0) + 1;
  if (status >= 500 || code === 'INTERNAL' || code === 'INTERNAL_SERVER_ERROR') findings.push({ request: label, status, code });
  else if (messages.includes(UNNAMED)) unnamed.push(label);
}

/** One REST request; `body` as text is sent as it is (deep JSON that the client could not stringify). */
async function rest(
  role: keyof typeof clients,
  method: string,
  path: string,
  query: Record<string, string>,
  body: Record<string, unknown> | string | undefined,
  label: string,
): Promise<number> {
  const qs = Object.entries(query)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
  const client = role === 'admin' && adminPhase === 'hostil' && SESSION_PATH.test(path) ? new ApiClient(server.url) : clients[role];
  const res = await client.rest(method, `/rest${path}${qs ? `?${qs}` : ''}`, method === 'GET' ? undefined : (body ?? {}));
  note(`REST ${role}`, `${role} ${method} ${path} ${label}`, res.status, res.body.code, [res.body.msg], `${res.status}/${String(res.body.estado ?? '')}`);
  return res.status;
}

/**
 * Signs the role in again when its session ended. A 401 or UNAUTHENTICATED alone does not say
 * so: the invoice API's routes answer it to any caller without an API token.
 */
async function resume(role: keyof typeof LOGINS): Promise<boolean> {
  if ((await clients[role].graphql('{ me { id } }')).data?.me) return false;
  await signIn(role);
  return true;
}

/**
 * The requests of one route for a signed-in role. When the session ended on the way (the logout
 * route, or a route that closed it), the role signs in again and the route's requests are sent
 * once more, so the routes after it are not all answered 401.
 */
async function signedIn(role: keyof typeof LOGINS, route: RestRoute, run: () => Promise<number[]>): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const statuses = await run();
    // The sign-out route ends the session with a 200: signed in again, and not sent twice.
    if (SESSION_PATH.test(route.path)) return void (await resume(role));
    if (!statuses.includes(401) || !(await resume(role))) return;
    sessionEnded.add(`${role} ${route.method} ${route.path} ${route.action ?? ''}`);
  }
}

/** One GraphQL request; a signed-in role that lost its session signs in again. */
async function graphql(role: keyof typeof clients, kind: 'query' | 'mutation', field: Field, variables: Record<string, unknown>, label: string) {
  const res = await clients[role].graphql(documentOf(kind, field, variables), variables);
  const internal = res.errors?.find((e) => e.extensions?.code === 'INTERNAL' || e.extensions?.code === 'INTERNAL_SERVER_ERROR');
  note(
    `GraphQL ${role}`,
    `${role} ${kind} ${field.name} ${label}`,
    res.status,
    internal?.extensions?.code,
    (res.errors ?? []).map((e) => e.message),
    String(res.errors?.[0]?.extensions?.code ?? 'datos'),
  );
  return res.errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED') ?? false;
}

type Field = GraphQLField<unknown, unknown>;

/** Runs `fn` over the items a few at a time: the server answers concurrent requests, the count stays bounded. */
async function inGroups<T>(items: readonly T[], size: number, fn: (item: T) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(fn));
}
const pathWith = (path: string, value: string) => path.replace(/:[a-zA-Z_]+/g, value);
const keysOf = (index: number) => [...keysByRoute.get(index)!].filter((k) => !IGNORED_KEYS.has(k));
const harmless = (index: number) => Object.fromEntries(keysOf(index).map((k) => [k, '1']));
const baseOf = (route: (typeof REST_ROUTES)[number]) => (route.action ? { opc: route.action } : {});

function operations(): Array<['query' | 'mutation', Field]> {
  const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
  const roots: Array<['query' | 'mutation', GraphQLObjectType]> = [
    ['query', schema.getQueryType()!],
    ['mutation', schema.getMutationType()!],
  ];
  return roots.flatMap(([kind, type]) => Object.values(type.getFields()).map((f) => [kind, f] as ['query' | 'mutation', Field]));
}

/** Every leaf of a field hostile at once (its first value; lists keep one item): one request per field for a role. */
function allHostile(field: Field): Record<string, unknown> {
  const variables = harmlessVariables(field);
  for (const leaf of leaves(field)) if (!Array.isArray(leaf.values[0])) setAt(variables, leaf.path, leaf.values[0], field);
  return variables;
}

/** REST without a session: a malformed path segment and hostile text (public routes get more). */
async function restAnonymous(): Promise<void> {
  await inGroups(REST_ROUTES, 4, async (route) => {
    const query = baseOf(route);
    const segments = route.public ? ['%', '99999999999999999999'] : ['%'];
    await Promise.all([
      ...segments.map((segment) => rest('anonymous', route.method, pathWith(route.path, segment), query, {}, `segmento ${segment}`)),
      rest(
        'anonymous',
        route.method,
        pathWith(route.path, '1'),
        route.method === 'GET' ? { ...query, usuario: '\u0000' } : query,
        { usuario: LONG, clave: '\u0000' },
        'texto hostil',
      ),
    ]);
  });
}

/** REST as the administrator with harmless values: records the keys each handler reads. */
async function restDiscovery(): Promise<void> {
  for (const [index, route] of REST_ROUTES.entries()) {
    const statuses: number[] = [];
    for (let pass = 0; pass < 2; pass++) {
      const before = keysByRoute.get(index)!.size;
      const values = harmless(index);
      statuses.push(
        await rest(
          'admin',
          route.method,
          pathWith(route.path, '1'),
          route.method === 'GET' ? { ...baseOf(route), ...values } : baseOf(route),
          values,
          'descubrimiento',
        ),
      );
      if (keysByRoute.get(index)!.size === before && pass > 0) break;
    }
    if (statuses.includes(401) && (await resume('admin'))) sessionEnded.add(`REST ${route.method} ${route.path} ${route.action ?? ''}`);
  }
}

/** REST as the read-only user: harmless values, and every key hostile at once. */
async function restReadOnly(): Promise<void> {
  for (const [index, route] of REST_ROUTES.entries()) {
    const base = baseOf(route);
    const path = pathWith(route.path, '1');
    // A query string of every key at 2,000 characters would pass the HTTP header limit (431): an overflowing number instead.
    const hostile = Object.fromEntries(keysOf(index).map((k) => [k, route.method === 'GET' ? '99999999999999999999' : AT_TEXT_MAX]));
    await signedIn('readOnly', route, () =>
      Promise.all([
        rest('readOnly', route.method, path, route.method === 'GET' ? { ...base, ...harmless(index) } : base, harmless(index), 'valores inofensivos'),
        rest('readOnly', route.method, path, route.method === 'GET' ? { ...base, ...hostile } : base, hostile, 'todas las claves hostiles'),
      ]),
    );
  }
}

/** REST as the administrator: hostile path segments, every key hostile at once, one hostile key at a time, deep JSON. */
async function restAdmin(): Promise<void> {
  adminPhase = 'hostil';
  for (const [index, route] of REST_ROUTES.entries()) {
    const base = baseOf(route);
    const path = pathWith(route.path, '1');
    const get = route.method === 'GET';
    const keys = keysOf(index);
    const all = () =>
      get
        ? QUERY_ALL.map(([name, value]) =>
            rest('admin', route.method, path, { ...base, ...Object.fromEntries(keys.map((k) => [k, value])) }, undefined, `todas=${name}`),
          )
        : [
            ...BODY_ALL.map(([name, value]) => rest('admin', route.method, path, base, Object.fromEntries(keys.map((k) => [k, value])), `todas=${name}`)),
            rest('admin', route.method, path, base, `{"${keys[0] ?? 'a'}":${deepJson(3000)}}`, 'JSON anidado 3000 niveles'),
          ];
    await signedIn('admin', route, () =>
      Promise.all([...PATH_VALUES.map((segment) => rest('admin', route.method, pathWith(route.path, segment), base, {}, `segmento ${segment}`)), ...all()]),
    );
    // Two keys at a time, each with its values (the server answers them concurrently).
    for (let start = 0; start < keys.length; start += 2) {
      const values = get ? QUERY_VALUES : BODY_VALUES;
      await signedIn('admin', route, () =>
        Promise.all(
          keys.slice(start, start + 2).flatMap((key) =>
            values.map((value) => {
              const others = harmless(index);
              const label = `${key}=${describeValue(value)}`;
              if (get) return rest('admin', route.method, path, { ...base, ...others, [key]: value as string }, undefined, label);
              return rest('admin', route.method, path, base, { ...others, [key]: value }, label);
            }),
          ),
        ),
      );
    }
  }
}

/** GraphQL signed out: every operation with harmless values; the public ones each argument hostile. */
async function graphqlAnonymous(ops: Array<['query' | 'mutation', Field]>): Promise<void> {
  const sent = ops.filter(([, field]) => !SKIPPED.has(field.name));
  await inGroups(sent, 8, ([kind, field]) => graphql('anonymous', kind, field, harmlessVariables(field), 'valores inofensivos'));
  for (const [kind, field] of sent) {
    if (!PUBLIC_OPERATIONS.has(`${kind === 'query' ? 'Query' : 'Mutation'}.${field.name}`)) continue;
    for (const { path, values } of leaves(field)) {
      await Promise.all(
        values.map((value) => {
          const variables = harmlessVariables(field, [String(path[0])]);
          setAt(variables, path, value, field);
          return graphql('anonymous', kind, field, variables, `${path.join('.')}=${describeValue(value)}`);
        }),
      );
    }
  }
}

/** GraphQL as the read-only user: every operation with harmless values and with every argument hostile at once. */
async function graphqlReadOnly(ops: Array<['query' | 'mutation', Field]>): Promise<void> {
  const sent = ops.filter(([, field]) => !SKIPPED.has(field.name) && !SIGN_IN.has(field.name));
  for (let start = 0; start < sent.length; start += 3) {
    const group = sent.slice(start, start + 3);
    const lost = await Promise.all(
      group.flatMap(([kind, field]) => [
        graphql('readOnly', kind, field, harmlessVariables(field), 'valores inofensivos'),
        graphql('readOnly', kind, field, allHostile(field), 'todos los argumentos hostiles'),
      ]),
    );
    if (lost.includes(true) && (await resume('readOnly'))) sessionEnded.add(`readOnly ${group.map(([, f]) => f.name).join(', ')}`);
  }
}

/** GraphQL as the administrator: one hostile value in one argument (or input field) at a time, and nested garbage. */
async function graphqlAdmin(ops: Array<['query' | 'mutation', Field]>): Promise<void> {
  for (const [kind, field] of ops) {
    if (SKIPPED.has(field.name) || SIGN_IN.has(field.name)) continue;
    const all = leaves(field);
    // Two arguments at a time, each with its values.
    for (let start = 0; start < all.length; start += 2) {
      const lost = await Promise.all(
        all.slice(start, start + 2).flatMap(({ path, values }) =>
          values.map((value) => {
            const variables = harmlessVariables(field, [String(path[0])]);
            setAt(variables, path, value, field);
            return graphql('admin', kind, field, variables, `${path.join('.')}=${describeValue(value)}`);
          }),
        ),
      );
      if (lost.includes(true) && (await resume('admin'))) sessionEnded.add(`admin ${kind} ${field.name}`);
    }
    const objectArg = inputObjectArg(field);
    if (objectArg) {
      const variables = harmlessVariables(field, [objectArg]);
      variables[objectArg] = JSON.parse(deepJson(200, Object.keys(variables[objectArg] as object)[0] ?? 'a')) as unknown;
      if ((await graphql('admin', kind, field, variables, `${objectArg}=JSON anidado 200 niveles`)) && (await resume('admin')))
        sessionEnded.add(`admin ${kind} ${field.name} ${objectArg}`);
    }
  }
}

/** Whole documents that nest deeply: a selection, a list literal and the variables of a request. */
async function graphqlDeep(ops: Array<['query' | 'mutation', Field]>): Promise<void> {
  const admin = clients.admin;
  const selection = `{ __schema { types { ${'fields { type { '.repeat(1000)}name${' } }'.repeat(1000)} } } }`;
  const listField = ops.find(([, f]) => f.args.some((a) => isListType(getNullableType(a.type))))!;
  const listArg = listField[1].args.find((a) => isListType(getNullableType(a.type)))!;
  const list = `${listField[0]} { ${listField[1].name}(${listArg.name}: ${'['.repeat(2000)}1${']'.repeat(2000)}) { __typename } }`;
  // A field whose only required argument is an input object: its variables are coerced (not refused by validation first).
  const [objKind, objField] = ops.find(([, f]) => {
    const arg = inputObjectArg(f);
    return !!arg && f.args.every((a) => a.name === arg || !isNonNullType(a.type));
  })!;
  const objArg = inputObjectArg(objField)!;
  const objDocument = documentOf(objKind, objField, { [objArg]: harmlessValue(objField.args.find((a) => a.name === objArg)!.type) });
  for (const [label, query] of [
    ['selección anidada 2000 niveles', selection],
    ['lista anidada 2000 niveles', list],
  ]) {
    const res = await admin.graphql(query);
    const code = res.errors?.[0]?.extensions?.code;
    note(
      'GraphQL admin',
      `admin documento ${label}`,
      res.status,
      code,
      (res.errors ?? []).map((e) => e.message),
      String(code ?? 'datos'),
    );
  }
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(admin.cookie ? { cookie: admin.cookie } : {}) },
    body: `{"query":${JSON.stringify(objDocument)},"variables":{"${objArg}":${deepJson(5000)}}}`,
  });
  const body = (await res.json().catch(() => ({}))) as { errors?: Array<{ message: string; extensions?: { code?: string } }> };
  const code = body.errors?.[0]?.extensions?.code;
  note(
    'GraphQL admin',
    `admin ${objField.name} variables anidadas 5000 niveles`,
    res.status,
    code,
    (body.errors ?? []).map((e) => e.message),
    String(code ?? 'datos'),
  );
}

describe('fuzzing every REST route and every GraphQL operation', () => {
  it('answers no hostile input with HTTP 5xx or INTERNAL, signed out, read-only or administrator', { timeout: 300_000 }, async () => {
    const started = Date.now();
    const cpu = process.cpuUsage();
    const ops = operations();
    // The read-only and signed-out phases first: the administrator's writes may change what they see.
    await restAnonymous();
    await graphqlAnonymous(ops);
    await restDiscovery();
    await restReadOnly();
    await graphqlReadOnly(ops);
    await restAdmin();
    await graphqlAdmin(ops);
    await graphqlDeep(ops);
    const used = process.cpuUsage(cpu);
    console.log(
      `[fuzz] ${requests} solicitudes (${Object.entries(counts)
        .map(([phase, n]) => `${phase} ${n}`)
        .join(
          ', ',
        )}) en ${((Date.now() - started) / 1000).toFixed(1)} s (CPU del proceso ${((used.user + used.system) / 1e6).toFixed(1)} s); ${findings.length} respuestas 5xx o INTERNAL; ${unnamed.length} negativas sin campo`,
    );
    for (const [phase, answers] of Object.entries(tally))
      console.log(
        `[fuzz] ${phase}: ${Object.entries(answers)
          .sort(([, a], [, b]) => b - a)
          .map(([answer, n]) => `${answer}×${n}`)
          .join(' ')}`,
      );
    console.log(`[fuzz] sesiones cerradas por el camino: ${sessionEnded.size}; ${[...sessionEnded].slice(0, 30).join(' | ')}`);
    for (const f of findings.slice(0, 400)) console.log(`[fuzz] ${f.status} ${String(f.code ?? '')} ${f.request}`);
    for (const request of unnamed.slice(0, 400)) console.log(`[fuzz] sin campo: ${request}`);
    expect(findings).toEqual([]);
    expect(unnamed).toEqual([]);
  });
});
