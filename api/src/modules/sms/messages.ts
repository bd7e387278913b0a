/** Spanish texts of the SMS area; the quoted ones are the spec's, word for word. */
export const SMS_MAX_LENGTH = 160;
/** sms_contratados of an unlimited package. */
export const UNLIMITED = -1;

export const SMS_MSG = {
  tooLong: 'Ha llegado al límite de caracteres disponibles para el envio del mensaje.',
  noMobile: 'No tiene número de Celular!',
  noPackage: 'No tiene un paquete de SMS contratado.',
  available: (n: number) => `Usted solo tiene disponibles ${n} sms`,
  emptyMessage: 'Ingrese por favor el mensaje a enviar.',
  noRecipients: 'Seleccione Los referentes a los que desea enviar',
  sent: 'Su mensaje se envio con exito',
  badMobile: (mobile: string) => `El número de celular ${mobile} no es válido: escriba de 7 a 15 dígitos, con + al inicio si lleva código de país`,
  companyId: 'El código de la empresa (companyId) debe ser un entero mayor que cero',
  companyNotFound: (id: number) => `No existe la empresa ${id}`,
  contracted: 'Los SMS contratados deben ser -1 (ilimitado) o un entero entre 1 y 10000000',
  contractSaved: 'Paquete SMS guardado',
  dateRange: 'La fecha inicial no puede ser posterior a la fecha final',
  requestKey: 'La clave del envío (requestKey) admite letras, números, guion y guion bajo, hasta 60 caracteres',
  noGateway: 'No se envió: no hay una pasarela SMS configurada (SMS_URL); el mensaje quedó guardado',
  unlimitedLabel: 'Ilimitado',
} as const;

export const SMS_AUDIT = { entity: 'tsms_contrato', save: 'PAQUETE_SMS', send: 'ENVIO_SMS' } as const;
