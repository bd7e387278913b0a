import { useMutation } from '@apollo/client/react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { errorMessage, isSessionError } from '../../app/graphql-errors';
import {
  CancelEmissionPointDocument,
  CreateElectronicPointDocument,
  ReactivateEmissionPointDocument,
  type EmissionPointFieldsFragment,
  type EstablishmentFieldsFragment,
} from '../../generated/graphql';
import { confirm } from '../../widgets/feedback/dialogs';
import { Dialog } from '../../widgets/feedback/Dialog';
import { toast } from '../../widgets/feedback/toasts';
import { NumberField } from '../../widgets/forms/NumberField';
import { TextField } from '../../widgets/forms/TextField';
import { ReportGrid } from '../../widgets/grid/ReportGrid';
import { FieldError } from './EstabFields';
import { POINT_COLUMNS, pointRows } from './establishment-rows';
import { ESTAB_TEXT, FIELD_LABEL } from './messages';
import { FormActions } from '../../widgets/forms/FormActions';

interface Props {
  companyId: number;
  establishment: EstablishmentFieldsFragment;
  points: readonly EmissionPointFieldsFragment[];
  canEdit: boolean;
  onChanged: () => void;
  onClose: () => void;
}

/** Default name of an electronic point: PtoElec002 for 002 (spec 000 §9). */
const defaultName = (number: string) => `PtoElec${number}`;

/** The electronic-invoice point modal: the establishment's electronic points, create (002 / PtoElec002), anular and reactivar. */
export function EmissionPointsModal({ companyId, establishment, points, canEdit, onChanged, onClose }: Props) {
  const titleId = useId();
  const ids = useId();
  const options = { context: { handledByCaller: true } };
  const [create, createState] = useMutation(CreateElectronicPointDocument, options);
  const [cancel, cancelState] = useMutation(CancelEmissionPointDocument, options);
  const [reactivate, reactivateState] = useMutation(ReactivateEmissionPointDocument, options);
  const [number, setNumber] = useState('002');
  const [name, setName] = useState(defaultName('002'));
  const [description, setDescription] = useState('');
  const [address, setAddress] = useState(establishment.address);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const busy = createState.loading || cancelState.loading || reactivateState.loading;
  const selected = points.find((p) => p.id === selectedId) ?? null;
  const rows = useMemo(() => pointRows(points), [points]);

  function changeNumber(text: string) {
    // The name follows the number while it is still the default one.
    if (name === defaultName(number)) setName(defaultName(text));
    setNumber(text);
    setProblem(null);
  }

  async function run(action: () => Promise<string | undefined>, field?: string) {
    try {
      const message = await action();
      if (message) toast.success(message);
      onChanged();
      return true;
    } catch (error) {
      if (isSessionError(error)) return false;
      const message = errorMessage(error);
      if (field) setProblem({ field, message });
      toast.error(message);
      return false;
    }
  }

  async function onCreate(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!/^\d{3}$/.test(number)) {
      setProblem({ field: 'number', message: ESTAB_TEXT.pointNumberFormat });
      return;
    }
    await run(async () => {
      const result = await create({ variables: { companyId, input: { establishmentId: establishment.id, number, name, description, address } } });
      return result.data?.createElectronicPoint.message;
    }, 'number');
  }

  async function onCancelPoint() {
    if (!selected) return toast.warning('Seleccione un punto de emisión');
    if (!(await confirm({ title: ESTAB_TEXT.confirmTitle, message: ESTAB_TEXT.confirmCancelPoint(selected.number) }))) return;
    await run(async () => (await cancel({ variables: { companyId, id: selected.id } })).data?.cancelEmissionPoint.message);
  }

  async function onReactivate() {
    if (!selected) return toast.warning('Seleccione un punto de emisión');
    await run(async () => (await reactivate({ variables: { companyId, id: selected.id } })).data?.reactivateEmissionPoint.message);
  }

  return (
    <Dialog titleId={titleId} className="estab-modal" onEscape={onClose}>
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {ESTAB_TEXT.pointsTitle(establishment.number)}
        </h2>
        <button type="button" className="dialog__close" aria-label={ESTAB_TEXT.actions.close} onClick={onClose}>
          ×
        </button>
      </div>
      {points.length === 0 ? (
        <p className="form-hint">{ESTAB_TEXT.noPoints}</p>
      ) : (
        <ReportGrid
          title={ESTAB_TEXT.pointsTitle(establishment.number)}
          columns={POINT_COLUMNS}
          data={rows}
          variant="scroll"
          selection="single"
          totals={false}
          onSelectionChange={(rows) => setSelectedId((rows[0]?.tdv_codigo as number | undefined) ?? null)}
        />
      )}
      {canEdit && points.length > 0 && (
        <div className="estab-modal__actions">
          <button type="button" className="btn btn--secondary" disabled={busy || !selected || selected.state !== 'ACTIVE'} onClick={() => void onCancelPoint()}>
            {ESTAB_TEXT.actions.cancelPoint}
          </button>
          <button type="button" className="btn btn--secondary" disabled={busy || !selected || selected.state === 'ACTIVE'} onClick={() => void onReactivate()}>
            {ESTAB_TEXT.actions.reactivate}
          </button>
        </div>
      )}
      {canEdit && (
        <form onSubmit={onCreate} noValidate aria-label={ESTAB_TEXT.actions.create}>
          <h3 className="estab-modal__subtitle">{ESTAB_TEXT.actions.create}</h3>
          <div className="estab-modal__form">
            <div className="estab-number">
              <NumberField
                id={`${ids}-number`}
                name="number"
                label={FIELD_LABEL.pointNumber}
                integer
                maxLength={3}
                value={number}
                onChange={changeNumber}
                aria-invalid={problem?.field === 'number' ? true : undefined}
                aria-describedby={problem?.field === 'number' ? `${ids}-number-error` : undefined}
              />
              <FieldError id={`${ids}-number`} problem={problem?.field === 'number' ? problem.message : undefined} />
            </div>
            <TextField id={`${ids}-name`} name="name" label={FIELD_LABEL.pointName} maxLength={60} value={name} onChange={setName} />
            <TextField
              id={`${ids}-description`}
              name="description"
              label={FIELD_LABEL.pointDescription}
              maxLength={150}
              value={description}
              onChange={setDescription}
            />
            <TextField id={`${ids}-address`} name="address" label={FIELD_LABEL.pointAddress} maxLength={300} value={address} onChange={setAddress} />
          </div>
          <FormActions cancelLabel={ESTAB_TEXT.actions.close} onCancel={onClose} submitLabel={ESTAB_TEXT.actions.create} disabled={busy} ariaBusy={busy} />
        </form>
      )}
    </Dialog>
  );
}
