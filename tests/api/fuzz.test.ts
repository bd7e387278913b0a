import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REST_ROUTES } from '../../api/src/rest/routes.js';
import { TEXT_MAX } from '../../api/src/shared/field-limits.js';
import type { RestRequest } from '../../api/src/rest/route.js';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Outside-test defect 4: hostile input (malformed path segments, ids that are not numbers or
 * overflow, NUL characters, numbers past a column's range, 10,000-character text, 10,000-item
 * lists) must be refused as a user error, never answered with HTTP 5xx or GraphQL INTERNAL.
 * Every REST route of the table (with and without session) and every query and mutation of the
 * built schema (signed in as the administrator) is sent these values.
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

const LONG = 'x'.repeat(10_000);
// Long enough for any varchar column, short enough to pass the default text limit: a column
// without its declared length would reach PostgreSQL (value too long) and be refused without a field.
const AT_TEXT_MAX = 'x'.repeat(TEXT_MAX);
const MANY = Array.from({ length: 10_000 }, () => 1);
const PATH_VALUES = ['%', '1e309', 'abc', '99999999999999999999', '%00', '-1'];
const QUERY_VALUES = ['1e309', '99999999999999999999', '2147483647', '-2147483648', 'abc', '\u0000', LONG, AT_TEXT_MAX];
const BODY_VALUES: unknown[] = ['1e309', '99999999999999999999', 2147483647, -2147483648, 'abc', '\u0000', LONG, AT_TEXT_MAX, MANY, { a: 1 }];
const IGNORED_KEYS = new Set(['opc', 'accion']);

interface Finding {
  request: string;
  status: number;
  code?: unknown;
}

let server: TestServer;
let admin: ApiClient;
let requests = 0;
const findings: Finding[] = [];
// The database's refusal caught by the safety net: a user error, but one that names no field.
const UNNAMED = 'Los datos enviados no son válidos para la base de datos';
const unnamed: string[] = [];

async function signIn(): Promise<void> {
  admin = new ApiClient(server.url);
  await admin.login('admin', TEST_PASSWORD);
}

beforeAll(async () => {
  server = await startTestServer({ redis: false, overrides: { loginRateLimit: 1000 } });
  await signIn();
});
afterAll(async () => server?.close());

