import { useLazyQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ContractPaymentsDocument, type PaymentState } from '../../generated/graphql';
import { showPopup, showWarning } from '../../widgets/feedback/dialogs';
import { LEVEL_TITLES } from '../../widgets/feedback/levels';
import { HotkeyBar } from '../../widgets/forms/HotkeyBar';
import type { Hotkey } from '../../widgets/forms/hotkeys';
import { useHotkeys } from '../../widgets/forms/useHotkeys';
import { ColorChips } from '../../widgets/forms/ColorChips';
import { listCount, type ViewCount } from '../../widgets/grid/list-count';
import { ListView } from '../../widgets/report/ListView';
import { ServerPager } from '../../widgets/grid/ServerPager';
import type { ReportRow } from '../../widgets/grid/report-column';
import { HISTORY_COLUMN, PAYMENT_COLUMNS, paymentCellStyle, paymentRow, RECEIPT_COLUMN } from './contract-payment-rows';
import { FilterModal } from './FilterModal';
import { InstallmentHistoryModal } from './InstallmentHistoryModal';
import { InvoiceModal } from './InvoiceModal';
import { PAYMENTS_TEXT as T } from './messages';
import { activeFilterCount, EMPTY_FILTERS, toGraphqlFilter, type PaymentFilters } from './payment-filter';
import './contract-payments.css';
import { refetchQuietly } from '../../widgets/feedback/use-action';

const PAGE_SIZES = [50, 100, 250, 500];
// A refresh keeps the same contract selected.
const contractKey = (row: ReportRow) => Number(row.fol_codigo);

type Modal = { kind: 'filters' } | { kind: 'history'; ruc: string } | { kind: 'invoice'; invoiceId: number } | null;

/**
 * /empresas/pagos_contrato: one row per contract with quick payment-state filters (server
 * counts), a filter modal, the installment history from the company name and the invoice from
 * the receipt column; F2-F5 and Enter on a cell do the same without the mouse.
 */
export function ContractPaymentsPage() {
  const [filters, setFilters] = useState<PaymentFilters>(EMPTY_FILTERS);
  const [quick, setQuick] = useState<PaymentState | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  const [modal, setModal] = useState<Modal>(null);
  const [selected, setSelected] = useState<ReportRow | null>(null);
  const [viewCount, setViewCount] = useState<ViewCount | null>(null);
  const variables = useMemo(() => ({ filter: toGraphqlFilter(filters, quick), page, pageSize }), [filters, quick, page, pageSize]);
  // Loaded from an effect, not while rendering (as the company list): the loading bar is never
  // updated in the middle of this component's render.
  const [load, { data, loading, refetch }] = useLazyQuery(ContractPaymentsDocument, { fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    void load({ variables }).catch(() => undefined);
  }, [load, variables]);

  const result = data?.contractPayments;
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
    setFilters(next);
    setPage(1);
    setModal(null);
  }

  const hotkeys: Hotkey[] = [
    { key: 'F2', label: T.actions.filters, action: () => setModal({ kind: 'filters' }) },
    { key: 'F3', label: T.actions.history, action: withSelected(openHistory) },
    { key: 'F4', label: T.actions.invoice, action: withSelected(openReceipt) },
    { key: 'F5', label: T.actions.refresh, action: () => refetchQuietly(refetch) },
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
            setQuick(state as PaymentState | null);
            setPage(1);
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
      <ServerPager
        label={T.list.pager}
        summary={loading && !result ? T.list.loading : listCount(result?.totalCount ?? 0, T.list.total, viewCount)}
        page={page}
        pageSize={pageSize}
        total={result?.totalCount ?? 0}
        pageSizes={PAGE_SIZES}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
      {modal?.kind === 'filters' && <FilterModal value={filters} onApply={applyFilters} onClose={close} />}
      {modal?.kind === 'history' && <InstallmentHistoryModal ruc={modal.ruc} onClose={close} />}
      {modal?.kind === 'invoice' && <InvoiceModal invoiceId={modal.invoiceId} onClose={close} />}
    </section>
  );
}
