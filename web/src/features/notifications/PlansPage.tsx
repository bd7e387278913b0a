import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CancelNotificationPlanDocument, NotificationPlansDocument, type PlanState } from '../../generated/graphql';
import { confirm } from '../../widgets/feedback/dialogs';
import { toast } from '../../widgets/feedback/toasts';
import { SelectField } from '../../widgets/forms/SelectField';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import type { ReportColumn, ReportRow } from '../../widgets/grid/report-column';
import { plain } from './inbox-rows';
import { NOTIF_TEXT as T } from './messages';
import './notifications.css';

const C = T.planColumns;
const COLUMNS: readonly ReportColumn[] = [
  { di_column: 'npl_titulo', di_descri: C.title, type: 'text', width: 220 },
  { di_column: 'frecuencia', di_descri: C.frequency, type: 'text', width: 110 },
  { di_column: 'npl_mensaje', di_descri: C.message, type: 'text', width: 320 },
  { di_column: 'npl_fcaduca', di_descri: C.expires, type: 'date', width: 140 },
  { di_column: 'envia_a', di_descri: C.to, type: 'text', width: 170 },
  { di_column: 'envia_por', di_descri: C.by, type: 'text', width: 170 },
  { di_column: 'estado', di_descri: C.state, type: 'text', width: 100 },
];
const STATES = ['ALL', 'ACTIVE', 'CANCELLED'] as const;

/**
 * /admin/plan/notif: the notification plans (Título, Frecuencia, Mensaje, Fecha de caducidad,
 * Enviar a, Enviar por) filtered by state; new, edit and cancel (confirmed) the selected plan.
 */
export function PlansPage() {
  const [params, setParams] = useSearchParams();
  const state = (STATES as readonly string[]).includes(params.get('estado') ?? '') ? (params.get('estado') as (typeof STATES)[number]) : 'ACTIVE';
  const navigate = useNavigate();
  const [selected, setSelected] = useState<ReportRow | null>(null);
  const { data, loading, refetch } = useQuery(NotificationPlansDocument, {
    variables: { state: state === 'ALL' ? null : (state as PlanState) },
    fetchPolicy: 'cache-and-network',
  });
  const [cancel, { loading: cancelling }] = useMutation(CancelNotificationPlanDocument);
  const rows = useMemo(
    () =>
      (data?.notificationPlans.items ?? []).map((p) => ({
        npl_codigo: p.id,
        npl_titulo: p.title,
        frecuencia: p.frequencyLabel,
        npl_mensaje: plain(p.message),
        npl_fcaduca: p.expiresOn,
        envia_a: p.kindLabel,
        envia_por: p.channelLabel,
        estado: T.planStates[p.state === 'ACTIVE' ? 'ACTIVE' : 'CANCELLED']!.replace(/s$/, ''),
        npl_estado: p.state,
      })),
    [data],
  );

  const edit = (row: ReportRow | null) => (row ? void navigate(`/planifica_notif/4/${row.npl_codigo}`) : void toast.warning(T.selectPlan));

  async function cancelSelected() {
    if (!selected) return void toast.warning(T.selectPlan);
    if (!(await confirm({ title: T.cancelPlan, message: T.confirmCancel }))) return;
    const done = await cancel({ variables: { id: Number(selected.npl_codigo) } });
    if (!done.data) return;
    toast.success(done.data.cancelNotificationPlan.message);
    setSelected(null);
    await refetch();
  }

  return (
    <section className="page notif-page">
      <h1>{T.plansTitle}</h1>
      <div className="notif-page__bar">
        <SelectField
          id="plan-estado"
          name="estado"
          label={C.state}
          value={state}
          options={STATES.map((s) => ({ value: s, label: T.planStates[s] }))}
          onChange={(value) => setParams({ estado: value })}
        />
        <div className="notif-actions">
          <button type="button" className="btn btn--primary" onClick={() => void navigate('/planifica_notif/4/0')}>
            {T.newPlan}
          </button>
          <button type="button" className="btn btn--secondary" disabled={!selected || selected.npl_estado !== 'ACTIVE'} onClick={() => edit(selected)}>
            {T.editPlan}
          </button>
          <button
            type="button"
            className="btn btn--danger"
            disabled={!selected || selected.npl_estado !== 'ACTIVE' || cancelling}
            onClick={() => void cancelSelected()}
          >
            {T.cancelPlan}
          </button>
        </div>
      </div>
      <ReportGrid
        columns={COLUMNS}
        data={rows}
        title={T.plansTitle}
        variant="plain"
        selection="single"
        loading={loading && !data}
        rowKey={(row) => Number(row.npl_codigo)}
        onSelectionChange={(list) => setSelected(list[0] ?? null)}
        onOpenRow={(row) => row.npl_estado === 'ACTIVE' && edit(row)}
        height="60vh"
      />
    </section>
  );
}
