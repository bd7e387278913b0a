/** Spanish texts of sender accounts, templates, sending, blacklist and bounces (spec 002 §8 where it gives them). */
export const SEND_MSG = {
  accountRequired: 'Seleccione la cuenta desde donde se enviará el correo.',
  accountForbidden: 'EL usuario no tiene permiso para administrar este correo.',
  noAccount: 'No tiene una cuenta de correo configurada para enviar desde esta opción.',
  accountNotFound: 'No se encontró la configuración del correo seleccionado.',
  messageRequired: 'Escriba el mensaje',
  recipientsRequired: 'Seleccione Los referentes a los que desea enviar',
  sent: (email: string) => `Mensaje enviado a: ${email}`,
  notSent: (email: string) => `Mensaje NO enviado a: ${email}, dirección de correo no encontrada`,
  queued: (email: string) => `El mensaje a ${email} quedó en cola de envío; se reintentará automáticamente.`,
  failed: (email: string, reason: string) => `No se pudo enviar el mensaje a ${email}: ${reason}`,
  subjectRequired: 'Escriba el asunto del correo.',
  invalidEmail: (email: string) => `La dirección de correo '${email}' no es válida.`,
  attachmentMissing: (id: number) => `El adjunto ${id} no existe o no es suyo.`,
  noSmtp: 'La cuenta no tiene servidor SMTP configurado y no hay SMTP_URL.',
  // Templates
  templateBodyRequired: 'Ingrese el texto de la plantilla',
  templateTitleRequired: 'Ingrese el título de la plantilla.',
  finishTemplate: 'Primero debe terminar el ingreso de la notificación!',
  unknownKeys: (keys: string[]) => `La plantilla usa claves que no existen: ${keys.join(', ')}. Revise el texto o confirme para guardarla así.`,
  templateNotFound: (id: number) => `No existe la plantilla ${id}`,
  templateType: 'El tipo de plantilla (mte_tipo) debe ser 2 (correo) o 3 (SMS).',
  accountType: 'El tipo de cuenta (mcf_tipo) debe estar entre 4 y 8.',
  categoryNotFound: (id: number) => `No existe la categoría de plantillas ${id}.`,
  templateSaved: 'Plantilla guardada',
  templateDeleted: 'Plantilla eliminada',
  // Accounts
  accountSaved: 'Cuenta de correo guardada',
  accountDeleted: 'Cuenta de correo eliminada',
  accountInUse: 'La cuenta tiene correos enviados; deshabilítela en lugar de eliminarla.',
  accountDuplicate: (email: string) => `Ya existe una cuenta de correo ${email}`,
  accountTypeRequired: 'Seleccione el tipo de la cuenta de correo.',
  privateHost: (server: 'SMTP' | 'IMAP') => `El servidor ${server} de la cuenta no puede ser una dirección local, de enlace local ni privada.`,
  // Blacklist
  blacklisted: (email: string) => `${email} se agregó a la lista negra`,
  alreadyBlacklisted: (email: string) => `${email} ya está en la lista negra`,
  unblacklisted: (email: string) => `${email} se quitó de la lista negra`,
  notBlacklisted: (email: string) => `${email} no está en la lista negra`,
  // Bounces
  noImap: 'La cuenta no tiene servidor IMAP configurado para revisar los rebotes.',
  imapFailed: (reason: string) => `No se pudo revisar el buzón de la cuenta: ${reason}`,
  bounces: (n: number) =>
    n === 0 ? 'No se encontraron correos rebotados' : `${n} ${n === 1 ? 'dirección rebotada agregada' : 'direcciones rebotadas agregadas'} a la lista negra`,
} as const;

/**
 * Why a connection to an account's SMTP or IMAP server failed, as the user reads it (after
 * 'No se pudo enviar el mensaje a …:' or 'No se pudo revisar el buzón de la cuenta:'). Never
 * the host, the port or the library's text: a closed port, a host that does not answer and a
 * port that does not speak the protocol read the same; the detail goes to the server's log.
 */
export const MAIL_FAILURE = {
  connect: (server: 'SMTP' | 'IMAP') => `no se pudo conectar con el servidor ${server} de la cuenta; revise el servidor, el puerto y la seguridad (SSL/TLS)`,
  auth: (server: 'SMTP' | 'IMAP') => `el servidor ${server} rechazó el usuario o la clave de la cuenta`,
  blocked: (server: 'SMTP' | 'IMAP') => `el servidor ${server} de la cuenta está en una dirección local, de enlace local o privada, que no está permitida`,
  mailbox: 'no se pudo leer la bandeja de entrada (INBOX) de la cuenta',
  recipient: 'el servidor SMTP rechazó al destinatario',
  /** A reply of the SMTP server itself (4xx/5xx): its own words are the useful part. */
  replied: (response: string) => `el servidor SMTP respondió: ${response}`,
} as const;

/** mcf_tipo of the sender accounts and the categories (tmailtemcateg) of each. */
export const ACCOUNT_TYPES: Record<number, { label: string; category: string }> = {
  4: { label: 'Cobranza', category: 'categcobranza' },
  5: { label: 'Ventas', category: 'categventas' },
  6: { label: 'Implementación', category: 'categimplem' },
  7: { label: 'Soporte', category: 'categsop' },
  8: { label: 'Nómina', category: 'categnom' },
};
