import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { CompanyContactsDocument, SendPackageNotificationDocument, type ConnectionRowFieldsFragment } from '../../generated/graphql';
import { showWarning } from '../../widgets/feedback/dialogs';
import { useAction } from '../../widgets/feedback/use-action';
import { ModalFrame } from '../../widgets/feedback/ModalFrame';
import { PACKAGE_TEXT as T } from './messages';

/**
 * Sends the balance notification (template mte_tipo 2) to the referents picked from the
 * company's contract; the API warns about each referent without e-mail.
 */
export function NotifyModal({ company, onClose, onDone }: { company: ConnectionRowFieldsFragment; onClose: () => void; onDone: () => void }) {
  const { data, loading } = useQuery(CompanyContactsDocument, { variables: { companyId: company.companyId }, fetchPolicy: 'network-only' });
  const [picked, setPicked] = useState<number[]>([]);
  const [send] = useMutation(SendPackageNotificationDocument);
  const { run, busy } = useAction();
  const contacts = data?.companyContacts ?? [];
  const toggle = (id: number) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));

  async function submit() {
    if (busy) return;
    await run(() => send({ variables: { companyId: company.companyId, contactIds: picked } }), {
      message: (done) => done.sendPackageNotification.message,
      onSuccess: (done) => {
        if (done.sendPackageNotification.warnings.length) void showWarning(done.sendPackageNotification.warnings.join('\n'));
        onDone();
        onClose();
      },
    });
  }

  return (
    <ModalFrame title={T.notify.title(company.legalName)} onClose={onClose}>
      {() => (
        <>
          {!loading && contacts.length === 0 ? (
            <p>{T.notify.none}</p>
          ) : (
            <fieldset className="company-filters__group package-contacts">
              <legend>{T.notify.contacts}</legend>
              {contacts.map((c) => (
                <label key={c.id} className="company-filters__check">
                  <input type="checkbox" name={`referente-${c.id}`} checked={picked.includes(c.id)} onChange={() => toggle(c.id)} />
                  {c.name} ({c.role}) · <span className={c.email ? undefined : 'form-hint'}>{c.email ?? T.notify.noEmail}</span>
                </label>
              ))}
            </fieldset>
          )}
          <div className="dialog__actions">
            <button type="button" className="btn btn--secondary" onClick={onClose}>
              {T.actions.cancel}
            </button>
            <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void submit()}>
              {T.actions.send}
            </button>
          </div>
        </>
      )}
    </ModalFrame>
  );
}
