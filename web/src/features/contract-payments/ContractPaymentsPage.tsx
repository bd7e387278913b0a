import { useCallback, useMemo, useState } from 'react';
import { ContractPaymentsDocument, type CompanyState, type ContractState, type PaymentState } from '../../generated/graphql';
import { showPopup, showWarning } from '../../widgets/feedback/dialogs';
import { LEVEL_TITLES } from '../../widgets/feedback/levels';
import { HotkeyBar } from '../../widgets/forms/HotkeyBar';
import type { Hotkey } from '../../widgets/forms/hotkeys';
import { useHotkeys } from '../../widgets/forms/useHotkeys';
import { ColorChips } from '../../widgets/forms/ColorChips';
import type { ViewCount } from '../../widgets/grid/list-count';
import { ListView } from '../../widgets/report/ListView';
import { ServerListPager } from '../../widgets/list/ServerListPager';
import { useServerList } from '../../widgets/list/useServerList';
import { listParam, listText, type FilterCodec, type ListState } from '../../widgets/list/url-params';
import type { ReportRow } from '../../widgets/grid/report-column';
import { HISTORY_COLUMN, PAYMENT_COLUMNS, paymentCellStyle, paymentRow, RECEIPT_COLUMN } from './contract-payment-rows';
import { FilterModal } from './FilterModal';
import { InstallmentHistoryModal } from './InstallmentHistoryModal';
import { InvoiceModal } from './InvoiceModal';
import { PAYMENTS_TEXT as T } from './messages';
import { activeFilterCount, EMPTY_FILTERS, toGraphqlFilter, type PaymentFilters } from './payment-filter';
import './contract-payments.css';

const PAGE_SIZES = [50, 100, 250, 500];
// A refresh keeps the same contract selected.
const contractKey = (row: ReportRow) => Number(row.fol_codigo);

const PAYMENT_STATES: readonly PaymentState[] = ['AL_DIA', 'INACTIVO', 'PAGADO', 'VENCIDO'];
type PaymentListFilters = PaymentFilters & { quick: PaymentState | null };
/** The filters in the URL: `texto`, `empresa`, `contrato`, `tipos`, `desde`, `hasta` and the quick chip `estado`. */
const PAYMENT_CODEC: FilterCodec<PaymentListFilters> = {
  read: (p) => ({
    text: p.get('texto') ?? '',
    companyStates: listParam(p, 'empresa') as CompanyState[],
    contractStates: listParam(p, 'contrato') as ContractState[],
    businessLines: listParam(p, 'tipos').map(Number).filter(Number.isFinite),
    startFrom: p.get('desde') ?? '',
    startTo: p.get('hasta') ?? '',
    quick: PAYMENT_STATES.find((s) => s === p.get('estado')) ?? null,
  }),
  write: (f) => ({
    texto: f.text,
    empresa: listText(f.companyStates),
    contrato: listText(f.contractStates),
    tipos: listText(f.businessLines),
    desde: f.startFrom,
    hasta: f.startTo,
    estado: f.quick ?? undefined,
  }),
};
const paymentVariables = ({ filters: { quick, ...filters }, page, pageSize }: ListState<PaymentListFilters>) => ({
  filter: toGraphqlFilter(filters, quick),
  page,
  pageSize,
});

type Modal = { kind: 'filters' } | { kind: 'history'; ruc: string } | { kind: 'invoice'; invoiceId: number } | null;

/**
 * /empresas/pagos_contrato: one row per contract with quick payment-state filters (server
 * counts), a filter modal, the installment history from the company name and the invoice from
 * the receipt column; F2-F5 and Enter on a cell do the same without the mouse.
 */
