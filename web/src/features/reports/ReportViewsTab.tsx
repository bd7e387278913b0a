import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import {
  DeleteReportViewDocument,
  ReportFunctionColumnsDocument,
  ReportViewsDocument,
  RunReportDocument,
  SaveReportChartDocument,
  SaveReportColumnsDocument,
  SaveReportViewDocument,
  type ReportFormInput,
} from '../../generated/graphql';
import { ChartSetupModal } from '../../widgets/charts/ChartSetupModal';
import { suggestedSetup } from '../../widgets/charts/chart-defaults';
import { confirm } from '../../widgets/feedback/dialogs';
import { toast } from '../../widgets/feedback/toasts';
import { FormAlert } from '../../widgets/forms/FormAlert';
import { ReportView } from '../../widgets/report/ReportView';
import { chartColumns, columnInputs, COLUMN_TEXT, draftOf, type ColumnDraft } from './report-columns';
import { initialForm, quarterForm } from './report-form';
import { chartInput, chartSetup, chartSetupOf, gridColumns, gridRows } from './report-result';
import { ReportColumnsEditor } from './ReportColumnsEditor';
import { ReportCriteria, type ReportCriteriaProps } from './ReportCriteria';

const TEXT = {
  selectView: 'Seleccione una vista para ver o editar el detalle de las columnas',
  viewSaved: 'Vista guardada',
  viewDeleted: 'Vista eliminada',
  chartSaved: 'Gráfica guardada',
  deleteTitle: 'Eliminar vista',
  deleteMessage: (title: string) => `¿Eliminar la vista "${title}" con sus columnas y su gráfica?`,
} as const;

export interface ReportViewsTabProps {
  companyId: number;
  report: {
    code: number;
    name: string;
    functionName: string;
  } & ReportCriteriaProps['report'];
}

