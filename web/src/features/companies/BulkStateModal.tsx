import { useMutation } from '@apollo/client/react';
import { startOfDay, toIsoDate } from '@domain/dates';
import { useId, useState, type FormEvent } from 'react';
import { BulkChangeCompanyStateDocument } from '../../generated/graphql';
import { confirm } from '../../widgets/feedback/dialogs';
import { toast } from '../../widgets/feedback/toasts';
import { DateRangePicker } from '../../widgets/forms/DateRangePicker';
import { BULK_STATES } from './company-states';
import { COMPANY_TEXT as T } from './messages';
import { ModalFrame } from './ModalFrame';

export interface BulkStateModalProps {
  companyIds: number[];
  onClose: () => void;
  onChanged: () => void;
}

/** Sets one state (and optionally the end date of that state) on every selected company. */
export function BulkStateModal({ companyIds, onClose, onChanged }: BulkStateModalProps) {
  const id = useId();
  const [state, setState] = useState(BULK_STATES[0]!.state);
  const [withEndDate, setWithEndDate] = useState(false);
  const [endDate, setEndDate] = useState<string | null>(null);
  const [run, { loading }] = useMutation(BulkChangeCompanyStateDocument);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const label = BULK_STATES.find((s) => s.state === state)!.label;
    if (!(await confirm({ title: T.confirmTitle, message: T.confirmBulkState(companyIds.length, label) }))) return;
    const { data } = await run({ variables: { ids: companyIds, state, endDate: withEndDate ? endDate : null } }).catch(() => ({ data: undefined }));
    if (!data) return;
    toast.success(data.bulkChangeCompanyState.message);
    onChanged();
    onClose();
  }

  return (
    <ModalFrame title={T.bulkModal.title} onClose={onClose}>
      {() => (
        <form onSubmit={submit} noValidate>
          <p>{T.bulkModal.companies(companyIds.length)}</p>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-estado`}>
              {T.bulkModal.state}
            </label>
            <select id={`${id}-estado`} name="state" className="input" value={state} onChange={(e) => setState(Number(e.target.value))}>
              {BULK_STATES.map((s) => (
                <option key={s.state} value={s.state}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
          <label className="company-filters__check">
            <input type="checkbox" checked={withEndDate} onChange={(e) => {
                setWithEndDate(e.target.checked);
                // The picker starts on today and only reports changes.
                if (e.target.checked && !endDate) setEndDate(toIsoDate(startOfDay(new Date())));
              }} />
            {T.bulkModal.withEndDate}
          </label>
          {withEndDate && <DateRangePicker id={`${id}-fechafin`} single showPresets={false} onChange={(value) => setEndDate(value.fromIso)} />}
          <div className="dialog__actions">
            <button type="button" className="btn btn--secondary" onClick={onClose}>
              {T.actions.cancel}
            </button>
            <button type="submit" className="btn btn--primary" disabled={loading} aria-busy={loading}>
              {T.actions.accept}
            </button>
          </div>
        </form>
      )}
    </ModalFrame>
  );
}
