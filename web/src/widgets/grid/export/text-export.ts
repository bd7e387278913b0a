import type { ExportTable } from '../export-table';
import { groupLabel, lineTexts } from './cell-text';

/**
 * Byte order mark: Excel on Windows reads a BOM-less .txt as the ANSI code page and garbles
 * 'Ñ' and accents; with the BOM it detects UTF-8. Other editors ignore it.
 */
export const UTF8_BOM = '\uFEFF';

/** Windows line ends: the file is mostly opened with Notepad or Excel on Windows. */
const CRLF = '\r\n';

// A tab or line break inside a value would shift columns or split the line.
function field(text: string): string {
  return text.replace(/[\t\r\n]+/g, ' ');
}

/**
 * resultados.txt: a BOM, the header line, then every line in grid order, tab-separated and
 * CRLF-terminated. Numbers appear as on screen ('1.234,50'); a group line carries its label
 * in the first field and keeps the column count with empty fields.
 */
export function buildText(table: ExportTable): string {
  const empty = table.columns.slice(1).map(() => '');
  const lines = [table.columns.map((column) => field(column.header)).join('\t')];
  for (const line of table.lines) {
    const fields = line.kind === 'group' ? [groupLabel(table, line), ...empty] : lineTexts(table, line);
    lines.push(fields.map(field).join('\t'));
  }
  return UTF8_BOM + lines.join(CRLF) + CRLF;
}
