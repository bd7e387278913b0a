import { buildAccessKey } from '../../domain/access-key.js';

/**
 * A year of a demo company's accounting up to the day it is seeded: twelve monthly periods, the
 * last one this month's, and transactions spread from the first day of the first period to that
 * day. Built in memory and inserted set-based by demo-accounting.ts. Deterministic for one day:
 * the same company seeded with the same `today` gets the same rows (seeded on 2026-11-29 it is
 * December 2025 to November 2026). The first period is locked; a few entries are unbalanced on
 * purpose (aplicativo module 3).
 */

/** The demo year that ends on `today` ('YYYY-MM-DD'): its first day and how many days it spans up to today, inclusive. */
export function demoYear(today: string): { start: Date; days: number } {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const start = new Date(Date.UTC(y, m - 12, 1));
  return { start, days: Math.round((Date.UTC(y, m - 1, d) - start.getTime()) / 86_400_000) + 1 };
}
/** [cue_codigo, cue_numero, cue_nombre, tcu_codigo, cue_nivel, cue_movimiento] */
export const DEMO_ACCOUNTS: [number, string, string, number, number, 'T' | 'F'][] = [
  [1, '1', 'ACTIVO', 1, 1, 'F'],
  [2, '1.1.01', 'Caja general', 1, 3, 'T'],
  [3, '1.1.02', 'Bancos', 1, 3, 'T'],
  [4, '1.1.03', 'Clientes', 1, 3, 'T'],
  [5, '1.1.04', 'IVA en compras', 1, 3, 'T'],
  [6, '1.1.05', 'Inventario de mercaderías', 1, 3, 'T'],
  [7, '2', 'PASIVO', 2, 1, 'F'],
  [8, '2.1.01', 'Proveedores', 2, 3, 'T'],
  [9, '2.1.02', 'IVA en ventas por pagar', 2, 3, 'T'],
  [10, '2.1.03', 'Retenciones por pagar', 2, 3, 'T'],
  [11, '3', 'PATRIMONIO', 3, 1, 'F'],
  [12, '3.1.01', 'Capital social', 3, 3, 'T'],
  [13, '4', 'INGRESOS', 4, 1, 'F'],
  [14, '4.1.01', 'Ventas tarifa 15%', 4, 3, 'T'],
  [15, '4.1.02', 'Devoluciones en ventas', 4, 3, 'T'],
  [16, '4.2.01', 'Otros ingresos', 4, 3, 'T'],
  [17, '5', 'COSTOS Y GASTOS', 5, 1, 'F'],
  [18, '5.1.01', 'Compras', 5, 3, 'T'],
  [19, '5.2.01', 'Sueldos y salarios', 5, 3, 'T'],
  [20, '5.2.02', 'Servicios básicos', 5, 3, 'T'],
  [21, '5.2.99', 'Diferencias por redondeo', 5, 3, 'T'],
];
export const ROUNDING_ACCOUNT = 21;
const A = { bancos: 3, clientes: 4, ivaCompras: 5, proveedores: 8, ivaVentas: 9, ventas: 14, devoluciones: 15, compras: 18, sueldos: 19 };

/** [tcu_codigo, tra_codigo, cue_codigo, mco_debcre] */
export const DEMO_MODELS: [number, number, number, 'D' | 'C'][] = [
  [1, 1, A.clientes, 'D'],
  [4, 1, A.ventas, 'C'],
  [2, 1, A.ivaVentas, 'C'],
  [5, 20, A.compras, 'D'],
  [1, 20, A.ivaCompras, 'D'],
  [2, 20, A.proveedores, 'C'],
  [4, 4, A.devoluciones, 'D'],
  [1, 4, A.clientes, 'C'],
];

/** Entries unbalanced on purpose: transaction index -> difference (debit minus credit). */
export const DEMO_UNBALANCED = new Map<number, number>([
  [7, 0.01],
  [60, 0.02],
  [113, 0.05],
  [166, 0.03],
  [219, 12.5],
  [272, 0.04],
  [325, 0.1],
]);

export interface Period {
  pe_codigo: number;
  pe_finicio: string;
  pe_ffin: string;
  pe_block: 'T' | 'F';
  pe_estado: number;
}
export interface Transaction {
  trn_codigo: number;
  tra_codigo: number;
  trn_compro: string;
  trn_fecha: string;
  clp_codigo: number;
  trn_subtotal: string;
  trn_iva: string;
  trn_total: string;
}
export interface Entry {
  dia_codigo: number;
  dia_numero: number;
  dia_fecha: string;
  pe_codigo: number;
  trn_codigo: number | null;
  dia_glosa: string;
}
export interface Line {
  dia_codigo: number;
  cue_codigo: number;
  ddi_debe: string;
  ddi_haber: string;
}
export interface Document {
  trn_codigo: number;
  doc_numaut: string;
  doc_tipo: string;
  doc_estado: number;
  doc_fecaut: string | null;
  doc_mensaje: string | null;
}

