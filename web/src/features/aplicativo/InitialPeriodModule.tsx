import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState, type FormEvent } from 'react';
import { isoToDisplayDate, parseDate, toIsoDate } from '@domain/dates';
import { InitialAccountingPeriodDocument, SetInitialAccountingPeriodDocument } from '../../generated/graphql';
import { confirm, showWarning } from '../../widgets/feedback/dialogs';
import { DateField } from '../../widgets/forms/DateField';
import { APLICATIVO_TEXT } from './messages';
import { useAction } from '../../widgets/feedback/use-action';

const T = APLICATIVO_TEXT.initial;
const iso = (text: string) => {
  const date = parseDate(text.trim());
  return date ? toIsoDate(date) : null;
};

/** Module 2: sets the initial period after the confirmation 'Se va a encerar los movimientos en la base'; the server refuses with documents or over 30 records. */
export function InitialPeriodModule({ companyId }: { companyId: number }) {
  const today = useMemo(() => new Date(), []);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { data, refetch } = useQuery(InitialAccountingPeriodDocument, { variables: { companyId }, fetchPolicy: 'network-only' });
  const [apply] = useMutation(SetInitialAccountingPeriodDocument);
  const applying = useAction();
  const info = data?.initialAccountingPeriod;
  async function submit(event: FormEvent) {
    event.preventDefault();
    const f = iso(from);
    const t = iso(to);
    if (!f || !t) return void showWarning(T.datesRequired);
    if (!(await confirm({ title: APLICATIVO_TEXT.confirmTitle, message: info?.confirmation ?? 'Se va a encerar los movimientos en la base' }))) return;
    await applying.run(() => apply({ variables: { companyId, from: f, to: t } }), {
      message: (data) => data.setInitialAccountingPeriod.message,
      refetch,
    });
  }
  return (
    <>
      <p className="aplicativo-note">{info?.period ? T.current(isoToDisplayDate(info.period.from), isoToDisplayDate(info.period.to)) : T.none}</p>
      {info && <p className="aplicativo-note">{T.counts(info.transactionCount, info.electronicDocumentCount, info.maxRecords)}</p>}
      <form className="aplicativo-form" aria-label={T.apply} onSubmit={submit}>
        <DateField id="aplicativo-inicial-desde" name="pe_finicio" label={T.from} value={from} today={today} onChange={setFrom} onCommit={setFrom} />
        <DateField id="aplicativo-inicial-hasta" name="pe_ffin" label={T.to} value={to} today={today} onChange={setTo} onCommit={setTo} />
        <button type="submit" className="btn btn--primary" disabled={applying.busy}>
          {T.apply}
        </button>
      </form>
    </>
  );
}
