import type { ExportPaint, ExportTable } from '../export-table';
import { cellText, groupLabel, rawTexts, spannedLine } from './cell-text';
import { fitWidths, longest } from './column-widths';
import { EXPORT_MESSAGES } from './messages';
import { A4, FONT_SIZE, GROUP_INDENT, LINE_SPACING, PAGE_MARGINS } from './page-setup';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

// A CSS string literal: quotes and backslashes escaped so a message cannot end the rule.
function cssString(text: string): string {
  return `"${text.replace(/["\\]/g, '\\$&')}"`;
}

function styles(table: ExportTable): string {
  const m = PAGE_MARGINS;
  const pageNumber = `${cssString(`${EXPORT_MESSAGES.pageWord} `)} counter(page) ${cssString(` ${EXPORT_MESSAGES.ofWord} `)} counter(pages)`;
  return `
@page { size: A4 ${table.landscape ? 'landscape' : 'portrait'}; margin: ${m.top}pt ${m.right}pt ${m.bottom}pt ${m.left}pt;
  @bottom-right { content: ${pageNumber}; font: ${FONT_SIZE}pt Arial, Helvetica, sans-serif; color: #555; } }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font: ${FONT_SIZE}pt/${LINE_SPACING}pt Arial, Helvetica, sans-serif; color: #1e1e1e; }
h1 { font-size: 12pt; line-height: 14pt; margin: 0 0 8pt; }
table { width: 100%; border-collapse: collapse; table-layout: fixed; }
thead { display: table-header-group; }
tr { break-inside: avoid; }
th { background: #dde3ea; font-weight: bold; text-align: left; vertical-align: bottom; padding: 2pt 3pt; border-bottom: 0.75pt solid #78828c; }
td { padding: 0 3pt; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.num { text-align: right; }
tr.group td { background: #ecf0f4; font-weight: bold; }
div.label { display: flex; justify-content: space-between; gap: 6pt; }
div.label span:first-child { overflow: hidden; text-overflow: ellipsis; }
tr.subtotal td { font-weight: bold; border-top: 0.5pt solid #78828c; }
tr.total td { font-weight: bold; border-top: 0.75pt solid #1e1e1e; border-bottom: 0.75pt solid #1e1e1e; }
`;
}

// The print view cannot measure text, so it estimates from Arial's metrics: digits 0.556 em,
// '.' ',' '/' 0.278 em, bold lowercase about 0.6 em on average.
const DIGIT_EM = 0.556;
const PUNCTUATION_EM = 0.278;
const HEADER_EM = 0.6;
const CELL_PADDING = 7;

function valueWidth(text: string): number {
  const punctuation = text.replace(/[^.,/]/g, '').length;
  return ((text.length - punctuation) * DIGIT_EM + punctuation * PUNCTUATION_EM) * FONT_SIZE;
}

/** A4 minus the margins, in points. */
function tableWidth(table: ExportTable): number {
  const pageWidth = table.landscape ? A4.long : A4.short;
  return pageWidth - PAGE_MARGINS.left - PAGE_MARGINS.right;
}

/** Numbers and dates fit whole; header words are not split. */
function minimumWidths(table: ExportTable): number[] {
  return table.columns.map((column, index) => {
    const word = longest(column.header.split(/\s+/)).length * HEADER_EM * FONT_SIZE;
    if (column.kind === 'text') return word + CELL_PADDING;
    const value = longest(table.lines.map((line) => (line.kind === 'group' ? '' : cellText(column, line.cells[index] ?? null))));
    return Math.max(word, valueWidth(value)) + CELL_PADDING;
  });
}

function colgroup(table: ExportTable): string {
  const widths = fitWidths(
    table.columns.map((column) => column.width),
    tableWidth(table),
    minimumWidths(table),
  );
  return `<colgroup>${widths.map((width) => `<col style="width:${width.toFixed(2)}pt">`).join('')}</colgroup>`;
}

