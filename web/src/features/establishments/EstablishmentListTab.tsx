import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { errorMessage, isSessionError } from '../../app/graphql-errors';
import { useCurrentUser } from '../../app/session';
import { DeleteEstablishmentDocument, EstablishmentsDocument, SetHeadOfficeDocument } from '../../generated/graphql';
import { confirm } from '../../widgets/feedback/dialogs';
import { toast } from '../../widgets/feedback/toasts';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import { ActivationModal } from './ActivationModal';
import { EmissionPointsModal } from './EmissionPointsModal';
import { ESTABLISHMENT_COLUMNS, establishmentRows, headOfficeRowStyle } from './establishment-rows';
import { ESTAB_TEXT } from './messages';
import './establishments.css';

export interface EstablishmentListTabProps {
  companyId: number;
  selectedId: number | null;
  onSelect: (establishmentId: number | null) => void;
  /** Opens tab 4 on an establishment, or on a new one (null). */
  onEdit: (establishmentId: number | null) => void;
}

/** Establishments of a company (tab 3 of /empresas): head office highlighted, Matriz, delete, electronic points and e-invoicing activation. */
export function EstablishmentListTab({ companyId, selectedId, onSelect, onEdit }: EstablishmentListTabProps) {
  const { data, loading, refetch } = useQuery(EstablishmentsDocument, { variables: { companyId }, fetchPolicy: 'cache-and-network' });
  const { user } = useCurrentUser();
  const permisos = user?.permissions.find((p) => p.resource === 'empresas');
  const canEdit = (permisos?.edit ?? 0) > 0;
  const canDelete = (permisos?.delete ?? 0) > 0;
  const [setHeadOffice, headOfficeState] = useMutation(SetHeadOfficeDocument, { context: { handledByCaller: true } });
  const [deleteEstablishment, deleteState] = useMutation(DeleteEstablishmentDocument, { context: { handledByCaller: true } });
  const [modal, setModal] = useState<'points' | 'activation' | null>(null);
  // The points modal keeps its establishment: reloading the list clears the grid's selection.
  const [pointsFor, setPointsFor] = useState<number | null>(null);

  const list = data?.establishments;
  const items = useMemo(() => list?.items ?? [], [list]);
  const points = useMemo(() => list?.electronicPoints ?? [], [list]);
  const rows = useMemo(() => establishmentRows(items, points), [items, points]);
  const selected = items.find((e) => e.id === selectedId) ?? null;
  const pointsEstablishment = items.find((e) => e.id === pointsFor) ?? null;
  // Stable between renders: the grid starts over (and drops its selection) on a new array.
  const establishmentPoints = useMemo(() => points.filter((p) => p.establishmentId === pointsFor), [points, pointsFor]);
  const busy = headOfficeState.loading || deleteState.loading;

  /** Runs a write; a refusal shows as an error toast (the field, if any, is marked by the global handling). */
  async function run(action: () => Promise<string | undefined>) {
    try {
      const message = await action();
      if (message) toast.success(message);
      await refetch();
    } catch (error) {
      if (!isSessionError(error)) toast.error(errorMessage(error));
    }
  }

  function needSelection(): boolean {
    if (selected) return true;
    toast.warning(ESTAB_TEXT.selectFirst);
    return false;
  }

  async function makeHeadOffice() {
    if (!needSelection() || !selected) return;
    if (selected.headOffice) {
      toast.info(ESTAB_TEXT.alreadyHeadOffice);
      return;
    }
    const accepted = await confirm({ title: ESTAB_TEXT.confirmTitle, message: ESTAB_TEXT.confirmHeadOffice(selected.number, selected.description) });
    if (!accepted) return;
    await run(async () => (await setHeadOffice({ variables: { companyId, id: selected.id } })).data?.setHeadOffice.message);
  }

  async function remove() {
    if (!needSelection() || !selected) return;
    const accepted = await confirm({ title: ESTAB_TEXT.confirmTitle, message: ESTAB_TEXT.confirmDelete(selected.number, selected.description) });
    if (!accepted) return;
    await run(async () => {
      const message = (await deleteEstablishment({ variables: { companyId, id: selected.id } })).data?.deleteEstablishment;
      onSelect(null);
      return message;
    });
  }

  return (
    <section aria-label={ESTAB_TEXT.listTitle}>
      <div className="estab-toolbar" role="toolbar" aria-label="Acciones de establecimientos">
        {canEdit && (
          <button type="button" className="btn btn--primary" onClick={() => onEdit(null)}>
            {ESTAB_TEXT.actions.new}
          </button>
        )}
        <button type="button" className="btn btn--secondary" onClick={() => needSelection() && onEdit(selected!.id)}>
          {ESTAB_TEXT.actions.edit}
        </button>
        {canEdit && (
          <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => void makeHeadOffice()}>
            {ESTAB_TEXT.actions.setHeadOffice}
          </button>
        )}
        {canDelete && (
          <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => void remove()}>
            {ESTAB_TEXT.actions.delete}
          </button>
        )}
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => {
            if (!needSelection()) return;
            setPointsFor(selected!.id);
            setModal('points');
          }}
        >
          {ESTAB_TEXT.actions.points}
        </button>
        {canEdit && (
          <button type="button" className="btn btn--warning" onClick={() => setModal('activation')}>
            {ESTAB_TEXT.actions.activate}
          </button>
        )}
        {list && (
          <span className={`estab-toolbar__status estab-toolbar__status--${list.einvoicing ? 'on' : 'off'}`} role="status">
            {list.einvoicing ? ESTAB_TEXT.einvoicingActive : ESTAB_TEXT.einvoicingInactive}
          </span>
        )}
      </div>
      <p className="estab-selection">
        <span className="estab-legend" aria-hidden="true" />
        {ESTAB_TEXT.headOfficeLegend}
        {selected ? ` · Seleccionado: ${selected.number} ${selected.description}` : ''}
      </p>
      <div className="estab-grid">
        {loading && !data ? (
          <p role="status">{ESTAB_TEXT.loading}</p>
        ) : (
          <ReportGrid
            title={ESTAB_TEXT.listTitle}
            columns={ESTABLISHMENT_COLUMNS}
            data={rows}
            variant="plain"
            selection="single"
            rowStyle={headOfficeRowStyle}
            onSelectionChange={(picked) => onSelect((picked[0]?.alm_codigo as number | undefined) ?? null)}
            onOpenRow={(row) => onEdit(row.alm_codigo as number)}
          />
        )}
      </div>
      {modal === 'points' && pointsEstablishment && (
        <EmissionPointsModal
          companyId={companyId}
          establishment={pointsEstablishment}
          points={establishmentPoints}
          canEdit={canEdit}
          onChanged={() => void refetch()}
          onClose={() => setModal(null)}
        />
      )}
      {modal === 'activation' && (
        <ActivationModal companyId={companyId} establishments={items} onActivated={() => void refetch()} onClose={() => setModal(null)} />
      )}
    </section>
  );
}
