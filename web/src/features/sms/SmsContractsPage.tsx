import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SmsContractsDocument, type ContractType } from '../../generated/graphql';
import { showWarning } from '../../widgets/feedback/dialogs';
import { HotkeyBar } from '../../widgets/forms/HotkeyBar';
import type { Hotkey } from '../../widgets/forms/hotkeys';
import { TextField } from '../../widgets/forms/TextField';
import { useHotkeys } from '../../widgets/forms/useHotkeys';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import { ServerListPager } from '../../widgets/list/ServerListPager';
import { useServerList } from '../../widgets/list/useServerList';
import type { FilterCodec, ListState } from '../../widgets/list/url-params';
import type { ReportRow } from '../../widgets/grid/report-column';
import { SendMailModal } from '../../widgets/send/SendMailModal';
import { SMS_TEXT as T } from './messages';
import { CONTRACT_COLUMNS, contractKey, contractRow } from './sms-rows';
import { SmsContractModal, type SmsContractDraft } from './SmsContractModal';
import './sms.css';

const PAGE_SIZE = 50;
/** The search in the URL: `buscar`. */
const SEARCH_CODEC: FilterCodec<string> = { read: (p) => p.get('buscar') ?? '', write: (search) => ({ buscar: search }) };
const contractVariables = ({ filters: search, page, pageSize }: ListState<string>) => ({ search: search || null, page, pageSize });

/** The sent-SMS screen of one company (the review action of the packages list). */
export const reviewHref = (companyId: number, name: string) => `/sms/enviados?empresa=${companyId}&nombre=${encodeURIComponent(name)}`;

/**
 * /sms/empresas 'Paquetes Contratados': companies with their SMS package in force (Acceso, Razon
 * social, Paquete contratado, SMS utilizados, SMS fallidos). Review (F3, Enter or double click on
 * a row) opens the company's sent and failed SMS; Enviar SMS (F6) opens the send modal in SMS mode
 * paid by the selected company's package.
 */
export function SmsContractsPage() {
  const navigate = useNavigate();
  const list = useServerList(SmsContractsDocument, (d) => d.smsContracts, { codec: SEARCH_CODEC, pageSize: PAGE_SIZE, variables: contractVariables });
  const { result, loading, refetch } = list;
  const [text, setText] = useState(list.filters);
  const [selected, setSelected] = useState<ReportRow | null>(null);
  const [editing, setEditing] = useState<SmsContractDraft | null>(null);
  const [sending, setSending] = useState<{ companyId: number; name: string } | null>(null);
  const rows = useMemo(() => (result?.items ?? []).map(contractRow), [result]);

  const review = useCallback(
    (row: ReportRow | null) => {
      if (!row) return void showWarning(T.selectCompany);
      void navigate(reviewHref(Number(row.emp_codigo), String(row.emp_razons)));
    },
    [navigate],
  );
  const hotkeys: Hotkey[] = [
    { key: 'F3', label: T.review, action: () => review(selected) },
    {
      key: 'F4',
      label: T.assign,
      action: () =>
        setEditing(
          selected
            ? { ruc: String(selected.emp_ruc), contracted: Number(selected.contratados), contractType: selected.tipo_contrato as ContractType }
            : { ruc: '', contracted: null, contractType: 'POR_PAQUETE' },
        ),
    },
    { key: 'F5', label: T.refresh, action: refetch },
    {
      key: 'F6',
      label: T.send,
      action: () => {
        if (!selected) return void showWarning(T.selectCompany);
        setSending({ companyId: Number(selected.emp_codigo), name: String(selected.emp_razons) });
      },
    },
  ];
  const { busy, trigger } = useHotkeys(editing || sending ? [] : hotkeys, { busy: loading });
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    list.setFilters(text.trim());
  };

  return (
    <section className="sms-page page">
      <h1 className="sms-page__title">{T.contractsTitle}</h1>
      <form className="sms-search" role="search" onSubmit={onSearch}>
        <TextField id="sms-buscar" name="buscar" label={T.search} value={text} maxLength={100} onChange={setText} />
        <button type="submit" className="btn btn--secondary">
          {T.searchButton}
        </button>
      </form>
      <HotkeyBar hotkeys={hotkeys} busy={busy} onTrigger={trigger} />
      <p className="sms-hint">{T.hint}</p>
      <div aria-busy={loading}>
        <ReportGrid
          columns={CONTRACT_COLUMNS}
          data={rows}
          title={T.contractsGrid}
          selection="single"
          paging={false}
          height="55vh"
          rowKey={contractKey}
          onSelectionChange={(picked) => setSelected(picked[0] ?? null)}
          onOpenRow={review}
        />
      </div>
      {sending && (
        <SendMailModal
          channel="SMS"
          companyId={sending.companyId}
          title={T.sendTitle(sending.name)}
          contacts={[]}
          allowAdd
          onClose={() => {
            setSending(null);
            void refetch();
          }}
        />
      )}
      {editing && <SmsContractModal draft={editing} onClose={() => setEditing(null)} onDone={() => void refetch()} />}
      <ServerListPager label={T.contractsPager} loadingText={T.loading} totalText={T.total} list={list} viewCount={null} />
    </section>
  );
}
