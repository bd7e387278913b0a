import type { ReportColumn, ReportRow } from './report-column';
import { compileFilter, filterRowIndices, type ColumnFilter, type CompiledFilter, type FilterProblem } from './filters';
import { buildGroups, groupedOrder, type GroupNode } from './grouping';
import { sortRowIndices, type SortRule } from './sorting';
import { columnTotals, type TotalValue } from './totals';

/**
 * The grid's row pipeline without React: filter → sort → group → totals. ReportGrid runs exactly
 * these functions (memoised step by step in useGridView), so timing them measures the grid's own
 * work. A benchmark can import this module, or, in the browser, use the hooks the widgets demo
 * page sets on `window.__gridDemo` (GridDemo.tsx): `setRows(rows)` and the `grid` handle's
 * `setFilter` / `setGrouping` / `setSorting` / `expandAll` render synchronously (flushSync), so
 * `performance.now()` around one call is the time to compute and paint that change.
 */
export interface GridQuery {
  filters: readonly ColumnFilter[];
  sorting: readonly SortRule[];
  grouping: readonly string[];
}

export interface CompiledFilters {
  filters: CompiledFilter[];
  /** Columns whose typed filter is unusable, with why (they filter nothing). */
  problems: Record<string, FilterProblem>;
}

export function compileFilters(columns: readonly ReportColumn[], filters: readonly ColumnFilter[]): CompiledFilters {
  const compiled: CompiledFilter[] = [];
  const problems: Record<string, FilterProblem> = {};
  for (const filter of filters) {
    const column = columns.find((c) => c.di_column === filter.columnId);
    if (!column) continue;
    const result = compileFilter(column, filter);
    if (result.filter) compiled.push(result.filter);
    else if (result.problem) problems[filter.columnId] = result.problem;
  }
  return { filters: compiled, problems };
}

export interface GridResult {
  /** Filtered and sorted rows, as data indices. */
  indices: number[];
  groups: GroupNode[];
  /** Rows in display order: grouped order when grouped, else `indices`. */
  order: number[];
  footer: Record<string, TotalValue>;
}

/** Runs the whole pipeline once (the footer totals included). */
export function runGridQuery(data: readonly ReportRow[], columns: readonly ReportColumn[], query: GridQuery): GridResult {
  const { filters } = compileFilters(columns, query.filters);
  const filtered = filterRowIndices(data, filters);
  const indices = sortRowIndices(data, filtered, query.sorting, columns);
  const groups = buildGroups(data, indices, query.grouping, columns, query.sorting);
  const order = groups.length > 0 ? groupedOrder(groups) : indices;
  return { indices, groups, order, footer: columnTotals(columns, data, order) };
}

/** Totals of every group and nested group, by group id (what the group rows show). */
export function allGroupTotals(
  columns: readonly ReportColumn[],
  data: readonly ReportRow[],
  groups: readonly GroupNode[],
): Map<string, Record<string, TotalValue>> {
  const totals = new Map<string, Record<string, TotalValue>>();
  const walk = (nodes: readonly GroupNode[]) => {
    for (const node of nodes) {
      totals.set(node.id, columnTotals(columns, data, node.indices));
      if (node.children) walk(node.children);
    }
  };
  walk(groups);
  return totals;
}
