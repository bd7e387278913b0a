import { CREATION_RULE_MESSAGES } from '../../domain/company-creation-messages.js';
import { SPREADSHEET_MSG } from '../../files/messages.js';

/** Spanish texts of company creation (form and spreadsheet). Quotes of the spec are word for word. */
export const CREATION_MSG = {
  // Spec 000 §5, Create company (form): the rules the web form shows too
  ...CREATION_RULE_MESSAGES,
  // Spec 000 §5, Create company (spreadsheet)
  fileErrors: 'Hay errores en el archivo. Revise que haya ingresado todos los campos obligatorios.',
  // Spec 000 §5, Company save: the duplicate access code refusal (typo included)
  accessTaken: 'el acceso ya ha sido asignado a otra empreasa',

  versionRequired: 'Seleccione la versión del producto',
  businessLineUnknown: 'El tipo de empresa elegido no existe',
  versionNotFound: 'La versión seleccionada no existe o no está activa',
  taxpayerType: 'Seleccione el tipo de contribuyente',
  pointTypeInvalid: 'El tipo de punto de emisión debe ser 3 manual o 4 electrónico',
  created: (access: string) => `Empresa creada con éxito. Código de acceso: ${access}`,

  // Spreadsheet: per-cell rules, each names its column
  cellRequired: (column: string) => `${column} es obligatorio`,
  cellLength: (column: string, length: number) => `${column} debe tener ${length} caracteres`,
  cellOver: (column: string, length: number) => `${column} debe tener más de ${length} caracteres`,
  cellYesNo: (column: string) => `${column} debe ser SI o NO`,
  cellDigits: (column: string) => `${column} debe tener 3 caracteres numéricos (ejemplo 001)`,
  cellBetween: (column: string, min: number, max: number) => `${column} debe tener de ${min} a ${max} caracteres`,
  duplicateInFile: (column: string, row: number) => `${column} repetido: ya consta en la fila ${row}`,
  notXlsx: 'El archivo no es un libro de Excel (.xlsx) válido',
  tooLarge: SPREADSHEET_MSG.tooLarge,
  tooManyRows: (max: number) => `El archivo supera el máximo de ${max} filas de datos`,
  noRows: 'El archivo no tiene filas de datos desde la fila 8',
  importNotFound: 'No existe la carga de empresas indicada',
  queued: (valid: number) => (valid === 1 ? 'Se creará 1 empresa en segundo plano' : `Se crearán ${valid} empresas en segundo plano`),
  rowCreated: 'Empresa creada',
  rowExisting: 'La empresa ya había sido creada por esta carga',

  // Imports that fail, stall or are retried (issue 22)
  queueUnavailable: 'El servicio de procesos no está disponible; intente nuevamente en unos minutos',
  databaseUnavailable: 'La base de datos no estuvo disponible; las filas pendientes se conservan: use Reintentar',
  importStopped: 'La carga se detuvo por un error interno; las filas pendientes se conservan: use Reintentar',
  jobLost: 'El trabajo de la carga se perdió en la cola; se volvió a encolar',
  rowDataLost: 'Los datos de esta fila ya no están disponibles; vuelva a cargar el archivo',
} as const;