export interface DemoAccounting {
  periods: Period[];
  transactions: Transaction[];
  entries: Entry[];
  lines: Line[];
  documents: Document[];
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const cents = (n: number) => (Math.round(n * 100) / 100).toFixed(2);

/** The rows of one company. `seed` varies amounts between companies; `referentes` is how many tclipro rows it has. */
export function demoAccounting(ruc: string, seed: number, referentes: number, today: string, count = 360): DemoAccounting {
  const { start, days } = demoYear(today);
  const periods: Period[] = [];
  for (let m = 0; m < 12; m++) {
    const from = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + m, 1));
    const to = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + m + 1, 0));
    // The first month is locked, the next eight closed, the last three open.
    periods.push({ pe_codigo: m + 1, pe_finicio: iso(from), pe_ffin: iso(to), pe_block: m === 0 ? 'T' : 'F', pe_estado: m === 0 ? 2 : m < 9 ? 1 : 0 });
  }
  const periodOf = (date: string) => periods.find((p) => p.pe_finicio <= date && date <= p.pe_ffin)!;
  const numbers = new Map<number, number>();
  const nextNumber = (pe: number) => {
    const n = (numbers.get(pe) ?? 0) + 1;
    numbers.set(pe, n);
    return n;
  };
  const transactions: Transaction[] = [];
  const entries: Entry[] = [];
  const lines: Line[] = [];
  const documents: Document[] = [];
  const seq = { sales: 0, notes: 0, purchases: 0 };
  const line = (dia: number, cue: number, debe: number, haber: number) =>
    lines.push({ dia_codigo: dia, cue_codigo: cue, ddi_debe: cents(debe), ddi_haber: cents(haber) });
  for (let i = 0; i < count; i++) {
    const date = iso(new Date(start.getTime() + Math.floor((i * days) / count) * 86_400_000));
    const kind = i % 10 < 6 ? 1 : i % 10 < 9 ? 20 : 4;
    const subtotal = 20 + ((i * 7919 + seed * 131) % 180_000) / 100;
    const iva = Math.round(subtotal * 15) / 100;
    const total = Math.round((subtotal + iva) * 100) / 100;
    const sequence = kind === 1 ? ++seq.sales : kind === 4 ? ++seq.notes : ++seq.purchases;
    const series = kind === 20 ? `${String(1 + (i % 3)).padStart(3, '0')}-002` : '001-001';
    const trn = i + 1;
    transactions.push({
      trn_codigo: trn,
      tra_codigo: kind,
      trn_compro: `${series}-${String(sequence).padStart(9, '0')}`,
      trn_fecha: date,
      clp_codigo: 1 + ((i * 17) % referentes),
      trn_subtotal: cents(subtotal),
      trn_iva: cents(iva),
      trn_total: cents(total),
    });
    const period = periodOf(date);
    const glosa = kind === 1 ? 'Venta según factura' : kind === 4 ? 'Devolución según nota de crédito' : 'Compra según factura del proveedor';
    entries.push({
      dia_codigo: trn,
      dia_numero: nextNumber(period.pe_codigo),
      dia_fecha: date,
      pe_codigo: period.pe_codigo,
      trn_codigo: trn,
      dia_glosa: `${glosa} ${transactions[i].trn_compro}`,
    });
    const off = DEMO_UNBALANCED.get(i) ?? 0;
    if (kind === 1) {
      line(trn, A.clientes, total, 0);
      line(trn, A.ventas, 0, subtotal);
      line(trn, A.ivaVentas, 0, iva - off);
    } else if (kind === 4) {
      line(trn, A.devoluciones, subtotal, 0);
      line(trn, A.ivaVentas, iva, 0);
      line(trn, A.clientes, 0, total - off);
    } else {
      line(trn, A.compras, subtotal, 0);
      line(trn, A.ivaCompras, iva, 0);
      line(trn, A.proveedores, 0, total - off);
    }
    if (kind !== 20) {
      const [d, m, y] = [date.slice(8, 10), date.slice(5, 7), date.slice(0, 4)];
      const key = buildAccessKey({
        issueDate: `${d}${m}${y}`,
        documentType: kind === 1 ? '01' : '04',
        ruc,
        environment: '2',
        establishment: '001',
        emissionPoint: '001',
        sequence: String(sequence).padStart(9, '0'),
        numericCode: String(10_000_000 + ((i * 7331 + seed) % 89_999_999)),
        emissionType: '1',
      });
      // Most authorized; a few returned or not authorized (module 4 restores them); the last ones pending.
      const state = i >= count - 8 ? 0 : i % 37 === 0 ? 3 : i % 41 === 0 ? 4 : 2;
      const message = state === 3 ? 'ERROR SECUENCIAL REGISTRADO' : state === 4 ? 'CLAVE DE ACCESO EN PROCESAMIENTO' : null;
      documents.push({
        trn_codigo: trn,
        doc_numaut: key,
        doc_tipo: kind === 1 ? '01' : '04',
        doc_estado: state,
        doc_fecaut: state === 2 ? `${date}T15:30:00Z` : null,
        doc_mensaje: message,
      });
    }
  }
  // Monthly payroll entries, not tied to a document, on each period's last day.
  let dia = count;
  for (const period of periods) {
    dia++;
    const amount = 2400 + (seed % 7) * 150;
    entries.push({
      dia_codigo: dia,
      dia_numero: nextNumber(period.pe_codigo),
      dia_fecha: period.pe_ffin,
      pe_codigo: period.pe_codigo,
      trn_codigo: null,
      dia_glosa: 'Pago de sueldos del mes',
    });
    line(dia, A.sueldos, amount, 0);
    line(dia, A.bancos, 0, amount);
  }
  return { periods, transactions, entries, lines, documents };
}
