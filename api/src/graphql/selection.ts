import { Kind, type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** Answers by field node: a remembered document gives the same nodes to every request. */
const remembered = new WeakMap<FieldNode, Map<string, ReadonlySet<string>>>();

function collect(set: SelectionSetNode | undefined, fragments: Record<string, FragmentDefinitionNode>, into: Set<string>, seen: Set<string>): void {
  for (const selection of set?.selections ?? []) {
    if (selection.kind === Kind.FIELD) into.add(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet, fragments, into, seen);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      collect(fragments[selection.name.value]?.selectionSet, fragments, into, seen);
    }
  }
}

function childSets(sets: SelectionSetNode[], name: string, fragments: Record<string, FragmentDefinitionNode>): SelectionSetNode[] {
  const found: SelectionSetNode[] = [];
  const visit = (set: SelectionSetNode | undefined, seen: Set<string>) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === name && selection.selectionSet) found.push(selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet, seen);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        visit(fragments[selection.name.value]?.selectionSet, seen);
      }
    }
  };
  for (const set of sets) visit(set, new Set());
  return found;
}

/**
 * The field names asked for at `path` below the field being resolved (`['items']`: the fields of
 * each item of a page), through fragments and aliases. Fields under @skip/@include count as
 * asked (a superset is always safe). Remembered per document, so a list pays for it once.
 */
export function selectedFields(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, path: readonly string[]): ReadonlySet<string> {
  const first = info.fieldNodes[0]!;
  const key = path.join('.');
  let byPath = remembered.get(first);
  const known = byPath?.get(key);
  if (known) return known;
  let sets = info.fieldNodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
  for (const name of path) sets = childSets(sets, name, info.fragments);
  const fields = new Set<string>();
  for (const set of sets) collect(set, info.fragments, fields, new Set());
  if (!byPath) remembered.set(first, (byPath = new Map()));
  byPath.set(key, fields);
  return fields;
}
