/** Texts of the report view (table and chart tabs). */
export const reportMessages = {
  tabsLabel: 'Resultado del informe',
  tableTab: 'Tabla',
  chartTab: 'Gráfica',
  loadingChart: 'Cargando gráfica…',
  countSeries: 'Cantidad',
  countChartTitle: (category: string) => `Cantidad por ${category.toLowerCase()}`,
} as const;
