import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { SaveSmsContractDocument, SmsCompanyByRucDocument, type ContractType } from '../../generated/graphql';
import { confirm, showWarning } from '../../widgets/feedback/dialogs';
import { FormModal } from '../../widgets/feedback/FormModal';
import { useAction } from '../../widgets/feedback/use-action';
import { NumberField } from '../../widgets/forms/NumberField';
import { SelectField } from '../../widgets/forms/SelectField';
import { TextField } from '../../widgets/forms/TextField';
import { SMS_TEXT } from './messages';

const T = SMS_TEXT.modal;
const TYPES: readonly ContractType[] = ['POR_PAQUETE', 'TARIFA_FIJA', 'GRATUITO'];

export interface SmsContractDraft {
  ruc: string;
  contracted: number | null;
  contractType: ContractType;
}

/**
 * Assigns or replaces a company's SMS package (by its RUC; the selected company's by default):
 * a number of SMS or unlimited (-1) and the contract type, after a confirmation. The API allows
 * it to administrators only and records it in the audit.
 */
export function SmsContractModal({ draft, onClose, onDone }: { draft: SmsContractDraft; onClose: () => void; onDone: () => void }) {
  const client = useApolloClient();
  const [ruc, setRuc] = useState(draft.ruc);
  const [unlimited, setUnlimited] = useState(draft.contracted === -1);
  const [contracted, setContracted] = useState(draft.contracted && draft.contracted > 0 ? String(draft.contracted) : '');
  const [type, setType] = useState<ContractType>(draft.contractType);
  const [save] = useMutation(SaveSmsContractDocument);
  const { run, busy } = useAction();
  const warn = (text: string) => void showWarning(text);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const number = Number(contracted);
    if (!/^\d{13}$/.test(ruc.trim())) return warn(T.rucRequired);
    if (!unlimited && (!contracted.trim() || !Number.isInteger(number) || number <= 0)) return warn(T.contractedRequired);
    const found = await client.query({ query: SmsCompanyByRucDocument, variables: { ruc: ruc.trim() }, fetchPolicy: 'network-only' }).catch(() => null);
    if (!found) return;
    const company = found.data?.company;
    if (!company) return warn(T.companyNotFound(ruc.trim()));
    const label = unlimited ? SMS_TEXT.unlimited : `${number} - ${T.types[type]}`;
    if (!(await confirm({ title: T.confirmTitle, message: T.confirm(company.legalName, label) }))) return;
    await run(() => save({ variables: { input: { companyId: company.id, contracted: unlimited ? -1 : number, contractType: type } } }), {
      message: () => T.saved,
      onSuccess: () => {
        onDone();
        onClose();
      },
    });
  }

  return (
    <FormModal title={T.title} onClose={onClose} onSubmit={submit} className="sms-modal__form" cancelLabel={T.cancel} submitLabel={T.save} disabled={busy}>
      <TextField id="sms-paquete-ruc" name="ruc" label={T.ruc} value={ruc} maxLength={13} inputMode="numeric" onChange={setRuc} autoFocus={!draft.ruc} />
      <label className="sms-modal__check">
        <input type="checkbox" checked={unlimited} onChange={(e) => setUnlimited(e.target.checked)} /> {T.unlimited}
      </label>
      {!unlimited && (
        <NumberField
          id="sms-paquete-cantidad"
          name="contracted"
          label={T.contracted}
          value={contracted}
          integer
          positive
          onChange={(text) => setContracted(text)}
          autoFocus={!!draft.ruc}
        />
      )}
      <SelectField
        id="sms-paquete-tipo"
        label={T.type}
        value={type}
        options={TYPES.map((t) => ({ value: t, label: T.types[t] }))}
        onChange={(v) => setType(v as ContractType)}
      />
      <p className="sms-hint">{T.rule}</p>
    </FormModal>
  );
}
