import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { AccountingEntryDocument, TransactionDetailDocument, type EntryFieldsFragment } from '../../generated/graphql';
import { FormAlert } from '../../widgets/forms/FormAlert';
import { REPORTS_TEXT as T } from './messages';
import { showDay } from './report-form';
import { reportCompany } from './report-company';
import './reports.css';

const money = (v: string) => Number(v).toLocaleString('es-EC', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function EntryTable({ entry }: { entry: EntryFieldsFragment }) {
  return (
    <table aria-label={`Asiento ${entry.number}`}>
      <thead>
        <tr>
          <th>Cuenta</th>
          <th>Nombre</th>
          <th className="num">Debe</th>
          <th className="num">Haber</th>
        </tr>
      </thead>
      <tbody>
        {entry.lines.map((l, i) => (
          <tr key={i}>
            <td>{l.accountNumber}</td>
            <td>{l.accountName}</td>
            <td className="num">{money(l.debit)}</td>
            <td className="num">{money(l.credit)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th colSpan={2}>Totales</th>
          <th className="num">{money(entry.totalDebit)}</th>
          <th className="num">{money(entry.totalCredit)}</th>
        </tr>
      </tfoot>
    </table>
  );
}

/** /asiento/ver/{dia_codigo}/{trn_codigo}: 'Detalle del Asiento' from the company's data. */
export function EntryWindowPage() {
  const entryId = Number(useParams().dia_codigo);
  const companyId = reportCompany();
  const { data, loading } = useQuery(AccountingEntryDocument, { variables: { companyId, entryId }, skip: !companyId || !entryId });
  const entry = data?.accountingEntry;
  return (
    <section className="detail-window">
      <h1>{T.entryTitle}</h1>
      {!companyId && <FormAlert message={T.noCompany} />}
      {loading && <p>{T.loading}</p>}
      {data && !entry && <FormAlert message={T.notFound} />}
      {entry && (
        <>
          <dl>
            <dt>Asiento</dt>
            <dd>{entry.number}</dd>
            <dt>Fecha</dt>
            <dd>{showDay(entry.date)}</dd>
            <dt>Glosa</dt>
            <dd>{entry.description}</dd>
          </dl>
          <EntryTable entry={entry} />
        </>
      )}
    </section>
  );
}

/** /transacc/ver/{trn_codigo} 'Detalle de la Factura {code}' and /retencion/ver/{trn_codigo} 'Detalle de la Retencion'. */
export function TransactionWindowPage({ withholding = false }: { withholding?: boolean }) {
  const transactionId = Number(useParams().trn_codigo);
  const companyId = reportCompany();
  const { data, loading } = useQuery(TransactionDetailDocument, { variables: { companyId, transactionId }, skip: !companyId || !transactionId });
  const t = data?.transactionDetail;
  return (
    <section className="detail-window">
      <h1>{withholding ? T.withholdingTitle : T.invoiceTitle(String(transactionId || ''))}</h1>
      {!companyId && <FormAlert message={T.noCompany} />}
      {loading && <p>{T.loading}</p>}
      {data && !t && <FormAlert message={T.notFound} />}
      {t && (
        <>
          <dl>
            <dt>Documento</dt>
            <dd>
              {t.typeName} {t.voucher}
              {t.voided ? ' (ANULADA)' : ''}
            </dd>
            <dt>Fecha</dt>
            <dd>{showDay(t.date)}</dd>
            <dt>Cliente o proveedor</dt>
            <dd>
              {t.party ?? 'CONSUMIDOR FINAL'} {t.partyId ? `(${t.partyId})` : ''}
            </dd>
            <dt>Subtotal</dt>
            <dd>{money(t.subtotal)}</dd>
            <dt>IVA</dt>
            <dd>{money(t.tax)}</dd>
            <dt>Total</dt>
            <dd>
              <strong>{money(t.total)}</strong>
            </dd>
            {t.electronicState && (
              <>
                <dt>Estado SRI</dt>
                <dd>{t.electronicState}</dd>
                <dt>Clave de acceso</dt>
                <dd className="mono">{t.accessKey}</dd>
              </>
            )}
          </dl>
          {t.entries.map((e) => (
            <EntryTable key={e.id} entry={e} />
          ))}
        </>
      )}
    </section>
  );
}

export function WithholdingWindowPage() {
  return <TransactionWindowPage withholding />;
}
