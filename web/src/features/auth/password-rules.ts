import { authMessages } from './messages';

export const MIN_PASSWORD_LENGTH = 8;

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

export interface FieldProblem {
  field: keyof PasswordChangeValues;
  message: string;
}

/** The first rule the form breaks, checked before anything is sent; null when it can be sent. */
export function checkPasswordChange(values: PasswordChangeValues): FieldProblem | null {
  if (!values.currentPassword) return { field: 'currentPassword', message: authMessages.currentPasswordRequired };
  if (!values.newPassword) return { field: 'newPassword', message: authMessages.newPasswordRequired };
  if (!values.confirmation) return { field: 'confirmation', message: authMessages.confirmationRequired };
  if (values.newPassword.length < MIN_PASSWORD_LENGTH) return { field: 'newPassword', message: authMessages.newPasswordTooShort };
  if (values.newPassword !== values.confirmation) return { field: 'confirmation', message: authMessages.confirmationMismatch };
  return null;
}
