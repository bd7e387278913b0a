import { useMutation } from '@apollo/client/react';
import { startOfDay, toIsoDate } from '@domain/dates';
import { useId, useState } from 'react';
import { BulkChangeCompanyStateDocument, type CompanyState } from '../../generated/graphql';
import { DateRangePicker } from '../../widgets/forms/DateRangePicker';
import { BULK_STATES } from './company-states';
import { COMPANY_TEXT as T } from './messages';
import { BulkChangeForm } from './BulkChangeForm';

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

  const label = () => BULK_STATES.find((s) => s.state === state)!.label;

  return (
    <BulkChangeForm
      title={T.bulkModal.title}
      count={companyIds.length}
      busy={loading}
      confirmation={() => T.confirmBulkState(companyIds.length, label())}
      apply={async () =>
        (await run({ variables: { ids: companyIds, state, endDate: withEndDate ? endDate : null } })).data?.bulkChangeCompanyState.message ?? null
      }
      onClose={onClose}
      onChanged={onChanged}
    >
      <div className="field">
        <label className="field__label" htmlFor={`${id}-estado`}>
          {T.bulkModal.state}
        </label>
        <select id={`${id}-estado`} name="state" className="input" value={state} onChange={(e) => setState(e.target.value as CompanyState)}>
          {BULK_STATES.map((s) => (
            <option key={s.state} value={s.state}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <label className="company-filters__check">
        <input
          type="checkbox"
          checked={withEndDate}
          onChange={(e) => {
            setWithEndDate(e.target.checked);
            // The picker starts on today and only reports changes.
            if (e.target.checked && !endDate) setEndDate(toIsoDate(startOfDay(new Date())));
          }}
        />
        {T.bulkModal.withEndDate}
      </label>
      {withEndDate && <DateRangePicker id={`${id}-fechafin`} single showPresets={false} onChange={(value) => setEndDate(value.fromIso)} />}
    </BulkChangeForm>
  );
}
