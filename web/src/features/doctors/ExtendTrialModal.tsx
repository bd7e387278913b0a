import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { ExtendDoctorTrialDocument, type DoctorRowFieldsFragment } from '../../generated/graphql';
import { showWarning } from '../../widgets/feedback/dialogs';
import { FormModal } from '../../widgets/feedback/FormModal';
import { useAction } from '../../widgets/feedback/use-action';
import { NumberField } from '../../widgets/forms/NumberField';
import { DOCTOR_TEXT as T } from './messages';

/** Spec 001 §9: one day unless the user types another number. */
export const DEFAULT_DAYS = '1';

/**
 * Extends the test period of the chosen doctors by a number of days (1 by default, above 0);
 * the API extends all of them or none.
 */
export function ExtendTrialModal({ doctors, onClose, onDone }: { doctors: readonly DoctorRowFieldsFragment[]; onClose: () => void; onDone: () => void }) {
  const [days, setDays] = useState(DEFAULT_DAYS);
  const [extend] = useMutation(ExtendDoctorTrialDocument);
  const { run, busy } = useAction();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const n = Number(days);
    if (!days.trim() || !Number.isInteger(n) || n <= 0) {
      void showWarning(T.daysRequired);
      return;
    }
    const plans = doctors.map((d) => ({ doctorId: d.id, planStart: d.planStart! }));
    await run(() => extend({ variables: { plans, days: n } }), {
      message: (data) => data.extendDoctorTrial.message,
      onSuccess: () => {
        onDone();
        onClose();
      },
    });
  }
  return (
    <FormModal
      title={T.extend.title}
      onClose={onClose}
      onSubmit={submit}
      className="doctor-modal__form"
      cancelLabel={T.actions.cancel}
      submitLabel={T.actions.accept}
      disabled={busy}
    >
      <p className="doctor-modal__lead">{T.extend.doctors(doctors.length)}</p>
      <ul className="doctor-modal__list">
        {doctors.map((d) => (
          <li key={d.id}>
            {d.fullName} · {d.expiresIn}
          </li>
        ))}
      </ul>
      <NumberField id="extender-dias" name="days" label={T.extend.days} value={days} integer positive onChange={(text) => setDays(text)} autoFocus />
      <p className="doctor-modal__hint">{T.extend.rule}</p>
    </FormModal>
  );
}
