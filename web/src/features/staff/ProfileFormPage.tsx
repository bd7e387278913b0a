import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { SaveStaffProfileDocument, StaffProfileDocument, type MenuGrantLevel } from '../../generated/graphql';
import { showWarning } from '../../widgets/feedback/dialogs';
import { toast } from '../../widgets/feedback/toasts';
import { usePermisos } from '../../app/screen-access';
import { ReadOnlyNotice } from '../../widgets/forms/ReadOnlyNotice';
import { TextField } from '../../widgets/forms/TextField';
import { useUnsavedChanges } from '../../widgets/forms/useUnsavedChanges';
import { NoPermissionPage } from '../home/StatusPages';
import { STAFF_TEXT as T } from './messages';
import './staff.css';
import { FormActions } from '../../widgets/forms/FormActions';
import { SelectField } from '../../widgets/forms/SelectField';

const formSnapshot = (name: string, levels: Map<number, MenuGrantLevel>) => JSON.stringify([name, [...levels.entries()].sort((a, b) => a[0] - b[0])]);

const warn = (text: string) => void showWarning(text);

/** /perfiles/{numus}/{secod}: 'Crear Perfil' (numus 0) or 'Editar Perfil'; the menus granted in the chosen section. */
export function ProfileFormPage() {
  const params = useParams();
  const id = Number(params.numus) || 0;
  const permisos = usePermisos('perfiles');
  // Creating needs crear on perfiles; without editar an existing profile is shown read-only.
  if (!id && permisos.create <= 0) return <NoPermissionPage />;
  return <ProfileForm id={id} sectionId={Number(params.secod) || 1} readOnly={id > 0 && permisos.edit <= 0} />;
}

function ProfileForm({ id, sectionId, readOnly }: { id: number; sectionId: number; readOnly: boolean }) {
  const navigate = useNavigate();
  const { data } = useQuery(StaffProfileDocument, { variables: { id, sectionId }, fetchPolicy: 'network-only' });
  const [save, { loading: saving }] = useMutation(SaveStaffProfileDocument);
  const profile = data?.staffProfile;
  const [name, setName] = useState('');
  const [levels, setLevels] = useState<Map<number, MenuGrantLevel>>(new Map());

  // What was loaded (or last saved): edits are measured against it.
  const [loaded, setLoaded] = useState('');
  const snapshot = formSnapshot(name, levels);
  useEffect(() => {
    if (!profile) return;
    const chosen = new Map(profile.menus.flatMap((m) => m.children.filter((c) => c.chosen).map((c) => [c.id, c.level ?? 'OPERATE'] as const)));
    setName(profile.name);
    setLevels(chosen);
    setLoaded(formSnapshot(profile.name, chosen));
  }, [profile]);
  const { allowNext } = useUnsavedChanges(!readOnly && !!profile && snapshot !== loaded);

  const toggle = (ids: number[], on: boolean) =>
    setLevels((current) => {
      const next = new Map(current);
      for (const menuId of ids) on ? next.set(menuId, next.get(menuId) ?? 'OPERATE') : next.delete(menuId);
      return next;
    });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    if (!name.trim()) return warn(T.profileForm.completeFields);
    if (!levels.size) return warn(T.profileForm.atLeastOneMenu);
    const menus = [...levels.entries()].map(([menuId, level]) => ({ id: menuId, level }));
    const result = await save({ variables: { id, input: { name: name.trim(), sectionId, menus } } }).catch(() => null);
    const done = result?.data?.saveStaffProfile;
    if (!done) return;
    toast.success(done.message);
    setLoaded(snapshot);
    allowNext();
    if (!id) void navigate(`/perfiles/${done.profile.id}/${sectionId}`, { replace: true });
  }

  // Fields appear with their data: what is typed before it arrives would be overwritten.
  if (!profile) return <p className="form-hint">{T.loading}</p>;
  return (
    <section className="page staff-page">
      <h1>{id ? (readOnly ? T.profileForm.view : T.profileForm.edit) : T.profileForm.create}</h1>
      {readOnly && <ReadOnlyNotice />}
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="staff-form">
        <div className={readOnly ? 'form--readonly' : undefined}>
          <TextField id="perfil-nombre" name="name" label={T.profileForm.name} value={name} maxLength={150} required disabled={readOnly} onChange={setName} />
        </div>
        <SelectField
          id="perfil-seccion"
          name="sectionId"
          label={T.profileForm.section}
          value={sectionId}
          options={(profile?.sections ?? []).map((s) => ({ value: s.id, label: `${s.name} (${s.menus})` }))}
          onChange={(value) => void navigate(`/perfiles/${id}/${value}`, { replace: true })}
        />
        <fieldset className={readOnly ? 'staff-menus form--readonly' : 'staff-menus'} disabled={readOnly}>
          <legend>{T.profileForm.menus}</legend>
          {profile?.menus.map((parent) => {
            const childIds = parent.children.map((c) => c.id);
            const all = childIds.length > 0 && childIds.every((c) => levels.has(c));
            return (
              <div key={parent.id} className="staff-menus__group">
                <label className="staff-menus__parent">
                  <input type="checkbox" checked={all} onChange={(e) => toggle(childIds, e.target.checked)} /> {parent.title}
                </label>
                <ul>
                  {parent.children.map((child) => (
                    <li key={child.id}>
                      <label>
                        <input type="checkbox" checked={levels.has(child.id)} onChange={(e) => toggle([child.id], e.target.checked)} /> {child.title}
                      </label>{' '}
                      {levels.has(child.id) && (
                        <select
                          aria-label={T.profileForm.level(child.title)}
                          value={levels.get(child.id)}
                          onChange={(e) => setLevels((m) => new Map(m).set(child.id, e.target.value as MenuGrantLevel))}
                        >
                          {T.levels.map((l) => (
                            <option key={l.value} value={l.value}>
                              {l.label}
                            </option>
                          ))}
                        </select>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </fieldset>
        <FormActions
          cancelLabel={T.profileForm.back}
          onCancel={() => void navigate('/perfiles/lista')}
          submitLabel={readOnly ? undefined : T.profileForm.save}
          disabled={saving}
          ariaBusy={saving}
        />
      </form>
    </section>
  );
}
