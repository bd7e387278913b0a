/** The Spanish texts of notifications and plans (spec 002 §5, §8, §9), written once. */
export const NOTIF_MSG = {
  messageRequired: 'Ingrese por favor el mensaje a enviar.',
  messageOrFunction: 'Ingrese por favor el mensaje o seleccione una funcion de la lista Reportes a enviar',
  smsLimit: 'Ha llegado al límite de caracteres disponibles para el envio del mensaje.',
  recipientsRequired: 'Agregue al menos un referente para poder enviar la notificación.',
  recipientsStep3: 'Agregue un referente al que se le va enviar la notificación',
  companyRequired: 'Seleccione una empresa a enviar la notificación',
  referenteAdded: 'El referente se agrego a la lista de envio, de clic en Siguiente para verificar',
  sent: 'Su mensaje se envio con exito',
  confirmCancelPlan: '¿Está seguro de eliminar la planificacion seleccionada?',
  planCancelled: 'El plan ha sido anulado con exito',
  created: 'Creado con Exito',
  updated: 'Actualizado con Exito',
  criterionRequired: 'Ingrese un criterio para buscar los referentes de la empresa',
  searchCompanyRequired: 'Seleccione la empresa de los referentes',
  unknownCompany: (id: number) => `No existe la empresa ${id}`,
  unknownFunction: (id: number) => `No existe la función de reporte ${id}`,
  functionsOnlyEmail: 'Las funciones de reporte solo se adjuntan a correos electrónicos',
  noMailAccount: 'No tiene una cuenta de correo configurada para enviar desde esta opción.',
  titleRequired: 'Ingrese el título de la planificación',
  expiryRequired: 'Ingrese la fecha de caducidad de la planificación',
  expiryPast: 'La fecha de caducidad no puede ser anterior a la fecha del primer envío',
  firstDateRequired: 'Ingrese la fecha del primer envío',
  timeInvalid: 'Ingrese la hora de envío en formato HH:mm',
  weekdaysRequired: 'Seleccione al menos un día de la semana',
  monthsRequired: 'Seleccione al menos un mes',
  planNotFound: (id: number) => `No existe la planificación ${id}`,
  planCancelledAlready: 'La planificación ya está anulada',
  notificationNotFound: (id: number) => `No existe la notificación ${id}`,
  rangeInvalid: 'La fecha desde no puede ser posterior a la fecha hasta',
  dateInvalid: (field: string) => `La fecha ${field} no es una fecha válida (AAAA-MM-DD)`,
  tooManyRecipients: (max: number) => `Se puede enviar a ${max} destinatarios por vez como máximo`,
  // Reasons of a recipient not sent.
  noEmail: 'No tiene correo electrónico',
  badEmail: 'Correo electrónico no válido',
  noMobile: 'No tiene número de Celular!',
  notUser: 'No es usuario del sistema',
  notFoundRecipient: 'El destinatario ya no existe',
} as const;

/** Fixed subject of notification e-mails and sender name of system notifications (spec 002 §9). */
export const NOTIF_SUBJECT = 'Notificación ISYPLUS';
export const PRODUCT_NAME = 'ISYPLUS';
/** SMS text limit. */
export const SMS_LIMIT = 160;
/** Desktop notifications close after this many ms (spec 002 §9). */
export const DESKTOP_CLOSE_MS = 60_000;
/** Time zone the plans run in. */
export const PLAN_TIME_ZONE = 'America/Guayaquil';

export const NOTIF_AUDIT = {
  send: 'notificacion_enviar',
  plan: 'notificacion_plan',
  cancel: 'notificacion_plan_anular',
  entity: 'tnotificacion',
  planEntity: 'tnotif_plan',
} as const;

/** Permission resources (menus 12, 13, 14). */
export const RESOURCE = { inbox: 'notificaciones', send: 'notificaciones.envio', plans: 'notificaciones.planes' } as const;
