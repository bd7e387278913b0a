import { useLazyQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { DoctorsDocument, type DoctorRowFieldsFragment } from '../../generated/graphql';
import { showWarning } from '../../widgets/feedback/dialogs';
import { HotkeyBar } from '../../widgets/forms/HotkeyBar';
import type { Hotkey } from '../../widgets/forms/hotkeys';
import { useHotkeys } from '../../widgets/forms/useHotkeys';
import { listCount, type ViewCount } from '../../widgets/grid/list-count';
import { ListView } from '../../widgets/report/ListView';
import { ServerPager } from '../../widgets/grid/ServerPager';
import type { ReportRow } from '../../widgets/grid/report-column';
import { DOCTOR_COLUMNS, doctorCellStyle, doctorKey, doctorRow, VALIDITY_COLUMN } from './doctor-rows';
import { EMPTY_SEARCH, toDoctorFilter, type DoctorSearch } from './doctor-search';
import { DoctorSearchForm } from './DoctorSearchForm';
import { ExtendTrialModal } from './ExtendTrialModal';
import { DOCTOR_TEXT as T } from './messages';
import { useDoctorActions } from './useDoctorActions';
import './doctors.css';
import { refetchQuietly } from '../../widgets/feedback/use-action';

const PAGE_SIZE = 50;

/**
 * /medicosadm/:modo: doctors with their current plan, searched by cédula/RUC or name and filtered
 * by plan type, plan state and validity. modo above 0 (and the API's right) lets the user toggle a
 * doctor's validity after a confirmation; the chosen test plans can be extended by some days.
 */
export function DoctorsPage() {
  const modo = Number(useParams().modo ?? 0) || 0;
  const [search, setSearch] = useState<DoctorSearch>(EMPTY_SEARCH);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<DoctorRowFieldsFragment[]>([]);
  const [viewCount, setViewCount] = useState<ViewCount | null>(null);
  const [extending, setExtending] = useState<DoctorRowFieldsFragment[] | null>(null);
  const variables = useMemo(() => ({ filter: toDoctorFilter(search), page, pageSize: PAGE_SIZE }), [search, page]);
  const [load, { data, loading, refetch }] = useLazyQuery(DoctorsDocument, { fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    void load({ variables }).catch(() => undefined);
  }, [load, variables]);

  const result = data?.doctors;
  const items = useMemo(() => result?.items ?? [], [result]);
  const rows = useMemo(() => items.map(doctorRow), [items]);
  const changed = useCallback(() => void refetchQuietly(refetch), [refetch]);
  const actions = useDoctorActions(modo, result?.canChangeValidity ?? false, changed);

  const onRows = useCallback(
    (picked: ReportRow[]) => {
      const ids = new Set(picked.map((r) => r.ref_codigo));
      setSelected(items.filter((d) => ids.has(d.id)));
    },
    [items],
  );
  const onCell = (row: ReportRow, columnId: string): boolean => {
    if (columnId !== VALIDITY_COLUMN) return false;
    const doctor = items.find((d) => d.id === row.ref_codigo);
    if (doctor) void actions.toggleValidity([doctor]);
    return true;
  };
  function openExtend() {
    if (!selected.length) return void showWarning(T.selectDoctors);
    const notTrial = selected.filter((d) => d.planType !== 'TRIAL');
    if (notTrial.length) return void showWarning(T.onlyTrials(notTrial.map((d) => d.fullName).join(', ')));
    setExtending(selected);
  }

  const canExtend = result?.canExtendTrial ?? false;
  const hotkeys: Hotkey[] = [
    { key: 'F3', label: T.actions.validity, action: () => actions.toggleValidity(selected) },
    ...(canExtend ? [{ key: 'F4' as const, label: T.actions.extend, action: openExtend }] : []),
    { key: 'F5', label: T.actions.refresh, action: () => refetchQuietly(refetch) },
  ];
  const { busy, trigger } = useHotkeys(extending ? [] : hotkeys, { busy: loading || actions.busy });

  return (
    <section className="doctors-page page">
      <h1 className="doctors-page__title">{T.pageTitle}</h1>
      <DoctorSearchForm
        value={search}
        onApply={(next) => {
          setSearch(next);
          setPage(1);
        }}
      />
      <HotkeyBar hotkeys={hotkeys} busy={busy} onTrigger={trigger} />
      <div className="doctors-actions">
        <span className="doctors-actions__count" aria-live="polite">
          {T.list.selected(selected.length)}
        </span>
      </div>
      <p className="doctors-hint">{T.hint}</p>
      <div className="doctors-grid" aria-busy={loading}>
        <ListView
          chartBy="pla_estado_str"
          loading={loading}
          onViewCount={setViewCount}
          columns={DOCTOR_COLUMNS}
          data={rows}
          title={T.list.grid}
          selection="multiple"
          paging={false}
          height="55vh"
          onSelectionChange={onRows}
          onCellActivate={onCell}
          cellStyle={doctorCellStyle}
          rowKey={doctorKey}
        />
      </div>
      <ServerPager
        label={T.list.pager}
        summary={loading && !result ? T.list.loading : listCount(result?.totalCount ?? 0, T.list.total, viewCount)}
        page={page}
        pageSize={PAGE_SIZE}
        total={result?.totalCount ?? 0}
        onPage={setPage}
      />
      {extending && <ExtendTrialModal doctors={extending} onClose={() => setExtending(null)} onDone={changed} />}
    </section>
  );
}
