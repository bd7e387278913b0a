import { formatNumber } from '@domain/money';
import type { ExportLine, ExportTable } from '../export-table';
import { groupLabel } from './cell-text';
import { escapeFormula } from './formula-escape';

/**
 * Byte order mark: Excel on Windows reads a BOM-less .txt as the ANSI code page and garbles
 * 'Ñ' and accents; with the BOM it detects UTF-8. Other editors ignore it.
 */
export const UTF8_BOM = '\uFEFF';

/** Windows line ends: the file is mostly opened with Notepad or Excel on Windows. */
const CRLF = '\r\n';

// A tab or line break inside a value would shift columns or split the line.
function flat(text: string): string {
  return text.replace(/[\t\r\n]+/g, ' ');
}

/** Texts (headers too) are escaped like the spreadsheet's, since Excel opens this file too; numbers are not. */
function fields(table: ExportTable, line: ExportLine): string[] {
  const texts = table.columns.map((column, index) => {
    const value = line.cells[index] ?? null;
    if (value === null) return '';
    return typeof value === 'number' ? formatNumber(value, column.decimals) : escapeFormula(flat(value));
  });
  if (line.label && line.kind !== 'row' && texts.length > 0 && texts[0] === '') texts[0] = escapeFormula(flat(line.label));
  return texts;
}

/**
 * resultados.txt: a BOM, the header line, then every line in grid order, tab-separated and
 * CRLF-terminated. Numbers appear as on screen ('1.234,50'); a group line carries its label
 * in the first field and keeps the column count with empty fields.
 */
export function buildText(table: ExportTable): string {
  const empty = table.columns.slice(1).map(() => '');
  const lines = [table.columns.map((column) => escapeFormula(flat(column.header))).join('\t')];
  for (const line of table.lines) {
    const values = line.kind === 'group' ? [escapeFormula(flat(groupLabel(table, line))), ...empty] : fields(table, line);
    lines.push(values.join('\t'));
  }
  return UTF8_BOM + lines.join(CRLF) + CRLF;
}
