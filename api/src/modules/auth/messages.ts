/** Spanish texts of sign-in, sessions and passwords. */
export const AUTH_MSG = {
  usernameRequired: 'Ingrese el usuario',
  passwordRequired: 'Ingrese la clave',
  badCredentials: 'Usuario o clave incorrectos',
  currentRequired: 'Ingrese la clave actual',
  newRequired: 'Ingrese la nueva clave',
  confirmationRequired: 'Confirme la nueva clave',
  mismatch: 'La clave y la confirmación de la clave no coinciden.',
  tooShort: 'La nueva clave debe tener al menos 8 caracteres',
  sameAsCurrent: 'La nueva clave debe ser diferente a la actual',
  wrongCurrent: 'La clave actual no es correcta',
  changed: 'Clave actualizada con éxito',
  loggedOut: 'Sesión cerrada',
  sessionClosed: 'Sesión cerrada',
  sessionNotFound: 'La sesión no existe o ya está cerrada',
  othersClosed: (count: number) => (count === 1 ? 'Se cerró 1 sesión' : `Se cerraron ${count} sesiones`),
  onlySuperUserAdminSessions: 'Solo un super usuario puede cerrar las sesiones de un administrador',
} as const;