/** Tab 3 of the administrator: the report's views, the columns of the chosen one, its chart setup and a live preview. */
export function ReportViewsTab({ companyId, report }: ReportViewsTabProps) {
  const now = useMemo(() => new Date(), []);
  // The preview runs with the report's own filter form (dates, period, codes), this month by default.
  const [form, setForm] = useState<ReportFormInput>(() => initialForm(now));
  const [viewId, setViewId] = useState<number | null>(null);
  const [viewDraft, setViewDraft] = useState<{
    id: number | null;
    title: string;
    order: number;
  } | null>(null);
  const [drafts, setDrafts] = useState<{
    viewId: number;
    rows: ColumnDraft[];
  } | null>(null);
  const [chartOpen, setChartOpen] = useState(false);
  const views = useQuery(ReportViewsDocument, {
    variables: { companyId, code: report.code },
  });
  const fnColumns = useQuery(ReportFunctionColumnsDocument, {
    variables: { companyId, functionName: report.functionName },
  });
  const [saveView, savingView] = useMutation(SaveReportViewDocument);
  const [deleteView] = useMutation(DeleteReportViewDocument);
  const [saveColumns, savingColumns] = useMutation(SaveReportColumnsDocument);
  const [saveChart] = useMutation(SaveReportChartDocument);
  // no-cache, as in /consultas: the rows of a run never go through the normalized cache.
  const [preview, previewResult] = useLazyQuery(RunReportDocument, {
    fetchPolicy: 'no-cache',
  });
  const list = views.data?.report?.views ?? [];
  const view = list.find((v) => v.id === viewId) ?? null;
  const functionColumns = fnColumns.data?.reportFunctionColumns ?? [];
  const rows = view ? (drafts?.viewId === view.id ? drafts.rows : view.columns.map(draftOf)) : [];
  const result = previewResult.data?.runReport ?? null;

  const storeView = async () => {
    if (!viewDraft) return;
    const answer = await saveView({
      variables: {
        companyId,
        reportCode: report.code,
        input: {
          id: viewDraft.id,
          title: viewDraft.title,
          order: viewDraft.order,
        },
      },
    }).catch(() => null);
    if (!answer?.data) return;
    toast.success(TEXT.viewSaved);
    await views.refetch();
    setViewId(answer.data.saveReportView.id);
    setViewDraft(null);
  };
  const removeView = async () => {
    if (
      !view ||
      !(await confirm({
        title: TEXT.deleteTitle,
        message: TEXT.deleteMessage(view.title),
      }))
    )
      return;
    const answer = await deleteView({
      variables: { companyId, viewId: view.id },
    }).catch(() => null);
    if (!answer?.data) return;
    toast.success(TEXT.viewDeleted);
    setViewId(null);
    void views.refetch();
  };
  const storeColumns = async () => {
    if (!view) return;
    const answer = await saveColumns({
      variables: { companyId, viewId: view.id, columns: columnInputs(rows) },
    }).catch(() => null);
    if (!answer?.data) return;
    toast.success(COLUMN_TEXT.saved);
    await views.refetch();
    setDrafts(null);
  };
  const runPreview = () => {
    if (!view) return;
    void preview({
      variables: {
        companyId,
        code: report.code,
        viewId: view.id,
        form: report.period === 'QUARTERS' ? quarterForm(form) : form,
      },
    }).catch(() => undefined);
  };
  const storeChart = async (setup: Parameters<typeof chartInput>[0], targetView: number) => {
    const answer = await saveChart({
      variables: { companyId, viewId: targetView, input: chartInput(setup) },
    }).catch(() => null);
    if (!answer?.data) return false;
    toast.success(TEXT.chartSaved);
    void views.refetch();
    return true;
  };
  const setupColumns = chartColumns(rows, functionColumns);

  return (
    <div className="reports-page__criteria report-views">
      <div className="report-views__bar">
        <div className="field">
          <label htmlFor="informes-vista">Vista</label>
          <select
            id="informes-vista"
            className="input"
            value={viewId ?? ''}
            onChange={(e) => {
              setViewId(Number(e.target.value) || null);
              setViewDraft(null);
            }}
          >
            <option value="">Seleccione una vista…</option>
            {list.map((v) => (
              <option key={v.id} value={v.id}>
                {v.title}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn" onClick={() => setViewDraft({ id: null, title: '', order: list.length + 1 })}>
          Nueva vista
        </button>
        {view && (
          <>
            <button
              type="button"
              className="btn"
              onClick={() =>
                setViewDraft({
                  id: view.id,
                  title: view.title,
                  order: view.order,
                })
              }
            >
              Editar vista
            </button>
            <button type="button" className="btn btn--danger" onClick={() => void removeView()}>
              Eliminar vista
            </button>
          </>
        )}
      </div>
      {viewDraft && (
        <form
          className="report-views__bar"
          onSubmit={(e) => {
            e.preventDefault();
            void storeView();
          }}
        >
          <div className="field">
            <label htmlFor="vista-titulo">Título de la vista</label>
            <input
              id="vista-titulo"
              className="input"
              maxLength={150}
              value={viewDraft.title}
              onChange={(e) => setViewDraft({ ...viewDraft, title: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor="vista-orden">Orden</label>
            <input
              id="vista-orden"
              className="input"
              type="number"
              min={1}
              value={viewDraft.order}
              onChange={(e) =>
                setViewDraft({
                  ...viewDraft,
                  order: Number(e.target.value) || 1,
                })
              }
            />
          </div>
          <button type="submit" className="btn btn--primary" disabled={savingView.loading}>
            Guardar vista
          </button>
          <button type="button" className="btn" onClick={() => setViewDraft(null)}>
            Cancelar
          </button>
        </form>
      )}
      {!view && <FormAlert message={TEXT.selectView} />}
      {view && (
        <>
          <h2 className="report-views__title">Columnas de «{view.title}»</h2>
          <ReportColumnsEditor
            value={rows}
            functionColumns={functionColumns}
            onChange={(next) => setDrafts({ viewId: view.id, rows: next })}
            onSave={() => void storeColumns()}
            saving={savingColumns.loading}
          />
          <div className="report-views__criteria" role="group" aria-label="Filtros de la vista previa">
            <ReportCriteria companyId={companyId} report={report} form={form} now={now} onChange={setForm} />
          </div>
          <div className="reports-page__actions">
            <button type="button" className="btn" onClick={() => setChartOpen(true)}>
              Configurar gráfica
            </button>
            <button type="button" className="btn btn--primary" onClick={runPreview} disabled={previewResult.loading}>
              Vista previa
            </button>
          </div>
          {chartOpen && (
            <ChartSetupModal
              columns={setupColumns}
              initial={chartSetupOf(view.chart) ?? suggestedSetup(setupColumns)}
              onCancel={() => setChartOpen(false)}
              onAccept={(setup) => {
                void storeChart(setup, view.id).then((ok) => ok && setChartOpen(false));
              }}
            />
          )}
          {result && result.view.id === view.id && (
            <ReportView
              key={`${result.view.id}-${result.rowCount}`}
              title={result.report.name}
              columns={gridColumns(result)}
              data={gridRows(result)}
              chart={chartSetup(result)}
              onChartChange={(setup) => void storeChart(setup, view.id)}
            />
          )}
        </>
      )}
    </div>
  );
}
