import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { SaveMailAccountDocument, StaffUsersForMailDocument, type MailAccountType, type SenderAccountFieldsFragment } from '../../generated/graphql';
import { FormModal } from '../../widgets/feedback/FormModal';
import { useAction } from '../../widgets/feedback/use-action';
import { SelectField } from '../../widgets/forms/SelectField';
import { TextField } from '../../widgets/forms/TextField';
import { ACCOUNT_TYPES, MAIL_TEXT } from './messages';

const T = MAIL_TEXT.accounts;

/** Creates or edits a sender account; the stored password is never shown, only replaced. */
export function AccountForm({ account, onClose, onSaved }: { account: SenderAccountFieldsFragment | null; onClose: () => void; onSaved: () => void }) {
  const users = useQuery(StaffUsersForMailDocument).data?.staffUsers.items ?? [];
  const [form, setForm] = useState({
    email: account?.email ?? '',
    name: account?.name ?? '',
    type: (account?.type ?? 'COBRANZA') as MailAccountType,
    disabled: account?.disabled ?? false,
    smtpHost: account?.smtpHost ?? '',
    smtpPort: account?.smtpPort ? String(account.smtpPort) : '587',
    smtpSecure: account?.smtpSecure ?? false,
    username: account?.username ?? '',
    password: '',
    imapHost: account?.imapHost ?? '',
    imapPort: account?.imapPort ? String(account.imapPort) : '993',
    imapSecure: account?.imapSecure ?? true,
    perMinute: String(account?.perMinute ?? 120),
    userIds: account?.userIds ?? [],
  });
  const [save] = useMutation(SaveMailAccountDocument);
  const { run, busy } = useAction();
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }));
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const input = {
      id: account?.id ?? null,
      email: form.email,
      name: form.name,
      type: form.type,
      disabled: form.disabled,
      smtpHost: form.smtpHost || null,
      smtpPort: Number(form.smtpPort) || null,
      smtpSecure: form.smtpSecure,
      username: form.username || null,
      password: form.password ? form.password : null,
      imapHost: form.imapHost || null,
      imapPort: Number(form.imapPort) || null,
      imapSecure: form.imapSecure,
      perMinute: Number(form.perMinute) || 120,
      userIds: form.userIds,
    };
    await run(() => save({ variables: { input } }), {
      message: (data) => `${T.pageTitle}: ${data.saveMailAccount.email}`,
      onSuccess: () => {
        onSaved();
        onClose();
      },
    });
  }
  return (
    <FormModal
      title={T.formTitle(account?.id ?? null)}
      size="wide"
      onClose={onClose}
      onSubmit={submit}
      className="mail-account-form"
      actionsClassName="mail-account-form__wide"
      cancelLabel={T.cancel}
      submitLabel={T.save}
      disabled={busy}
    >
      <TextField id="cuenta-correo" name="email" label={T.email} value={form.email} maxLength={150} onChange={(email) => set({ email })} autoFocus />
      <TextField id="cuenta-nombre" name="name" label={T.name} value={form.name} maxLength={150} onChange={(name) => set({ name })} />
      <SelectField id="cuenta-tipo" label={T.type} value={form.type} options={ACCOUNT_TYPES} onChange={(type) => set({ type: type as MailAccountType })} />
      <label className="mail-account-form__check">
        <input type="checkbox" checked={form.disabled} onChange={(e) => set({ disabled: e.target.checked })} /> {T.disabled}
      </label>
      <TextField id="cuenta-smtp" name="smtpHost" label={T.smtpHost} value={form.smtpHost} maxLength={200} onChange={(smtpHost) => set({ smtpHost })} />
      <TextField
        id="cuenta-smtp-puerto"
        name="smtpPort"
        label={T.smtpPort}
        value={form.smtpPort}
        inputMode="numeric"
        onChange={(smtpPort) => set({ smtpPort })}
      />
      <TextField id="cuenta-usuario" name="username" label={T.username} value={form.username} maxLength={150} onChange={(username) => set({ username })} />
      <TextField
        id="cuenta-clave"
        name="password"
        type="password"
        autoComplete="new-password"
        label={T.password}
        placeholder={account?.hasPassword ? T.passwordKept : ''}
        value={form.password}
        maxLength={200}
        onChange={(password) => set({ password })}
      />
      <label className="mail-account-form__check">
        <input type="checkbox" checked={form.smtpSecure} onChange={(e) => set({ smtpSecure: e.target.checked })} /> {T.smtpSecure}
      </label>
      <TextField
        id="cuenta-por-minuto"
        name="perMinute"
        label={T.perMinute}
        value={form.perMinute}
        inputMode="numeric"
        onChange={(perMinute) => set({ perMinute })}
      />
      <TextField id="cuenta-imap" name="imapHost" label={T.imapHost} value={form.imapHost} maxLength={200} onChange={(imapHost) => set({ imapHost })} />
      <TextField
        id="cuenta-imap-puerto"
        name="imapPort"
        label={T.imapPort}
        value={form.imapPort}
        inputMode="numeric"
        onChange={(imapPort) => set({ imapPort })}
      />
      <label className="mail-account-form__check">
        <input type="checkbox" checked={form.imapSecure} onChange={(e) => set({ imapSecure: e.target.checked })} /> {T.imapSecure}
      </label>
      <fieldset className="mail-account-form__wide">
        <legend>{T.users}</legend>
        <div className="mail-account-form__users">
          {users.map((u) => (
            <label key={u.id} className="mail-account-form__check">
              <input
                type="checkbox"
                checked={form.userIds.includes(u.id)}
                onChange={(e) => set({ userIds: e.target.checked ? [...form.userIds, u.id] : form.userIds.filter((id) => id !== u.id) })}
              />
              {u.name} ({u.login})
            </label>
          ))}
        </div>
      </fieldset>
    </FormModal>
  );
}
