import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { ClientCompaniesDocument, SetClientFormUpdateDocument, type ClientSearchKind } from '../../generated/graphql';
import { useSessionUser } from '../../app/session';
import { confirm, showWarning } from '../../widgets/feedback/dialogs';
import { toast } from '../../widgets/feedback/toasts';
import { FormAlert } from '../../widgets/forms/FormAlert';
import type { ReportRow } from '../../widgets/grid/report-column';
import { ListView } from '../../widgets/report/ListView';
import { stateCellStyle } from '../companies/company-states';
import { ClientSearchForm } from './ClientSearchForm';
import { CLIENT_COLUMNS, clientRows } from './client-rows';
import { CLIENT_TEXT as T, FORM_UPDATE_LABELS, headerKind } from './messages';
import { countKindUse, mostUsedKind } from './search-kind-usage';
import { useClientSearch } from './useClientSearch';
import { DomainChangeModal } from './DomainChangeModal';

/** The company a client row opens in the company edit tab. */
export interface OpenedCompany {
  id: number;
  accessCode: string;
  legalName: string;
}

export interface ClientListTabProps {
  /** Text from the header box (?q=); searched at once. */
  headerText: string;
  /** Changes on every navigation, so searching the same text again searches again. */
  searchKey: string;
  /** Changes when the opened company was saved: the list is read again. */
  refreshKey: number;
  onOpenCompany: (company: OpenedCompany) => void;
}

/** Tab 1 of /clientes: the criterion, the clients grid and the actions on the selected row. */
export function ClientListTab({ headerText, searchKey, refreshKey, onOpenCompany }: ClientListTabProps) {
  const apollo = useApolloClient();
  const user = useSessionUser();
  const canEdit = (user.permissions.find((p) => p.resource === 'clientes')?.edit ?? 0) > 0;
  const search = useClientSearch();
  const [kind, setKind] = useState<ClientSearchKind>(() => (headerText ? headerKind(headerText) : mostUsedKind()));
  const [text, setText] = useState(headerText);
  const [selected, setSelected] = useState<ReportRow | null>(null);
  const [domainOpen, setDomainOpen] = useState(false);
  const [setFormUpdate, { loading: saving }] = useMutation(SetClientFormUpdateDocument);
  const rows = useMemo(() => clientRows(search.clients), [search.clients]);

  useEffect(() => {
    if (!headerText) return;
    setKind(headerKind(headerText));
    setText(headerText);
    void search.searchFromHeader(headerText);
    // A new navigation (searchKey) with the same text searches again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [headerText, searchKey]);

  useEffect(() => {
    if (refreshKey) search.refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refreshKey]);

  async function openCompany(row: ReportRow | null) {
    if (!row) return void showWarning(T.selectClient);
    if (typeof row.emp_codigo === 'number') {
      return onOpenCompany({ id: row.emp_codigo, accessCode: String(row.emp_coding), legalName: String(row.emp_razons) });
    }
    // No company in the row: the API says why ('No se encontró ruc de la empresa...').
    try {
      const { data } = await apollo.query({ query: ClientCompaniesDocument, variables: { clientId: Number(row.clp_codigo) }, fetchPolicy: 'network-only' });
      const first = data?.clientCompanies[0];
      if (first) onOpenCompany(first);
    } catch {
      // Shown by the global response handling.
    }
  }

  async function toggleFormUpdate() {
    if (!selected) return void showWarning(T.selectClient);
    const next = selected.clp_estupd === 0 ? 1 : 0;
    const accepted = await confirm({ title: T.confirmTitle, message: T.confirmToggle(String(selected.clp_apenom), FORM_UPDATE_LABELS[next]!) });
    if (!accepted) return;
    try {
      const { data } = await setFormUpdate({ variables: { clientId: Number(selected.clp_codigo), formUpdate: next === 0 ? 'ENABLED' : 'DISABLED' } });
      if (!data) return;
      search.replaceClient(data.setClientFormUpdate.client);
      setSelected(null);
      toast.success(data.setClientFormUpdate.message);
    } catch {
      // Shown by the global response handling.
    }
  }

  const summary = search.result ? T.resultHint(search.result.items.length, search.result.totalCount) : T.recentHint;

  return (
    <>
      <ClientSearchForm
        kind={kind}
        text={text}
        busy={search.busy}
        onKindChange={setKind}
        onTextChange={setText}
        onSubmit={() => {
          if (text.trim()) countKindUse(kind);
          void search.searchByKind(kind, text);
        }}
      />
      {search.domains.length > 0 && <p className="form-hint clients-domains">{T.domains(search.domains.map((d) => d.name).join(', '))}</p>}
      <div className="clients-domains">
        <FormAlert message={search.domainMessage} />
      </div>
      <div className="clients-toolbar">
        <p className="form-hint clients-toolbar__hint" aria-live="polite">
          {summary} {T.openCompanyHint}
        </p>
        <button type="button" className="btn btn--secondary" onClick={() => void openCompany(selected)}>
          {T.openCompany}
        </button>
        <button type="button" className="btn btn--secondary" aria-haspopup="dialog" onClick={() => setDomainOpen(true)}>
          {T.changeDomain}
        </button>
        {canEdit && (
          <button type="button" className="btn btn--secondary" title={T.toggleFormHint} disabled={saving} onClick={() => void toggleFormUpdate()}>
            {selected ? T.toggleForm(String(selected.estupd)) : T.toggleFormNone}
          </button>
        )}
      </div>
      <div className="clients-grid">
        <ListView
          chartBy="estado"
          title={T.gridTitle}
          columns={CLIENT_COLUMNS}
          data={rows}
          selection="single"
          cellStyle={stateCellStyle}
          onSelectionChange={(picked) => setSelected(picked[0] ?? null)}
          onOpenRow={(row) => void openCompany(row)}
          height="60vh"
        />
      </div>
      {domainOpen && <DomainChangeModal onClose={() => setDomainOpen(false)} />}
    </>
  );
}
