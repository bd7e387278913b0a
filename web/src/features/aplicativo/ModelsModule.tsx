import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState, type FormEvent } from 'react';
import { AccountingModelsDocument, SaveAccountingModelDocument, type AccountSide } from '../../generated/graphql';
import { showWarning } from '../../widgets/feedback/dialogs';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import type { ReportColumn } from '../../widgets/grid/report-column';
import { APLICATIVO_TEXT } from './messages';
import { useAction } from '../../widgets/feedback/use-action';
import { Field } from '../../widgets/forms/Field';

const T = APLICATIVO_TEXT.models;
const COLUMNS: readonly ReportColumn[] = [
  { di_column: 'tra_descri', di_descri: T.transactionType, type: 'text', width: 240 },
  { di_column: 'cue_numero', di_descri: T.account, type: 'text', width: 110 },
  { di_column: 'cue_nombre', di_descri: T.accountName, type: 'text', width: 260 },
  { di_column: 'lado', di_descri: T.side, type: 'text', width: 100 },
];

function Select({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: { value: string | number; label: string }[];
  onChange: (v: string) => void;
}) {
  return (
    <Field id={id} label={label}>
      <select id={id} className="input" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="" />
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Module 1: accounting models of an account type; saving one replaces the model of the same transaction and side. */
export function ModelsModule({ companyId }: { companyId: number }) {
  const [accountType, setAccountType] = useState(1);
  const [transaction, setTransaction] = useState('');
  const [account, setAccount] = useState('');
  const [side, setSide] = useState('');
  const { data, refetch } = useQuery(AccountingModelsDocument, { variables: { companyId, accountType } });
  const [save] = useMutation(SaveAccountingModelDocument);
  const saving = useAction();
  const m = data?.accountingModels;
  const rows = useMemo(
    () =>
      (m?.models ?? []).map((x) => ({
        mco_codigo: x.id,
        tra_descri: x.transactionType.name,
        cue_numero: x.account.number,
        cue_nombre: x.account.name,
        lado: x.side === 'DEBIT' ? T.debit : T.credit,
      })),
    [m],
  );
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!transaction || !account || !side) return void showWarning(T.incomplete);
    const input = { accountType, transactionType: Number(transaction), accountId: Number(account), side: side as AccountSide };
    await saving.run(() => save({ variables: { companyId, input } }), {
      message: (data) => data.saveAccountingModel.message,
      refetch,
    });
  }
  return (
    <>
      <form className="aplicativo-form" aria-label={T.grid} onSubmit={submit}>
        <Select
          id="aplicativo-tipocuenta"
          label={T.accountType}
          value={String(accountType)}
          options={(m?.accountTypes ?? []).map((t) => ({ value: t.code, label: t.name }))}
          onChange={(v) => v && setAccountType(Number(v))}
        />
        <Select
          id="aplicativo-transaccion"
          label={T.transactionType}
          value={transaction}
          options={(m?.transactionTypes ?? []).map((t) => ({ value: t.code, label: t.name }))}
          onChange={setTransaction}
        />
        <Select
          id="aplicativo-cuenta"
          label={T.account}
          value={account}
          options={(m?.accounts ?? []).map((a) => ({ value: a.id, label: `${a.number} ${a.name}` }))}
          onChange={setAccount}
        />
        <Select
          id="aplicativo-lado"
          label={T.side}
          value={side}
          options={[
            { value: 'DEBIT', label: T.debit },
            { value: 'CREDIT', label: T.credit },
          ]}
          onChange={setSide}
        />
        <button type="submit" className="btn btn--primary" disabled={saving.busy}>
          {APLICATIVO_TEXT.save}
        </button>
      </form>
      <ReportGrid columns={COLUMNS} data={rows} title={T.grid} paging={false} height="40vh" rowKey={(r) => Number(r.mco_codigo)} />
    </>
  );
}
