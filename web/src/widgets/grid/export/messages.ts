import { formatNumber } from '@domain/money';

/** Spanish texts of the grid's exports. */
export const EXPORT_MESSAGES = {
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
  /** The same words for the print view, whose page numbers CSS counts. */
  pageWord: 'Página',
  ofWord: 'de',
  defaultSheetName: 'Resultados',
  printFrameTitle: 'Vista de impresión',
  exportFailed: 'No se pudo generar el archivo de exportación.',
  /** Excel 97-2003 (.xls) sheets end at row 65.536 and column 256. */
  tooManyRows: (rows: number) =>
    `El archivo de Excel admite hasta 65.536 filas; el reporte tiene ${formatNumber(rows, 0)}. Filtre los datos o exporte a PDF o texto.`,
  tooManyColumns: (columns: number) => `El archivo de Excel admite hasta 256 columnas; el reporte tiene ${formatNumber(columns, 0)}.`,
} as const;

/** File names of the downloads (spec: resultados.xls and resultados.txt; the PDF follows suit). */
export const EXPORT_FILE_NAMES = {
  pdf: 'resultados.pdf',
  xls: 'resultados.xls',
  txt: 'resultados.txt',
} as const;
