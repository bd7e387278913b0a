/** Spanish texts of company administration (quoted ones are the spec's, word for word). */
export const COMPANY_MSG = {
  // Spec 000 §5 "Company save".
  requiredFields: 'Existen campos obligatorios vacíos',
  requiredFieldsTitle: 'Faltan datos',
  duplicateAccess: 'el acceso ya ha sido asignado a otra empreasa',
  selectCompany: 'Elija una empresa para editarla',
  // Spec 000 §4: demo (and any state without actions) offers no change.
  noStateActions: (label: string) => `No se puede cambiar el estado de la empresa. No hay gestiones disponibles para el estado actual [${label}]`,
  stateNotOffered: (label: string, offered: string) => `La empresa en estado ${label} solo admite: ${offered}`,
  stateChanged: (name: string, label: string) => `La empresa ${name} quedó en estado ${label}`,
  saved: 'Empresa guardada correctamente',
  unknownCompany: (id: number | string) => `No existe la empresa con código ${id}`,
  unknownCompanies: (ids: string) => `No existen las empresas con código ${ids}`,
  noCompaniesChosen: 'Seleccione al menos una empresa',
  invalidState: 'El estado debe ser 0 inactivo, 1 activo, 2 demo o 3 bloqueado',
  invalidEndDate: 'La fecha fin debe tener el formato DD/MM/AAAA o AAAA-MM-DD',
  bulkStateDone: (count: number, label: string) => `${count} empresa(s) quedaron en estado ${label}`,
  bulkTypeDone: (count: number, name: string) => `${count} empresa(s) quedaron con el tipo ${name}`,
  unknownBusinessLine: (code: number) => `No existe el tipo de empresa ${code}`,
  invalidPort: 'El puerto de la base debe ser un número entre 1 y 65535',
  invalidAccessType: 'El tipo de acceso debe ser 1 (contabilidad) o 2 (transporte)',
  invalidCountry: 'El código de país debe ser un número',
  invalidProvince: (code: number) => `No existe la provincia ${code}`,
  tooLong: (label: string, max: number) => `El campo ${label} admite hasta ${max} caracteres`,
  logoType: 'El logo debe ser una imagen PNG, JPEG, GIF o WEBP',
  logoSize: (kb: number) => `El logo no puede superar ${kb} KB`,
  deleted: (name: string) => `Se eliminó la empresa ${name}`,
  hasActivePackages: 'No se puede eliminar la empresa: tiene paquetes de conexión activos',
  schemaTaken: (schema: string, db: string, owner: string) => `El esquema ${schema} de la base ${db} ya pertenece a la empresa ${owner}`,
  schemaInvalid: (schema: string) =>
    `El nombre de esquema '${schema}' no es válido: de 3 a 63 minúsculas, dígitos o _, empezando por una letra, y no reservado`,
  searchModeInvalid: "El modo de búsqueda debe ser 'bycoding' o 'byruc'",
  lookupNone: 'Indique el código (id) o el RUC (ruc) de la empresa',
  lookupBoth: 'Indique solo uno: el código (id) o el RUC (ruc) de la empresa',
  // Least privilege: the database connection is for administrators of the companies screen.
  connectionFilter: 'Solo un administrador de empresas puede buscar por servidor o base de datos',
  connectionWrite: 'Solo un administrador de empresas puede cambiar la conexión a la base de datos (servidor, puerto, base, usuario y clave)',
} as const;

/** Labels of the company fields, as the edit form names them (used in refusals). */
export const COMPANY_FIELD_LABELS = {
  accessCode: 'Acceso',
  legalName: 'Razón social',
  ruc: 'RUC',
  address: 'Dirección',
  phone: 'Teléfono',
  dbPort: 'Puerto',
  dbHost: 'Servidor (IP)',
  dbName: 'Base de datos',
  dbSchema: 'Esquema',
  dbUser: 'Usuario de la base',
  dbPassword: 'Clave de la base',
  theme: 'Tema',
  city: 'Ciudad',
} as const;

/** State-change history entries (observacion of tauditoria). */
export const HISTORY_NOTE = {
  stateChange: (from: string, to: string, action: string) => `${action}: ${from} → ${to}`,
  bulkState: (from: string, to: string, endDate: string | null) => `Cambio masivo: ${from} → ${to}${endDate ? ` hasta ${endDate}` : ''}`,
} as const;
