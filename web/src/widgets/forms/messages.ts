// Spanish texts of the form widgets (dates, periods, filters, number inputs, hotkeys).

/** Hotkey pressed while the screen is still processing the previous action (spec 002 §8). */
export const HOTKEY_BUSY_MESSAGE = '!!!YA SE ESTA PROCESANDO ESPERE UN MOMENTO!!!';

export const DATE_LABELS = {
  range: 'Rango de fechas',
  from: 'Desde',
  to: 'Hasta',
  single: 'Fecha',
  presets: 'Rangos rápidos',
  placeholder: 'DD/MM/AAAA',
  openCalendar: (field: string) => `Abrir calendario de ${field}`,
  calendar: (field: string) => `Calendario de ${field}`,
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  calendarHelp: 'Flechas: día · RePág/AvPág: mes · Enter: elegir · Esc: cerrar',
  fieldInError: (fields: string) => `Revise: ${fields}`,
} as const;

/** Start after end, naming both fields. */
export const RANGE_ORDER_MESSAGE = "La fecha 'Desde' no puede ser posterior a la fecha 'Hasta'";

export const PERIOD_LABELS = {
  year: 'Año',
  month: 'Mes',
  // Completes 'Año' / 'Mes' for screen readers: 'Año desde', 'Mes hasta'.
  fromSuffix: 'desde',
  toSuffix: 'hasta',
  quarter: 'Trimestre',
  quarterNames: ['Primer trimestre', 'Segundo trimestre', 'Tercer trimestre', 'Cuarto trimestre'],
  range: 'Rango resultante',
} as const;

export const PERIOD_ORDER_MESSAGE = "El periodo 'Desde' no puede ser posterior al periodo 'Hasta'";

export const COMPANY_FILTER_LABELS = {
  form: 'Filtro de empresas',
  mode: 'Buscar por',
  byCoding: 'Acceso',
  byRuc: 'RUC',
  textByCoding: 'Acceso de la empresa',
  textByRuc: 'RUC de la empresa',
  placeholderByCoding: 'Ej.: andina',
  placeholderByRuc: '13 dígitos',
  status: 'Estado',
  search: 'Buscar',
} as const;

/** Labels of the spec's company status filter codes. */
export const COMPANY_STATUS_LABELS = { active: 'Activa', inactive: 'Inactiva', demo: 'Demo', all: 'Todas' } as const;

export const RUC_DIGITS_ONLY_MESSAGE = 'El RUC solo admite números';
export const RUC_TOO_LONG_MESSAGE = 'El RUC no puede tener más de 13 dígitos';

export const QUICK_FILTER_LABELS = {
  group: 'Filtro rápido por estado',
  records: (count: number) => (count === 1 ? '1 registro' : `${count} registros`),
} as const;

/** Labels of the spec's business-line preset groups and of code -1. */
export const BUSINESS_LINE_PRESET_LABELS = {
  inventory: 'Con inventario',
  accounting: 'Con contabilidad',
  education: 'Educación',
  restaurants: 'Restaurantes',
  hotels: 'Hoteles',
  noAssign: 'No asignar',
} as const;

export const BUSINESS_LINE_LABELS = {
  group: 'Líneas de negocio',
  search: 'Buscar línea de negocio',
  presets: 'Grupos predefinidos',
  all: 'Todas',
  none: 'Ninguna',
  noMatch: 'Ninguna línea de negocio coincide con la búsqueda',
  selected: (count: number) => (count === 1 ? '1 seleccionada' : `${count} seleccionadas`),
} as const;

export const NUMBER_MESSAGES = {
  atLeast: (min: number) => `El valor debe ser mayor o igual a ${min}`,
  atMost: (max: number) => `El valor debe ser menor o igual a ${max}`,
} as const;

export const HOTKEY_LABELS = {
  bar: 'Atajos de teclado',
} as const;
