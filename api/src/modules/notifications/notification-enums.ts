import { registerEnumType } from 'type-graphql';

/** How a notification is delivered (not_canal, npl_opc_envio); values are the spec's codes. */
export enum NotificationChannel {
  EMAIL = 1,
  SMS = 2,
  SYSTEM = 3,
}
registerEnumType(NotificationChannel, {
  name: 'NotificationChannel',
  description: 'Canal de envío de una notificación (1 Email, 2 SMS, 3 Notificación al sistema)',
  valuesConfig: {
    EMAIL: { description: 'Email (1)' },
    SMS: { description: 'SMS (2), hasta 160 caracteres' },
    SYSTEM: { description: "'Notificación al sistema' (3): llega a la bandeja de los usuarios" },
  },
});

export const CHANNEL_LABEL: Record<NotificationChannel, string> = {
  [NotificationChannel.EMAIL]: 'Email',
  [NotificationChannel.SMS]: 'SMS',
  [NotificationChannel.SYSTEM]: 'Notificación al sistema',
};

/** Who receives (npl_envia_a). */
export enum RecipientKind {
  REFERENTES = 1,
  USERS = 2,
  COMPANIES = 3,
}
registerEnumType(RecipientKind, {
  name: 'NotificationRecipientKind',
  description: 'A quién se envía una notificación (npl_envia_a)',
  valuesConfig: {
    REFERENTES: { description: 'Referentes elegidos de una empresa (1)' },
    USERS: { description: 'Usuarios del sistema (2)' },
    COMPANIES: { description: 'Todos los referentes de las empresas seleccionadas (3)' },
  },
});

export const KIND_LABEL: Record<RecipientKind, string> = {
  [RecipientKind.REFERENTES]: 'Referentes',
  [RecipientKind.USERS]: 'Usuarios del sistema',
  [RecipientKind.COMPANIES]: 'Todas las empresas',
};

/** How often a plan sends (npl_frecuencia, pln_tipo; 1 by default). */
export enum PlanFrequency {
  WEEKLY = 1,
  MONTHLY = 2,
  DAILY = 3,
  ONCE = 4,
}
registerEnumType(PlanFrequency, {
  name: 'PlanFrequency',
  description: 'Frecuencia de una planificación (npl_frecuencia); 1 por omisión',
  valuesConfig: {
    WEEKLY: { description: 'Semanal (1): los días de la semana elegidos, en los meses elegidos, a la hora' },
    MONTHLY: { description: 'Mensual (2): el día del mes del primer envío, en los meses elegidos, a la hora' },
    DAILY: { description: 'Diaria (3): todos los días a la hora' },
    ONCE: { description: 'Una vez (4): la fecha y hora del primer envío' },
  },
});

export const FREQUENCY_LABEL: Record<PlanFrequency, string> = {
  [PlanFrequency.WEEKLY]: 'Semanal',
  [PlanFrequency.MONTHLY]: 'Mensual',
  [PlanFrequency.DAILY]: 'Diaria',
  [PlanFrequency.ONCE]: 'Una vez',
};

/** A plan's state (npl_estado). */
export enum PlanState {
  CANCELLED = 0,
  ACTIVE = 1,
}
registerEnumType(PlanState, {
  name: 'PlanState',
  description: 'Estado de una planificación (npl_estado)',
  valuesConfig: { CANCELLED: { description: 'Anulada (0): no vuelve a enviar' }, ACTIVE: { description: 'Activa (1)' } },
});

/** A notification's state in one user's inbox (tnotificacion_usuario.not_estado). */
export enum InboxState {
  UNREAD = 0,
  READ = 1,
  DELETED = 2,
}
registerEnumType(InboxState, {
  name: 'NotificationState',
  description: 'Estado de una notificación en la bandeja de un usuario (not_estado)',
  valuesConfig: { UNREAD: { description: 'Nueva, sin leer (0)' }, READ: { description: 'Leída (1)' }, DELETED: { description: 'Eliminada de la bandeja (2)' } },
});

/** Fields the plan list can be ordered by. */
export enum PlanOrderField {
  TITLE = 'TITLE',
  FREQUENCY = 'FREQUENCY',
  EXPIRES_ON = 'EXPIRES_ON',
  CREATED_AT = 'CREATED_AT',
}
registerEnumType(PlanOrderField, {
  name: 'PlanOrderField',
  description: 'Campo por el que se ordena la lista de planificaciones',
  valuesConfig: {
    TITLE: { description: 'Título (npl_titulo)' },
    FREQUENCY: { description: 'Frecuencia (npl_frecuencia)' },
    EXPIRES_ON: { description: 'Fecha de caducidad (npl_fcaduca)' },
    CREATED_AT: { description: 'Fecha de creación' },
  },
});
