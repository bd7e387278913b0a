import {
  GraphQLError,
  Kind,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ASTVisitor,
} from 'graphql';
import { MSG } from '../shared/messages.js';

export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  /** Each field costs 1, multiplied by 10 for every enclosing field that takes a `limit`/`first` argument. */
  maxCost: number;
}

export const DEFAULT_LIMITS: QueryLimits = { maxDepth: 12, maxAliases: 30, maxCost: 5_000 };

interface Measure {
  depth: number;
  aliases: number;
  cost: number;
}

function measure(
  set: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  depth: number,
  multiplier: number,
  visited: Set<string>,
): Measure {
  const total: Measure = { depth, aliases: 0, cost: 0 };
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.alias) total.aliases++;
      total.cost += multiplier;
      if (selection.selectionSet) {
        const paged = selection.arguments?.some((a) => ['limit', 'first', 'take', 'pageSize'].includes(a.name.value));
        const inner = measure(selection.selectionSet, fragments, depth + 1, paged ? multiplier * 10 : multiplier, visited);
        total.depth = Math.max(total.depth, inner.depth);
        total.aliases += inner.aliases;
        total.cost += inner.cost;
      }
    } else {
      let inner: SelectionSetNode | undefined;
      if (selection.kind === Kind.INLINE_FRAGMENT) inner = selection.selectionSet;
      else if (!visited.has(selection.name.value)) {
        visited.add(selection.name.value);
        inner = fragments[selection.name.value]?.selectionSet;
      }
      if (inner) {
        const m = measure(inner, fragments, depth, multiplier, visited);
        total.depth = Math.max(total.depth, m.depth);
        total.aliases += m.aliases;
        total.cost += m.cost;
      }
    }
  }
  return total;
}

/** Validation rule refusing operations deeper, more aliased or costlier than the limits. */
export function limitsRule(limits: QueryLimits = DEFAULT_LIMITS) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
    }
    return {
      OperationDefinition(node) {
        const m = measure(node.selectionSet, fragments, 0, 1, new Set());
        const report = (what: string) =>
          context.reportError(new GraphQLError(`${MSG.queryTooComplex}: ${what}`, { nodes: [node], extensions: { code: 'QUERY_TOO_COMPLEX' } }));
        if (m.depth > limits.maxDepth) report(`profundidad ${m.depth} supera ${limits.maxDepth}`);
        if (m.aliases > limits.maxAliases) report(`${m.aliases} alias superan ${limits.maxAliases}`);
        if (m.cost > limits.maxCost) report(`costo ${m.cost} supera ${limits.maxCost}`);
      },
    };
  };
}
