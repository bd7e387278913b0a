import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { ModuleReportsDocument, RunReportDocument, SaveReportChartDocument, type ReportFormInput } from '../../generated/graphql';
import { toast } from '../../widgets/feedback/toasts';
import { FormAlert } from '../../widgets/forms/FormAlert';
import { ReportView } from '../../widgets/report/ReportView';
import { TabList } from '../../widgets/TabList';
import { ReportCompanyField } from './ReportCompanyField';
import { MODULES, REPORTS_TEXT as T } from './messages';
import { initialForm, quarterForm, showDay } from './report-form';
import { chartInput, chartSetup, gridColumns, gridRows } from './report-result';
import { ReportCriteria } from './ReportCriteria';
import { reportCompany } from './report-company';
import './reports.css';

/**
 * /consultas/{rep_modulo}: the reports of one module. Criteria tab: company, report and the filter
 * form its flags ask for; results tab: the report grid (filters, grouping, totals, PDF and
 * spreadsheet exports, detail windows) and its chart, whose setup is saved with the view.
 */
export function ConsultasPage() {
  const moduleKey = useParams().rep_modulo ?? '';
  const module = MODULES[moduleKey];
  const now = useMemo(() => new Date(), []);
  const [tab, setTab] = useState(0);
  const [companyId, setCompanyId] = useState<number | null>(() => reportCompany());
  const [code, setCode] = useState<number | null>(null);
  const [form, setForm] = useState<ReportFormInput>(() => initialForm(now));
  const [problem, setProblem] = useState<string | null>(null);
  const reports = useQuery(ModuleReportsDocument, { variables: { companyId, module: module?.code }, skip: !companyId || !module });
  // no-cache: a run is never read back from the cache, and writing its rows ([[String]], one entry per
  // cell) into the normalized cache and reading them back was most of the browser's time on 10,000 rows.
  const [run, result] = useLazyQuery(RunReportDocument, { fetchPolicy: 'no-cache' });
  const [saveChart] = useMutation(SaveReportChartDocument);
  const list = reports.data?.reports ?? [];
  const report = list.find((r) => r.code === code) ?? null;

  useEffect(() => {
    if (list.length && !list.some((r) => r.code === code)) setCode(list[0]!.code);
  }, [list, code]);

  if (!module)
    return (
      <section className="page">
        <FormAlert message={T.unknownModule} />
      </section>
    );

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!companyId) return setProblem(T.noCompany);
    if (!report) return setProblem(T.noReport);
    setProblem(null);
    const variables = { companyId, code: report.code, form: report.period === 'QUARTERS' ? quarterForm(form) : form };
    const answer = await run({ variables }).catch(() => null);
    if (answer?.data?.runReport) {
      setTab(1);
      if (answer.data.runReport.truncated) toast.warning(T.truncated(answer.data.runReport.rowCount));
    }
  };

  const data = result.data?.runReport ?? null;
  const columns = data ? gridColumns(data) : [];
  const rows = data ? gridRows(data) : [];

  return (
    <section className="page reports-page">
      <h1>{T.pageTitle(module.name)}</h1>
      <TabList id="consultas" label={T.tabsLabel} tabs={T.tabs} selected={tab} onSelect={setTab} disabled={(i) => i === 1 && !data} selectOnArrow />
      <div role="tabpanel" id="consultas-panel-0" aria-labelledby="consultas-tab-0" hidden={tab !== 0}>
        <form className="reports-page__criteria" onSubmit={submit} noValidate>
          <div className="reports-page__pickers">
            <ReportCompanyField
              id="consultas-empresa"
              value={companyId}
              onChange={(id) => {
                setCompanyId(id);
                setCode(null);
              }}
            />
            <div className="field">
              <label htmlFor="consultas-informe">{T.report}</label>
              <select
                id="consultas-informe"
                className="input"
                value={code ?? ''}
                onChange={(e) => setCode(Number(e.target.value) || null)}
                disabled={!companyId}
              >
                {list.length === 0 && <option value="">{companyId && !reports.loading ? T.noReports : T.chooseReport}</option>}
                {list.map((r) => (
                  <option key={r.code} value={r.code}>
                    {r.name}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {report && <ReportCriteria companyId={companyId} report={report} form={form} now={now} onChange={setForm} />}
          <FormAlert message={problem} />
          <div className="reports-page__actions">
            <button type="submit" className="btn btn--primary" disabled={result.loading}>
              {result.loading ? T.running : T.run}
            </button>
          </div>
        </form>
      </div>
      <div role="tabpanel" id="consultas-panel-1" aria-labelledby="consultas-tab-1" hidden={tab !== 1}>
        {data && (
          <>
            <p className="reports-page__summary">
              <strong>{data.report.name}</strong> · {T.range(showDay(data.from), showDay(data.to))} · {T.rows(data.rowCount)}
            </p>
            <ReportView
              key={`${data.report.code}-${data.from}-${data.to}-${data.rowCount}`}
              title={data.report.name}
              columns={columns}
              data={rows}
              detailWindows
              chart={chartSetup(data)}
              onChartChange={(setup) => {
                void saveChart({ variables: { companyId, viewId: data.view.id, input: chartInput(setup) } })
                  .then(() => toast.success(T.chartSaved))
                  .catch(() => undefined);
              }}
            />
          </>
        )}
      </div>
    </section>
  );
}
