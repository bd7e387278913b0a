import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage, isSessionError } from '../../app/graphql-errors';
import { highlightField } from '../../app/response';
import { ChangePasswordDocument } from '../../generated/graphql';
import { Dialog } from '../../widgets/feedback/Dialog';
import { toast } from '../../widgets/feedback/toasts';
import { FormAlert } from '../../widgets/forms/FormAlert';
import { TextField } from '../../widgets/forms/TextField';
import { authMessages } from './messages';
import { checkPasswordChange, type PasswordChangeValues } from './password-rules';
import { FormActions } from '../../widgets/forms/FormActions';

const FIELDS: ReadonlyArray<{ name: keyof PasswordChangeValues; label: string; autoComplete: string }> = [
  { name: 'currentPassword', label: 'Clave actual', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'Nueva clave', autoComplete: 'new-password' },
  { name: 'confirmation', label: 'Confirmar nueva clave', autoComplete: 'new-password' },
];

/** Change-password modal: checks the form, then `changePassword`; a server field error marks that input. */
export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<PasswordChangeValues>({ currentPassword: '', newPassword: '', confirmation: '' });
  const [problem, setProblem] = useState<string | null>(null);
  // Errors come back to this form: the global handler only marks the field named by the server.
  const [changePassword, { loading }] = useMutation(ChangePasswordDocument, { context: { handledByCaller: true } });
  const titleId = useId();
  const idPrefix = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const broken = checkPasswordChange(values);
    if (broken) {
      setProblem(broken.message);
      highlightField(broken.field);
      return;
    }
    setProblem(null);
    try {
      const { data } = await changePassword({ variables: { input: values } });
      if (data?.changePassword) {
        toast.success(authMessages.passwordChanged);
        onClose();
      } else {
        setProblem(authMessages.passwordNotChanged);
      }
    } catch (error) {
      if (!isSessionError(error)) setProblem(errorMessage(error));
    }
  }

  return (
    <Dialog titleId={titleId} className="password-modal" onEscape={onClose}>
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          Cambiar clave
        </h2>
        <button type="button" className="dialog__close" aria-label="Cerrar" onClick={onClose}>
          ×
        </button>
      </div>
      <FormAlert message={problem} />
      <form onSubmit={onSubmit} noValidate>
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            id={`${idPrefix}-${field.name}`}
            name={field.name}
            label={field.label}
            type="password"
            autoComplete={field.autoComplete}
            value={values[field.name]}
            onChange={(value) => setValues((v) => ({ ...v, [field.name]: value }))}
          />
        ))}
        <p className="form-hint">Use al menos 8 caracteres.</p>
        <FormActions cancelLabel="Cancelar" onCancel={onClose} submitLabel="Guardar" disabled={loading} ariaBusy={loading} />
      </form>
    </Dialog>
  );
}
