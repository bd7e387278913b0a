import { jsPDF } from 'jspdf';
import { autoTable, type CellDef, type Styles } from 'jspdf-autotable';
import type { ExportTable } from '../export-table';
import { rawTexts } from './cell-text';
import { EXPORT_MESSAGES } from './messages';
import { FONT_SIZE, HEADER_FILL, LINE_SPACING, PAGE_MARGINS, RULE_COLOR, TEXT_COLOR, TITLE_FONT_SIZE } from './page-setup';
import { fitWidths, longest } from './column-widths';
import { fittingFontSize, measureColumns, needsLandscape, tableWidthOf } from './pdf-layout';
import { CELL_PADDING_X, bodyRows } from './pdf-rows';
import { skipRepeatedSettings, speedUpDocument } from './pdf-speedups';

/** Space between the title's baseline and the table. */
const TITLE_GAP = 8;
/** A header word that does not fit its column is set smaller, down to this size, not split. */
const MIN_HEADER_FONT_SIZE = 6;

/** The display strings of every non-group line, formatted once for measuring and drawing. */
function displayTexts(table: ExportTable): (string[] | null)[] {
  return table.lines.map((line) => (line.kind === 'group' ? null : rawTexts(table, line)));
}

/** Header cells: right-aligned over numbers; a word wider than its column is set smaller instead of split. */
function headerCells(doc: jsPDF, table: ExportTable, widths: number[], size: number): CellDef[] {
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(size);
  return table.columns.map((column, index) => {
    const room = (widths[index] ?? 0) - 2 * CELL_PADDING_X;
    const word = doc.getTextWidth(longest(column.header.split(/\s+/)));
    const fontSize = word > room ? Math.max(MIN_HEADER_FONT_SIZE, Math.floor((size * room * 10) / word) / 10) : size;
    return { content: column.header, styles: { halign: column.kind === 'number' ? 'right' : 'left', fontSize } };
  });
}

/** Writes 'Página X de Y' at the bottom right and the title at the bottom left of every page. */
function stampPages(doc: jsPDF, title: string): void {
  const pages = doc.getNumberOfPages();
  const width = doc.internal.pageSize.getWidth();
  const y = doc.internal.pageSize.getHeight() - PAGE_MARGINS.bottom / 2;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(FONT_SIZE - 1);
  doc.setTextColor(90, 90, 90);
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    doc.text(title, PAGE_MARGINS.left, y);
    doc.text(EXPORT_MESSAGES.pageOf(page, pages), width - PAGE_MARGINS.right, y, { align: 'right' });
  }
}

/**
 * resultados.pdf: A4 (landscape when the report says so or the columns do not fit portrait),
 * title on top, the grid's header repeated on every page, 8 pt text on 10 pt lines inside margins
 * 40/40/50 (spec), columns in proportion to their screen widths (numbers, dates and words never
 * cut; longer texts wrap in their cell), numbers right-aligned as on
 * screen, bold group, subtotal and total lines, 'Página X de Y' on every page.
 */
export async function buildPdf(table: ExportTable): Promise<ArrayBuffer> {
  // precision 2: hundredths of a point are plenty, and jsPDF's default of 16 digits per
  // coordinate costs time and bytes on 10,000 lines.
  const texts = displayTexts(table);
  // Measured on a scratch document: the orientation depends on what the columns need.
  const scratch = new jsPDF({ unit: 'pt', format: 'a4' });
  let measures = measureColumns(scratch, table, texts);
  const landscape = needsLandscape(table, measures);
  // Too many columns even landscape: smaller text rather than cut values.
  const fontSize = fittingFontSize(measures, tableWidthOf(landscape));
  if (fontSize !== FONT_SIZE) measures = measureColumns(scratch, table, texts, fontSize);
  const doc = new jsPDF({ orientation: landscape ? 'landscape' : 'portrait', unit: 'pt', format: 'a4', compress: true, precision: 2 });
  doc.setProperties({ title: table.title });
  doc.setLineHeightFactor(LINE_SPACING / FONT_SIZE);
  speedUpDocument(doc);
  skipRepeatedSettings(doc);

  const pageWidth = doc.internal.pageSize.getWidth();
  const tableWidth = pageWidth - PAGE_MARGINS.left - PAGE_MARGINS.right;
  // Columns share the page by what their contents need, never below their minimum.
  const widths = fitWidths(measures.preferred, tableWidth, measures.minimum);
  const head = headerCells(doc, table, widths, fontSize);

  const titleBaseline = PAGE_MARGINS.top + TITLE_FONT_SIZE * 0.75;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(TITLE_FONT_SIZE);
  doc.setTextColor(...TEXT_COLOR);
  doc.text(table.title, PAGE_MARGINS.left, titleBaseline);

  const columnStyles: Record<number, Partial<Styles>> = {};
  table.columns.forEach((column, index) => {
    columnStyles[index] = { cellWidth: widths[index], halign: column.kind === 'number' ? 'right' : 'left' };
  });

  autoTable(doc, {
    theme: 'plain',
    startY: titleBaseline + TITLE_GAP,
    margin: PAGE_MARGINS,
    tableWidth,
    showHead: 'everyPage',
    rowPageBreak: 'avoid',
    styles: {
      font: 'helvetica',
      fontSize,
      textColor: TEXT_COLOR,
      cellPadding: { top: 0, bottom: 0, left: CELL_PADDING_X, right: CELL_PADDING_X },
      // Never cut: a long text wraps inside its cell; words (RUC, codes) fit whole (see pdf-layout).
      overflow: 'linebreak',
      valign: 'top',
      lineWidth: 0,
    },
    headStyles: {
      fontStyle: 'bold',
      fillColor: HEADER_FILL,
      overflow: 'linebreak',
      valign: 'bottom',
      cellPadding: { top: 2, bottom: 2, left: CELL_PADDING_X, right: CELL_PADDING_X },
      lineWidth: { bottom: 0.75 },
      lineColor: RULE_COLOR,
    },
    columnStyles,
    head: [head],
    body: bodyRows(doc, table, texts, widths, fontSize),
  });

  stampPages(doc, table.title);
  return doc.output('arraybuffer');
}
