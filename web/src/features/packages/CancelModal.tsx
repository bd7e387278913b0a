import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { CancelConnectionPackageDocument, type ConnectionRowFieldsFragment } from '../../generated/graphql';
import { confirm } from '../../widgets/feedback/dialogs';
import { useAction } from '../../widgets/feedback/use-action';
import { ModalFrame } from '../../widgets/feedback/ModalFrame';
import { FormActions } from '../../widgets/forms/FormActions';
import { TextAreaField } from '../../widgets/forms/TextAreaField';
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
          <TextAreaField id="anular-motivo" name="reason" label={T.cancel.reason} rows={3} value={reason} onChange={setReason} />
          <FormActions cancelLabel={T.actions.cancel} onCancel={onClose} submitLabel={T.actions.cancelPackage} tone="danger" disabled={busy} />
        </form>
      )}
    </ModalFrame>
  );
}
