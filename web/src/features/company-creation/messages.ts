import { CREATION_RULE_MESSAGES } from '@domain/company-creation-messages';

/** Spanish texts of the company-creation screen; the rule messages are the API's, word for word. */
export const creationMessages = {
  // The rule messages are the API's own (spec 000 §5), written once in the domain.
  ...CREATION_RULE_MESSAGES,
  title: 'Creación de empresas',
  noCreatePermission: 'Su perfil no permite crear empresas.',
  businessLine: 'Tipo de empresa',
  selectBusinessLine: 'Seleccione el tipo de empresa',
  subtitle: 'Elija la versión del producto y cree una empresa desde el formulario o varias desde una hoja de cálculo.',
  tabVersion: '1. Versión',
  tabForm: '2. Formulario',
  tabSheet: '3. Hoja de cálculo',
  tabsLabel: 'Pasos de la creación de empresas',
  chooseVersionFirst: 'Seleccione la versión del producto',
  versionsLabel: 'Versiones del producto',
  useForm: 'Crear con el formulario',
  useSheet: 'Cargar hoja de cálculo',
  template: 'Plantilla',
  accessType: (type: string) => (type === 'TRANSPORT' ? 'Transporte' : 'Contabilidad'),
  loading: 'Cargando…',

  // Rules of the screen only
  tooLarge: (maxKb: number) => `El archivo supera el tamaño máximo de ${maxKb} KB`,
  formHasErrors: 'Revise los campos marcados del formulario',

  // Form
  sectionTaxpayer: 'Información del contribuyente',
  sectionPoint: 'Punto de emisión',
  sectionAdditional: 'Información adicional',
  sectionUser: 'Usuario principal',
  sectionSecondPoint: 'Segundo punto de emisión',
  sectionAssistant: 'Usuario de la contadora',
  sectionAccess: 'Acceso',
  addSecondPoint: 'Agregar un segundo punto de emisión',
  addAssistant: 'Agregar el usuario de la contadora',
  reuseTaxpayer: 'El usuario toma los datos del contribuyente (razón social, RUC y correo)',
  accessHint: 'Los espacios se quitan al guardar.',
  defaultsHint: 'Vacío: se usa la razón social.',
  create: 'Crear empresa (F2)',
  creating: 'Creando…',
  back: 'Volver a versiones',
  selectProvince: 'Seleccione…',
  selectCity: 'Seleccione…',

  // Spreadsheet
  downloadTemplate: 'Descargar plantilla',
  fileLabel: 'Archivo .xlsx (los datos empiezan en la fila 8)',
  chooseFile: 'Elegir archivo…',
  noFileChosen: 'Ningún archivo seleccionado',
  process: 'Procesar archivo',
  processing: 'Procesando…',
  progressLabel: 'Avance de la creación de empresas',
  summary: (total: number, valid: number, errors: number) => `${total} filas: ${valid} válidas, ${errors} con errores`,
  outcome: (created: number, failed: number, pending: number) => `Creadas ${created}, fallidas ${failed}, pendientes ${pending}`,
  resubmitted: 'Este archivo ya se había cargado: se muestran los resultados de esa carga, sin duplicar empresas.',
  sheetDone: (created: number) => (created === 1 ? 'Se creó 1 empresa desde la hoja de cálculo' : `Se crearon ${created} empresas desde la hoja de cálculo`),
  resultsTitle: 'Resultados de la hoja de cálculo',
  status: { INVALID: 'Con errores', PENDING: 'Pendiente', CREATED: 'Creada', FAILED: 'Fallida' } as Record<string, string>,
  importState: { PENDING: 'Pendiente (sin encolar)', IN_PROGRESS: 'En proceso', FINISHED: 'Terminada', FAILED: 'Fallida' } as Record<string, string>,
  stateLabel: 'Estado de la carga',
  retry: 'Reintentar',
  retrying: 'Reintentando…',
  retryTitle: 'Reintentar la carga',
  retryConfirm: (rows: number) =>
    `Se volverán a procesar ${rows === 1 ? '1 fila pendiente o fallida' : `${rows} filas pendientes o fallidas`}; las empresas ya creadas no se repiten. ¿Desea continuar?`,
  retryStarted: 'Se volvió a encolar la carga',
} as const;
