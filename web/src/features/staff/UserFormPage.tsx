import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSessionUser } from '../../app/session';
import { CreateStaffUserDocument, EditStaffUserDocument, StaffUserFormDocument, type StaffHierarchy } from '../../generated/graphql';
import { toast } from '../../widgets/feedback/toasts';
import { BusinessLineSelector } from '../../widgets/forms/BusinessLineSelector';
import { TextField } from '../../widgets/forms/TextField';
import { STAFF_TEXT as T } from './messages';
import './staff.css';
import { PasswordForm } from './PasswordForm';

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
  if (modo === 'cmbclave') return <PasswordForm userId={id} own={id === me.id} />;
  if (modo !== 'crear' && modo !== 'editar') return <p role="alert">{F.unknownMode}</p>;
  return <UserForm id={modo === 'crear' ? 0 : id} />;
}

function UserForm({ id }: { id: number }) {
  const navigate = useNavigate();
  const { data } = useQuery(StaffUserFormDocument, { variables: { id }, fetchPolicy: 'network-only' });
  const [create, { loading: creating }] = useMutation(CreateStaffUserDocument);
  const [edit, { loading: editing }] = useMutation(EditStaffUserDocument);
  const form = data?.staffUserForm;
  const [v, setV] = useState({ login: '', name: '', email: '', profileId: '', sectionId: '', admin: false, password: '', confirmation: '' });
  const [areas, setAreas] = useState<Area[]>([]);
  const set = (key: keyof typeof v) => (value: string | boolean) => setV((old) => ({ ...old, [key]: value }));

  useEffect(() => {
    if (!form) return;
    const u = form.user;
    setV((old) => ({ ...old, login: u?.login ?? '', name: u?.name ?? '', email: u?.email ?? '', profileId: u?.profileId ? String(u.profileId) : '', sectionId: u?.sectionId ? String(u.sectionId) : '', admin: (u?.hierarchy ?? 'USER') !== 'USER' }));
    setAreas(form.areas.map((a) => ({ id: a.id, name: a.name, active: a.active, lines: [...a.lines] })));
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
      : (await create({ variables: { input: { ...input, login: v.login, password: v.password, confirmation: v.confirmation } } }).catch(() => null))?.data?.createStaffUser;
    if (!result) return;
    toast.success(result.message);
    void navigate('/usuarios/lista');
  }

  // Fields appear with their data: what is typed before it arrives would be overwritten.
  if (!form) return <p className="form-hint">{T.loading}</p>;
  return (
    <section className="page staff-page">
      <h1>{id ? F.edit : F.create}</h1>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="staff-form">
        <TextField id="usr-login" name="login" label={F.login} value={v.login} maxLength={40} disabled={!!id} onChange={set('login')} />
        <TextField id="usr-nombre" name="name" label={F.name} value={v.name} maxLength={150} onChange={set('name')} />
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
            <TextField id="usr-clave" name="password" label={F.password1} type="password" autoComplete="new-password" value={v.password} onChange={set('password')} />
            <TextField id="usr-clave-conf" name="confirmation" label={F.confirmation} type="password" autoComplete="new-password" value={v.confirmation} onChange={set('confirmation')} />
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
                {area.active && <BusinessLineSelector id={`area-${area.id}`} legend={area.name} value={area.lines} onChange={(codes) => change({ lines: codes })} />}
              </div>
            );
          })}
        </fieldset>
        <div className="dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={() => void navigate('/usuarios/lista')}>
            {F.back}
          </button>
          <button type="submit" className="btn btn--primary" disabled={creating || editing}>
            {F.save}
          </button>
        </div>
      </form>
    </section>
  );
}

function Select(props: { id: string; name: string; label: string; value: string; options: ReadonlyArray<{ id: number; name: string }>; onChange: (value: string) => void }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <select id={props.id} name={props.name} className="input" value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">{F.choose}</option>
        {props.options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
}
