/** Texts of the reports screens; quoted ones are the specification's. */
export const REPORTS_TEXT = {
  pageTitle: (module: string) => `Consultas: ${module}`,
  tabs: ['Criterios', 'Resultados'] as const,
  tabsLabel: 'Consulta de informes',
  company: 'Empresa',
  chooseCompany: 'Seleccione una empresa',
  report: 'Informe',
  chooseReport: 'Seleccione un informe',
  noReports: 'No hay informes para este módulo en la empresa',
  run: 'Consultar',
  running: 'Consultando…',
  noCompany: 'Debe seleccionar una empresa',
  noReport: 'Seleccione un informe',
  truncated: (n: number) => `El resultado se cortó en ${n} filas; acorte el rango de fechas`,
  rows: (n: number) => `${n} ${n === 1 ? 'fila' : 'filas'}`,
  range: (from: string, to: string) => `Del ${from} al ${to}`,
  chartSaved: 'Gráfica guardada',
  referente: 'Referente (clp_codigo)',
  warehouse: 'Almacén (alm_codigo)',
  required: ' (obligatorio)',
  unknownModule: 'Módulo de informes desconocido',
  entryTitle: 'Detalle del Asiento',
  invoiceTitle: (code: string) => `Detalle de la Factura ${code}`,
  withholdingTitle: 'Detalle de la Retencion',
  notFound: 'No se encontró el documento en la empresa',
  loading: 'Cargando…',
} as const;

/** rep_modulo of the URL (/consultas/{rep_modulo}): the module code and its name. */
export const MODULES: Record<string, { code: 'ACCOUNTING' | 'SALES' | 'PURCHASES' | 'E_INVOICING' | 'RECEIVABLES' | 'TAXES'; name: string }> = {
  '1': { code: 'ACCOUNTING', name: 'Contabilidad' },
  '2': { code: 'SALES', name: 'Ventas' },
  '3': { code: 'PURCHASES', name: 'Compras' },
  '4': { code: 'E_INVOICING', name: 'Facturación electrónica' },
  '5': { code: 'RECEIVABLES', name: 'Cartera' },
  '6': { code: 'TAXES', name: 'Tributación' },
};

/** Tab 1 of the reports administrator (/informes/{modo}): the list a page at a time. */
export const REPORT_LIST_TEXT = {
  grid: 'Lista de informes',
  pager: 'Páginas de la lista de informes',
  module: 'Filtrar por módulo',
  all: 'Todos',
  search: 'Buscar (nombre o función)',
  order: 'Ordenar por',
  orders: { MODULE: 'Módulo y nombre', NAME: 'Nombre', CODE: 'Código', FUNCTION: 'Función' },
  total: (n: number) => `${n.toLocaleString('es-EC')} ${n === 1 ? 'informe' : 'informes'}`,
  loading: 'Cargando…',
  edit: 'Editar',
  copy: 'Copiar a bases de datos',
  mass: 'Cambio masivo',
  fromFile: 'Crear desde hoja de cálculo',
  export: 'Exportar lista',
  columns: { code: 'Código', name: 'Nombre', module: 'Módulo', function: 'Función', active: 'Activo' },
  yes: 'SI',
  no: 'NO',
} as const;
