import { useLazyQuery } from '@apollo/client/react';
import { useState } from 'react';
import { errorMessage } from '../../app/graphql-errors';
import { PackageInvoiceDocument } from '../../generated/graphql';
import { FormAlert } from '../../widgets/forms/FormAlert';
import { formatMoney } from '@domain/money';
import { PACKAGE_RULES } from '@domain/package-balance';
import { PACKAGE_TEXT as T } from './messages';
import { Field } from '../../widgets/forms/Field';

export interface InvoiceLookupProps {
  value: string;
  disabled: boolean;
  /** RUC of the package's company: an invoice to another RUC is flagged as billed to another name. */
  companyRuc: string | null;
  onChange: (value: string) => void;
}

/** The invoice of the package by number (trn_compro) or code, checked against the server on demand. */
export function InvoiceLookup({ value, disabled, companyRuc, onChange }: InvoiceLookupProps) {
  const [find, { data, error, loading }] = useLazyQuery(PackageInvoiceDocument, { fetchPolicy: 'network-only' });
  const [checked, setChecked] = useState<string | null>(null);
  const text = value.trim();
  const lookup = () => {
    if (!text) return;
    setChecked(text);
    // The lookup shows its own refusal under the field (no global popup).
    void find({ variables: { number: text }, context: { handledByCaller: true } }).catch(() => undefined);
  };
  const invoice = checked === text ? data?.invoice : undefined;
  // The lookup answers null for a number that does not exist: the spec's refusal, said here.
  const missing = checked === text && !loading && !error && data !== undefined && data.invoice === null;
  const problem = checked === text && error ? errorMessage(error) : missing ? PACKAGE_RULES.invoiceNotFound(text) : null;
  return (
    <div className="package-invoice">
      <Field id="paquete-factura" label={T.form.invoice}>
        <div className="package-invoice__row">
          <input
            id="paquete-factura"
            name="invoiceNumber"
            className="input"
            placeholder={T.form.invoiceHint}
            value={value}
            disabled={disabled}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                lookup();
              }
            }}
          />
          <button type="button" className="btn btn--secondary" disabled={disabled || !text || loading} onClick={lookup}>
            {T.actions.findInvoice}
          </button>
        </div>
      </Field>
      {invoice && (
        <p className="package-invoice__found" role="status">
          {T.form.invoiceFound(invoice.number ?? '', invoice.name ?? '', invoice.ruc ?? '', formatMoney(Number(invoice.total)))}
          {companyRuc && invoice.ruc !== companyRuc && <span className="form-hint"> {T.form.relatedWarning}</span>}
        </p>
      )}
      <FormAlert message={problem} />
    </div>
  );
}
