/** Spanish texts of the chart panel; the quoted ones are the spec's, word for word. */
export const CHART_MESSAGES = {
  noType: 'Debe seleccionar el tipo de gráfica',
  noSeries: 'Las series de la gráfica no han sido definidas',
  pieNeedsOneSeries: 'Para gráficas de pastel se debe configurar la categoría y UNA serie',
  noChartData: 'No se pudo generar gráfica, no se encontró información de gráfica',
  notConfigured: 'Aún no se ha configurado gráfica para el informe. Configure para mostrar gráfica.',
  restoreConfirm: 'Restablecer configuraciones definidas por defecto para la gráfica.',
  // Not quoted by the spec, which only says the warning exists: our wording.
  tooMuchData: 'El informe tiene demasiados datos (más de 15 filas) para mostrar una gráfica por defecto. Configure la gráfica para mostrarla.',
  noMapKey: 'Seleccione la columna con el código de la región para el mapa',
  noMapValues: 'Ninguna fila del informe corresponde a una región de este mapa.',
  noRegionalMap: (country: string) => `No existe un mapa regional para ${country}`,
  slicesLeftOut: (names: readonly string[]) =>
    `Sin porción por tener valor negativo o cero: ${names.length > 5 ? `${names.slice(0, 5).join(', ')} y ${names.length - 5} más` : names.join(', ')}.`,
  threeDNote: 'Nivo no dibuja 3D: se muestra una versión 2D con efecto de profundidad',
} as const;

/** 'Error al agregar columna: '{column}', la serie debe ser numérica' with the column's description. */
export function nonNumericSeriesMessage(column: string): string {
  return `Error al agregar columna: '${column}', la serie debe ser numérica`;
}

export const CHART_LABELS = {
  panel: 'Gráfica del informe',
  setupTitle: 'Configurar gráfica',
  configure: 'Configurar',
  restore: 'Restablecer gráfica',
  restoreTitle: 'Restablecer gráfica',
  enlarge: 'Ampliar',
  shrink: 'Reducir',
  export: 'Exportar',
  exportPng: (width: number) => `PNG de ${width} px`,
  typePicker: 'Tipo de gráfica',
  legendColumn: 'Columna de categorías (leyenda)',
  mapKey: 'Columna con el código de región',
  series: 'Series',
  addSeries: 'Agregar',
  addSeriesColumn: 'Columna para agregar como serie',
  removeSeries: (name: string) => `Quitar la serie ${name}`,
  moveSeriesUp: (name: string) => `Subir la serie ${name}`,
  noSeriesYet: 'Aún no hay series.',
  showLabels: 'Mostrar etiquetas',
  showLegend: 'Mostrar leyenda',
  stacked: 'Apilar series',
  seriesMode: 'Modo de series',
  seriesModeColumns: 'Una serie por columna (filas como categorías)',
  seriesModeRows: 'Una serie por fila (columnas como categorías)',
  pieForcesMode: 'Las gráficas de pastel usan siempre una serie por columna.',
  title: 'Título de la gráfica',
  none: '(ninguna)',
  accept: 'Aceptar',
  cancel: 'Cancelar',
  close: 'Cerrar',
  map: 'Ver mapa',
  noData: 'Sin datos',
  loading: 'Cargando gráfica…',
  size: (percent: number) => `Tamaño ${percent} %`,
} as const;

export const MAP_LABELS = {
  world: 'Mundo',
  ec: 'Ecuador',
  pe: 'Perú',
} as const;
