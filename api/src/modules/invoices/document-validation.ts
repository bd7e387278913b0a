import { validateIdentity } from '../../domain/identity.js';
import type { InputProblem } from '../../shared/app-error.js';
import { centsText, DETAIL_SCALE, lineGross, MONEY_SCALE, parseScaled, scaledText, taxOf } from './document-amounts.js';
import { DOCUMENT_MSG as M } from './messages.js';
import { IVA_RATES, PAYMENT_METHODS, TIME_UNITS, type DocumentKind } from './sri-catalogs.js';
import { businessDay } from '../../domain/dates.js';

/** A document as an integrator sends it, before any check (REST body or GraphQL input, same shape). */
export interface DocumentInput {
  idempotencyKey?: unknown;
  establishment?: unknown;
  emissionPoint?: unknown;
  date?: unknown;
  buyer?: { idNumber?: unknown; name?: unknown; address?: unknown; email?: unknown } | null;
  lines?: Array<{
    code?: unknown;
    description?: unknown;
    quantity?: unknown;
    unitPrice?: unknown;
    discount?: unknown;
    subtotal?: unknown;
    ivaCode?: unknown;
    iva?: unknown;
  }> | null;
  subtotal?: unknown;
  iva?: unknown;
  total?: unknown;
  payments?: Array<{ method?: unknown; amount?: unknown; term?: unknown; timeUnit?: unknown }> | null;
  /** Credit note: the invoice it modifies (001-001-000000001) and why. */
  invoiceNumber?: unknown;
  reason?: unknown;
}

export interface DocumentLine {
  code: string | null;
  description: string;
  quantity: bigint;
  unitPrice: bigint;
  discount: bigint;
  subtotal: bigint;
  ivaCode: string;
  rateBasisPoints: bigint;
  iva: bigint;
}

export type BuyerIdType = '04' | '05' | '07';

/** The SRI's anonymous buyer: identification 9999999999999, type 07, name CONSUMIDOR FINAL. */
export const CONSUMER_FINAL = { idNumber: '9999999999999', idType: '07', name: 'CONSUMIDOR FINAL' } as const;

/** A document whose every field passed the checks that need no database; amounts in cents (lines: quantity and price scaled by 10^6). */
export interface CheckedDocument {
  kind: DocumentKind;
  idempotencyKey: string;
  establishment: string;
  emissionPoint: string;
  date: string;
  /** idType: SRI tipoIdentificacionComprador (04 RUC, 05 cédula, 07 consumidor final). */
  buyer: { idNumber: string; idType: BuyerIdType; name: string; address: string | null; email: string | null };
  lines: DocumentLine[];
  subtotal: bigint;
  iva: bigint;
  total: bigint;
  payments: Array<{ method: string; amount: bigint; term: number; timeUnit: string }>;
  invoiceNumber: string | null;
  reason: string | null;
}

/** Oldest issue date accepted, in days before today (the SRI accepts late documents only briefly). */
export const MAX_AGE_DAYS = 30;
export const MAX_LINES = 500;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

function validDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Every check of a document that needs no database, field by field: each problem names the
 * field (GraphQL path as `field`, the REST body name as `legacyField`) with its Spanish message.
 * Returns the document with exact amounts, or the list of problems (never both).
 */
