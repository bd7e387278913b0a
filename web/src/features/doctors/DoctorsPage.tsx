import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { DoctorsDocument, type DoctorRowFieldsFragment } from '../../generated/graphql';
import { showWarning } from '../../widgets/feedback/dialogs';
import { HotkeyBar } from '../../widgets/forms/HotkeyBar';
import type { Hotkey } from '../../widgets/forms/hotkeys';
import { useHotkeys } from '../../widgets/forms/useHotkeys';
import type { ViewCount } from '../../widgets/grid/list-count';
import { ListView } from '../../widgets/report/ListView';
import { ServerListPager } from '../../widgets/list/ServerListPager';
import { useServerList } from '../../widgets/list/useServerList';
import { numberParam, numberText, type FilterCodec, type ListState } from '../../widgets/list/url-params';
import type { ReportRow } from '../../widgets/grid/report-column';
import { DOCTOR_COLUMNS, doctorCellStyle, doctorKey, doctorRow, VALIDITY_COLUMN } from './doctor-rows';
import { EMPTY_SEARCH, toDoctorFilter, type DoctorSearch } from './doctor-search';
import { DoctorSearchForm } from './DoctorSearchForm';
import { ExtendTrialModal } from './ExtendTrialModal';
import { DOCTOR_TEXT as T } from './messages';
import { useDoctorActions } from './useDoctorActions';
import './doctors.css';

const PAGE_SIZE = 50;

/** The search in the URL: `buscar_por`, `texto`, `tipo`, `estado`, `vigencia`. */
const DOCTOR_CODEC: FilterCodec<DoctorSearch> = {
  read: (p) => ({
    searchBy: p.get('buscar_por') === 'NAME' ? 'NAME' : EMPTY_SEARCH.searchBy,
    text: p.get('texto') ?? '',
    planType: numberParam(p, 'tipo'),
    planState: numberParam(p, 'estado'),
    validity: numberParam(p, 'vigencia'),
  }),
  write: (s) => ({
    buscar_por: s.searchBy === EMPTY_SEARCH.searchBy ? undefined : s.searchBy,
    texto: s.text,
    tipo: numberText(s.planType),
    estado: numberText(s.planState),
    vigencia: numberText(s.validity),
  }),
};
const doctorVariables = ({ filters, page, pageSize }: ListState<DoctorSearch>) => ({ filter: toDoctorFilter(filters), page, pageSize });

/**
 * /medicosadm/:modo: doctors with their current plan, searched by cédula/RUC or name and filtered
 * by plan type, plan state and validity. modo above 0 (and the API's right) lets the user toggle a
 * doctor's validity after a confirmation; the chosen test plans can be extended by some days.
 */
export function DoctorsPage() {
  const modo = Number(useParams().modo ?? 0) || 0;
  const [selected, setSelected] = useState<DoctorRowFieldsFragment[]>([]);
  const [viewCount, setViewCount] = useState<ViewCount | null>(null);
  const [extending, setExtending] = useState<DoctorRowFieldsFragment[] | null>(null);
  const list = useServerList(DoctorsDocument, (d) => d.doctors, { codec: DOCTOR_CODEC, pageSize: PAGE_SIZE, variables: doctorVariables });
  const { result, items, loading, refetch } = list;
  const rows = useMemo(() => items.map(doctorRow), [items]);
  const changed = useCallback(() => void refetch(), [refetch]);
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
    { key: 'F5', label: T.actions.refresh, action: refetch },
  ];
  const { busy, trigger } = useHotkeys(extending ? [] : hotkeys, { busy: loading || actions.busy });

  return (
    <section className="doctors-page page">
      <h1 className="doctors-page__title">{T.pageTitle}</h1>
      <DoctorSearchForm value={list.filters} onApply={list.setFilters} />
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
      <ServerListPager label={T.list.pager} loadingText={T.list.loading} totalText={T.list.total} list={list} viewCount={viewCount} />
      {extending && <ExtendTrialModal doctors={extending} onClose={() => setExtending(null)} onDone={changed} />}
    </section>
  );
}
