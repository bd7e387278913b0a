import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { TEXT_MAX } from '../../api/src/shared/field-limits.js';

/**
 * The hostile values of the fuzz test (fuzz.test.ts) and how they are put into a GraphQL
 * operation: every argument and input field of a root field, one value at a time, the others
 * harmless. Few values per type, each for a different kind of mistake (overflow, NUL, a column's
 * length, out-of-range dates and amounts), rather than many of one kind.
 */

export const LONG = 'x'.repeat(10_000);
/**
 * Long enough for any varchar column, short enough to pass the default text limit: a column
 * without its declared length would reach PostgreSQL (value too long) and be refused without a field.
 */
export const AT_TEXT_MAX = 'x'.repeat(TEXT_MAX);
export const MANY = Array.from({ length: 10_000 }, () => 1);

/** JSON text nested `depth` levels (built as text: JSON.stringify would recurse as deep). */
export function deepJson(depth: number, key = 'a'): string {
  return `${`{"${key}":`.repeat(depth)}1${'}'.repeat(depth)}`;
}

export function describeValue(value: unknown): string {
  if (typeof value === 'string') return value.length > 40 ? `'x'×${value.length}` : JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.length} elementos]`;
  return JSON.stringify(value);
}

/** Hostile values of a scalar: edges of its range and values past what a column or a date can hold. */
export function scalarValues(name: string): unknown[] {
  switch (name) {
    case 'Int':
      return [2147483647, -2147483648, 0];
    case 'Float':
      return [1e308, -1e308];
    case 'String':
      return ['\u0000', AT_TEXT_MAX, ''];
    case 'ID':
      return ['abc', '\u0000', '99999999999999999999'];
    case 'LocalDate':
      return ['9999-12-31', '0001-01-01'];
    case 'DateTimeISO':
      return ['9999-12-31T23:59:59.999Z', '0001-01-01T00:00:00.000Z'];
    case 'Money':
      return ['9999999999999.99', '-9999999999999.99'];
    default:
      return [];
  }
}

export interface Leaf {
  path: Array<string | number>;
  values: unknown[];
}

type Field = GraphQLField<unknown, unknown>;

/** Every argument and input field a value can be put in, with the hostile values for its type. */
export function leaves(field: Field): Leaf[] {
  const out: Leaf[] = [];
  const walk = (type: GraphQLInputType, path: Array<string | number>, depth: number) => {
    const inner = getNullableType(type) as GraphQLInputType;
    if (isListType(inner)) {
      out.push({ path, values: [Array.from({ length: 10_000 }, () => harmlessValue(inner.ofType as GraphQLInputType))] });
      walk(inner.ofType as GraphQLInputType, [...path, 0], depth + 1);
    } else if (isInputObjectType(inner)) {
      if (depth > 6) return;
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
export function harmlessValue(type: GraphQLInputType): unknown {
  const inner = getNullableType(type) as GraphQLInputType;
  if (isListType(inner)) return [harmlessValue(inner.ofType as GraphQLInputType)];
  if (isInputObjectType(inner))
    return Object.fromEntries(
      Object.values(inner.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, harmlessValue(f.type)]),
    );
  // Variables carry an enum's name (its internal value may be a number).
  if (isEnumType(inner)) return inner.getValues()[0]!.name;
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
    default:
      return 'a';
  }
}

/** Puts value at path inside the variables, creating the input objects on the way. */
export function setAt(variables: Record<string, unknown>, path: Array<string | number>, value: unknown, field: Field): void {
  let type: GraphQLInputType = field.args.find((a) => a.name === path[0])!.type;
  if (path.length === 1) {
    variables[path[0] as string] = value;
    return;
  }
  let holder: Record<string | number, unknown> = variables;
  let key: string | number = path[0]!;
  for (const step of path.slice(1)) {
    const inner = getNullableType(type) as GraphQLInputType;
    if (holder[key] === undefined || holder[key] === null) holder[key] = harmlessValue(inner);
    holder = holder[key] as Record<string | number, unknown>;
    if (isListType(inner)) type = inner.ofType as GraphQLInputType;
    else if (isInputObjectType(inner)) type = inner.getFields()[step as string]!.type;
    key = step;
  }
  holder[key] = value;
}

/** The required arguments harmless, plus the one named by `path` (filled by setAt). */
export function harmlessVariables(field: Field, extra: readonly string[] = []): Record<string, unknown> {
  return Object.fromEntries(field.args.filter((a) => isNonNullType(a.type) || extra.includes(a.name)).map((a) => [a.name, harmlessValue(a.type)]));
}

/** The operation document of one root field over the given variables. */
export function documentOf(kind: 'query' | 'mutation', field: Field, variables: Record<string, unknown>): string {
  const named = getNamedType(field.type);
  const selection = isObjectType(named) || isInterfaceType(named) || isUnionType(named) ? ' { __typename }' : '';
  const names = Object.keys(variables);
  const definitions = names.map((name) => `$${name}: ${String(field.args.find((a) => a.name === name)!.type)}`);
  const args = names.map((name) => `${name}: $${name}`);
  return `${kind}${definitions.length ? ` (${definitions.join(', ')})` : ''} { ${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection} }`;
}

/** The root fields an input object argument can be sent to nested garbage (one per such field). */
export function inputObjectArg(field: Field): string | undefined {
  return field.args.find((a) => isInputObjectType(getNullableType(a.type)))?.name;
}
