import type { EntityManager } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { PACKAGE_RULES } from '../../domain/package-balance.js';
import { moneyText } from '../../graphql/scalars.js';
import { AppError } from '../../shared/app-error.js';
import { permisosFor } from '../../shared/permissions.js';
import { Invoice } from './invoice.types.js';
import { INVOICE_MSG } from './messages.js';
import { run } from '../../db/sql.js';

/** Invoices are read from the packages screen and from contract payments. */
export const INVOICE_RESOURCES = ['conexiones', 'pagos'] as const;

interface InvoiceRow {
  trn_codigo: number;
  trn_compro: string;
  trn_fecreg: string;
  trn_ruc: string;
  trn_nombre: string;
  trn_concepto: string | null;
  trn_subtotal: string;
  trn_iva: string;
  trn_total: string;
  trn_anulada: string;
  con_codigo: number | null;
}

/** Throws FORBIDDEN unless the user may read one of the screens that show invoices. */
export async function requireInvoiceReader(ctx: AppContext): Promise<void> {
  for (const resource of INVOICE_RESOURCES) if ((await permisosFor(ctx.em, ctx.user!, resource)).ver > 0) return;
  throw AppError.forbidden();
}

/**
 * The invoice number as stored (001-001-000000123): accepts it with or without dashes; a short
 * number is taken as the sequential of 001-001. Anything else is returned trimmed.
 */
export function normalizeInvoiceNumber(text: string): string {
  const raw = text.trim();
  const digits = raw.replace(/-/g, '');
  if (/^\d{15}$/.test(digits)) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  if (/^\d{1,9}$/.test(raw)) return `001-001-${raw.padStart(9, '0')}`;
  return raw;
}

/** Reads one invoice with its journal entry, inside the caller's transaction when there is one. */
export async function readInvoice(em: EntityManager, by: { id?: number | null; number?: string | null }): Promise<Invoice | null> {
  const where = by.id ? 'f.trn_codigo = ?' : 'f.trn_compro = ?';
  const [row] = await run<InvoiceRow>(
    em,
    `select f.trn_codigo, f.trn_compro, to_char(f.trn_fecreg, 'YYYY-MM-DD') as trn_fecreg, f.trn_ruc, f.trn_nombre, f.trn_concepto,
            f.trn_subtotal::text as trn_subtotal, f.trn_iva::text as trn_iva, f.trn_total::text as trn_total, f.trn_anulada,
            (select min(c.con_codigo) from tconexiones c where c.trn_codigo = f.trn_codigo and c.con_anulado is null) as con_codigo
       from tfactura f where ${where}`,
    [by.id ? by.id : normalizeInvoiceNumber(by.number ?? '')],
  );
  if (!row) return null;
  // Money as the column's exact text, never a binary float.
  type Line = { asi_linea: number; asi_cuenta: string; asi_descri: string; asi_debe: string; asi_haber: string };
  const lines = await run<Line>(
    em,
    'select asi_linea, asi_cuenta, asi_descri, asi_debe::text as asi_debe, asi_haber::text as asi_haber from tfactura_asiento where trn_codigo = ? order by asi_linea',
    [row.trn_codigo],
  );
  return {
    id: row.trn_codigo,
    number: row.trn_compro,
    date: row.trn_fecreg,
    ruc: row.trn_ruc,
    name: row.trn_nombre,
    concept: row.trn_concepto,
    subtotal: moneyText(row.trn_subtotal),
    iva: moneyText(row.trn_iva),
    total: moneyText(row.trn_total),
    cancelled: row.trn_anulada === 'T',
    packageId: row.con_codigo,
    entry: lines.map((l: Line) => ({
      line: l.asi_linea,
      account: l.asi_cuenta,
      description: l.asi_descri,
      debit: moneyText(l.asi_debe),
      credit: moneyText(l.asi_haber),
    })),
  };
}

/**
 * Finds an invoice by its number (trn_compro) or its code (trn_codigo); null when there is none
 * (the GraphQL lookup). One of the two is required.
 */
export async function findInvoice(ctx: AppContext, number: string | null | undefined, code: number | null | undefined): Promise<Invoice | null> {
  await requireInvoiceReader(ctx);
  const text = (number ?? '').trim();
  if (!text && !code) throw AppError.input('invoiceNumber', INVOICE_MSG.numberOrCode);
  return text ? readInvoice(ctx.em, { number: text }) : readInvoice(ctx.em, { id: code });
}

/**
 * findInvoice refused with the spec's "{number} verifique que haya ingresado el número
 * correcto." when there is none (the REST buscarFactura answer).
 */
export async function requireInvoice(ctx: AppContext, number: string | null | undefined, code: number | null | undefined): Promise<Invoice> {
  await requireInvoiceReader(ctx);
  return lookupInvoice(ctx.em, number, code);
}

/** findInvoice for a caller that already checked its own permission (and may be inside its transaction). */
export async function lookupInvoice(em: EntityManager, number: string | null | undefined, code: number | null | undefined): Promise<Invoice> {
  const text = (number ?? '').trim();
  if (!text && !code) throw AppError.input('invoiceNumber', INVOICE_MSG.numberOrCode);
  const invoice = text ? await readInvoice(em, { number: text }) : await readInvoice(em, { id: code });
  if (!invoice) {
    if (text) throw AppError.input('invoiceNumber', PACKAGE_RULES.invoiceNotFound(text));
    throw AppError.input('invoiceCode', PACKAGE_RULES.invoiceNotFound(String(code)));
  }
  return invoice;
}
