/**
 * Rule messages of company creation (spec 000 §5, 'Create company (form)'), shared by the API,
 * which refuses with them, and the web form, which shows them before sending. Quotes of the spec
 * are word for word.
 */
export const CREATION_RULE_MESSAGES = {
  rucInvalid: 'Debe ingresar un RUC válido!',
  passwordMismatch: 'La clave y la confirmación de la clave no coinciden.',
  provinceNotFound: 'No se ha podido localizar la provincia',
  noFile: 'Seleccione un archivo para procesar',
  legalNameRequired: 'Ingrese la razón social',
  establishmentNumber: 'El número de establecimiento debe tener 3 dígitos (ejemplo 001)',
  taxAddressRequired: 'Ingrese la dirección tributaria',
  pointNumber: 'El número del punto de emisión debe tener 3 dígitos (ejemplo 001)',
  pointEstablishment: 'El establecimiento del punto de emisión debe tener 3 dígitos (ejemplo 001)',
  emailRequired: 'Ingrese el correo electrónico',
  provinceRequired: 'Seleccione la provincia',
  cityRequired: 'Seleccione la ciudad',
  userRequired: 'Ingrese el nombre de usuario',
  passwordRequired: 'Ingrese la clave',
  confirmationRequired: 'Confirme la clave',
  ownerNameRequired: 'Ingrese los apellidos y nombres del usuario',
  ownerIdRequired: 'Ingrese la cédula o RUC del usuario',
  accessRequired: 'Ingrese el código de acceso',
  accessChars: 'El código de acceso solo admite letras, números, punto, guion y guion bajo',
  assistantUserLength: 'El usuario de la contadora debe tener de 4 a 20 caracteres',
  assistantSameUser: 'El usuario de la contadora debe ser distinto del usuario principal',
  assistantNameRequired: 'Ingrese los apellidos y nombres de la contadora',
  assistantIdRequired: 'Ingrese la cédula de la contadora',
  assistantEmailRequired: 'Ingrese el correo electrónico de la contadora',
} as const;
