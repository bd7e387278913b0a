import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { ActivateCompanyMenuOptionDocument, CompanyMenuOptionsDocument } from '../../generated/graphql';
import { showWarning } from '../../widgets/feedback/dialogs';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import type { ReportColumn } from '../../widgets/grid/report-column';
import { APLICATIVO_TEXT } from './messages';
import { useAction } from '../../widgets/feedback/use-action';

const T = APLICATIVO_TEXT.menus;
const COLUMNS: readonly ReportColumn[] = [
  { di_column: 'label', di_descri: T.columns.label, type: 'text', width: 260 },
  { di_column: 'proceso', di_descri: T.columns.process, type: 'text', width: 160 },
  { di_column: 'habilitado', di_descri: T.columns.enabled, type: 'text', width: 90 },
];
const warn = (text: string) => void showWarning(text);

/** Module 5: optional menu options by process; activating one answers where it appears (guia). */
export function MenuOptionsModule({ companyId }: { companyId: number }) {
  const [selected, setSelected] = useState<number | null>(null);
  const [guide, setGuide] = useState('');
  const { data, refetch } = useQuery(CompanyMenuOptionsDocument, { variables: { companyId }, fetchPolicy: 'network-only' });
  const [activate] = useMutation(ActivateCompanyMenuOptionDocument);
  const activating = useAction();
  const options = data?.companyMenuOptions;
  const rows = useMemo(() => {
    const names = new Map((options?.processes ?? []).map((p) => [p.code, p.description]));
    return (options?.menus ?? []).map((o) => ({
      opm_codigo: o.id,
      label: o.label,
      proceso: names.get(o.process) ?? String(o.process),
      habilitado: o.enabled ? 'SÍ' : 'NO',
    }));
  }, [options]);
  async function activateSelected() {
    if (!selected) return warn(T.selectOption);
    if (options?.menus.find((o) => o.id === selected)?.enabled) return warn(T.alreadyActive);
    await activating.run(() => activate({ variables: { companyId, optionId: selected } }), {
      message: (data) => data.activateCompanyMenuOption.message,
      onSuccess: (data) => setGuide(data.activateCompanyMenuOption.guide),
      refetch,
    });
  }
  return (
    <>
      <div className="aplicativo-form">
        <button type="button" className="btn btn--primary" onClick={() => void activateSelected()} disabled={activating.busy}>
          {T.activate}
        </button>
        {guide && (
          <p className="aplicativo-note" role="status">
            {guide}
          </p>
        )}
      </div>
      <ReportGrid
        columns={COLUMNS}
        data={rows}
        title={T.grid}
        selection="single"
        paging={false}
        height="40vh"
        rowKey={(r) => Number(r.opm_codigo)}
        onSelectionChange={(picked) => setSelected(picked[0] ? Number(picked[0].opm_codigo) : null)}
      />
    </>
  );
}
