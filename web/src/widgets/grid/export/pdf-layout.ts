import type { jsPDF } from 'jspdf';
import type { ExportTable } from '../export-table';
import { A4, FONT_SIZE, PAGE_MARGINS } from './page-setup';
import { longest } from './column-widths';
import { CELL_PADDING_X } from './pdf-rows';

/**
 * A word (a RUC, a cédula, an access code, an e-mail) is never split up to this width: a
 * 49-digit SRI access code is about 220 pt in 8 pt Helvetica.
 */
export const WHOLE_WORD_MAX = 230;
/** A text column reads comfortably up to this width; longer texts wrap. */
export const COMFORTABLE_TEXT = 150;
/** Candidates measured per column: the longest by length, since letters differ in width. */
const CANDIDATES = 6;

export interface ColumnMeasures {
  /** Below this a value would be cut or a word split: numbers and dates whole, the longest word whole. */
  minimum: number[];
  /** The width that shows the column comfortably: its widest value, up to COMFORTABLE_TEXT for texts. */
  preferred: number[];
}

/** The widest of `texts` in the current font, measuring only the longest few. */
function widest(doc: jsPDF, texts: Iterable<string>): number {
  const top: string[] = [];
  for (const text of texts) {
    if (text === '') continue;
    if (top.length < CANDIDATES) top.push(text);
    else {
      let shortest = 0;
      for (let i = 1; i < top.length; i++) if (top[i]!.length < top[shortest]!.length) shortest = i;
      if (text.length > top[shortest]!.length) top[shortest] = text;
    }
  }
  return top.reduce((max, text) => Math.max(max, doc.getTextWidth(text)), 0);
}

function* words(texts: (string[] | null)[], index: number): Generator<string> {
  for (const cells of texts) {
    const text = cells?.[index];
    if (!text) continue;
    if (!text.includes(' ')) yield text;
    else yield longest(text.split(/\s+/));
  }
}

function* values(texts: (string[] | null)[], index: number): Generator<string> {
  for (const cells of texts) yield cells?.[index] ?? '';
}

const PAD = 2 * CELL_PADDING_X + 1;
/** The table's text is set smaller, down to this size, rather than cut a value that does not fit even landscape. */
export const MIN_TABLE_FONT_SIZE = 6;

/** Minimum and comfortable width of every column at a font size, in bold (totals are bold). */
export function measureColumns(doc: jsPDF, table: ExportTable, texts: (string[] | null)[], fontSize = FONT_SIZE): ColumnMeasures {
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(fontSize);
  const pad = PAD;
  const minimum: number[] = [];
  const preferred: number[] = [];
  table.columns.forEach((column, index) => {
    // The header's longest word sets a floor too, so an empty column keeps a readable header.
    const header = doc.getTextWidth(longest(column.header.split(/\s+/))) + pad;
    const whole = Math.max(header, widest(doc, values(texts, index)) + pad);
    if (column.kind !== 'text') {
      minimum.push(whole);
      preferred.push(whole);
      return;
    }
    const word = Math.min(WHOLE_WORD_MAX, widest(doc, words(texts, index)) + pad);
    // Only the values' words are a minimum: a header word set smaller is fine (see headerCells).
    minimum.push(word);
    preferred.push(Math.max(word, Math.min(COMFORTABLE_TEXT, whole)));
  });
  return { minimum, preferred };
}

/** Width of the table on an A4 page in that orientation. */
export function tableWidthOf(landscape: boolean): number {
  return (landscape ? A4.long : A4.short) - PAGE_MARGINS.left - PAGE_MARGINS.right;
}

/** Landscape when the report asks for it, or when the columns do not fit portrait at their comfortable widths. */
export function needsLandscape(table: ExportTable, measures: ColumnMeasures): boolean {
  if (table.landscape) return true;
  return measures.preferred.reduce((sum, w) => sum + w, 0) > tableWidthOf(false);
}

/**
 * The spec's 8 pt when every column's minimum fits the table; otherwise the size at which the
 * minimums fit (text widths scale with the size, padding does not), down to MIN_TABLE_FONT_SIZE.
 */
export function fittingFontSize(measures: ColumnMeasures, tableWidth: number): number {
  const total = measures.minimum.reduce((sum, w) => sum + w, 0);
  if (total <= tableWidth) return FONT_SIZE;
  const padding = measures.minimum.length * PAD;
  const ratio = Math.max(0, tableWidth - padding) / Math.max(1, total - padding);
  return Math.max(MIN_TABLE_FONT_SIZE, Math.floor(FONT_SIZE * ratio * 10) / 10);
}
