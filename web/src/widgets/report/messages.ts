/** Texts of the report view (table and chart tabs). */
export const reportMessages = {
  tabsLabel: 'Resultado del informe',
  tableTab: 'Tabla',
  chartTab: 'Gráfica',
  loadingChart: 'Cargando gráfica…',
} as const;
