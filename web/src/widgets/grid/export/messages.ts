/** Spanish texts of the grid's exports. */
export const EXPORT_MESSAGES = {
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
  /** The same words for the print view, whose page numbers CSS counts. */
  pageWord: 'Página',
  ofWord: 'de',
  defaultSheetName: 'Resultados',
  printFrameTitle: 'Vista de impresión',
  exportFailed: 'No se pudo generar el archivo de exportación.',
} as const;

/** File names of the downloads (spec: resultados.xls and resultados.txt; the PDF follows suit). */
export const EXPORT_FILE_NAMES = {
  pdf: 'resultados.pdf',
  xls: 'resultados.xls',
  txt: 'resultados.txt',
} as const;
