import { useLazyQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import {
  ReportListDocument,
  ReportListWorkbookDocument,
  type ReportModule,
  type ReportOrderField,
  type ReportSpecFieldsFragment,
} from '../../generated/graphql';
import { TextField } from '../../widgets/forms/TextField';
import type { ViewCount } from '../../widgets/grid/list-count';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import type { ReportColumn, ReportRow } from '../../widgets/grid/report-column';
import { ServerListPager } from '../../widgets/list/ServerListPager';
import type { FilterCodec, ListState } from '../../widgets/list/url-params';
import { useServerList } from '../../widgets/list/useServerList';
import { downloadBase64 } from '../company-creation/file-transfer';
import { MODULES, REPORT_LIST_TEXT as T } from './messages';
import { ModuleSelect } from './ModuleSelect';

const PAGE_SIZES = [25, 50, 100] as const;
const COLUMNS: ReportColumn[] = [
  { di_column: 'inf_codigo', di_descri: T.columns.code, type: 'integer', width: 90 },
  { di_column: 'inf_nombre', di_descri: T.columns.name, type: 'text', width: 280 },
  { di_column: 'modulo', di_descri: T.columns.module, type: 'text', width: 160 },
  { di_column: 'inf_funcio', di_descri: T.columns.function, type: 'text', width: 220 },
  { di_column: 'activo', di_descri: T.columns.active, type: 'text', width: 80 },
];
const MODULE_NAMES: Record<string, string> = Object.fromEntries(Object.values(MODULES).map((m) => [m.code, m.name]));
const rowKey = (row: ReportRow) => Number(row.inf_codigo);
const ORDER_FIELDS = Object.keys(T.orders) as ReportOrderField[];
const MODULE_CODES = new Set<string>(Object.values(MODULES).map((m) => m.code));
const DEFAULT_ORDER = { field: 'MODULE', desc: false };

interface ReportListFilters {
  module: ReportModule | '';
  search: string;
}

/** The URL keys: `modulo`, `buscar`, and the list's `orden` (MODULE by default), `pagina`, `filas`. */
const REPORT_LIST_CODEC: FilterCodec<ReportListFilters> = {
  read: (p) => {
    const module = p.get('modulo') ?? '';
    return { module: MODULE_CODES.has(module) ? (module as ReportModule) : '', search: p.get('buscar') ?? '' };
  },
  write: (f) => ({ modulo: f.module, buscar: f.search }),
};

export interface ReportListTabProps {
  companyId: number;
  /** 2 selects one report (Editar, spreadsheet import); 3 selects several (copy, mass change). */
  mode: number;
  onOpen: (report: ReportSpecFieldsFragment) => void;
  onSelect: (reports: ReportSpecFieldsFragment[]) => void;
  onCommand: (command: 'copy' | 'mass' | 'import') => void;
}

/**
 * Tab 1 of the administrator: the company's reports paged on the server (reportPage: module
 * filter, search by name or function, order, totalCount), with the mode's commands and the
 * export of the whole filtered list.
 */
export function ReportListTab({ companyId, mode, onOpen, onSelect, onCommand }: ReportListTabProps) {
  const variables = useCallback(
    ({ filters, sort, page, pageSize }: ListState<ReportListFilters>) => ({
      companyId,
      module: filters.module || null,
      search: filters.search.trim() || null,
      page,
      pageSize,
      orderBy: { field: ORDER_FIELDS.find((f) => f === sort?.field) ?? 'MODULE' },
    }),
    [companyId],
  );
  const list = useServerList(ReportListDocument, (d) => d.reportPage, { codec: REPORT_LIST_CODEC, pageSize: 50, defaultSort: DEFAULT_ORDER, variables });
  const { filters, setFilters, result, items } = list;
  const module = filters.module;
  const order = ORDER_FIELDS.find((f) => f === list.sort?.field) ?? 'MODULE';
  const [selected, setSelected] = useState<ReportSpecFieldsFragment[]>([]);
  const [viewCount, setViewCount] = useState<ViewCount | null>(null);
  const [workbook] = useLazyQuery(ReportListWorkbookDocument, { fetchPolicy: 'network-only' });
  const rows = useMemo<ReportRow[]>(
    () =>
      items.map((r) => ({
        inf_codigo: r.code,
        inf_nombre: r.name,
        modulo: MODULE_NAMES[r.module] ?? r.module,
        inf_funcio: r.functionName,
        activo: r.active ? T.yes : T.no,
      })),
    [items],
  );
  const pick = useCallback(
    (picked: ReportRow[]) => {
      const codes = new Set(picked.map(rowKey));
      const chosen = items.filter((r) => codes.has(r.code));
      setSelected(chosen);
      onSelect(chosen);
    },
    [items, onSelect],
  );
  const exportList = async () => {
    const answer = await workbook({ variables: { companyId, module: module || null } }).catch(() => null);
    const file = answer?.data?.reportListWorkbook;
    if (file) downloadBase64(file.fileName, file.mimeType, file.contentBase64);
  };

  return (
    <>
      <div className="reports-page__pickers reports-page__criteria">
        <ModuleSelect
          id="informes-modulo"
          label={T.module}
          blank={T.all}
          value={module || null}
          onChange={(m) => setFilters((f) => ({ ...f, module: m ?? '' }))}
        />
        <TextField
          id="informes-buscar"
          name="search"
          label={T.search}
          value={filters.search}
          maxLength={100}
          onChange={(v) => setFilters((f) => ({ ...f, search: v }), { replace: true })}
        />
        <div className="field">
          <label htmlFor="informes-orden">{T.order}</label>
          <select id="informes-orden" className="input" value={order} onChange={(e) => list.setSort({ field: e.target.value, desc: false })}>
            {ORDER_FIELDS.map((field) => (
              <option key={field} value={field}>
                {T.orders[field]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="reports-page__actions reports-page__summary">
        {mode >= 2 && (
          <button type="button" className="btn" disabled={!selected[0]} onClick={() => selected[0] && onOpen(selected[0])}>
            {T.edit}
          </button>
        )}
        {mode >= 3 && (
          <>
            <button type="button" className="btn" onClick={() => onCommand('copy')}>
              {T.copy}
            </button>
            <button type="button" className="btn" onClick={() => onCommand('mass')}>
              {T.mass}
            </button>
          </>
        )}
        {mode >= 2 && (
          <button type="button" className="btn" onClick={() => onCommand('import')}>
            {T.fromFile}
          </button>
        )}
        <button type="button" className="btn" onClick={() => void exportList()}>
          {T.export}
        </button>
      </div>
      <div aria-busy={list.loading}>
        <ReportGrid
          key={mode}
          title={T.grid}
          columns={COLUMNS}
          data={rows}
          loading={list.loading && !result}
          paging={false}
          height="60vh"
          rowKey={rowKey}
          onViewCount={setViewCount}
          selection={mode >= 3 ? 'multiple' : mode === 2 ? 'single' : undefined}
          onSelectionChange={pick}
          onOpenRow={(row) => {
            const report = items.find((r) => r.code === rowKey(row));
            if (report) onOpen(report);
          }}
        />
      </div>
      <ServerListPager label={T.pager} loadingText={T.loading} totalText={T.total} list={list} viewCount={viewCount} pageSizes={PAGE_SIZES} />
    </>
  );
}
