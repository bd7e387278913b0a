import { useMutation } from '@apollo/client/react';
import { SetDoctorValidityDocument, type DoctorRowFieldsFragment } from '../../generated/graphql';
import { confirm, showPopup, showWarning } from '../../widgets/feedback/dialogs';
import { LEVEL_TITLES } from '../../widgets/feedback/levels';
import { useAction } from '../../widgets/feedback/use-action';
import { DOCTOR_TEXT as T } from './messages';

const warn = (text: string) => void showWarning(text);

/**
 * The validity toggle: valid (0) <-> invalid (2), a doctor to validate (1) becomes valid. Only
 * with the route's modo above 0 and the API's right to change validity; otherwise the spec's info
 * message and nothing is sent. Confirmed before the change.
 */
export function useDoctorActions(modo: number, canChangeValidity: boolean, onChanged: () => void) {
  const [setValidity] = useMutation(SetDoctorValidityDocument);
  const { run, busy } = useAction();

  async function toggleValidity(selected: readonly DoctorRowFieldsFragment[]) {
    if (busy) return;
    if (modo <= 0 || !canChangeValidity) return void showPopup({ title: LEVEL_TITLES.info, text: T.noPermission, level: 'info' });
    if (!selected.length) return warn(T.selectDoctor);
    if (selected.length > 1) return warn(T.selectOneDoctor);
    const doctor = selected[0]!;
    // Valid becomes invalid; invalid and to-validate become valid (labels by med_valido code: 0 valid, 2 invalid).
    const validity = doctor.validity === 'VALID' ? 'INVALID' : 'VALID';
    if (!(await confirm({ title: T.confirmTitle, message: T.confirmValidity(doctor.fullName, T.validityLabels[validity === 'VALID' ? 0 : 2]!) }))) return;
    await run(() => setValidity({ variables: { doctorId: doctor.id, validity } }), { message: (data) => data.setDoctorValidity.message, refetch: onChanged });
  }

  return { toggleValidity, busy };
}
