import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ReportListDocument, ReportListWorkbookDocument, SaveReportDocument, type ReportInput, type ReportModule } from '../../generated/graphql';
import { toast } from '../../widgets/feedback/toasts';
import { FormAlert } from '../../widgets/forms/FormAlert';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import type { ReportColumn, ReportRow } from '../../widgets/grid/report-column';
import { TabList } from '../../widgets/TabList';
import { downloadBase64 } from '../company-creation/file-transfer';
import { MODULES } from './messages';
import { ReportCompaniesModal } from './ReportCompaniesModal';
import { ReportCompanyField } from './ReportCompanyField';
import { reportCompany } from './report-company';
import { ReportImportModal } from './ReportImportModal';
import { ReportSpecForm } from './ReportSpecForm';
import { ReportViewsTab } from './ReportViewsTab';
import './reports.css';

const TABS = ['Lista', 'Especificación', 'Vistas y vista previa', 'Nuevo'] as const;
const MSG = {
  needServer: 'Debe seleccionar: Servidor y Base de Datos para consultar los reportes',
  selectReport: 'Debe seleccionar un reporte para ver su especificación',
  saveFirst: 'Debe guardar el reporte antes.',
  saved: 'Informe guardado',
};
const LIST_COLUMNS: ReportColumn[] = [
  { di_column: 'inf_codigo', di_descri: 'Código', type: 'integer', width: 90 },
  { di_column: 'inf_nombre', di_descri: 'Nombre', type: 'text', width: 280 },
  { di_column: 'modulo', di_descri: 'Módulo', type: 'text', width: 160 },
  { di_column: 'inf_funcio', di_descri: 'Función', type: 'text', width: 220 },
  { di_column: 'activo', di_descri: 'Activo', type: 'text', width: 80 },
];
const MODULE_NAMES: Record<string, string> = Object.fromEntries(Object.values(MODULES).map((m) => [m.code, m.name]));
const EMPTY: ReportInput = {
  name: '',
  message: '',
  output: null,
  functionName: null,
  module: null,
  category: null,
  period: 'RANGE',
  singleDate: false,
  associations: '0000000000000',
  items: '000000',
};

/**
 * /informes/{modo}: the reports administrator (list, specification, views with columns, chart and
 * a live preview, new report). Modes 2 and 3 add the command columns: 2 selects a report to edit
 * it, 3 selects several and opens copy to databases and the mass change across companies.
 */
export function ReportsAdminPage() {
  const mode = Number(useParams().modo ?? 1) || 1;
  const [tab, setTab] = useState(0);
  const [companyId, setCompanyId] = useState<number | null>(() => reportCompany());
  const [moduleFilter, setModuleFilter] = useState<ReportModule | ''>('');
  const [spec, setSpec] = useState<ReportInput | null>(null);
  const [selected, setSelected] = useState<ReportRow[]>([]);
  const [modal, setModal] = useState<'copy' | 'mass' | 'import' | null>(null);
  const list = useQuery(ReportListDocument, {
    variables: { companyId, module: moduleFilter || null },
    skip: !companyId,
  });
  const [save, saving] = useMutation(SaveReportDocument);
  const [workbook] = useLazyQuery(ReportListWorkbookDocument, {
    fetchPolicy: 'network-only',
  });
  const reports = list.data?.reports ?? [];
  const rows: ReportRow[] = reports.map((r) => ({
    inf_codigo: r.code,
    inf_nombre: r.name,
    modulo: MODULE_NAMES[r.module] ?? r.module,
    inf_funcio: r.functionName,
    activo: r.active ? 'SI' : 'NO',
  }));
  const current = spec?.code ? reports.find((r) => r.code === spec.code) : undefined;
  const target = reports.find((r) => r.code === Number(selected[0]?.inf_codigo)) ?? current;

  const open = (code: number) => {
    const r = reports.find((x) => x.code === code);
    if (!r) return;
    setSpec({
      code: r.code,
      name: r.name,
      message: r.message,
      output: r.output,
      functionName: r.functionName,
      module: r.module,
      category: r.category,
      period: r.period,
      singleDate: r.singleDate,
      associations: r.associations,
      items: r.items,
      active: r.active,
    });
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
  const exportList = async () => {
    const answer = await workbook({
      variables: { companyId, module: moduleFilter || null },
    }).catch(() => null);
    const file = answer?.data?.reportListWorkbook;
    if (file) downloadBase64(file.fileName, file.mimeType, file.contentBase64);
  };
  const needTarget = (next: 'copy' | 'mass') => {
    if (!target) return toast.warning(MSG.selectReport);
    setModal(next);
  };

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
              setSelected([]);
            }}
          />
          <div className="field">
            <label htmlFor="informes-modulo">Filtrar por módulo</label>
            <select id="informes-modulo" className="input" value={moduleFilter} onChange={(e) => setModuleFilter(e.target.value as ReportModule | '')}>
              <option value="">Todos</option>
              {Object.values(MODULES).map((m) => (
                <option key={m.code} value={m.code}>
                  {m.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        {!companyId && <FormAlert message={MSG.needServer} />}
        {companyId && (
          <>
            <div className="reports-page__actions reports-page__summary">
              {mode >= 2 && (
                <button type="button" className="btn" disabled={!selected[0]} onClick={() => open(Number(selected[0]?.inf_codigo))}>
                  Editar
                </button>
              )}
              {mode >= 3 && (
                <>
                  <button type="button" className="btn" onClick={() => needTarget('copy')}>
                    Copiar a bases de datos
                  </button>
                  <button type="button" className="btn" onClick={() => needTarget('mass')}>
                    Cambio masivo
                  </button>
                </>
              )}
              {mode >= 2 && (
                <button type="button" className="btn" onClick={() => setModal('import')}>
                  Crear desde hoja de cálculo
                </button>
              )}
              <button type="button" className="btn" onClick={() => void exportList()}>
                Exportar lista
              </button>
            </div>
            <ReportGrid
              key={`${companyId}-${mode}`}
              title="Lista de informes"
              columns={LIST_COLUMNS}
              data={rows}
              selection={mode >= 3 ? 'multiple' : mode === 2 ? 'single' : undefined}
              onSelectionChange={setSelected}
              onOpenRow={(row) => open(Number(row.inf_codigo))}
            />
          </>
        )}
      </div>
      <div role="tabpanel" id="informes-panel-1" aria-labelledby="informes-tab-1" hidden={tab !== 1}>
        {!spec ? (
          <FormAlert message={MSG.selectReport} />
        ) : (
          <ReportSpecForm value={spec} functions={list.data?.reportFunctions ?? []} onChange={setSpec} onSave={() => void saveSpec()} saving={saving.loading} />
        )}
      </div>
      <div role="tabpanel" id="informes-panel-2" aria-labelledby="informes-tab-2" hidden={tab !== 2}>
        {!spec?.code || !current || !companyId ? (
          <FormAlert message={spec ? MSG.saveFirst : MSG.selectReport} />
        ) : (
          <ReportViewsTab key={`${companyId}-${current.code}`} companyId={companyId} report={current} />
        )}
      </div>
      {companyId && target && (modal === 'copy' || modal === 'mass') && <ReportCompaniesModal mode={modal} companyId={companyId} report={target} onClose={() => setModal(null)} />}
      {companyId && modal === 'import' && <ReportImportModal companyId={companyId} onDone={() => void list.refetch()} onClose={() => setModal(null)} />}
    </section>
  );
}
