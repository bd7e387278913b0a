import { useQuery } from '@apollo/client/react';
import { installmentStateColor, NO_RECEIPT_MESSAGE } from '@domain/contract-payments';
import { formatMoney } from '@domain/money';
import { useEffect, useMemo, useState } from 'react';
import { InstallmentHistoryDocument } from '../../generated/graphql';
import { showPopup } from '../../widgets/feedback/dialogs';
import { LEVEL_TITLES } from '../../widgets/feedback/levels';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import type { ReportColumn, ReportRow } from '../../widgets/grid/report-column';
import type { CellStyleFn } from '../../widgets/grid/row-paint';
import { isoToDisplayDate } from '@domain/dates';
import { InvoiceModal } from './InvoiceModal';
import { PAYMENTS_TEXT as T } from './messages';
import { ModalFrame } from '../../widgets/feedback/ModalFrame';

const H = T.history;
const RECEIPT = 'trn_compro';
const COLUMNS: readonly ReportColumn[] = [
  { di_column: 'cuo_numero', di_descri: H.number, type: 'integer', width: 70 },
  { di_column: 'cuo_vence', di_descri: H.dueDate, type: 'date', width: 105 },
  { di_column: 'cuo_valor', di_descri: H.amount, type: 'number', width: 100, di_total: 'T' },
  { di_column: 'cuo_pagada', di_descri: H.paidDate, type: 'date', width: 105 },
  { di_column: 'estado', di_descri: H.state, type: 'text', width: 115 },
  { di_column: RECEIPT, di_descri: H.receipt, type: 'text', width: 160 },
];

const LIGHT = new Set(['#92C755', '#FFB80F']);
const stateStyle: CellStyleFn = (row, columnId) => {
  if (columnId === RECEIPT) return row.trn_codigo ? { color: '#1a5fb4', fontWeight: 600 } : undefined;
  if (columnId !== 'estado') return undefined;
  const color = installmentStateColor(String(row.estado));
  return { background: color, color: LIGHT.has(color) ? '#1a1a1a' : '#ffffff', badge: true };
};

export interface InstallmentHistoryModalProps {
  /** The company's RUC: the click on its name in the list. */
  ruc: string;
  onClose: () => void;
}

/**
 * The contract's installments (verHistorialCuotas): due date, value, payment, state and receipt,
 * which opens its invoice. A company without a contract gets the API's info message from the
 * global handling, and the modal closes without showing.
 */
export function InstallmentHistoryModal({ ruc, onClose }: InstallmentHistoryModalProps) {
  const { data, error } = useQuery(InstallmentHistoryDocument, { variables: { ruc }, fetchPolicy: 'network-only' });
  const [invoiceId, setInvoiceId] = useState<number | null>(null);
  const missing = data !== undefined && data.installmentHistory === null;
  useEffect(() => {
    if (error) onClose();
  }, [error, onClose]);
  useEffect(() => {
    // No contract: the lookup answers null and the screen says so, as an info message.
    if (missing) void showPopup({ title: LEVEL_TITLES.info, text: H.noContract, level: 'info' }).then(onClose);
  }, [missing, onClose]);
  const history = data?.installmentHistory;
  const rows = useMemo<ReportRow[]>(
    () =>
      (history?.items ?? []).map((i) => ({
        cuo_numero: i.number,
        cuo_vence: i.dueDate,
        // Display only: the grid sums its number column.
        cuo_valor: Number(i.amount),
        cuo_pagada: i.paidDate ?? null,
        estado: i.state,
        trn_compro: i.invoiceNumber ?? '',
        trn_codigo: i.invoiceId ?? null,
      })),
    [history],
  );
  if (!history) return null;
  const { contract } = history;
  const paid = history.items.filter((i) => i.paidDate).length;

  function openReceipt(row: ReportRow, columnId: string): boolean {
    if (columnId !== RECEIPT) return false;
    if (row.trn_codigo) setInvoiceId(Number(row.trn_codigo));
    else void showPopup({ title: LEVEL_TITLES.info, text: NO_RECEIPT_MESSAGE, level: 'info' });
    return true;
  }

  // The invoice opens beside the history, not inside it: each dialog keeps its own focus trap.
  return (
    <>
      <ModalFrame title={H.title(contract.legalName)} size="wide" readOnly onClose={onClose}>
        <dl className="payments-facts">
          <div className="payments-facts__item">
            <dt>{H.ruc}</dt>
            <dd>{contract.ruc}</dd>
          </div>
          <div className="payments-facts__item">
            <dt>{H.client}</dt>
            <dd>{contract.clientName ?? ''}</dd>
          </div>
          <div className="payments-facts__item">
            <dt>{H.start}</dt>
            <dd>{isoToDisplayDate(contract.startDate ?? '')}</dd>
          </div>
          <div className="payments-facts__item">
            <dt>{H.months}</dt>
            <dd>{contract.months}</dd>
          </div>
          <div className="payments-facts__item">
            <dt>{H.fee}</dt>
            <dd>{formatMoney(Number(contract.fee))}</dd>
          </div>
        </dl>
        <p className="payments-modal__summary">
          {H.contract(contract.contractId)} · {H.summary(paid, history.items.length)}
          {!contract.active && <strong> · {H.inactive}</strong>}
        </p>
        <ReportGrid
          columns={COLUMNS}
          data={rows}
          title={H.title(contract.legalName)}
          variant="scroll"
          selection="none"
          filters={false}
          cellStyle={stateStyle}
          onCellActivate={openReceipt}
        />
        <div className="dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {T.actions.close}
          </button>
        </div>
      </ModalFrame>
      {invoiceId !== null && <InvoiceModal invoiceId={invoiceId} onClose={() => setInvoiceId(null)} />}
    </>
  );
}
