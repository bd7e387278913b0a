import { registerEnumType } from 'type-graphql';

/** not_soporte_estado; the enum values are the database codes. */
export enum SupportState {
  NEW = 0,
  ANALYSIS = 2,
  ISYPLUS = 3,
  RESOLVED = 4,
  TECHNICAL = 5,
}

registerEnumType(SupportState, {
  name: 'SupportState',
  description: 'Estado de una solicitud de soporte (not_soporte_estado)',
  valuesConfig: {
    NEW: { description: 'Nueva: recién enviada, nadie la ha atendido (0)' },
    ANALYSIS: { description: 'En análisis (2)' },
    ISYPLUS: { description: 'Soporte Isyplus: la atiende el equipo de soporte (3)' },
    RESOLVED: { description: 'Resueltas (4)' },
    TECHNICAL: { description: 'Soporte Técnico: se escaló a soporte técnico (5)' },
  },
});

/** Which list of /soporte: received (tipo 1, 'Solicitudes') or sent ('Enviadas'). */
export enum SupportBox {
  RECEIVED = 'RECEIVED',
  SENT = 'SENT',
}

registerEnumType(SupportBox, {
  name: 'SupportBox',
  description: "Lista de solicitudes de soporte: recibidas ('Solicitudes', tipo 1) o enviadas ('Enviadas')",
  valuesConfig: {
    RECEIVED: { description: "Las dirigidas al usuario (o a todos los administradores); el rol de soporte ve todas las de los demás ('Solicitudes')" },
    SENT: { description: "Las que envió el usuario ('Enviadas')" },
  },
});

/** What happened in a support event. */
export enum SupportEventKind {
  NEW_REQUEST = 'NEW_REQUEST',
  REPLY = 'REPLY',
  TECHNICAL_MESSAGE = 'TECHNICAL_MESSAGE',
  STATE_CHANGED = 'STATE_CHANGED',
}

registerEnumType(SupportEventKind, {
  name: 'SupportEventKind',
  description: 'Qué pasó en una solicitud de soporte',
  valuesConfig: {
    NEW_REQUEST: { description: 'Llegó una solicitud nueva (a los administradores a quienes va, o a todos)' },
    REPLY: { description: 'Llegó una respuesta a una solicitud (solo al usuario al que va)' },
    TECHNICAL_MESSAGE: { description: 'Llegó un mensaje del hilo de soporte técnico (solo al usuario al que va)' },
    STATE_CHANGED: { description: 'Cambió el estado de la solicitud (a quienes participan en ella y al rol de soporte)' },
  },
});

/** What a history entry records. */
export enum SupportAction {
  CREATED = 'creada',
  REPLY = 'respuesta',
  STATE = 'estado',
  TECHNICAL = 'tecnico',
}

registerEnumType(SupportAction, {
  name: 'SupportAction',
  description: 'Acción registrada en el historial de una solicitud de soporte (sho_accion)',
  valuesConfig: {
    CREATED: { description: 'Se envió la solicitud (creada)' },
    REPLY: { description: 'Se respondió la solicitud (respuesta)' },
    STATE: { description: 'Se cambió el estado con el selector (estado)' },
    TECHNICAL: { description: 'Se envió un mensaje del hilo de soporte técnico (tecnico)' },
  },
});

export enum SupportOrderField {
  SENT_AT = 'SENT_AT',
  STATE = 'STATE',
  SENDER = 'SENDER',
}

registerEnumType(SupportOrderField, {
  name: 'SupportOrderField',
  description: 'Campo por el que se ordena la lista de solicitudes de soporte',
  valuesConfig: {
    SENT_AT: { description: 'Fecha y hora de envío (not_fenvio)' },
    STATE: { description: 'Estado de soporte (not_soporte_estado)' },
    SENDER: { description: 'Nombre de quien la envió' },
  },
});
