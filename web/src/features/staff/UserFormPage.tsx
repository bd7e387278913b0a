import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { usePermisos } from '../../app/screen-access';
import { useSessionUser } from '../../app/session';
import { NoPermissionPage } from '../home/StatusPages';
import { CreateStaffUserDocument, EditStaffUserDocument, StaffUserFormDocument, type StaffHierarchy } from '../../generated/graphql';
import { toast } from '../../widgets/feedback/toasts';
import { BusinessLineSelector } from '../../widgets/forms/BusinessLineSelector';
import { ReadOnlyNotice } from '../../widgets/forms/ReadOnlyNotice';
import { TextField } from '../../widgets/forms/TextField';
import { useUnsavedChanges } from '../../widgets/forms/useUnsavedChanges';
import { STAFF_TEXT as T } from './messages';
import './staff.css';
import { PasswordForm } from './PasswordForm';
import { FormActions } from '../../widgets/forms/FormActions';
import { Field } from '../../widgets/forms/Field';

const F = T.userForm;
interface Area {
  id: number;
  name: string;
  active: boolean;
  lines: number[];
}

/** /usuarios/{modo}/{usr_codigo}: modo crear, editar or cmbclave (change password). */
export function UserFormPage() {
  const { modo = '', usr_codigo } = useParams();
  const id = Number(usr_codigo) || 0;
  const me = useSessionUser();
  const permisos = usePermisos('usuarios');
  // The server's rules: creating needs crear; another user's password or data needs editar.
  if (modo === 'cmbclave') return id === me.id || permisos.edit > 0 ? <PasswordForm userId={id} own={id === me.id} /> : <NoPermissionPage />;
  if (modo !== 'crear' && modo !== 'editar') return <p role="alert">{F.unknownMode}</p>;
  if (modo === 'crear' && permisos.create <= 0) return <NoPermissionPage />;
  return <UserForm id={modo === 'crear' ? 0 : id} readOnly={permisos.edit <= 0} />;
}

