import { formatNumber } from '@domain/money';
import type { ReportColumn, ReportRow } from './report-column';
import { formatCell } from './cell-format';
import { numericValues } from './column-values';
import { EMPTY_RANK, textRanks, type SortRule } from './sorting';

/** One group of rows with the same value in a grouping column; nested groups for the next column. */
export interface GroupNode {
  /** Stable id from the path of values, e.g. 'provincia:Loja/vendedor:Diana Torres'. */
  id: string;
  column: ReportColumn;
  value: ReportRow[string];
  /** The value as shown, taken from di_grucol when the column names one. */
  label: string;
  depth: number;
  /** Every row of the group (nested groups included), as data indices in display order. */
  indices: number[];
  children: GroupNode[] | null;
}

export type DisplayItem = { kind: 'group'; node: GroupNode } | { kind: 'row'; index: number; depth: number };

/** The rows the body shows, in order; built lazily when there is no grouping so 100.000 rows cost nothing. */
export interface DisplayList {
  readonly length: number;
  at(position: number): DisplayItem;
}

/** Columns the user can group by: any but amounts and columns marked as aggregates (di_grupo A). */
export function canGroupBy(column: ReportColumn): boolean {
  return column.type !== 'number' && column.di_grupo !== 'A';
}

/** Columns grouped when the grid opens: di_grupo T, ordered by grucol_order. */
export function initialGrouping(columns: readonly ReportColumn[]): string[] {
  return columns
    .map((column, position) => ({ column, position }))
    .filter(({ column }) => column.di_grupo === 'T')
    .sort((a, b) => (a.column.grucol_order ?? a.position) - (b.column.grucol_order ?? b.position) || a.position - b.position)
    .map(({ column }) => column.di_column);
}

function groupLabel(column: ReportColumn, columns: readonly ReportColumn[], row: ReportRow): string {
  const labelKey = column.di_grucol || column.di_column;
  const labelColumn = columns.find((c) => c.di_column === labelKey) ?? column;
  const text = formatCell(labelColumn, row[labelKey]);
  return text === '' ? '(vacío)' : text;
}

/** 'Provincia: Loja (12)', the group line of the screen and of the exports. */
export function groupTitle(node: GroupNode): string {
  return `${node.column.di_descri}: ${node.label} (${formatNumber(node.indices.length, 0)})`;
}

// Grouping compares numbers, not cell values: a text or date column by its cached rank, a
// number column by its cached typed array (reading row[key] 100.000 times is the slow part).
function groupKeys(data: readonly ReportRow[], column: ReportColumn): { keys: ArrayLike<number>; emptyKey: number } {
  if (column.type === 'integer' || column.type === 'number') return { keys: numericValues(data, column.di_column), emptyKey: NaN };
  return { keys: textRanks(data, column.di_column), emptyKey: EMPTY_RANK };
}

function splitByColumn(
  data: readonly ReportRow[],
  indices: readonly number[],
  groupColumns: readonly ReportColumn[],
  level: number,
  parentId: string,
  columns: readonly ReportColumn[],
  sorting: readonly SortRule[],
): GroupNode[] {
  const column = groupColumns[level]!;
  const key = column.di_column;
  const { keys, emptyKey } = groupKeys(data, column);
  const buckets = new Map<number, number[]>();
  let emptyBucket: number[] | null = null;
  for (let i = 0; i < indices.length; i++) {
    const index = indices[i]!;
    const k = keys[index]!;
    // NaN marks an empty number; NaN never equals emptyKey, so the first test catches it.
    if (k !== k || k === emptyKey) {
      (emptyBucket ??= []).push(index);
      continue;
    }
    const bucket = buckets.get(k);
    if (bucket) bucket.push(index);
    else buckets.set(k, [index]);
  }
  const rule = sorting.find((s) => s.id === key);
  const sign = rule?.desc ? -1 : 1;
  // Ranks and numbers both order like the values; empty cells stay last whatever the direction.
  const ordered: number[][] = [...buckets.keys()].sort((a, b) => (a - b) * sign).map((k) => buckets.get(k)!);
  if (emptyBucket) ordered.push(emptyBucket);
  return ordered.map((members) => {
    const raw = data[members[0]!]![key];
    const value = raw === undefined || raw === '' ? null : raw;
    const id = `${parentId}${parentId ? '/' : ''}${key}:${value === null ? '' : String(value)}`;
    const children = level + 1 < groupColumns.length ? splitByColumn(data, members, groupColumns, level + 1, id, columns, sorting) : null;
    return {
      id,
      column,
      value,
      label: groupLabel(column, columns, data[members[0]!]!),
      depth: level,
      // With nested groups the rows show subgroup by subgroup, so that is their order here too.
      indices: children ? concatIndices(children) : members,
      children,
    };
  });
}

/** Groups sorted row indices by the grouping columns, in order; groups are ordered by value (the sort's direction when sorted by that column). */
export function buildGroups(
  data: readonly ReportRow[],
  indices: readonly number[],
  grouping: readonly string[],
  columns: readonly ReportColumn[],
  sorting: readonly SortRule[] = [],
): GroupNode[] {
  const groupColumns = grouping.map((id) => columns.find((c) => c.di_column === id)).filter((c): c is ReportColumn => c !== undefined);
  if (groupColumns.length === 0) return [];
  return splitByColumn(data, indices, groupColumns, 0, '', columns, sorting);
}

function concatIndices(nodes: readonly GroupNode[]): number[] {
  const all: number[] = [];
  for (const node of nodes) for (const index of node.indices) all.push(index);
  return all;
}

/** Rows of every group in display order (what the footer totals and the exports walk). */
export function groupedOrder(groups: readonly GroupNode[]): number[] {
  // A group's indices are already in display order, nested groups included.
  return concatIndices(groups);
}

/** The body's rows: every row when there are no groups, else group rows followed by their content when expanded. */
export function displayList(indices: readonly number[], groups: readonly GroupNode[], expanded: ReadonlySet<string>): DisplayList {
  if (groups.length === 0) {
    return { length: indices.length, at: (position) => ({ kind: 'row', index: indices[position]!, depth: 0 }) };
  }
  const items: DisplayItem[] = [];
  const walk = (nodes: readonly GroupNode[]) => {
    for (const node of nodes) {
      items.push({ kind: 'group', node });
      if (!expanded.has(node.id)) continue;
      if (node.children) walk(node.children);
      else for (const index of node.indices) items.push({ kind: 'row', index, depth: node.depth + 1 });
    }
  };
  walk(groups);
  return { length: items.length, at: (position) => items[position]! };
}

/** Ids of every group and nested group (for 'Expandir todo'). */
export function allGroupIds(groups: readonly GroupNode[]): string[] {
  const ids: string[] = [];
  const walk = (nodes: readonly GroupNode[]) => {
    for (const node of nodes) {
      ids.push(node.id);
      if (node.children) walk(node.children);
    }
  };
  walk(groups);
  return ids;
}
