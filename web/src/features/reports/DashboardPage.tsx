import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import { DashboardDocument, DashboardItemDataDocument, ReportFunctionsDocument, type DashboardItemFieldsFragment } from '../../generated/graphql';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import { reportCompany } from './report-company';
import { chartSetupOf, gridColumns, gridRows } from './report-result';
import { ReportCompanyField } from './ReportCompanyField';
import { DashboardEditor, DASHBOARD_TEXT } from './DashboardEditor';
import { REPORTS_TEXT as T } from './messages';
import './reports.css';

const ChartPanel = lazy(() => import('../../widgets/charts/ChartPanel').then((m) => ({ default: m.ChartPanel })));
const OWNER_NOTE = { USER: 'Su tablero', PROFILE: 'Tablero de su perfil', DEFAULT: 'Tablero general' } as const;
const showDay = (iso: string) => iso.split('-').reverse().join('/');

/** One item: loads its data on its own (get_datos), with its loading state; a report item needs the company. */
function DashboardCard({ companyId, item }: { companyId: number | null; item: DashboardItemFieldsFragment }) {
  const needsCompany = item.type === 'REPORT' && !companyId;
  const { data, loading, error } = useQuery(DashboardItemDataDocument, {
    variables: { companyId, itemId: item.id },
    skip: needsCompany,
    context: { handledByCaller: true },
  });
  const d = data?.dashboardItemData;
  const columns = d ? gridColumns(d) : [];
  const rows = d ? gridRows(d) : [];
  const figure = d && item.type === 'INFO' ? d.totals.find((t) => t !== null) : null;
  return (
    <article className="dashboard-item" aria-busy={loading} aria-labelledby={`tablero-item-${item.id}`}>
      <h2 id={`tablero-item-${item.id}`}>{item.title}</h2>
      {needsCompany && <p className="form-hint">{T.noCompany}</p>}
      {loading && <div className="spinner" aria-label={T.loading} />}
      {error && <p className="form-hint">{error.message}</p>}
      {d && (
        <>
          <p className="dashboard-item__range">
            {d.from === d.to ? showDay(d.to) : T.range(showDay(d.from), showDay(d.to))}
            {figure !== null && figure !== undefined && <strong className="dashboard-item__figure">{figure}</strong>}
          </p>
          {item.asChart && d.chart && rows.length > 0 ? (
            <Suspense fallback={<div className="spinner" aria-label={T.loading} />}>
              <ChartPanel columns={columns} rows={rows} savedSetup={chartSetupOf(d.chart)} height={240} />
            </Suspense>
          ) : (
            <ReportGrid title={item.title} columns={columns} data={rows} variant="scroll" toolbar={false} filters={false} height="16rem" />
          )}
        </>
      )}
    </article>
  );
}

/** /tablero: the dashboard the user's configuration names (their own, their profile's or the general one); each item loads on its own. */
export function DashboardPage() {
  const [companyId, setCompanyId] = useState<number | null>(() => reportCompany());
  const [editing, setEditing] = useState(false);
  const conf = useQuery(DashboardDocument);
  const functions = useQuery(ReportFunctionsDocument, { variables: { companyId }, skip: !companyId || !editing });
  const dashboard = conf.data?.dashboard;
  return (
    <section className="page dashboard-page">
      <h1>Tablero de informes</h1>
      <div className="report-views__bar">
        <ReportCompanyField id="tablero-empresa" value={companyId} onChange={setCompanyId} className="field dashboard-page__company" />
        <button type="button" className="btn" onClick={() => setEditing((e) => !e)} aria-expanded={editing}>
          {DASHBOARD_TEXT.title}
        </button>
        {dashboard && <span className="form-hint">{OWNER_NOTE[dashboard.owner]}</span>}
      </div>
      {conf.loading && <div className="spinner" aria-label={T.loading} />}
      {editing && dashboard && (
        <DashboardEditor
          items={dashboard.items}
          functions={functions.data?.reportFunctions ?? []}
          onSaved={() => void conf.refetch()}
          onClose={() => setEditing(false)}
        />
      )}
      <div className="dashboard-page__items">
        {dashboard?.items.map((item) => (
          <DashboardCard key={`${companyId}-${item.id}`} companyId={companyId} item={item} />
        ))}
      </div>
    </section>
  );
}
