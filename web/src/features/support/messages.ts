import type { SupportState } from '../../generated/graphql';

/** Texts of the support screens (spec 002 §2, §4, §8), word for word where the spec gives them. */
export const SUPPORT_TEXT = {
  button: 'Solicitar soporte',
  buttonTitle: 'Enviar una solicitud de soporte con la captura de esta pantalla',
  newTitle: 'Solicitud de soporte',
  replyTitle: 'Responder solicitud de soporte',
  messageLabel: 'Mensaje',
  messageRequired: 'Ingrese por favor alguna indicación que ayude a resolver su solicitud.',
  adminLabel: 'Administrador',
  allAdmins: 'Todos los administradores',
  stateLabel: 'Estado de la solicitud',
  keepState: 'Sin cambiar el estado',
  screenshot: 'Captura de pantalla',
  capturing: 'Capturando la pantalla…',
  noScreenshot: 'Sin captura de pantalla',
  captureFailed: 'No se pudo capturar la pantalla; puede enviar la solicitud sin ella.',
  removeScreenshot: 'Quitar captura',
  retakeScreenshot: 'Volver a capturar',
  errorLabel: 'Último error mostrado',
  removeError: 'No adjuntar el error',
  send: 'Enviar',
  cancel: 'Cancelar',
  sending: 'Enviando…',
  toastTitle: 'Soporte',
  incoming: (user: string, message: string) => `LLego una solicitud: ${user} - ${message}`,
  technician: (sender: string, message: string) => `LLego un mensaje de: ${sender} - ${message}`,
  stateToast: (user: string, state: string, id: number) => `${user} dejó la solicitud N° ${id} en ${state}`,
  received: 'Solicitudes',
  sent: 'Enviadas',
  listsLabel: 'Solicitudes recibidas o enviadas',
  stateFilter: 'Estado',
  allStates: 'Todos',
  search: 'Buscar',
  total: (n: number) => (n === 1 ? '1 solicitud' : `${n} solicitudes`),
  loading: 'Cargando…',
  open: 'Revisar',
  columns: { id: 'N°', date: 'Fecha', sender: 'Enviada por', addressed: 'Dirigida a', state: 'Estado', message: 'Mensaje' },
  reviewTitle: 'Revisar solicitud de colaboración',
  request: 'Solicitud',
  showError: 'Ver error',
  errorTitle: 'Error mostrado al usuario',
  replies: 'Respuestas',
  noReplies: 'Sin respuestas',
  reply: 'Responder',
  technical: 'Soporte técnico',
  noTechnical: 'Sin mensajes de soporte técnico',
  technicalColumns: { from: 'Remite', to: 'Destino', date: 'Fecha', message: 'Mensaje' },
  technicalTo: 'Enviar a',
  technicalMessage: 'Mensaje para soporte técnico',
  modules: 'Módulos',
  notifyEmail: 'Avisar también por correo',
  sendTechnical: 'Enviar a soporte técnico',
  notify: 'Usuarios a notificar',
  history: 'Historial',
  changeState: 'Cambiar estado',
  back: 'Volver a la lista',
  everyone: 'Todos',
} as const;

/** The support states (not_soporte_estado) as the screens name them. */
export const STATE_LABELS: Record<SupportState, string> = {
  NEW: 'Nueva',
  ANALYSIS: 'En análisis',
  ISYPLUS: 'Soporte Isyplus',
  RESOLVED: 'Resueltas',
  TECHNICAL: 'Soporte Técnico',
};

/** States a user may choose (selector, reply status picker), in the spec's order. */
export const CHOOSABLE_STATES: readonly SupportState[] = ['ANALYSIS', 'ISYPLUS', 'RESOLVED', 'TECHNICAL'];
/** The list's filter: every state, 0 included. */
export const FILTER_STATES: readonly SupportState[] = ['NEW', ...CHOOSABLE_STATES];
