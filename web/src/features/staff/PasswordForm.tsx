import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ChangeStaffUserPasswordDocument } from '../../generated/graphql';
import { toast } from '../../widgets/feedback/toasts';
import { TextField } from '../../widgets/forms/TextField';
import { STAFF_TEXT as T } from './messages';
import './staff.css';
import { FormActions } from '../../widgets/forms/FormActions';

const F = T.userForm;

/** /usuarios/cmbclave/{usr_codigo}: one's own password with the current one; another user's (administrators) without it. */
export function PasswordForm({ userId, own }: { userId: number; own: boolean }) {
  const navigate = useNavigate();
  const [change, { loading }] = useMutation(ChangeStaffUserPasswordDocument);
  const [v, setV] = useState({ currentPassword: '', newPassword: '', confirmation: '' });
  const set = (key: keyof typeof v) => (value: string) => setV((old) => ({ ...old, [key]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const input = { newPassword: v.newPassword, confirmation: v.confirmation, currentPassword: own ? v.currentPassword : null };
    const done = (await change({ variables: { id: userId, input } }).catch(() => null))?.data?.changeStaffUserPassword;
    if (!done) return;
    toast.success(done.message);
    void navigate('/usuarios/lista');
  }

  return (
    <section className="page staff-page">
      <h1>{F.password}</h1>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="staff-form">
        {own && (
          <TextField
            id="clave-actual"
            name="currentPassword"
            label={F.current}
            type="password"
            autoComplete="current-password"
            value={v.currentPassword}
            onChange={set('currentPassword')}
          />
        )}
        <TextField
          id="clave-nueva"
          name="newPassword"
          label={F.newPassword}
          type="password"
          autoComplete="new-password"
          value={v.newPassword}
          onChange={set('newPassword')}
        />
        <TextField
          id="clave-conf"
          name="confirmation"
          label={F.confirmation}
          type="password"
          autoComplete="new-password"
          value={v.confirmation}
          onChange={set('confirmation')}
        />
        <FormActions cancelLabel={F.back} onCancel={() => void navigate('/usuarios/lista')} submitLabel={F.save} disabled={loading} />
      </form>
    </section>
  );
}
