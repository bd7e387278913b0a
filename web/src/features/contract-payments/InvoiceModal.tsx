import { useQuery } from '@apollo/client/react';
import { formatMoney } from '@domain/money';
import { useEffect, useMemo } from 'react';
import { ContractInvoiceDocument } from '../../generated/graphql';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import type { ReportColumn } from '../../widgets/grid/report-column';
import { isoToDisplayDate } from '@domain/dates';
import { PAYMENTS_TEXT as T } from './messages';
import { ModalFrame } from '../../widgets/feedback/ModalFrame';
import { showPopup } from '../../widgets/feedback/dialogs';
import { LEVEL_TITLES } from '../../widgets/feedback/levels';

const I = T.invoice;
const ENTRY_COLUMNS: readonly ReportColumn[] = [
  { di_column: 'asi_linea', di_descri: I.line, type: 'integer', width: 60 },
  { di_column: 'asi_cuenta', di_descri: I.account, type: 'text', width: 110 },
  { di_column: 'asi_descri', di_descri: I.description, type: 'text', width: 270 },
  { di_column: 'asi_debe', di_descri: I.debit, type: 'number', width: 110, di_total: 'T' },
  { di_column: 'asi_haber', di_descri: I.credit, type: 'number', width: 110, di_total: 'T' },
];

export interface InvoiceModalProps {
  /** trn_codigo of the invoice. */
  invoiceId: number;
  onClose: () => void;
}

/**
 * An invoice of the provider (tfactura) with its journal entry: number, date, billed name and
 * RUC, concept, subtotal, IVA and total in es-EC money. Any screen that shows a receipt can open
 * it; when the invoice cannot be read the global handling shows why and the modal closes.
 */
export function InvoiceModal({ invoiceId, onClose }: InvoiceModalProps) {
  const { data, error } = useQuery(ContractInvoiceDocument, { variables: { code: invoiceId }, fetchPolicy: 'network-only' });
  const missing = data !== undefined && data.invoice === null;
  useEffect(() => {
    if (error) onClose();
  }, [error, onClose]);
  useEffect(() => {
    if (missing) void showPopup({ title: LEVEL_TITLES.info, text: I.notFound(invoiceId), level: 'info' }).then(onClose);
  }, [missing, invoiceId, onClose]);
  const invoice = data?.invoice;
  const lines = useMemo(
    () =>
      (invoice?.entry ?? []).map((l) => ({
        asi_linea: l.line,
        asi_cuenta: l.account,
        asi_descri: l.description,
        asi_debe: Number(l.debit),
        asi_haber: Number(l.credit),
      })),
    [invoice],
  );
  if (!invoice) return null;
  const facts: Array<[string, string]> = [
    [I.date, isoToDisplayDate(invoice.date ?? '')],
    [I.name, invoice.name],
    [I.ruc, invoice.ruc],
    [I.concept, invoice.concept ?? ''],
  ];
  return (
    <ModalFrame title={I.title(invoice.number)} size="wide" readOnly onClose={onClose}>
      {invoice.cancelled && <p className="payments-invoice__cancelled">{I.cancelled}</p>}
      <dl className="payments-facts">
        {facts.map(([label, value]) => (
          <div key={label} className="payments-facts__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <dl className="payments-amounts" aria-label={I.total}>
        {(
          [
            [I.subtotal, invoice.subtotal],
            [I.iva, invoice.iva],
            [I.total, invoice.total],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="payments-amounts__item">
            <dt>{label}</dt>
            <dd>{formatMoney(Number(value))}</dd>
          </div>
        ))}
      </dl>
      <h3 className="payments-modal__subtitle">{I.entry}</h3>
      <ReportGrid columns={ENTRY_COLUMNS} data={lines} title={`${I.entry} · ${invoice.number}`} variant="scroll" selection="none" filters={false} />
      <div className="dialog__actions">
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          {T.actions.close}
        </button>
      </div>
    </ModalFrame>
  );
}
