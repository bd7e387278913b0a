/**
 * Placeholders of mail templates: `${prop}` is a value of the recipient (a column), `$[prop]` a
 * table (its column list and rows). Rendering escapes every value; an unknown key stays as written
 * so the reader sees it, and saving warns about it first.
 */

/** A column that can be inserted in a template (the spec's insertable columns: prop, label, include flag). */
export interface InsertableColumn {
  prop: string;
  label: string;
  /** 'valor' for `${prop}`, 'tabla' for `$[prop]`. */
  kind: 'valor' | 'tabla';
  /** Shown in the list of columns to insert. */
  include: boolean;
}

/** A table value: its columns in order and its rows. */
export interface TableValue {
  columns: { prop: string; label: string }[];
  rows: Record<string, unknown>[];
}

export type RenderData = Record<string, string | number | null | undefined | TableValue>;

/** The columns of a recipient (referente / company contact) and its documents, for e-mail and SMS templates. */
export const INSERTABLE_COLUMNS: readonly InsertableColumn[] = [
  { prop: 'clp_nombre', label: 'Nombre', kind: 'valor', include: true },
  { prop: 'clp_apelli', label: 'Apellido', kind: 'valor', include: true },
  { prop: 'clp_cedruc', label: 'Cédula / RUC', kind: 'valor', include: true },
  { prop: 'clp_email', label: 'Email', kind: 'valor', include: true },
  { prop: 'clp_movil', label: 'Celular', kind: 'valor', include: true },
  { prop: 'clp_direcc', label: 'Dirección', kind: 'valor', include: true },
  { prop: 'clp_telefo', label: 'Teléfono', kind: 'valor', include: true },
  { prop: 'emp_nombre', label: 'Razón social', kind: 'valor', include: true },
  { prop: 'emp_ruc', label: 'RUC de la empresa', kind: 'valor', include: true },
  { prop: 'fecha', label: 'Fecha de envío', kind: 'valor', include: true },
  { prop: 'usuario', label: 'Usuario que envía', kind: 'valor', include: true },
  { prop: 'documentos', label: 'Tabla de documentos', kind: 'tabla', include: true },
];

const PLACEHOLDER = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$\[([A-Za-z_][A-Za-z0-9_]*)\]/g;

/** The placeholders a text uses, in order of first use, as written (`${x}`, `$[y]`). */
export function placeholdersOf(text: string): string[] {
  const seen = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) seen.add(match[0]);
  return [...seen];
}

/** The placeholders of a text that are not insertable columns of their kind. */
export function unknownPlaceholders(text: string, columns: readonly InsertableColumn[] = INSERTABLE_COLUMNS): string[] {
  const values = new Set(columns.filter((c) => c.kind === 'valor').map((c) => c.prop));
  const tables = new Set(columns.filter((c) => c.kind === 'tabla').map((c) => c.prop));
  return placeholdersOf(text).filter((p) => (p.startsWith('${') ? !values.has(p.slice(2, -1)) : !tables.has(p.slice(2, -1))));
}

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const isTable = (value: unknown): value is TableValue =>
  !!value && typeof value === 'object' && Array.isArray((value as TableValue).columns) && Array.isArray((value as TableValue).rows);

function tableHtml(table: TableValue): string {
  const head = table.columns.map((c) => `<th>${escapeHtml(c.label)}</th>`).join('');
  const body = table.rows.map((row) => `<tr>${table.columns.map((c) => `<td>${escapeHtml(row[c.prop])}</td>`).join('')}</tr>`).join('');
  return `<table border="1" cellpadding="4" cellspacing="0"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

function tableText(table: TableValue): string {
  const lines = [table.columns.map((c) => c.label).join(' | ')];
  for (const row of table.rows) lines.push(table.columns.map((c) => String(row[c.prop] ?? '')).join(' | '));
  return lines.join('\n');
}

/**
 * Fills the placeholders of an HTML template: values escaped, tables as HTML tables. With
 * `html: false` (SMS, text parts) values are inserted as they are and tables as text lines.
 */
export function renderTemplate(template: string, data: RenderData, options: { html?: boolean } = {}): string {
  const html = options.html ?? true;
  return template.replace(PLACEHOLDER, (whole, value: string | undefined, table: string | undefined) => {
    if (value !== undefined) {
      if (!Object.hasOwn(data, value)) return whole;
      const v = data[value];
      if (isTable(v)) return whole;
      return html ? escapeHtml(v) : String(v ?? '');
    }
    const t = data[table!];
    if (!Object.hasOwn(data, table!) || !isTable(t)) return whole;
    return html ? tableHtml(t) : tableText(t);
  });
}

/** Plain text of an HTML body (the text part of an e-mail). */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|tr|h[1-6])>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
