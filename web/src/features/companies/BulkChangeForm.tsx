import type { FormEvent, ReactNode } from 'react';
import { confirm } from '../../widgets/feedback/dialogs';
import { toast } from '../../widgets/feedback/toasts';
import { COMPANY_TEXT as T } from './messages';
import { ModalFrame } from '../../widgets/feedback/ModalFrame';
import { FormActions } from '../../widgets/forms/FormActions';

interface BulkChangeFormProps {
  title: string;
  count: number;
  busy: boolean;
  /** The confirmation text for the change about to be made. */
  confirmation: () => string;
  /** Runs the change; resolves to the server's success message, or null when it refused. */
  apply: () => Promise<string | null>;
  onClose: () => void;
  onChanged: () => void;
  children: ReactNode;
}

/**
 * The shape every bulk change of the company list shares: the count of selected companies, the
 * fields of the change, Aceptar/Cancelar; Aceptar asks for confirmation, applies, announces the
 * server's message and closes.
 */
export function BulkChangeForm({ title, count, busy, confirmation, apply, onClose, onChanged, children }: BulkChangeFormProps) {
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!(await confirm({ title: T.confirmTitle, message: confirmation() }))) return;
    const message = await apply().catch(() => null);
    if (message === null) return;
    toast.success(message);
    onChanged();
    onClose();
  }

  return (
    <ModalFrame title={title} onClose={onClose}>
      {() => (
        <form onSubmit={submit} noValidate>
          <p>{T.bulkModal.companies(count)}</p>
          {children}
          <FormActions cancelLabel={T.actions.cancel} onCancel={onClose} submitLabel={T.actions.accept} disabled={busy} ariaBusy={busy} />
        </form>
      )}
    </ModalFrame>
  );
}
