import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { ReportListDocument, ReportViewsDocument, RunReportDocument, SaveReportDocument, type ReportInput } from '../../generated/graphql';
import { toast } from '../../widgets/feedback/toasts';
import { FormAlert } from '../../widgets/forms/FormAlert';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import type { ReportColumn, ReportRow } from '../../widgets/grid/report-column';
import { ReportView } from '../../widgets/report/ReportView';
import { TabList } from '../../widgets/TabList';
import { ReportCompanyField } from './ReportCompanyField';
import { reportCompany } from './report-company';
import { initialForm, quarterForm } from './report-form';
import { chartSetup, gridColumns, gridRows } from './report-result';
import { ReportSpecForm } from './ReportSpecForm';
import './reports.css';

const TABS = ['Lista', 'Especificación', 'Vistas y vista previa', 'Nuevo'] as const;
const MSG = {
  needServer: 'Debe seleccionar: Servidor y Base de Datos para consultar los reportes',
  selectReport: 'Debe seleccionar un reporte para ver su especificación',
  saveFirst: 'Debe guardar el reporte antes.',
  selectView: 'Seleccione una vista para ver o editar el detalle de las columnas',
  saved: 'Informe guardado',
};
const LIST_COLUMNS: ReportColumn[] = [
  { di_column: 'inf_codigo', di_descri: 'Código', type: 'integer', width: 90 },
  { di_column: 'inf_nombre', di_descri: 'Nombre', type: 'text', width: 280 },
  { di_column: 'modulo', di_descri: 'Módulo', type: 'text', width: 160 },
  { di_column: 'inf_funcio', di_descri: 'Función', type: 'text', width: 220 },
  { di_column: 'activo', di_descri: 'Activo', type: 'text', width: 80 },
];
const MODULE_NAMES: Record<string, string> = { ACCOUNTING: 'Contabilidad', SALES: 'Ventas', PURCHASES: 'Compras', E_INVOICING: 'Facturación electrónica', RECEIVABLES: 'Cartera', TAXES: 'Tributación' };
const EMPTY: ReportInput = { name: '', message: '', output: null, functionName: null, module: null, category: null, period: 'RANGE', singleDate: false, associations: '0000000000000', items: '000000' };

