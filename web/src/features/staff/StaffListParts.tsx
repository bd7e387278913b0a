import { useCallback } from 'react';
import { ListView } from '../../widgets/report/ListView';
import type { ReportColumn, ReportRow } from '../../widgets/grid/report-column';
import { STAFF_TEXT as T } from './messages';
import { rowKey } from './staff-rows';

/** The state filter of the staff lists (active, inactive, all). */
export function StateFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <label>
      {T.state}{' '}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        {T.states.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
    </label>
  );
}

interface StaffGridProps {
  title: string;
  columns: readonly ReportColumn[];
  rows: ReportRow[];
  loading: boolean;
  chartBy: string;
  chartSeries?: string;
  /** The picked row's id (usr_codigo), null when none. */
  onSelect: (id: number | null) => void;
}

/** The single-selection grid of the users and profiles lists. */
export function StaffGrid({ title, columns, rows, loading, chartBy, chartSeries, onSelect }: StaffGridProps) {
  const onRows = useCallback((picked: ReportRow[]) => onSelect(picked.length ? Number(picked[0]!.usr_codigo) : null), [onSelect]);
  return (
    <div aria-busy={loading}>
      <ListView
        chartBy={chartBy}
        chartSeries={chartSeries}
        loading={loading}
        columns={columns}
        data={rows}
        title={title}
        selection="single"
        onSelectionChange={onRows}
        rowKey={rowKey}
        height="60vh"
      />
    </div>
  );
}