export function checkDocument(kind: DocumentKind, input: DocumentInput, today = businessDay()): { document: CheckedDocument } | { problems: InputProblem[] } {
  const problems: InputProblem[] = [];
  // field: the GraphQL argument path (input.lines.0.quantity); legacyField: the REST body name.
  const refuse = (field: string, legacyField: string, message: string) => problems.push({ field: `input.${field}`, legacyField, message });

  const idempotencyKey = text(input.idempotencyKey);
  if (!idempotencyKey || idempotencyKey.length > 100) refuse('idempotencyKey', 'idempotencia', M.idempotencyKey);
  const establishment = text(input.establishment);
  if (!/^\d{3}$/.test(establishment)) refuse('establishment', 'alm_nroest', M.establishmentFormat);
  const emissionPoint = text(input.emissionPoint);
  if (!/^\d{3}$/.test(emissionPoint)) refuse('emissionPoint', 'tdv_numero', M.pointFormat);
  const date = text(input.date);
  if (!validDate(date)) refuse('date', 'trn_fecha', M.dateFormat);
  else if (date > today) refuse('date', 'trn_fecha', M.dateFuture);
  else if (daysBetween(date, today) > MAX_AGE_DAYS) refuse('date', 'trn_fecha', M.dateTooOld(MAX_AGE_DAYS));

  let buyer: CheckedDocument['buyer'] | null = null;
  if (!input.buyer || typeof input.buyer !== 'object') refuse('buyer', 'cliente', M.buyerRequired);
  else {
    const idNumber = text(input.buyer.idNumber);
    const consumerFinal = idNumber === CONSUMER_FINAL.idNumber;
    const identity = consumerFinal ? null : validateIdentity(idNumber);
    if (identity && !identity.valid) refuse('buyer.idNumber', 'cliente.clp_cedruc', M.buyerId(identity.message));
    // The consumidor final has one name (an omitted name is that one), in any letter case.
    const name = consumerFinal ? text(input.buyer.name).toUpperCase() || CONSUMER_FINAL.name : text(input.buyer.name);
    if (consumerFinal && name !== CONSUMER_FINAL.name) refuse('buyer.name', 'cliente.clp_nombre', M.consumerFinalName);
    else if (!name || name.length > 300) refuse('buyer.name', 'cliente.clp_nombre', M.buyerName);
    const address = text(input.buyer.address) || null;
    if (address && address.length > 300) refuse('buyer.address', 'cliente.clp_direcc', M.buyerAddress);
    const email = text(input.buyer.email) || null;
    if (email && (email.length > 150 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))) refuse('buyer.email', 'cliente.clp_email', M.buyerEmail);
    buyer = { idNumber, idType: consumerFinal ? CONSUMER_FINAL.idType : identity!.kind === 'ruc' ? '04' : '05', name, address, email };
  }

  const lines: DocumentLine[] = [];
  const rawLines = Array.isArray(input.lines) ? input.lines : [];
  if (!rawLines.length) refuse('lines', 'detalle', M.linesRequired);
  else if (rawLines.length > MAX_LINES) refuse('lines', 'detalle', M.linesTooMany(MAX_LINES));
  else {
    rawLines.forEach((raw, i) => {
      const n = i + 1;
      const at = (field: string, legacy: string) => [`lines.${i}.${field}`, `detalle[${i}].${legacy}`] as const;
      const before = problems.length;
      const code = text(raw?.code) || null;
      if (code && code.length > 25) refuse(...at('code', 'art_codigo'), M.lineCode(n));
      const description = text(raw?.description);
      if (!description || description.length > 300) refuse(...at('description', 'art_descri'), M.lineDescription(n));
      const quantity = parseScaled(raw?.quantity, DETAIL_SCALE);
      if (quantity === null || quantity === 0n) refuse(...at('quantity', 'det_cantidad'), M.lineQuantity(n));
      const unitPrice = parseScaled(raw?.unitPrice, DETAIL_SCALE);
      if (unitPrice === null) refuse(...at('unitPrice', 'det_precio'), M.linePrice(n));
      const discountGiven = raw?.discount === undefined || raw?.discount === null || raw?.discount === '';
      const discount = discountGiven ? 0n : parseScaled(raw?.discount, MONEY_SCALE);
      if (discount === null) refuse(...at('discount', 'det_descuento'), M.lineDiscount(n));
      const subtotal = parseScaled(raw?.subtotal, MONEY_SCALE);
      if (subtotal === null) refuse(...at('subtotal', 'det_subtotal'), M.lineSubtotalFormat(n));
      const rate = IVA_RATES.find((r) => r.code === text(raw?.ivaCode));
      if (!rate) refuse(...at('ivaCode', 'iva_codigo'), M.lineIvaCode(n, IVA_RATES.map((r) => r.code).join(', ')));
      const iva = parseScaled(raw?.iva, MONEY_SCALE);
      if (iva === null) refuse(...at('iva', 'det_iva'), M.lineIvaFormat(n));
      if (problems.length > before) return;
      const gross = lineGross(quantity!, unitPrice!);
      if (discount! > gross) return void refuse(...at('discount', 'det_descuento'), M.lineDiscountTooBig(n, centsText(gross)));
      const expected = gross - discount!;
      if (expected !== subtotal) return void refuse(...at('subtotal', 'det_subtotal'), M.lineSubtotal(n, centsText(subtotal!), centsText(expected)));
      const expectedIva = taxOf(subtotal!, rate!.basisPoints);
      if (expectedIva !== iva)
        return void refuse(
          ...at('iva', 'det_iva'),
          M.lineIva(n, centsText(iva!), `${scaledText(rate!.basisPoints, 2)}%`, centsText(subtotal!), centsText(expectedIva)),
        );
      lines.push({
        code,
        description,
        quantity: quantity!,
        unitPrice: unitPrice!,
        discount: discount!,
        subtotal: subtotal!,
        ivaCode: rate!.code,
        rateBasisPoints: rate!.basisPoints,
        iva: iva!,
      });
    });
  }

  const subtotal = parseScaled(input.subtotal, MONEY_SCALE);
  if (subtotal === null) refuse('subtotal', 'trn_subtotal', M.totalFormat('subtotal', 'trn_subtotal'));
  const iva = parseScaled(input.iva, MONEY_SCALE);
  if (iva === null) refuse('iva', 'trn_iva', M.totalFormat('IVA', 'trn_iva'));
  const total = parseScaled(input.total, MONEY_SCALE);
  if (total === null) refuse('total', 'trn_total', M.totalFormat('total', 'trn_total'));
  // Totals are compared only when every line passed: a wrong line would be reported twice.
  if (lines.length === rawLines.length && lines.length > 0) {
    const linesSubtotal = lines.reduce((sum, l) => sum + l.subtotal, 0n);
    const linesIva = lines.reduce((sum, l) => sum + l.iva, 0n);
    if (subtotal !== null && subtotal !== linesSubtotal) refuse('subtotal', 'trn_subtotal', M.subtotal(centsText(subtotal), centsText(linesSubtotal)));
    if (iva !== null && iva !== linesIva) refuse('iva', 'trn_iva', M.iva(centsText(iva), centsText(linesIva)));
  }
  if (subtotal !== null && iva !== null && total !== null && total !== subtotal + iva)
    refuse('total', 'trn_total', M.total(centsText(total), centsText(subtotal + iva)));

  const payments: CheckedDocument['payments'] = [];
  const rawPayments = Array.isArray(input.payments) ? input.payments : [];
  if (!rawPayments.length) refuse('payments', 'pagos', M.paymentsRequired);
  rawPayments.forEach((raw, i) => {
    const n = i + 1;
    const at = (field: string, legacy: string) => [`payments.${i}.${field}`, `pagos[${i}].${legacy}`] as const;
    const method = text(raw?.method);
    const known = PAYMENT_METHODS.some((p) => p.code === method);
    if (!known) refuse(...at('method', 'fpa_codigo'), M.paymentMethod(n));
    const amount = parseScaled(raw?.amount, MONEY_SCALE);
    if (amount === null || amount === 0n) refuse(...at('amount', 'pag_valor'), M.paymentAmount(n));
    const termText = text(raw?.term) || '0';
    const term = /^\d{1,4}$/.test(termText) ? Number(termText) : -1;
    if (term < 0 || term > 3650) refuse(...at('term', 'pag_plazo'), M.paymentTerm(n));
    const timeUnit = text(raw?.timeUnit) || 'dias';
    if (!(TIME_UNITS as readonly string[]).includes(timeUnit)) refuse(...at('timeUnit', 'pag_unidad'), M.paymentUnit(n));
    if (known && amount) payments.push({ method, amount, term, timeUnit });
  });
  if (payments.length === rawPayments.length && payments.length > 0 && total !== null) {
    const paid = payments.reduce((sum, p) => sum + p.amount, 0n);
    if (paid !== total) refuse('payments', 'pagos', M.paymentsSum(centsText(paid), centsText(total)));
  }

  let invoiceNumber: string | null = null;
  let reason: string | null = null;
  if (kind === 'creditNote') {
    const ref = text(input.invoiceNumber).replace(/^(\d{3})(\d{3})(\d{9})$/, '$1-$2-$3');
    if (!/^\d{3}-\d{3}-\d{9}$/.test(ref)) refuse('invoiceNumber', 'trn_codref', M.invoiceRefFormat);
    else invoiceNumber = ref;
    reason = text(input.reason);
    if (!reason || reason.length > 300) refuse('reason', 'trn_motivo', M.reasonRequired);
  }

  if (problems.length) return { problems };
  return {
    document: {
      kind,
      idempotencyKey,
      establishment,
      emissionPoint,
      date,
      buyer: buyer!,
      lines,
      subtotal: subtotal!,
      iva: iva!,
      total: total!,
      payments,
      invoiceNumber,
      reason,
    },
  };
}
