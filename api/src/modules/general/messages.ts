/** Spanish texts of the session and company-list services. */
export const SESSION_MSG = {
  userRequired: 'Indique el usuario (num_user) cuyas empresas desea ver',
  unknownUser: (id: number) => `No existe el usuario con código ${id}`,
} as const;