function UserForm({ id, readOnly }: { id: number; readOnly: boolean }) {
  const navigate = useNavigate();
  const { data } = useQuery(StaffUserFormDocument, { variables: { id }, fetchPolicy: 'network-only' });
  const [create, { loading: creating }] = useMutation(CreateStaffUserDocument);
  const [edit, { loading: editing }] = useMutation(EditStaffUserDocument);
  const form = data?.staffUserForm;
  const [v, setV] = useState({ login: '', name: '', email: '', profileId: '', sectionId: '', admin: false, password: '', confirmation: '' });
  const [areas, setAreas] = useState<Area[]>([]);
  // What was loaded: edits are measured against it.
  const [loaded, setLoaded] = useState('');
  const snapshot = JSON.stringify({ v, areas });
  const { allowNext } = useUnsavedChanges(!readOnly && !!form && snapshot !== loaded);
  const set = (key: keyof typeof v) => (value: string | boolean) => setV((old) => ({ ...old, [key]: value }));

  useEffect(() => {
    if (!form) return;
    const u = form.user;
    const values = {
      login: u?.login ?? '',
      name: u?.name ?? '',
      email: u?.email ?? '',
      profileId: u?.profileId ? String(u.profileId) : '',
      sectionId: u?.sectionId ? String(u.sectionId) : '',
      admin: (u?.hierarchy ?? 'USER') !== 'USER',
      password: '',
      confirmation: '',
    };
    const loadedAreas = form.areas.map((a) => ({ id: a.id, name: a.name, active: a.active, lines: [...a.lines] }));
    setV(values);
    setAreas(loadedAreas);
    setLoaded(JSON.stringify({ v: values, areas: loadedAreas }));
  }, [form]);

  const superUser = form?.actorHierarchy === 'SUPER_USER';
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (creating || editing) return;
    // Only a super user sees the administrator flag; for everyone else the hierarchy is not sent.
    const hierarchy: StaffHierarchy | null = superUser ? (v.admin ? (form?.user?.hierarchy === 'SUPER_USER' ? 'SUPER_USER' : 'ADMINISTRATOR') : 'USER') : null;
    const input = {
      name: v.name,
      email: v.email || null,
      profileId: v.profileId ? Number(v.profileId) : null,
      sectionId: v.sectionId ? Number(v.sectionId) : null,
      hierarchy,
      areas: areas.map((a) => ({ id: a.id, active: a.active, lines: a.lines.filter((l) => l > 0) })),
    };
    const result = id
      ? (await edit({ variables: { id, input } }).catch(() => null))?.data?.editStaffUser
      : (await create({ variables: { input: { ...input, login: v.login, password: v.password, confirmation: v.confirmation } } }).catch(() => null))?.data
          ?.createStaffUser;
    if (!result) return;
    toast.success(result.message);
    allowNext();
    void navigate('/usuarios/lista');
  }

  // Fields appear with their data: what is typed before it arrives would be overwritten.
  if (!form) return <p className="form-hint">{T.loading}</p>;
  return (
    <section className="page staff-page">
      <h1>{id ? (readOnly ? F.view : F.edit) : F.create}</h1>
      {readOnly && <ReadOnlyNotice />}
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="staff-form">
        <fieldset className={readOnly ? 'staff-form__fields form--readonly' : 'staff-form__fields'} disabled={readOnly}>
          <TextField id="usr-login" name="login" label={F.login} value={v.login} maxLength={40} required={!id} disabled={!!id} onChange={set('login')} />
          <TextField id="usr-nombre" name="name" label={F.name} value={v.name} maxLength={150} required onChange={set('name')} />
          <TextField id="usr-email" name="email" label={F.email} type="email" value={v.email} maxLength={150} onChange={set('email')} />
          <Select id="usr-perfil" name="profileId" label={F.profile} value={v.profileId} options={form?.profiles ?? []} onChange={set('profileId')} />
          <Select id="usr-seccion" name="sectionId" label={F.section} value={v.sectionId} options={form?.sections ?? []} onChange={set('sectionId')} />
          {superUser && (
            <label className="staff-check">
              <input type="checkbox" name="hierarchy" checked={v.admin} onChange={(e) => set('admin')(e.target.checked)} /> {F.admin}
            </label>
          )}
          {!id && (
            <>
              <TextField
                id="usr-clave"
                name="password"
                label={F.password1}
                required
                type="password"
                autoComplete="new-password"
                value={v.password}
                onChange={set('password')}
              />
              <TextField
                id="usr-clave-conf"
                name="confirmation"
                label={F.confirmation}
                required
                type="password"
                autoComplete="new-password"
                value={v.confirmation}
                onChange={set('confirmation')}
              />
            </>
          )}
          <fieldset className="staff-areas" id="areas">
            <legend>{F.areas}</legend>
            {areas.map((area, index) => {
              const change = (next: Partial<Area>) => setAreas((list) => list.map((a, i) => (i === index ? { ...a, ...next } : a)));
              return (
                <div key={area.id}>
                  <label>
                    <input type="checkbox" checked={area.active} onChange={(e) => change({ active: e.target.checked })} /> {F.areaActive(area.name)}
                  </label>
                  {area.active && (
                    <BusinessLineSelector id={`area-${area.id}`} legend={area.name} value={area.lines} onChange={(codes) => change({ lines: codes })} />
                  )}
                </div>
              );
            })}
          </fieldset>
        </fieldset>
        <FormActions
          cancelLabel={F.back}
          onCancel={() => void navigate('/usuarios/lista')}
          submitLabel={readOnly ? undefined : F.save}
          disabled={creating || editing}
        />
      </form>
    </section>
  );
}

function Select(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: ReadonlyArray<{ id: number; name: string }>;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={props.id} label={props.label}>
      <select id={props.id} name={props.name} className="input" value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">{F.choose}</option>
        {props.options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </Field>
  );
}
