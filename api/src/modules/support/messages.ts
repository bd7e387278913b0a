/** Spanish texts of the support workflow (spec 002 §5, §8), word for word where the spec gives them. */
export const SUPPORT_MSG = {
  messageRequired: 'Ingrese por favor alguna indicación que ayude a resolver su solicitud.',
  requestSent: 'Su solicitud se envio con exito',
  replySent: 'Su respuesta se envio con exito',
  toastTitle: 'Soporte',
  notFound: 'La solicitud de soporte no existe.',
  notVisible: 'No tiene permiso para ver esta solicitud de soporte.',
  badAdmin: 'El administrador elegido no existe o no está activo.',
  badRecipient: 'Elija el usuario de soporte técnico al que va el mensaje.',
  badState: 'Elija un estado de soporte válido: En análisis, Soporte Isyplus, Resueltas o Soporte Técnico.',
  sameState: 'La solicitud ya está en ese estado.',
  replyToReply: 'Responda a la solicitud original, no a una respuesta.',
  badCompany: 'La empresa indicada no existe.',
  badScreenshot: 'La captura de pantalla no existe o no es suya.',
  stateChanged: (label: string) => `La solicitud quedó en estado ${label}`,
  technicalSent: 'El mensaje se envió a soporte técnico',
  noMailAccount: 'No hay una cuenta de correo habilitada para avisar por correo.',
  mailSubject: (id: number) => `Solicitud de soporte N° ${id}`,
} as const;

/** Support states (not_soporte_estado) and how the screens name them (spec 002 §4). */
export const SUPPORT_STATE_LABEL: Record<number, string> = {
  0: 'Nueva',
  2: 'En análisis',
  3: 'Soporte Isyplus',
  4: 'Resueltas',
  5: 'Soporte Técnico',
};
