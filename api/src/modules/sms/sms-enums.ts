import { registerEnumType } from 'type-graphql';

/** Delivery state of one SMS (tsms_envio.sen_estado); the values are the database codes. */
export enum SmsState {
  PENDIENTE = 'pendiente',
  ENVIADO = 'enviado',
  FALLIDO = 'fallido',
  NO_ENVIADO = 'no_enviado',
}

registerEnumType(SmsState, {
  name: 'SmsState',
  description: 'Estado de entrega de un SMS (sen_estado)',
  valuesConfig: {
    PENDIENTE: { description: 'En la cola de envío; ya descuenta una unidad del paquete (pendiente)' },
    ENVIADO: { description: 'La pasarela aceptó el mensaje; descuenta una unidad del paquete (enviado)' },
    FALLIDO: { description: 'La pasarela lo rechazó o no respondió tras los reintentos; no descuenta unidad, cuenta como fallido (fallido)' },
    NO_ENVIADO: { description: 'Guardado sin enviar porque no hay pasarela SMS configurada; no descuenta unidad, cuenta como fallido (no_enviado)' },
  },
});

/** Which table of the 'Resumen SMS' screen: sent or failed. */
export enum SmsOutcome {
  SENT = 'SENT',
  FAILED = 'FAILED',
}

registerEnumType(SmsOutcome, {
  name: 'SmsOutcome',
  description: "Tabla del 'Resumen SMS': enviados o fallidos",
  valuesConfig: {
    SENT: { description: 'SMS enviados (y los que aún están en la cola)' },
    FAILED: { description: 'SMS fallidos o guardados sin enviar, con su motivo' },
  },
});

export enum SmsContractOrderField {
  LEGAL_NAME = 'LEGAL_NAME',
  ACCESS_CODE = 'ACCESS_CODE',
  CONTRACTED = 'CONTRACTED',
  ID = 'ID',
}

registerEnumType(SmsContractOrderField, {
  name: 'SmsContractOrderField',
  description: 'Campo por el que se ordena la lista de paquetes SMS',
  valuesConfig: {
    LEGAL_NAME: { description: 'Razón social de la empresa (emp_razons)' },
    ACCESS_CODE: { description: 'Código de acceso de la empresa (emp_coding)' },
    CONTRACTED: { description: 'SMS contratados; el ilimitado (-1) va primero en orden ascendente (sms_contratados)' },
    ID: { description: 'Código del paquete (sms_codigo)' },
  },
});

export enum SentSmsOrderField {
  CREATED_AT = 'CREATED_AT',
  ID = 'ID',
}

registerEnumType(SentSmsOrderField, {
  name: 'SentSmsOrderField',
  description: 'Campo por el que se ordena la lista de SMS',
  valuesConfig: {
    CREATED_AT: { description: 'Momento en que se registró el envío (sen_creado)' },
    ID: { description: 'Código del SMS (sen_codigo)' },
  },
});
