import { useId } from 'react';
import type { ReportColumn } from './report-column';
import type { ExportFormat } from './export/export-actions';
import { gridMessages } from './messages';

interface GridToolbarProps {
  title?: string;
  columns: readonly ReportColumn[];
  grouping: readonly string[];
  groupable: readonly ReportColumn[];
  onAddGroup: (columnId: string) => void;
  onRemoveGroup: (columnId: string) => void;
  onExpandAll: () => void;
  onCollapseAll: () => void;
  filtersShown: boolean | null;
  onToggleFilters: () => void;
  onOpenColumns: () => void;
  exports: boolean;
  exporting: boolean;
  onExport: (format: ExportFormat) => void;
}

const EXPORTS: ReadonlyArray<{ format: ExportFormat; label: string }> = [
  { format: 'pdf', label: gridMessages.exportPdf },
  { format: 'xls', label: gridMessages.exportExcel },
  { format: 'txt', label: gridMessages.exportText },
  { format: 'print', label: gridMessages.print },
];

/** Above the grid: grouping columns, filter row toggle, column setup and the exports. */
export function GridToolbar(props: GridToolbarProps) {
  const id = useId();
  const header = (columnId: string) => props.columns.find((c) => c.di_column === columnId)?.di_descri ?? columnId;
  const available = props.groupable.filter((c) => !props.grouping.includes(c.di_column));
  return (
    <div className="rgrid-toolbar" role="toolbar" aria-label={props.title ?? gridMessages.defaultTitle}>
      <div className="rgrid-toolbar__group rgrid-toolbar__grouping">
        {/* With every column grouped there is no list left to label. */}
        <label htmlFor={available.length > 0 ? `${id}-group` : undefined} className="rgrid-toolbar__label">
          {gridMessages.groupBy}
        </label>
        {props.grouping.map((columnId) => (
          <span key={columnId} className="rgrid-chip">
            {header(columnId)}
            <button
              type="button"
              className="rgrid-chip__remove"
              aria-label={gridMessages.removeGroup(header(columnId))}
              onClick={() => props.onRemoveGroup(columnId)}
            >
              ×
            </button>
          </span>
        ))}
        {available.length > 0 && (
          <select
            id={`${id}-group`}
            className="rgrid-toolbar__select"
            value=""
            onChange={(e) => {
              if (e.target.value) props.onAddGroup(e.target.value);
            }}
          >
            <option value="">{gridMessages.groupByPlaceholder}</option>
            {available.map((c) => (
              <option key={c.di_column} value={c.di_column}>
                {c.di_descri}
              </option>
            ))}
          </select>
        )}
        {props.grouping.length > 0 && (
          <>
            <button type="button" className="rgrid-btn" onClick={props.onExpandAll}>
              {gridMessages.expandAll}
            </button>
            <button type="button" className="rgrid-btn" onClick={props.onCollapseAll}>
              {gridMessages.collapseAll}
            </button>
          </>
        )}
      </div>
      <div className="rgrid-toolbar__group">
        {props.filtersShown !== null && (
          <button type="button" className="rgrid-btn" aria-pressed={props.filtersShown} onClick={props.onToggleFilters}>
            {props.filtersShown ? gridMessages.hideFilters : gridMessages.showFilters}
          </button>
        )}
        <button type="button" className="rgrid-btn" aria-haspopup="dialog" onClick={props.onOpenColumns}>
          {gridMessages.columns}
        </button>
        {props.exports && (
          <div className="rgrid-toolbar__exports" role="group" aria-label={gridMessages.exportsLabel}>
            {EXPORTS.map((e) => (
              <button key={e.format} type="button" className="rgrid-btn" disabled={props.exporting} onClick={() => props.onExport(e.format)}>
                {e.label}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
