import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ReportFunctionsDocument, ReportListDocument, SaveReportDocument, type ReportInput, type ReportSpecFieldsFragment } from '../../generated/graphql';
import { toast } from '../../widgets/feedback/toasts';
import { FormAlert } from '../../widgets/forms/FormAlert';
import { TabList } from '../../widgets/TabList';
import { ReportCompaniesModal } from './ReportCompaniesModal';
import { ReportCompanyField } from './ReportCompanyField';
import { reportCompany } from './report-company';
import { ReportImportModal } from './ReportImportModal';
import { ReportListTab } from './ReportListTab';
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
const specOf = (r: ReportSpecFieldsFragment): ReportInput => ({
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

/**
 * /informes/{modo}: the reports administrator (list paged on the server, specification, views
 * with columns, chart and a live preview, new report). Modes 2 and 3 add the command columns: 2
 * selects a report to edit it, 3 selects several and opens copy to databases and the mass change
 * across companies.
 */
export function ReportsAdminPage() {
  const mode = Number(useParams().modo ?? 1) || 1;
  const client = useApolloClient();
  const [tab, setTab] = useState(0);
  const [companyId, setCompanyId] = useState<number | null>(() => reportCompany());
  const [spec, setSpec] = useState<ReportInput | null>(null);
  // The saved report being edited (views tab), and the reports chosen in the list.
  const [current, setCurrent] = useState<ReportSpecFieldsFragment | null>(null);
  const [selected, setSelected] = useState<ReportSpecFieldsFragment[]>([]);
  const [modal, setModal] = useState<'copy' | 'mass' | 'import' | null>(null);
  const functions = useQuery(ReportFunctionsDocument, { variables: { companyId }, skip: !companyId });
  const [save, saving] = useMutation(SaveReportDocument);
  const target = selected[0] ?? current ?? undefined;
  const reloadList = () => void client.refetchQueries({ include: [ReportListDocument] }).catch(() => undefined);

  const open = (r: ReportSpecFieldsFragment) => {
    setCurrent(r);
    setSpec(specOf(r));
    setTab(1);
  };
  const saveSpec = async () => {
    if (!spec) return;
    const answer = await save({ variables: { companyId, input: spec } }).catch(() => null);
    if (answer?.data) {
      toast.success(MSG.saved);
      setCurrent(answer.data.saveReport);
      setSpec(specOf(answer.data.saveReport));
      reloadList();
      setTab(1);
    }
  };
  const command = (next: 'copy' | 'mass' | 'import') => {
    if (next !== 'import' && !target) return toast.warning(MSG.selectReport);
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
            setCurrent(null);
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
              setCurrent(null);
              setSelected([]);
            }}
          />
        </div>
        {!companyId && <FormAlert message={MSG.needServer} />}
        {companyId && <ReportListTab key={companyId} companyId={companyId} mode={mode} onOpen={open} onSelect={setSelected} onCommand={command} />}
      </div>
      <div role="tabpanel" id="informes-panel-1" aria-labelledby="informes-tab-1" hidden={tab !== 1}>
        {!spec ? (
          <FormAlert message={MSG.selectReport} />
        ) : (
          <ReportSpecForm
            value={spec}
            functions={functions.data?.reportFunctions ?? []}
            onChange={setSpec}
            onSave={() => void saveSpec()}
            saving={saving.loading}
          />
        )}
      </div>
      <div role="tabpanel" id="informes-panel-2" aria-labelledby="informes-tab-2" hidden={tab !== 2}>
        {!spec?.code || !current || !companyId ? (
          <FormAlert message={spec ? MSG.saveFirst : MSG.selectReport} />
        ) : (
          <ReportViewsTab key={`${companyId}-${current.code}`} companyId={companyId} report={current} />
        )}
      </div>
      {companyId && target && (modal === 'copy' || modal === 'mass') && (
        <ReportCompaniesModal mode={modal} companyId={companyId} report={target} onClose={() => setModal(null)} />
      )}
      {companyId && modal === 'import' && <ReportImportModal companyId={companyId} onDone={reloadList} onClose={() => setModal(null)} />}
    </section>
  );
}
