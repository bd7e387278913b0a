import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState, type FormEvent } from 'react';
import { isoToDisplayDate, parseDate, toIsoDate } from '@domain/dates';
import {
  FixUnbalancedEntriesDocument,
  SetUnbalancedEntryLimitDocument,
  UnbalancedEntriesDocument,
  UnbalancedEntryLimitDocument,
} from '../../generated/graphql';
import { confirm, showWarning } from '../../widgets/feedback/dialogs';
import { DateField } from '../../widgets/forms/DateField';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import type { ReportColumn, ReportRow } from '../../widgets/grid/report-column';
import { APLICATIVO_TEXT } from './messages';
import { useAction } from '../../widgets/feedback/use-action';
import { Field } from '../../widgets/forms/Field';
import { SelectField } from '../../widgets/forms/SelectField';

const T = APLICATIVO_TEXT.unbalanced;
const C = T.columns;
const COLUMNS: readonly ReportColumn[] = [
  { di_column: 'dia_numero', di_descri: C.number, type: 'integer', width: 100 },
  { di_column: 'dia_fecha', di_descri: C.date, type: 'date', width: 110 },
  { di_column: 'transacciones', di_descri: C.transactions, type: 'text', width: 280 },
  { di_column: 'debe', di_descri: C.debit, type: 'number', di_decima: 2, width: 120 },
  { di_column: 'haber', di_descri: C.credit, type: 'number', di_decima: 2, width: 120 },
  { di_column: 'saldo', di_descri: C.balance, type: 'number', di_decima: 2, width: 110 },
  { di_column: 'estado', di_descri: C.state, type: 'text', width: 170 },
];
const warn = (text: string) => void showWarning(text);
const iso = (text: string) => {
  const date = parseDate(text.trim());
  return date ? toIsoDate(date) : null;
};

/** Module 3: the limit per period, unbalanced entries between two dates, and fixing the selected ones (confirmed). */
export function UnbalancedModule({ companyId }: { companyId: number }) {
  const today = useMemo(() => new Date(), []);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const limits = useQuery(UnbalancedEntryLimitDocument, { variables: { companyId } });
  const [periodId, setPeriodId] = useState<number | null>(null);
  const [limit, setLimit] = useState('');
  const [load, entries] = useLazyQuery(UnbalancedEntriesDocument, { fetchPolicy: 'network-only' });
  const [fix] = useMutation(FixUnbalancedEntriesDocument);
  const [saveLimit] = useMutation(SetUnbalancedEntryLimitDocument);
  const fixing = useAction();
  const savingLimit = useAction();
  const periods = limits.data?.unbalancedEntryLimit.periods ?? [];
  const rows: ReportRow[] = useMemo(
    () =>
      (entries.data?.unbalancedEntries ?? []).map((e) => ({
        dia_codigo: e.id,
        dia_numero: e.number,
        dia_fecha: e.date,
        transacciones: e.transactions,
        debe: Number(e.debit),
        haber: Number(e.credit),
        saldo: Number(e.balance),
        estado: T.state(e.unbalanced, e.withinLimit),
      })),
    [entries.data],
  );

  function search(event: FormEvent) {
    event.preventDefault();
    const f = iso(from);
    const t = iso(to);
    if (!f || !t) return warn(T.datesRequired);
    setRange({ from: f, to: t });
    setSelected([]);
    void load({ variables: { companyId, from: f, to: t } }).catch(() => undefined);
  }
  async function fixSelected() {
    if (!selected.length) return warn(T.selectEntries);
    if (!(await confirm({ title: APLICATIVO_TEXT.confirmTitle, message: T.confirmFix(selected.length) }))) return;
    await fixing.run(() => fix({ variables: { companyId, entryIds: selected } }), {
      message: (data) => data.fixUnbalancedEntries.message,
      onSuccess: () => setSelected([]),
      refetch: range ? entries.refetch : [],
    });
  }
  async function submitLimit(event: FormEvent) {
    event.preventDefault();
    const id = periodId ?? periods[0]?.id;
    if (!id) return;
    await savingLimit.run(() => saveLimit({ variables: { companyId, periodId: id, limit: limit.trim().replace(',', '.') } }), {
      message: (data) => data.setUnbalancedEntryLimit.message ?? '',
      refetch: range ? [limits.refetch, entries.refetch] : limits.refetch,
    });
  }
  const chosen = periods.find((p) => p.id === (periodId ?? periods[0]?.id));

  return (
    <>
      <form className="aplicativo-form" aria-label={T.limit} onSubmit={submitLimit}>
        <SelectField
          id="aplicativo-periodo"
          label={T.period}
          value={chosen?.id ?? ''}
          options={periods.map((p) => ({
            value: p.id,
            label: `${isoToDisplayDate(p.from)} - ${isoToDisplayDate(p.to)}${p.locked ? ' (bloqueado)' : ''} · ${p.unbalancedLimit.replace('.', ',')}`,
          }))}
          onChange={(value) => setPeriodId(Number(value))}
        />
        <Field id="aplicativo-limite" label={T.limit}>
          <input
            id="aplicativo-limite"
            className="input"
            inputMode="decimal"
            value={limit}
            placeholder={chosen?.unbalancedLimit.replace('.', ',') ?? ''}
            onChange={(e) => setLimit(e.target.value)}
          />
        </Field>
        <button type="submit" className="btn btn--secondary" disabled={savingLimit.busy || !limit.trim()}>
          {T.saveLimit}
        </button>
      </form>
      <form className="aplicativo-form" role="search" aria-label={T.grid} onSubmit={search}>
        <DateField id="aplicativo-desde" name="desde" label={T.from} value={from} today={today} onChange={setFrom} onCommit={setFrom} />
        <DateField id="aplicativo-hasta" name="hasta" label={T.to} value={to} today={today} onChange={setTo} onCommit={setTo} />
        <button type="submit" className="btn btn--primary" disabled={entries.loading}>
          {APLICATIVO_TEXT.search}
        </button>
        <button type="button" className="btn btn--primary" onClick={() => void fixSelected()} disabled={fixing.busy}>
          {T.fix}
        </button>
        <span aria-live="polite">{T.selected(selected.length)}</span>
      </form>
      <ReportGrid
        columns={COLUMNS}
        data={rows}
        title={T.grid}
        selection="multiple"
        paging={false}
        height="45vh"
        rowKey={(r) => Number(r.dia_codigo)}
        onSelectionChange={(picked) => setSelected(picked.map((r) => Number(r.dia_codigo)))}
      />
    </>
  );
}