/** /informes/{modo}: the reports administrator (list, specification, views with a live preview, new report). */
export function ReportsAdminPage() {
  const now = useMemo(() => new Date(), []);
  const [tab, setTab] = useState(0);
  const [companyId, setCompanyId] = useState<number | null>(() => reportCompany());
  const [spec, setSpec] = useState<ReportInput | null>(null);
  const [viewId, setViewId] = useState<number | null>(null);
  const list = useQuery(ReportListDocument, { variables: { companyId }, skip: !companyId });
  const views = useQuery(ReportViewsDocument, { variables: { companyId, code: spec?.code ?? 0 }, skip: !companyId || !spec?.code });
  const [save, saving] = useMutation(SaveReportDocument);
  const [preview, previewResult] = useLazyQuery(RunReportDocument, { fetchPolicy: 'network-only' });
  const reports = list.data?.reports ?? [];
  const rows: ReportRow[] = reports.map((r) => ({ inf_codigo: r.code, inf_nombre: r.name, modulo: MODULE_NAMES[r.module] ?? r.module, inf_funcio: r.functionName, activo: r.active ? 'SI' : 'NO' }));
  const viewList = views.data?.report?.views ?? [];
  const view = viewList.find((v) => v.id === viewId) ?? null;

  const open = (code: number) => {
    const r = reports.find((x) => x.code === code);
    if (!r) return;
    setSpec({ code: r.code, name: r.name, message: r.message, output: r.output, functionName: r.functionName, module: r.module, category: r.category, period: r.period, singleDate: r.singleDate, associations: r.associations, items: r.items, active: r.active });
    setViewId(null);
    setTab(1);
  };
  const saveSpec = async () => {
    if (!spec) return;
    const answer = await save({ variables: { companyId, input: spec } }).catch(() => null);
    if (answer?.data) {
      toast.success(MSG.saved);
      setSpec({ ...spec, code: answer.data.saveReport.code });
      void list.refetch();
      setTab(1);
    }
  };
  const runPreview = () => {
    if (!spec?.code || !view) return;
    const form = initialForm(now);
    void preview({ variables: { companyId, code: spec.code, viewId: view.id, form: spec.period === 'QUARTERS' ? quarterForm(form) : form } }).catch(() => undefined);
  };
  const result = previewResult.data?.runReport ?? null;

  return (
    <section className="page reports-page">
      <h1>Administrador de informes</h1>
      <TabList
        id="informes"
        label="Administrador de informes"
        tabs={TABS}
        selected={tab}
        selectOnArrow
        onSelect={(i) => {
          if (i === 3) {
            setSpec({ ...EMPTY });
            setViewId(null);
            setTab(1);
          } else setTab(i);
        }}
      />
      <div role="tabpanel" id="informes-panel-0" aria-labelledby="informes-tab-0" hidden={tab !== 0}>
        <div className="reports-page__pickers reports-page__criteria">
          <ReportCompanyField
            id="informes-empresa"
            value={companyId}
            onChange={(id) => {
              setCompanyId(id);
              setSpec(null);
            }}
          />
        </div>
        {!companyId && <FormAlert message={MSG.needServer} />}
        {companyId && <ReportGrid title="Lista de informes" columns={LIST_COLUMNS} data={rows} onOpenRow={(row) => open(Number(row.inf_codigo))} />}
      </div>
      <div role="tabpanel" id="informes-panel-1" aria-labelledby="informes-tab-1" hidden={tab !== 1}>
        {!spec ? <FormAlert message={MSG.selectReport} /> : <ReportSpecForm value={spec} functions={list.data?.reportFunctions ?? []} onChange={setSpec} onSave={() => void saveSpec()} saving={saving.loading} />}
      </div>
      <div role="tabpanel" id="informes-panel-2" aria-labelledby="informes-tab-2" hidden={tab !== 2}>
        {!spec?.code ? (
          <FormAlert message={spec ? MSG.saveFirst : MSG.selectReport} />
        ) : (
          <div className="reports-page__criteria">
            <div className="field">
              <label htmlFor="informes-vista">Vista</label>
              <select id="informes-vista" className="input" value={viewId ?? ''} onChange={(e) => setViewId(Number(e.target.value) || null)}>
                <option value="">Seleccione una vista…</option>
                {viewList.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.title}
                  </option>
                ))}
              </select>
            </div>
            {!view && <FormAlert message={MSG.selectView} />}
            {view && (
              <>
                <ReportGrid
                  title="Columnas de la vista"
                  variant="plain"
                  toolbar={false}
                  filters={false}
                  columns={[
                    { di_column: 'column', di_descri: 'Columna', type: 'text', width: 160 },
                    { di_column: 'label', di_descri: 'Título', type: 'text', width: 180 },
                    { di_column: 'grouping', di_descri: 'Agrupación', type: 'text', width: 110 },
                    { di_column: 'total', di_descri: 'Total', type: 'text', width: 90 },
                    { di_column: 'color', di_descri: 'Color', type: 'text', width: 160 },
                  ]}
                  data={view.columns.map((c) => ({ column: c.column, label: c.label, grouping: c.grouping, total: c.total, color: c.color }))}
                />
                <div className="reports-page__actions">
                  <button type="button" className="btn btn--primary" onClick={runPreview} disabled={previewResult.loading}>
                    Vista previa
                  </button>
                </div>
                {result && result.view.id === view.id && (
                  <ReportView key={`${result.view.id}-${result.rowCount}`} title={result.report.name} columns={gridColumns(result)} data={gridRows(result)} chart={chartSetup(result)} />
                )}
              </>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
