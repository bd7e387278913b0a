/** Spanish texts of the session and company-list services. */
export const SESSION_MSG = {
  userRequired: 'Indique el usuario (num_user) cuyas empresas desea ver',
  userNotInteger: 'El usuario (num_user) debe ser un número entero',
  unknownUser: (id: number) => `No existe el usuario con código ${id}`,
} as const;
