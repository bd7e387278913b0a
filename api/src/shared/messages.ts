/** Spanish texts shared by every area (area-specific texts live in each module's messages.ts). */
export const MSG = {
  sessionExpired: 'Tu sesión ha expirado por favor ingresa de nuevo al sistema!',
  notAuthenticated: 'NO AUTENTICADO',
  forbidden: 'No tiene los permisos para realizar esta acción',
  noConnection: 'VERIFIQUE SU CONEXIÓN A INTERNET',
  notFoundRoute: 'Recurso no encontrado',
  unknownAction: (action: string) => `Acción no reconocida: '${action}'`,
  internal: 'Ocurrió un error inesperado. Intente nuevamente o comuníquese con soporte.',
  bodyTooLarge: 'El contenido enviado supera el tamaño máximo permitido',
  invalidJson: 'El contenido enviado no es un JSON válido',
  tooManyLogins: 'Demasiados intentos de ingreso. Espere unos minutos e intente nuevamente.',
  csrf: 'Solicitud rechazada: origen no permitido',
  queryTooComplex: 'La consulta es demasiado compleja',
  requiredField: (label: string) => `El campo ${label} es obligatorio`,
} as const;
