import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ModuleReportsDocument, RunReportDocument, type ReportFormInput } from '../../generated/graphql';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import { isoDay } from './report-form';
import { reportCompany } from './report-company';
import { chartSetup, gridColumns, gridRows } from './report-result';
import { ReportCompanyField } from './ReportCompanyField';
import { REPORTS_TEXT as T } from './messages';
import './reports.css';

const ChartPanel = lazy(() => import('../../widgets/charts/ChartPanel').then((m) => ({ default: m.ChartPanel })));

interface Item {
  title: string;
  fn: string;
  kind: 'chart' | 'table';
  form: (now: Date) => ReportFormInput;
}

/** The dashboard's items: reports of the company shown as a chart or a table over a date range. */
const ITEMS: readonly Item[] = [
  { title: 'Documentos electrónicos del mes por estado', fn: 'inf_docelec_estado', kind: 'chart', form: (now) => ({ from: isoDay(new Date(now.getFullYear(), now.getMonth(), 1)), to: isoDay(now) }) },
  { title: 'Ventas del año por mes', fn: 'inf_ventas_mes', kind: 'chart', form: (now) => ({ yearFrom: now.getFullYear(), monthFrom: 1, monthTo: now.getMonth() + 1 }) },
  { title: 'Cartera por cliente a hoy', fn: 'inf_cartera_cliente', kind: 'table', form: (now) => ({ to: isoDay(now) }) },
];

/** One item: loads on its own, with its loading state. */
function DashboardItem({ companyId, code, item, now }: { companyId: number; code: number; item: Item; now: Date }) {
  const { data, loading, error } = useQuery(RunReportDocument, { variables: { companyId, code, form: item.form(now) }, context: { handledByCaller: true } });
  const run = data?.runReport;
  return (
    <article className="dashboard-item" aria-busy={loading}>
      <h2>{item.title}</h2>
      {loading && <div className="spinner" aria-label={T.loading} />}
      {error && <p className="form-hint">{error.message}</p>}
      {run &&
        (item.kind === 'chart' ? (
          <Suspense fallback={<div className="spinner" aria-label={T.loading} />}>
            <ChartPanel columns={gridColumns(run)} rows={gridRows(run)} savedSetup={chartSetup(run)} height={260} />
          </Suspense>
        ) : (
          <ReportGrid title={item.title} columns={gridColumns(run)} data={gridRows(run)} variant="scroll" toolbar={false} filters={false} />
        ))}
    </article>
  );
}

/** /tablero: a dashboard of the chosen company's reports. */
export function DashboardPage() {
  const now = useMemo(() => new Date(), []);
  const [companyId, setCompanyId] = useState<number | null>(() => reportCompany());
  const reports = useQuery(ModuleReportsDocument, { variables: { companyId, module: null }, skip: !companyId });
  const codeOf = (fn: string) => reports.data?.reports.find((r) => r.functionName === fn)?.code ?? null;
  return (
    <section className="page dashboard-page">
      <h1>Tablero de informes</h1>
      <ReportCompanyField
        id="tablero-empresa"
        value={companyId}
        onChange={(id) => {
          setCompanyId(id);
        }}
        className="field dashboard-page__company"
      />
      <div className="dashboard-page__items">
        {companyId &&
          ITEMS.map((item) => {
            const code = codeOf(item.fn);
            return code ? <DashboardItem key={`${companyId}-${item.fn}`} companyId={companyId} code={code} item={item} now={now} /> : null;
          })}
      </div>
    </section>
  );
}
