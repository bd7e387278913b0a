import { registerEnumType } from 'type-graphql';

/** mcf_tipo of a sender account (internal values = DB codes 4–8). */
export enum MailAccountType {
  COBRANZA = 4,
  VENTAS = 5,
  IMPLEMENTACION = 6,
  SOPORTE = 7,
  NOMINA = 8,
}
registerEnumType(MailAccountType, {
  name: 'MailAccountType',
  description: 'Tipo de la cuenta de correo remitente (mcf_tipo); cada tipo tiene su categoría de plantillas',
  valuesConfig: {
    COBRANZA: { description: 'Cobranza (4, categoría categcobranza)' },
    VENTAS: { description: 'Ventas (5, categoría categventas)' },
    IMPLEMENTACION: { description: 'Implementación (6, categoría categimplem)' },
    SOPORTE: { description: 'Soporte (7, categoría categsop)' },
    NOMINA: { description: 'Nómina (8, categoría categnom)' },
  },
});

/** mte_tipo of a template (2 e-mail, 3 SMS). */
export enum TemplateChannel {
  EMAIL = 2,
  SMS = 3,
}
registerEnumType(TemplateChannel, {
  name: 'TemplateChannel',
  description: 'Canal de una plantilla (mte_tipo)',
  valuesConfig: { EMAIL: { description: 'Correo electrónico (2): HTML enriquecido' }, SMS: { description: 'SMS (3): texto de hasta 160 caracteres' } },
});

/** mai_estado of a message. */
export enum MailState {
  PENDIENTE = 'pendiente',
  ENVIADO = 'enviado',
  FALLIDO = 'fallido',
  RECHAZADO = 'rechazado',
}
registerEnumType(MailState, {
  name: 'MailState',
  description: 'Situación de un correo a un destinatario (mai_estado)',
  valuesConfig: {
    PENDIENTE: { description: 'En cola, o esperando un nuevo intento tras un error temporal (4xx)' },
    ENVIADO: { description: 'El servidor SMTP lo aceptó' },
    FALLIDO: { description: 'Falló sin culpa del destinatario (sin SMTP, autenticación, agotó los reintentos)' },
    RECHAZADO: { description: 'Dirección rechazada (5xx) o en la lista negra: no se envía y queda en la lista negra' },
  },
});

/** lnc_origen of a blacklist entry. */
export enum BlacklistSource {
  MANUAL = 'manual',
  RECHAZO = 'rechazo',
  REBOTE = 'rebote',
}
registerEnumType(BlacklistSource, {
  name: 'BlacklistSource',
  description: 'Cómo llegó una dirección a la lista negra (lnc_origen)',
  valuesConfig: {
    MANUAL: { description: 'Agregada por un usuario' },
    RECHAZO: { description: 'El servidor SMTP la rechazó (5xx en RCPT)' },
    REBOTE: { description: 'Un informe de entrega (DSN, RFC 3464) del buzón de la cuenta dijo que falló' },
  },
});
