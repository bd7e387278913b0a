import { useLazyQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { NotificationRecipientsDocument, type NotificationParamsQuery } from '../../generated/graphql';
import { toast } from '../../widgets/feedback/toasts';
import { NOTIF_TEXT as T } from './messages';
import { recipientKey, type Recipient, type WizardState } from './wizard-state';
import { Field } from '../../widgets/forms/Field';
import { SelectField } from '../../widgets/forms/SelectField';

type Company = NotificationParamsQuery['notificationCompanies'][number];

interface Props {
  state: WizardState;
  companies: readonly Company[];
  onChange: (patch: Partial<WizardState>) => void;
}

/** Step 2: referentes of a company by criterion, system users, or all the selected companies. */
export function RecipientsStep({ state, companies, onChange }: Props) {
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [criterion, setCriterion] = useState('');
  const [search, { data, loading }] = useLazyQuery(NotificationRecipientsDocument, { fetchPolicy: 'network-only' });
  const found = data?.notificationRecipients ?? [];
  const chosen = new Set(state.recipients.map(recipientKey));

  function find(event?: FormEvent) {
    event?.preventDefault();
    if (state.kind === 'REFERENTES' && !companyId) return void toast.warning(T.chooseCompany);
    void search({ variables: { kind: state.kind, channel: state.channel, companyId, criterion } }).catch(() => undefined);
  }

  function add(r: Recipient) {
    if (chosen.has(recipientKey(r))) return;
    onChange({ recipients: [...state.recipients, r] });
    toast.success(T.referenteAdded);
  }

  const kinds = ['REFERENTES', 'USERS', 'COMPANIES'] as const;
  return (
    <div className="notif-wizard">
      <fieldset>
        <legend>{T.sendTo}</legend>
        <div className="notif-choices" role="radiogroup">
          {kinds.map((k) => (
            <label key={k}>
              <input type="radio" name="envia_a" value={k} checked={state.kind === k} onChange={() => onChange({ kind: k, recipients: [], companyIds: [] })} />
              {T.kinds[k]}
            </label>
          ))}
        </div>
      </fieldset>

      {state.kind === 'COMPANIES' ? (
        <fieldset>
          <legend>{T.companies}</legend>
          <div className="notif-choices">
            {companies.map((c) => (
              <label key={c.id}>
                <input
                  type="checkbox"
                  name="empresas"
                  checked={state.companyIds.includes(c.id)}
                  onChange={(e) => onChange({ companyIds: e.target.checked ? [...state.companyIds, c.id] : state.companyIds.filter((id) => id !== c.id) })}
                />
                {c.legalName}
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <form className="notif-page__bar" role="search" onSubmit={find}>
          {state.kind === 'REFERENTES' && (
            <SelectField
              id="notif-empresa"
              name="empresa"
              label={T.company}
              value={companyId ?? ''}
              blank={T.chooseCompany}
              options={companies.map((c) => ({ value: c.id, label: c.legalName }))}
              onChange={(value) => setCompanyId(Number(value) || null)}
            />
          )}
          <Field id="notif-criterio" label={T.criterion}>
            <input id="notif-criterio" name="criterio" className="input" value={criterion} onChange={(e) => setCriterion(e.target.value)} />
          </Field>
          <button type="submit" className="btn btn--secondary" disabled={loading}>
            {T.search}
          </button>
        </form>
      )}

      {state.kind !== 'COMPANIES' && found.length > 0 && (
        <RecipientTable caption={T.found} rows={found} action={T.add} isDone={(r) => chosen.has(recipientKey(r))} onAction={add} />
      )}
      {state.kind !== 'COMPANIES' && (
        <RecipientTable
          caption={`${T.chosen} (${state.recipients.length})`}
          rows={state.recipients}
          action={T.remove}
          onAction={(r) => onChange({ recipients: state.recipients.filter((x) => recipientKey(x) !== recipientKey(r)) })}
        />
      )}
    </div>
  );
}

export function RecipientTable({
  caption,
  rows,
  action,
  onAction,
  isDone,
}: {
  caption: string;
  rows: readonly Recipient[];
  action?: string;
  onAction?: (r: Recipient) => void;
  isDone?: (r: Recipient) => boolean;
}) {
  return (
    <table className="notif-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Nombre</th>
          <th scope="col">Cédula/RUC</th>
          <th scope="col">Correo</th>
          <th scope="col">Celular</th>
          <th scope="col">Empresa</th>
          <th scope="col">{T.notSendable}</th>
          {action && <th scope="col" aria-label={action} />}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={recipientKey(r)} className={r.notSendableReason ? 'notif-table__muted' : undefined}>
            <td>{r.name}</td>
            <td>{r.idNumber}</td>
            <td>{r.email}</td>
            <td>{r.mobile}</td>
            <td>{r.companyName ?? r.profile}</td>
            <td>{r.notSendableReason}</td>
            {action && onAction && (
              <td>
                <button
                  type="button"
                  className="btn btn--secondary"
                  disabled={isDone?.(r) ?? false}
                  onClick={() => onAction(r)}
                  aria-label={`${action} ${r.name}`}
                >
                  {action}
                </button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
