import { useMemo } from 'react';
import type { ReportColumn, ReportRow } from './report-column';
import type { ColumnFilter } from './filters';
import { compileFilters } from './grid-engine';
import { filterRowIndices } from './filters';
import { buildGroups, displayList, groupedOrder, type DisplayList, type GroupNode } from './grouping';
import { sortRowIndices, type SortRule } from './sorting';
import { columnTotals, type TotalValue } from './totals';

export interface GridView {
  problems: Record<string, 'invalid-date' | 'invalid-number'>;
  /** Filtered and sorted rows (data indices). */
  indices: number[];
  groups: GroupNode[];
  /** Rows in display order (grouped order when grouped). */
  order: number[];
  list: DisplayList;
  footer: Record<string, TotalValue>;
  groupTotals: (node: GroupNode) => Record<string, TotalValue>;
}

/** The engine's pipeline, each step memoised on its own inputs so typing a filter does not regroup twice. */
export function useGridView(
  data: readonly ReportRow[],
  columns: readonly ReportColumn[],
  filters: readonly ColumnFilter[],
  sorting: readonly SortRule[],
  grouping: readonly string[],
  expanded: ReadonlySet<string>,
): GridView {
  const compiled = useMemo(() => compileFilters(columns, filters), [columns, filters]);
  const filtered = useMemo(() => filterRowIndices(data, compiled.filters), [data, compiled]);
  const indices = useMemo(() => sortRowIndices(data, filtered, sorting, columns), [data, filtered, sorting, columns]);
  const groups = useMemo(() => buildGroups(data, indices, grouping, columns, sorting), [data, indices, grouping, columns, sorting]);
  const order = useMemo(() => (groups.length > 0 ? groupedOrder(groups) : indices), [groups, indices]);
  const list = useMemo(() => displayList(indices, groups, expanded), [indices, groups, expanded]);
  const footer = useMemo(() => columnTotals(columns, data, order), [columns, data, order]);
  const groupTotals = useMemo(() => {
    // Only the group rows on screen ask, so totals are computed on demand and kept per group.
    const cache = new WeakMap<GroupNode, Record<string, TotalValue>>();
    return (node: GroupNode) => {
      let totals = cache.get(node);
      if (!totals) {
        totals = columnTotals(columns, data, node.indices);
        cache.set(node, totals);
      }
      return totals;
    };
  }, [columns, data, groups]);
  return { problems: compiled.problems, indices, groups, order, list, footer, groupTotals };
}
