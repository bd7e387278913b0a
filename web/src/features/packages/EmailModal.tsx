import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState, type FormEvent } from 'react';
import { ChangeNotificationEmailDocument, CompanyContactsDocument, type ConnectionRowFieldsFragment } from '../../generated/graphql';
import { showWarning } from '../../widgets/feedback/dialogs';
import { useAction } from '../../widgets/feedback/use-action';
import { ModalFrame } from '../../widgets/feedback/ModalFrame';
import { FormActions } from '../../widgets/forms/FormActions';
import { TextField } from '../../widgets/forms/TextField';
import { PACKAGE_TEXT as T } from './messages';

/**
 * Changes the notification e-mail of the contract's contacts in the chosen roles (cargos):
 * a role at least ('Seleccione al menos un Cargo...') and a valid e-mail; the API decides.
 */
export function EmailModal({ company, onClose, onDone }: { company: ConnectionRowFieldsFragment; onClose: () => void; onDone: () => void }) {
  const { data, loading } = useQuery(CompanyContactsDocument, { variables: { companyId: company.companyId }, fetchPolicy: 'network-only' });
  const contacts = useMemo(() => data?.companyContacts ?? [], [data]);
  const contractId = contacts[0]?.contractId ?? null;
  const roles = useMemo(() => [...new Set(contacts.filter((c) => c.contractId === contractId).map((c) => c.role))], [contacts, contractId]);
  const [picked, setPicked] = useState<string[]>([]);
  const [newEmail, setNewEmail] = useState('');
  const [change] = useMutation(ChangeNotificationEmailDocument);
  const { run, busy: saving } = useAction();
  const oldEmail = company.email ?? '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving || contractId === null) return;
    if (!picked.length) return void showWarning(T.rules.selectRole);
    const contactIds = contacts.filter((c) => c.contractId === contractId && picked.includes(c.role)).map((c) => c.id);
    await run(() => change({ variables: { input: { contractId, clientId: contacts[0]?.clientId ?? null, oldEmail, newEmail, contactIds } } }), {
      message: (done) => done.changeNotificationEmail.message,
      onSuccess: () => {
        onDone();
        onClose();
      },
    });
  }

  return (
    <ModalFrame title={T.email.title(company.legalName)} onClose={onClose}>
      {() =>
        !loading && contractId === null ? (
          <p>{T.email.none}</p>
        ) : (
          <form onSubmit={submit} className="package-modal__form" noValidate>
            <p>
              {T.email.oldEmail}: <strong>{oldEmail || '—'}</strong>
            </p>
            <fieldset className="company-filters__group">
              <legend>{T.email.roles}</legend>
              {roles.map((role) => (
                <label key={role} className="company-filters__check">
                  <input
                    type="checkbox"
                    name={`cargo-${role}`}
                    checked={picked.includes(role)}
                    onChange={() => setPicked((p) => (p.includes(role) ? p.filter((r) => r !== role) : [...p, role]))}
                  />
                  {role} ·{' '}
                  {contacts
                    .filter((c) => c.contractId === contractId && c.role === role)
                    .map((c) => `${c.name} <${c.email ?? T.notify.noEmail}>`)
                    .join(', ')}
                </label>
              ))}
            </fieldset>
            <TextField id="correo-nuevo" name="newEmail" type="email" label={T.email.newEmail} value={newEmail} onChange={setNewEmail} />
            <FormActions cancelLabel={T.actions.cancel} onCancel={onClose} submitLabel={T.actions.save} disabled={saving} />
          </form>
        )
      }
    </ModalFrame>
  );
}
