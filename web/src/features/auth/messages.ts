// Spanish texts of the sign-in and change-password screens.
export const authMessages = {
  usernameRequired: 'Ingrese el usuario',
  passwordRequired: 'Ingrese la clave',
  notAuthenticated: 'NO AUTENTICADO',
  currentPasswordRequired: 'Ingrese la clave actual',
  newPasswordRequired: 'Ingrese la nueva clave',
  confirmationRequired: 'Confirme la nueva clave',
  newPasswordTooShort: 'La nueva clave debe tener al menos 8 caracteres',
  confirmationMismatch: 'La clave y la confirmación de la clave no coinciden.',
  passwordChanged: 'Clave actualizada con éxito',
  passwordNotChanged: 'No se pudo actualizar la clave.',
} as const;
