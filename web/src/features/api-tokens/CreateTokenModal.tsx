import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { ApiTokenCompaniesDocument, CreateApiTokenDocument } from '../../generated/graphql';
import { showWarning } from '../../widgets/feedback/dialogs';
import { ModalFrame } from '../../widgets/feedback/ModalFrame';
import { toast } from '../../widgets/feedback/toasts';
import { useAction } from '../../widgets/feedback/use-action';
import { FormActions } from '../../widgets/forms/FormActions';
import { SelectField } from '../../widgets/forms/SelectField';
import { TextField } from '../../widgets/forms/TextField';
import { TOKENS_TEXT } from './messages';

const T = TOKENS_TEXT.modal;

/**
 * Creates a company's API token. The answer carries the token's text, shown here once with a
 * copy button: the server keeps only its hash, so closing the modal loses it for good.
 */
export function CreateTokenModal({ companyId, onClose, onCreated }: { companyId: number | null; onClose: () => void; onCreated: () => void }) {
  const companies = useQuery(ApiTokenCompaniesDocument);
  const [company, setCompany] = useState<number | null>(companyId);
  const [name, setName] = useState('');
  const [created, setCreated] = useState<string | null>(null);
  const [create] = useMutation(CreateApiTokenDocument);
  const { run, busy } = useAction();
  const warn = (text: string) => void showWarning(text);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!company) return warn(T.companyRequired);
    if (!name.trim()) return warn(T.nameRequired);
    await run(() => create({ variables: { input: { companyId: company, name: name.trim() } } }), {
      message: (data) => data.createApiToken.message,
      onSuccess: (data) => setCreated(data.createApiToken.token),
      refetch: onCreated,
    });
  }

  async function copy() {
    if (!created) return;
    await navigator.clipboard
      ?.writeText(created)
      .then(() => toast.success(T.copied))
      .catch(() => undefined);
  }

  return (
    <ModalFrame title={T.title} onClose={onClose}>
      {(titleId) =>
        created ? (
          <div className="api-tokens__created" aria-labelledby={titleId}>
            <label className="field__label" htmlFor="token-creado">
              {T.tokenLabel}
            </label>
            <div className="api-tokens__token">
              <input id="token-creado" className="input" readOnly value={created} onFocus={(e) => e.target.select()} autoFocus />
              <button type="button" className="btn btn--secondary" onClick={() => void copy()}>
                {T.copy}
              </button>
            </div>
            <p className="api-tokens__hint">{T.usage}</p>
            <div className="dialog__actions">
              <button type="button" className="btn btn--primary" onClick={onClose}>
                {T.close}
              </button>
            </div>
          </div>
        ) : (
          <form onSubmit={submit} className="api-tokens__form" aria-labelledby={titleId}>
            <SelectField
              id="token-empresa"
              label={T.company}
              value={company ?? ''}
              blank={T.chooseCompany}
              options={(companies.data?.apiTokenCompanies ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.accessCode})` }))}
              onChange={(value) => setCompany(Number(value) || null)}
              autoFocus
            />
            <TextField id="token-nombre" name="name" label={T.name} value={name} maxLength={100} placeholder={T.namePlaceholder} onChange={setName} />
            <FormActions cancelLabel={T.cancel} onCancel={onClose} submitLabel={T.save} disabled={busy} />
          </form>
        )
      }
    </ModalFrame>
  );
}
