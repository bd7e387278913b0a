/** Spanish texts shared by every area (area-specific texts live in each module's messages.ts). */
export const MSG = {
  sessionExpired: 'Tu sesión ha expirado por favor ingresa de nuevo al sistema!',
  notAuthenticated: 'NO AUTENTICADO',
  forbidden: 'No tiene los permisos para realizar esta acción',
  noConnection: 'VERIFIQUE SU CONEXIÓN A INTERNET',
  notFoundRoute: 'Recurso no encontrado',
  unknownAction: (action: string) => `Acción no reconocida: '${action}'`,
  internal: 'Ocurrió un error inesperado. Intente nuevamente o comuníquese con soporte.',
  bodyTooLarge: (maxKb: number) => `El contenido enviado supera el tamaño máximo permitido de ${maxKb} KB`,
  invalidJson: 'El contenido enviado no es un JSON válido',
  tooManyLogins: 'Demasiados intentos de ingreso. Espere unos minutos e intente nuevamente.',
  csrf: 'Solicitud rechazada: origen no permitido',
  queryTooComplex: 'La consulta es demasiado compleja',
  requiredField: (label: string) => `El campo ${label} es obligatorio`,
} as const;

/** Refusals of the input parser (shared/input.ts); {campo} is the REST key or the GraphQL argument path. */
export const INPUT_MSG = {
  nul: (field: string) => `El campo ${field} no admite el carácter nulo`,
  tooLong: (field: string, max: number) => `El campo ${field} admite hasta ${max} caracteres`,
  integer: (field: string, min: number, max: number) => `El campo ${field} debe ser un número entero entre ${min} y ${max}`,
  number: (field: string) => `El campo ${field} debe ser un número válido`,
  tooMany: (field: string, max: number) => `El campo ${field} admite hasta ${max} elementos`,
  malformed: (field: string) => `El campo ${field} no tiene un formato válido`,
  url: (field: string) => `El campo ${field} solo admite una ruta relativa o una dirección http(s)`,
  invalidData: 'Los datos enviados no son válidos para la base de datos',
} as const;
