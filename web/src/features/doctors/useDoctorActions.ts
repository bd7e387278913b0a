import { useMutation } from '@apollo/client/react';
import { SetDoctorValidityDocument, type DoctorRowFieldsFragment } from '../../generated/graphql';
import { confirm, showPopup } from '../../widgets/feedback/dialogs';
import { LEVEL_TITLES } from '../../widgets/feedback/levels';
import { toast } from '../../widgets/feedback/toasts';
import { DOCTOR_TEXT as T } from './messages';

const warn = (text: string) => void showPopup({ title: LEVEL_TITLES.warning, text, level: 'warning' });

/**
 * The validity toggle: valid (0) <-> invalid (2), a doctor to validate (1) becomes valid. Only
 * with the route's modo above 0 and the API's right to change validity; otherwise the spec's info
 * message and nothing is sent. Confirmed before the change.
 */
export function useDoctorActions(modo: number, canChangeValidity: boolean, onChanged: () => void) {
  const [setValidity, { loading }] = useMutation(SetDoctorValidityDocument);

  async function toggleValidity(selected: readonly DoctorRowFieldsFragment[]) {
    if (loading) return;
    if (modo <= 0 || !canChangeValidity) return void showPopup({ title: LEVEL_TITLES.info, text: T.noPermission, level: 'info' });
    if (!selected.length) return warn(T.selectDoctor);
    if (selected.length > 1) return warn(T.selectOneDoctor);
    const doctor = selected[0]!;
    // Valid becomes invalid; invalid and to-validate become valid (labels by med_valido code: 0 valid, 2 invalid).
    const validity = doctor.validity === 'VALID' ? 'INVALID' : 'VALID';
    if (!(await confirm({ title: T.confirmTitle, message: T.confirmValidity(doctor.fullName, T.validityLabels[validity === 'VALID' ? 0 : 2]!) }))) return;
    const { data } = await setValidity({ variables: { doctorId: doctor.id, validity } }).catch(() => ({ data: undefined }));
    if (!data) return;
    toast.success(data.setDoctorValidity.message);
    onChanged();
  }

  return { toggleValidity, busy: loading };
}
