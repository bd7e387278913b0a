/** Spanish texts of sign-in, sessions and passwords. */
export const AUTH_MSG = {
  usernameRequired: 'Ingrese el usuario',
  passwordRequired: 'Ingrese la clave',
  badCredentials: 'Usuario o clave incorrectos',
  inactive: 'El usuario se encuentra inactivo. Comuníquese con el administrador.',
  currentRequired: 'Ingrese la clave actual',
  newRequired: 'Ingrese la nueva clave',
  confirmationRequired: 'Confirme la nueva clave',
  mismatch: 'La clave y la confirmación de la clave no coinciden.',
  tooShort: 'La nueva clave debe tener al menos 8 caracteres',
  sameAsCurrent: 'La nueva clave debe ser diferente a la actual',
  wrongCurrent: 'La clave actual no es correcta',
  changed: 'Clave actualizada con éxito',
  loggedOut: 'Sesión cerrada',
} as const;
