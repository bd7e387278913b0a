import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { SetStaffProfileActiveDocument, StaffProfilesDocument } from '../../generated/graphql';
import { showWarning } from '../../widgets/feedback/dialogs';
import { ActiveButtons } from './ActiveButtons';
import { STAFF_TEXT as T } from './messages';
import { StaffGrid, StateFilter } from './StaffListParts';
import './staff.css';
import { PROFILE_COLUMNS, profileRow } from './staff-rows';
import { activeFilter, toggleActive } from './useActiveToggle';
import { refetchQuietly } from '../../widgets/feedback/use-action';

/** /perfiles/lista: profiles by state, with confirmed activate/deactivate (only with eliminar on perfiles). */
export function ProfilesPage() {
  const [active, setActive] = useState('');
  const { data, loading, refetch } = useQuery(StaffProfilesDocument, { variables: { active: activeFilter(active) }, fetchPolicy: 'cache-and-network' });
  const [setProfileActive] = useMutation(SetStaffProfileActiveDocument);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const items = useMemo(() => data?.staffProfiles.items ?? [], [data]);
  const rows = useMemo(() => items.map(profileRow), [items]);
  const selected = items.find((p) => p.id === selectedId) ?? null;
  const canToggle = (data?.staffProfiles.permisos.delete ?? 0) > 0;
  const canCreate = (data?.staffProfiles.permisos.create ?? 0) > 0;
  const canEdit = (data?.staffProfiles.permisos.edit ?? 0) > 0;
  const navigate = useNavigate();
  const edit = () => (selected ? void navigate(`/perfiles/${selected.id}/1`) : void showWarning(T.selectOne));

  const toggle = (to: boolean) =>
    toggleActive({
      selected,
      active: to,
      question: T.confirmProfile,
      run: async () => (await setProfileActive({ variables: { id: selected!.id, active: to } })).data?.setStaffProfileActive.message,
      reload: () => void refetchQuietly(refetch),
    });

  return (
    <section className="page staff-page">
      <h1>{T.profiles.title}</h1>
      <div className="company-actions" role="toolbar" aria-label={T.profiles.grid}>
        <StateFilter value={active} onChange={setActive} />
        {canCreate && (
          <button type="button" className="btn btn--primary" onClick={() => void navigate('/perfiles/0/1')}>
            {T.create}
          </button>
        )}
        {/* Without editar the same form opens read-only. */}
        <button type="button" className="btn btn--secondary" onClick={edit}>
          {canEdit ? T.edit : T.view}
        </button>
        {canToggle && <ActiveButtons onToggle={(active) => void toggle(active)} />}
      </div>
      <StaffGrid
        chartBy="usr_nombre"
        chartSeries="num_usuarios"
        loading={loading}
        columns={PROFILE_COLUMNS}
        rows={rows}
        title={T.profiles.grid}
        onSelect={setSelectedId}
      />
    </section>
  );
}
