import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { CancelConnectionPackageDocument, type ConnectionRowFieldsFragment } from '../../generated/graphql';
import { confirm } from '../../widgets/feedback/dialogs';
import { useAction } from '../../widgets/feedback/use-action';
import { ModalFrame } from '../../widgets/feedback/ModalFrame';
import { PACKAGE_TEXT as T } from './messages';

/** Cancels (anula) the selected company's package in force, with a reason, after confirmation. */
export function CancelModal({ company, onClose, onDone }: { company: ConnectionRowFieldsFragment; onClose: () => void; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [cancel] = useMutation(CancelConnectionPackageDocument);
  const { run, busy } = useAction();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || company.packageId == null) return;
    if (!(await confirm({ title: T.confirmTitle, message: T.confirmCancel(company.packageId, company.legalName) }))) return;
    await run(() => cancel({ variables: { id: company.packageId!, reason } }), {
      message: (data) => data.cancelConnectionPackage.message,
      onSuccess: () => {
        onDone();
        onClose();
      },
    });
  }
  return (
    <ModalFrame title={T.cancel.title} onClose={onClose}>
      {() => (
        <form onSubmit={submit} className="package-modal__form">
          <p>
            <strong>{company.legalName}</strong> · {T.columns.packageSize} {company.packageSize} · {T.columns.saldo} {company.saldo}
          </p>
          <div className="field">
            <label className="field__label" htmlFor="anular-motivo">
              {T.cancel.reason}
            </label>
            <textarea id="anular-motivo" name="reason" className="input" rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
          </div>
          <div className="dialog__actions">
            <button type="button" className="btn btn--secondary" onClick={onClose}>
              {T.actions.cancel}
            </button>
            <button type="submit" className="btn btn--danger" disabled={busy}>
              {T.actions.cancelPackage}
            </button>
          </div>
        </form>
      )}
    </ModalFrame>
  );
}
