import { useState, type FormEvent } from 'react';
import { BusinessLineSelector } from '../../widgets/forms/BusinessLineSelector';
import { DateField } from '../../widgets/forms/DateField';
import { FormAlert } from '../../widgets/forms/FormAlert';
import { TextField } from '../../widgets/forms/TextField';
import { CONTRACT_STATE_LABELS } from '@domain/package-balance';
import { COMPANY_STATE_OPTIONS, PAYMENTS_TEXT as T } from './messages';
import { checkStartDates, EMPTY_FILTERS, toggle, type PaymentFilters } from './payment-filter';
import { ModalFrame } from '../../widgets/feedback/ModalFrame';

const F = T.filter;
const CONTRACT_STATES = [CONTRACT_STATE_LABELS.active, CONTRACT_STATE_LABELS.blocked];

export interface FilterModalProps {
  value: PaymentFilters;
  onApply: (value: PaymentFilters) => void;
  onClose: () => void;
}

/** The filter modal: RUC or name, company and contract states, business lines, contract start dates. */
export function FilterModal({ value, onApply, onClose }: FilterModalProps) {
  const [draft, setDraft] = useState<PaymentFilters>(value);
  // Dates are checked once Aplicar was pressed, then live while the user corrects them.
  const [tried, setTried] = useState(false);
  const check = tried ? checkStartDates(draft) : null;
  const problem = check && !check.ok ? check : null;
  const today = new Date();
  const set = (changes: Partial<PaymentFilters>) => setDraft((d) => ({ ...d, ...changes }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const dates = checkStartDates(draft);
    if (!dates.ok) {
      setTried(true);
      document.getElementById(`pagos-${dates.fields[0]}`)?.focus();
      return;
    }
    onApply(draft);
  }

  return (
    <ModalFrame title={F.title} size="wide" onClose={onClose}>
      <form className="payments-filter" aria-label={F.title} noValidate onSubmit={submit}>
        <FormAlert message={problem?.message ?? null} />
        <TextField id="pagos-texto" name="texto" label={F.text} value={draft.text} maxLength={100} autoComplete="off" onChange={(text) => set({ text })} />
        <div className="payments-filter__row">
          <fieldset className="payments-filter__group">
            <legend>{F.companyStates}</legend>
            {COMPANY_STATE_OPTIONS.map((s) => (
              <label key={s.value} className="payments-filter__check">
                <input
                  type="checkbox"
                  name={`emp_activa-${s.code}`}
                  checked={draft.companyStates.includes(s.value)}
                  onChange={() => set({ companyStates: toggle(draft.companyStates, s.value) })}
                />
                <span className="payments-dot" style={{ background: s.color }} aria-hidden="true" />
                {s.label}
              </label>
            ))}
          </fieldset>
          <fieldset className="payments-filter__group">
            <legend>{F.contractStates}</legend>
            {CONTRACT_STATES.map((s) => (
              <label key={s} className="payments-filter__check">
                <input
                  type="checkbox"
                  name={`estado_contrato-${s}`}
                  checked={draft.contractStates.includes(s)}
                  onChange={() => set({ contractStates: toggle(draft.contractStates, s) })}
                />
                {s}
              </label>
            ))}
          </fieldset>
          <fieldset className="payments-filter__group payments-filter__dates">
            <legend>{F.dates}</legend>
            <div className="payments-filter__date-pair">
              <DateField
                id="pagos-startFrom"
                name="desde"
                label={F.startFrom}
                value={draft.startFrom}
                today={today}
                invalid={problem?.fields.includes('startFrom')}
                onChange={(startFrom) => set({ startFrom })}
                onCommit={() => undefined}
              />
              <DateField
                id="pagos-startTo"
                name="hasta"
                label={F.startTo}
                value={draft.startTo}
                today={today}
                invalid={problem?.fields.includes('startTo')}
                onChange={(startTo) => set({ startTo })}
                onCommit={() => undefined}
              />
            </div>
          </fieldset>
        </div>
        <BusinessLineSelector id="pagos-tipos" legend={F.businessLines} value={draft.businessLines} onChange={(businessLines) => set({ businessLines })} />
        <div className="dialog__actions">
          <button type="button" className="btn btn--secondary" onClick={() => onApply(EMPTY_FILTERS)}>
            {T.actions.clearFilters}
          </button>
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {T.actions.cancel}
          </button>
          <button type="submit" className="btn btn--primary">
            {T.actions.apply}
          </button>
        </div>
      </form>
    </ModalFrame>
  );
}
