import type { jsPDF } from 'jspdf';
import type { CellDef, RowInput, Styles } from 'jspdf-autotable';
import type { ExportLine, ExportTable } from '../export-table';
import { groupLabel, spannedLine } from './cell-text';
import { FONT_SIZE, GROUP_FILL, GROUP_INDENT, RULE_COLOR, TEXT_COLOR } from './page-setup';

export const CELL_PADDING_X = 3;
/** Room kept between a summary label and the value after it. */
const LABEL_GAP = 6;

// Style objects are shared by every line of a kind: autotable merges one object per cell, so
// a few constant objects keep 10,000 lines cheap.
const SUBTOTAL: Partial<Styles> = { fontStyle: 'bold', lineWidth: { top: 0.5 }, lineColor: RULE_COLOR };
const TOTAL: Partial<Styles> = { fontStyle: 'bold', lineWidth: { top: 0.75, bottom: 0.75 }, lineColor: TEXT_COLOR };
const SUMMARY_STYLES = {
  subtotal: {
    plain: SUBTOTAL,
    right: { ...SUBTOTAL, halign: 'right' },
    label: { ...SUBTOTAL, overflow: 'visible' },
    wrapped: { ...SUBTOTAL, overflow: 'linebreak' },
  },
  total: { plain: TOTAL, right: { ...TOTAL, halign: 'right' }, label: { ...TOTAL, overflow: 'visible' }, wrapped: { ...TOTAL, overflow: 'linebreak' } },
} satisfies Record<string, Record<string, Partial<Styles>>>;

function groupStyles(depth: number): Partial<Styles> {
  return {
    fontStyle: 'bold',
    fillColor: GROUP_FILL,
    cellPadding: { top: 0, bottom: 0, left: CELL_PADDING_X + depth * GROUP_INDENT, right: CELL_PADDING_X },
  };
}

/**
 * A subtotal or total line. Its label spans the empty leading cells and may run on into the
 * next cell up to its value (a count in a text column is right-aligned for that), so
 * 'Subtotal Azuay' is not cut to the width of a date column; a label longer than that wraps
 * within its columns, whole. Numbers sit right in any column.
 */
function summaryRow(doc: jsPDF, line: ExportLine, cells: string[], widths: readonly number[]): CellDef[] {
  const styles = SUMMARY_STYLES[line.kind === 'total' ? 'total' : 'subtotal'];
  const values = line.cells.map((value, index): CellDef => ({ content: cells[index], styles: typeof value === 'number' ? styles.right : styles.plain }));
  const { label, span } = spannedLine(line, cells);
  if (span === 0) return values;
  const next = cells[span];
  let room = widths.slice(0, span).reduce((sum, w) => sum + w, 0) - 2 * CELL_PADDING_X;
  if (next !== undefined) room += (widths[span] ?? 0) - doc.getTextWidth(next) - LABEL_GAP;
  // A label too long for its room wraps inside its span rather than being cut.
  const fits = doc.getTextWidth(label) <= room;
  return [{ content: label, colSpan: span, styles: fits ? styles.label : styles.wrapped }, ...values.slice(span)];
}

/** autotable's body: group lines across the table, rows as plain strings, summary lines bold. */
export function bodyRows(doc: jsPDF, table: ExportTable, texts: (string[] | null)[], widths: readonly number[], fontSize = FONT_SIZE): RowInput[] {
  const byDepth = new Map<number, Partial<Styles>>();
  const stylesOf = (depth: number) => {
    let styles = byDepth.get(depth);
    if (!styles) byDepth.set(depth, (styles = groupStyles(depth)));
    return styles;
  };
  const colSpan = table.columns.length;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(fontSize);
  return table.lines.map((line, index): RowInput => {
    const cells = texts[index];
    if (!cells) return [{ content: groupLabel(table, line), colSpan, styles: stylesOf(line.depth) }];
    return line.kind === 'row' ? cells : summaryRow(doc, line, cells, widths);
  });
}