/** Inline style of a painted row or cell; colours are printed, not dropped as page background. */
function paintAttr(paint: ExportPaint | undefined): string {
  if (!paint || (!paint.background && !paint.color && paint.fontWeight === undefined)) return '';
  const parts = ['print-color-adjust:exact', '-webkit-print-color-adjust:exact'];
  if (paint.background) parts.push(`background:${paint.background}`);
  if (paint.color) parts.push(`color:${paint.color}`);
  if (paint.fontWeight !== undefined) parts.push(`font-weight:${paint.fontWeight}`);
  return ` style="${escapeHtml(parts.join(';'))}"`;
}

function bodyRows(table: ExportTable): string {
  const numeric = table.columns.map((column) => column.kind === 'number');
  const rows: string[] = [];
  for (const line of table.lines) {
    if (line.kind === 'group') {
      const indent = 3 + line.depth * GROUP_INDENT;
      rows.push(`<tr class="group"><td colspan="${table.columns.length}" style="padding-left:${indent}pt">${escapeHtml(groupLabel(table, line))}</td></tr>`);
      continue;
    }
    // Numbers sit right in any column: a count can stand in a text column.
    const texts = rawTexts(table, line);
    const cells = texts.map((text, index) => {
      const right = numeric[index] || typeof line.cells[index] === 'number';
      return `<td${right ? ' class="num"' : ''}${paintAttr(line.paint?.cells?.[index])}>${escapeHtml(text)}</td>`;
    });
    if (line.kind === 'row') {
      rows.push(`<tr${paintAttr(line.paint?.row)}>${cells.join('')}</tr>`);
      continue;
    }
    const { label, span } = spannedLine(line, texts);
    if (span > 0 && typeof line.cells[span] === 'number' && !numeric[span]) {
      // A count in a text column shares the label's cell, so a long label is cut before the count, not over it.
      const shared = `<div class="label"><span>${escapeHtml(label)}</span><span>${escapeHtml(texts[span] ?? '')}</span></div>`;
      cells.splice(0, span + 1, `<td colspan="${span + 1}">${shared}</td>`);
    } else if (span > 0) {
      cells.splice(0, span, `<td colspan="${span}">${escapeHtml(label)}</td>`);
    }
    rows.push(`<tr class="${line.kind}">${cells.join('')}</tr>`);
  }
  return rows.join('\n');
}

/**
 * The print view as a whole HTML document: title, a header repeated on every printed page,
 * group, subtotal and total lines, A4 landscape when the report says so. Every value is
 * HTML-escaped, and the document's CSP forbids scripts as a second line of defence.
 */
export function buildPrintHtml(table: ExportTable): string {
  const header = table.columns.map((column) => `<th scope="col"${column.kind === 'number' ? ' class="num"' : ''}>${escapeHtml(column.header)}</th>`).join('');
  return `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escapeHtml(table.title)}</title>
<style>${styles(table)}</style>
</head>
<body>
<h1>${escapeHtml(table.title)}</h1>
<table>
${colgroup(table)}
<thead><tr>${header}</tr></thead>
<tbody>
${bodyRows(table)}
</tbody>
</table>
</body>
</html>
`;
}

const FRAME_ID = 'grid-print-frame';

/**
 * Prints the document from a hidden iframe (no pop-up to be blocked). The frame goes away when
 * the print dialog closes, or at the next print if the browser never says so.
 */
export function printHtml(html: string): Promise<void> {
  document.getElementById(FRAME_ID)?.remove();
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.id = FRAME_ID;
    frame.title = EXPORT_MESSAGES.printFrameTitle;
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0' });
    frame.addEventListener(
      'load',
      () => {
        const view = frame.contentWindow;
        if (view) {
          view.addEventListener('afterprint', () => setTimeout(() => frame.remove(), 0), { once: true });
          view.focus();
          view.print();
        }
        resolve();
      },
      { once: true },
    );
    frame.srcdoc = html;
    document.body.append(frame);
  });
}
