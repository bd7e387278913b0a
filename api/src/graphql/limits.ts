import { GraphQLError, Kind, type ParseOptions, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext, type ASTVisitor } from 'graphql';
import { MSG } from '../shared/messages.js';

/*
 * The limits of every operation, over HTTP and over the socket. Measured against GraphQL Armor's
 * max-depth, max-aliases and cost-limit (docs/graphql.md, "Por qué los límites son propios"):
 * Armor's cost ignores `pageSize`, its depth exempts `__schema` but not `__type`, and its
 * refusals are English "Syntax Error"s without a code, so these rules stay. The token limit is
 * graphql-js's own (`parseOptions`), the one Armor's max-tokens reimplements for Envelop.
 */
export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  /** Each field costs 1, multiplied by 10 for every enclosing field that takes a `limit`/`first` argument. */
  maxCost: number;
  /** Lexical tokens of the document (names, punctuation, values), counted while parsing. */
  maxTokens: number;
}

/**
 * The standard introspection query (every option of getIntrospectionQuery) has 184 tokens and
 * the largest document of the web client under 500; an operation at the cost limit (5,000
 * fields) fits in 10,000. The parser stops at the first token over the limit, before
 * validation runs (whose work grows with the size of the document).
 */
export const DEFAULT_LIMITS: QueryLimits = { maxDepth: 12, maxAliases: 30, maxCost: 5_000, maxTokens: 10_000 };

/**
 * Tokens of a document from a caller without a session (nor an integrator's active API token).
 * Validation compares every pair of fields with the same name: 2,400 tokens of `me { name }`
 * took about a second, 500 take a few milliseconds. The public operations of the web client
 * have under 60 tokens.
 */
export const ANONYMOUS_MAX_TOKENS = 500;

/** graphql-js's own token limit, for Apollo (`parseOptions`) and for the socket's parser alike. */
export function parseOptions(limits: QueryLimits = DEFAULT_LIMITS): ParseOptions {
  return { maxTokens: limits.maxTokens };
}

const TOKEN_LIMIT = /^Syntax Error: Document contains more th(?:an|at) (\d+) tokens\. Parsing aborted\.$/;

/** The Spanish refusal for graphql-js's token-limit syntax error, or undefined for any other message. */
export function tokenLimitMessage(message: string): string | undefined {
  const found = TOKEN_LIMIT.exec(message);
  return found ? `${MSG.queryTooComplex}: más de ${found[1]} tokens` : undefined;
}

/**
 * graphql-js's OverlappingFieldsCanBeMerged stops comparing fields past its own budget with
 * "Validation aborted." (no location, no detail): in Spanish, as a limit of the operation.
 */
export function validationAbortedMessage(message: string): string | undefined {
  return message === 'Validation aborted.' ? `${MSG.queryTooComplex}: demasiados campos con el mismo nombre` : undefined;
}

/** The root fields of introspection; they and everything under them are the schema, not data. */
export const INTROSPECTION_FIELDS: ReadonlySet<string> = new Set(['__schema', '__type']);

const PAGED_ARGUMENTS = new Set(['limit', 'first', 'take', 'pageSize']);

/** Depth of the nesting under a selection set, its aliases and its cost (at multiplier 1). */
interface Measure {
  depth: number;
  aliases: number;
  cost: number;
}

interface Walk {
  fragments: Record<string, FragmentDefinitionNode>;
  /** Each fragment is measured once and counted at every spread (so repeating it costs). */
  measured: Map<string, Measure>;
  /** Fragments being measured: a cycle counts nothing (graphql's NoFragmentCycles refuses it). */
  open: Set<string>;
}

function add(total: Measure, inner: Measure, depthOffset: number, costFactor: number): void {
  total.depth = Math.max(total.depth, depthOffset + inner.depth);
  total.aliases += inner.aliases;
  total.cost += costFactor * inner.cost;
}

/**
 * Introspection (`__schema`, `__type` and all under them) adds no depth and no cost: the
 * standard introspection query of graphql-js must pass, and graphql's own
 * MaxIntrospectionDepthRule bounds its nesting. Its aliases still count: they are the only way
 * to make the server build the schema description many times in one operation.
 */
function measure(set: SelectionSetNode, walk: Walk, introspection: boolean): Measure {
  const total: Measure = { depth: 0, aliases: 0, cost: 0 };
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.alias) total.aliases++;
      const schemaOnly = introspection || INTROSPECTION_FIELDS.has(selection.name.value);
      if (!schemaOnly) total.cost += 1;
      if (selection.selectionSet) {
        const paged = selection.arguments?.some((a) => PAGED_ARGUMENTS.has(a.name.value));
        add(total, measure(selection.selectionSet, walk, schemaOnly), schemaOnly ? 0 : 1, paged ? 10 : 1);
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      add(total, measure(selection.selectionSet, walk, introspection), 0, 1);
    } else {
      const name = selection.name.value;
      const key = `${introspection}:${name}`;
      let inner = walk.measured.get(key);
      const definition = walk.fragments[name];
      if (!inner && definition && !walk.open.has(name)) {
        walk.open.add(name);
        inner = measure(definition.selectionSet, walk, introspection);
        walk.open.delete(name);
        walk.measured.set(key, inner);
      }
      if (inner) add(total, inner, 0, 1);
    }
  }
  return total;
}

/** Validation rule refusing operations deeper, more aliased or costlier than the limits. */
export function limitsRule(limits: QueryLimits = DEFAULT_LIMITS) {
  return (context: ValidationContext): ASTVisitor => {
    const walk: Walk = { fragments: {}, measured: new Map(), open: new Set() };
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) walk.fragments[def.name.value] = def;
    }
    return {
      OperationDefinition(node) {
        const m = measure(node.selectionSet, walk, false);
        const report = (what: string) =>
          context.reportError(new GraphQLError(`${MSG.queryTooComplex}: ${what}`, { nodes: [node], extensions: { code: 'QUERY_TOO_COMPLEX' } }));
        if (m.depth > limits.maxDepth) report(`profundidad ${m.depth} supera ${limits.maxDepth}`);
        if (m.aliases > limits.maxAliases) report(`${m.aliases} alias superan ${limits.maxAliases}`);
        if (m.cost > limits.maxCost) report(`costo ${m.cost} supera ${limits.maxCost}`);
      },
    };
  };
}