function describeValue(value: unknown): string {
  if (typeof value === 'string') return value.length > 40 ? `'x'×${value.length}` : JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.length} elementos]`;
  return JSON.stringify(value);
}

async function rest(client: ApiClient, method: string, path: string, query: Record<string, string>, body: Record<string, unknown> | undefined, label: string): Promise<void> {
  const qs = Object.entries(query)
    .map(([k, v]) => `${k}=${k === '__raw' ? v : encodeURIComponent(v)}`)
    .join('&')
    .replace(/__raw=/g, '');
  requests++;
  const res = await client.rest(method, `/rest${path}${qs ? `?${qs}` : ''}`, method === 'GET' ? undefined : (body ?? {}));
  if (res.status >= 500 || res.body.code === 'INTERNAL') findings.push({ request: `${method} ${path} ${label}`, status: res.status, code: res.body.code });
  else if (res.body.msg === UNNAMED) unnamed.push(`${method} ${path} ${label}`);
}

function pathWith(path: string, value: string): string {
  return path.replace(/:[a-zA-Z_]+/g, value);
}

describe('fuzzing every REST route and every GraphQL operation', () => {
  it('answers no hostile input with HTTP 5xx or INTERNAL', { timeout: 240_000 }, async () => {
    const started = Date.now();
    // REST without a session: a malformed or overflowing path segment and hostile bodies.
    const anonymous = new ApiClient(server.url);
    for (const route of REST_ROUTES) {
      const query = route.action ? { opc: route.action } : {};
      for (const segment of ['%', '1e309']) await rest(anonymous, route.method, pathWith(route.path, segment), query, {}, `sin sesión, segmento ${segment}`);
      await rest(anonymous, route.method, pathWith(route.path, '1'), route.method === 'GET' ? { ...query, usuario: '\u0000' } : query, { usuario: LONG, clave: '\u0000' }, 'sin sesión, texto hostil');
    }

    // REST as the administrator: discover the keys each handler reads, then one hostile value
    // per key at a time (the others harmless), and hostile path segments.
    for (const [index, route] of REST_ROUTES.entries()) {
      const keys = keysByRoute.get(index)!;
      const base = route.action ? { opc: route.action } : {};
      const harmless = () => Object.fromEntries([...keys].filter((k) => !IGNORED_KEYS.has(k)).map((k) => [k, '1']));
      for (let pass = 0; pass < 2; pass++) {
        const before = keys.size;
        await rest(admin, route.method, pathWith(route.path, '1'), route.method === 'GET' ? { ...base, ...harmless() } : base, harmless(), 'descubrimiento');
        if (keys.size === before && pass > 0) break;
      }
      await Promise.all(PATH_VALUES.map((segment) => rest(admin, route.method, pathWith(route.path, segment), base, {}, `segmento ${segment}`)));
      for (const key of [...keys].filter((k) => !IGNORED_KEYS.has(k))) {
        const values = route.method === 'GET' ? QUERY_VALUES : BODY_VALUES;
        // The values of one key go together (the server answers them concurrently).
        await Promise.all(
          values.map((value) => {
            const others = harmless();
            if (route.method === 'GET') return rest(admin, route.method, pathWith(route.path, '1'), { ...base, ...others, [key]: value as string }, undefined, `${key}=${describeValue(value)}`);
            return rest(admin, route.method, pathWith(route.path, '1'), base, { ...others, [key]: value }, `${key}=${describeValue(value)}`);
          }),
        );
      }
      if (!(await admin.graphql('{ me { id } }')).data?.me) await signIn();
    }
    const restCount = requests;

    // GraphQL: every query and mutation, one hostile value in one argument (or input field) at a time.
    const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
    const operations: Array<['query' | 'mutation', GraphQLObjectType]> = [
      ['query', schema.getQueryType()!],
      ['mutation', schema.getMutationType()!],
    ];
    for (const [kind, type] of operations) {
      for (const field of Object.values(type.getFields())) {
        if (field.name === 'logout') continue;
        for (const { path, values } of leaves(field)) {
          for (const value of values) {
            const variables = Object.fromEntries(field.args.filter((a) => isNonNullType(a.type) || a.name === path[0]).map((a) => [a.name, harmlessValue(a.type)]));
            setAt(variables, path, value, field);
            const definitions = Object.keys(variables).map((name) => `$${name}: ${String(field.args.find((a) => a.name === name)!.type)}`);
            const selection = isObjectType(getNamedType(field.type)) || isInterfaceType(getNamedType(field.type)) || isUnionType(getNamedType(field.type)) ? ' { __typename }' : '';
            const args = Object.keys(variables).map((name) => `${name}: $${name}`);
            const document = `${kind}${definitions.length ? ` (${definitions.join(', ')})` : ''} { ${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection} }`;
            requests++;
            const res = await admin.graphql(document, variables);
            const internal = res.errors?.find((e) => e.extensions?.code === 'INTERNAL' || e.extensions?.code === 'INTERNAL_SERVER_ERROR');
            if (res.status >= 500 || internal) findings.push({ request: `${kind} ${field.name} ${path.join('.')}=${describeValue(value)}`, status: res.status, code: internal?.extensions?.code });
            if (res.errors?.some((e) => e.message === UNNAMED)) unnamed.push(`${kind} ${field.name} ${path.join('.')}=${describeValue(value)}`);
            if (res.errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) await signIn();
          }
        }
      }
    }
    console.log(`[fuzz] ${requests} solicitudes (REST ${restCount}, GraphQL ${requests - restCount}) en ${((Date.now() - started) / 1000).toFixed(1)} s; ${findings.length} respuestas 5xx o INTERNAL; ${unnamed.length} negativas sin campo`);
    for (const f of findings.slice(0, 400)) console.log(`[fuzz] ${f.status} ${String(f.code ?? '')} ${f.request}`);
    for (const request of unnamed) console.log(`[fuzz] sin campo: ${request}`);
    expect(findings).toEqual([]);
    expect(unnamed).toEqual([]);
  });
});

interface Leaf {
  path: Array<string | number>;
  values: unknown[];
}

function scalarValues(name: string): unknown[] {
  switch (name) {
    case 'Int':
      return [2147483647, -2147483648];
    case 'Float':
      return [1e308, -1e308];
    case 'String':
      return ['\u0000', LONG, AT_TEXT_MAX];
    case 'ID':
      return ['abc', '\u0000'];
    default:
      return [];
  }
}

/** Every argument and input field a value can be put in, with the hostile values for its type. */
function leaves(field: GraphQLField<unknown, unknown>): Leaf[] {
  const out: Leaf[] = [];
  const walk = (type: GraphQLInputType, path: Array<string | number>, depth: number) => {
    const inner = getNullableType(type) as GraphQLInputType;
    if (isListType(inner)) {
      out.push({ path, values: [Array.from({ length: 10_000 }, () => harmlessValue(inner.ofType as GraphQLInputType))] });
      walk(inner.ofType as GraphQLInputType, [...path, 0], depth + 1);
    } else if (isInputObjectType(inner)) {
      if (depth > 4) return;
      for (const f of Object.values(inner.getFields())) walk(f.type, [...path, f.name], depth + 1);
    } else if (!isEnumType(inner)) {
      const values = scalarValues(inner.name);
      if (values.length) out.push({ path, values });
    }
  };
  for (const arg of field.args) walk(arg.type, [arg.name], 0);
  return out;
}

/** A value every type accepts: 1, 'a', true, the first enum value, required input fields filled. */
function harmlessValue(type: GraphQLInputType): unknown {
  const inner = getNullableType(type) as GraphQLInputType;
  if (isListType(inner)) return [harmlessValue(inner.ofType as GraphQLInputType)];
  if (isInputObjectType(inner)) return Object.fromEntries(Object.values(inner.getFields()).filter((f) => isNonNullType(f.type)).map((f) => [f.name, harmlessValue(f.type)]));
  // Variables carry an enum's name (its internal value may be a number).
  if (isEnumType(inner)) return inner.getValues()[0].name;
  switch (inner.name) {
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    case 'LocalDate':
      return '2026-01-15';
    case 'Money':
      return '1.00';
    case 'DateTimeISO':
      return '2026-01-15T12:00:00.000Z';
    case 'EmailAddress':
      return 'a@b.ec';
    default:
      return 'a';
  }
}

/** Puts value at path inside the variables, creating the input objects on the way. */
function setAt(variables: Record<string, unknown>, path: Array<string | number>, value: unknown, field: GraphQLField<unknown, unknown>): void {
  let type: GraphQLInputType = field.args.find((a) => a.name === path[0])!.type;
  if (path.length === 1) {
    variables[path[0] as string] = value;
    return;
  }
  let holder: Record<string | number, unknown> = variables;
  let key: string | number = path[0];
  for (const step of path.slice(1)) {
    const inner = getNullableType(type) as GraphQLInputType;
    if (holder[key] === undefined || holder[key] === null) holder[key] = harmlessValue(inner);
    holder = holder[key] as Record<string | number, unknown>;
    if (isListType(inner)) type = inner.ofType as GraphQLInputType;
    else if (isInputObjectType(inner)) type = inner.getFields()[step as string].type;
    key = step;
  }
  holder[key] = value;
}