export function ContractPaymentsPage() {
  const [modal, setModal] = useState<Modal>(null);
  const [selected, setSelected] = useState<ReportRow | null>(null);
  const [viewCount, setViewCount] = useState<ViewCount | null>(null);
  const list = useServerList(ContractPaymentsDocument, (d) => d.contractPayments, {
    codec: PAYMENT_CODEC,
    pageSize: PAGE_SIZES[0]!,
    variables: paymentVariables,
  });
  const { result, loading, refetch } = list;
  const { quick, ...filters } = list.filters;
  const rows = useMemo(() => (result?.items ?? []).map(paymentRow), [result]);
  const chips = useMemo(() => (result?.counts ?? []).map((c) => ({ key: c.state, label: c.label, color: c.color, count: c.count })), [result]);
  const filterCount = activeFilterCount(filters);
  const close = useCallback(() => setModal(null), []);

  const openReceipt = (row: ReportRow) => {
    if (row.trn_codigo) setModal({ kind: 'invoice', invoiceId: Number(row.trn_codigo) });
    else void showPopup({ title: LEVEL_TITLES.info, text: T.noReceipt, level: 'info' });
  };
  const openHistory = (row: ReportRow) => setModal({ kind: 'history', ruc: String(row.emp_ruc) });
  const onCell = (row: ReportRow, columnId: string): boolean => {
    if (columnId === HISTORY_COLUMN) openHistory(row);
    else if (columnId === RECEIPT_COLUMN) openReceipt(row);
    else return false;
    return true;
  };
  const withSelected = (open: (row: ReportRow) => void) => () => {
    if (selected) open(selected);
    else void showWarning(T.selectContract);
  };

  function applyFilters(next: PaymentFilters) {
    list.setFilters({ ...next, quick });
    setModal(null);
  }

  const hotkeys: Hotkey[] = [
    { key: 'F2', label: T.actions.filters, action: () => setModal({ kind: 'filters' }) },
    { key: 'F3', label: T.actions.history, action: withSelected(openHistory) },
    { key: 'F4', label: T.actions.invoice, action: withSelected(openReceipt) },
    { key: 'F5', label: T.actions.refresh, action: refetch },
  ];
  // An open modal owns the keyboard: the list's keys wait until it closes.
  const { busy, trigger } = useHotkeys(modal ? [] : hotkeys, { busy: loading });

  return (
    <section className="payments-page page">
      <h1 className="payments-page__title">{T.pageTitle}</h1>
      <HotkeyBar hotkeys={hotkeys} busy={busy} onTrigger={trigger} />
      <div className="payments-toolbar">
        <ColorChips
          label={T.list.quick}
          chips={chips}
          countTitle={T.list.quickCount}
          selected={quick}
          onChange={(state) => {
            // The chips' keys are the API's payment states.
            list.setFilters({ ...filters, quick: state as PaymentState | null });
          }}
        />
        {filterCount > 0 && (
          <span className="payments-toolbar__filters">
            {T.activeFilters(filterCount)}
            <button type="button" className="btn btn--secondary" onClick={() => applyFilters(EMPTY_FILTERS)}>
              {T.actions.clearFilters}
            </button>
          </span>
        )}
      </div>
      <p className="payments-hint">{T.hint}</p>
      <div className="payments-grid" aria-busy={loading}>
        <ListView
          chartBy="estado"
          chartSeries="valor_vencido"
          loading={loading}
          onViewCount={setViewCount}
          columns={PAYMENT_COLUMNS}
          data={rows}
          title={T.list.grid}
          selection="single"
          paging={false}
          height="60vh"
          onSelectionChange={(picked) => setSelected(picked[0] ?? null)}
          onCellActivate={onCell}
          cellStyle={paymentCellStyle}
          rowKey={contractKey}
        />
      </div>
      <ServerListPager label={T.list.pager} loadingText={T.list.loading} totalText={T.list.total} list={list} viewCount={viewCount} pageSizes={PAGE_SIZES} />
      {modal?.kind === 'filters' && <FilterModal value={filters} onApply={applyFilters} onClose={close} />}
      {modal?.kind === 'history' && <InstallmentHistoryModal ruc={modal.ruc} onClose={close} />}
      {modal?.kind === 'invoice' && <InvoiceModal invoiceId={modal.invoiceId} onClose={close} />}
    </section>
  );
}
