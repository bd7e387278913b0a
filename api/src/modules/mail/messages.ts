/** Spanish texts of outgoing e-mail and the outbox. */
export const MAIL_MSG = {
  states: { pendiente: 'Pendiente', enviado: 'Enviado', guardado: 'Guardado (sin SMTP)', fallido: 'Fallido', rechazado: 'Rechazado' } as Record<string, string>,
  notFound: (id: number) => `No existe el correo ${id}`,
  alreadySent: (id: number) => `El correo ${id} ya fue enviado`,
  pending: (id: number) => `El correo ${id} ya está en cola de envío`,
  resent: (id: number) => `El correo ${id} se puso en cola de envío`,
  unknownState: (state: string) => `Estado de correo desconocido: ${state}`,
} as const;
