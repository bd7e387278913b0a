import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { SetStaffUserActiveDocument, StaffProfilesDocument, StaffUsersDocument } from '../../generated/graphql';
import { showWarning } from '../../widgets/feedback/dialogs';
import { ActiveButtons } from './ActiveButtons';
import { STAFF_TEXT as T } from './messages';
import { StaffGrid, StateFilter } from './StaffListParts';
import './staff.css';
import { USER_COLUMNS, userRow } from './staff-rows';
import { activeFilter, toggleActive } from './useActiveToggle';
import { refetchQuietly } from '../../widgets/feedback/use-action';

/** /usuarios/lista: users by profile and state, with confirmed activate/deactivate (only with eliminar on usuarios). */
export function UsersPage() {
  const [active, setActive] = useState('T');
  const [profileId, setProfileId] = useState('');
  const { data, loading, refetch } = useQuery(StaffUsersDocument, {
    variables: { active: activeFilter(active), profileId: profileId ? Number(profileId) : null },
    fetchPolicy: 'cache-and-network',
  });
  const profiles = useQuery(StaffProfilesDocument, { variables: { active: null } }).data?.staffProfiles.items ?? [];
  const [setUserActive] = useMutation(SetStaffUserActiveDocument);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const items = useMemo(() => data?.staffUsers.items ?? [], [data]);
  const rows = useMemo(() => items.map(userRow), [items]);
  const selected = items.find((u) => u.id === selectedId) ?? null;
  const canToggle = (data?.staffUsers.permisos.delete ?? 0) > 0;
  const canCreate = (data?.staffUsers.permisos.create ?? 0) > 0;
  const canEdit = (data?.staffUsers.permisos.edit ?? 0) > 0;
  const navigate = useNavigate();
  const open = (modo: string) => (selected ? void navigate(`/usuarios/${modo}/${selected.id}`) : void showWarning(T.selectOne));

  const toggle = (to: boolean) =>
    toggleActive({
      selected,
      active: to,
      question: T.confirmUser,
      run: async () => (await setUserActive({ variables: { id: selected!.id, active: to } })).data?.setStaffUserActive.message,
      reload: () => void refetchQuietly(refetch),
    });

  return (
    <section className="page staff-page">
      <h1>{T.users.title}</h1>
      <div className="company-actions" role="toolbar" aria-label={T.users.grid}>
        <label>
          {T.users.profile}{' '}
          <select value={profileId} onChange={(e) => setProfileId(e.target.value)}>
            <option value="">{T.users.allProfiles}</option>
            {profiles.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <StateFilter value={active} onChange={setActive} />
        {canCreate && (
          <button type="button" className="btn btn--primary" onClick={() => void navigate('/usuarios/crear/0')}>
            {T.create}
          </button>
        )}
        {/* Without editar the same form opens read-only. */}
        <button type="button" className="btn btn--secondary" onClick={() => open('editar')}>
          {canEdit ? T.edit : T.view}
        </button>
        {data?.staffUsers.canChangePasswords && (
          <button type="button" className="btn btn--secondary" onClick={() => open('cmbclave')}>
            {T.changePassword}
          </button>
        )}
        {canToggle && <ActiveButtons onToggle={(active) => void toggle(active)} />}
      </div>
      <StaffGrid chartBy="perfil" loading={loading} columns={USER_COLUMNS} rows={rows} title={T.users.grid} onSelect={setSelectedId} />
    </section>
  );
}
