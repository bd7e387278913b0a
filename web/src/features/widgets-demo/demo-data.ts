import { seededRandom } from '@domain/seeded-random';
import type { ReportColumn, ReportRow } from '../../widgets/grid/report-column';

/**
 * Realistic, reproducible sales results for the widgets demo and the grid benchmark: invoices,
 * withholdings and journal entries of a few client companies across Ecuador's provinces.
 */
export const SALES_COLUMNS: ReportColumn[] = [
  { di_column: 'fecha', di_descri: 'Fecha', type: 'date', width: 100 },
  { di_column: 'comprobante', di_descri: 'Comprobante', type: 'text', width: 150, di_total: 'CONT' },
  { di_column: 'tipo', di_descri: 'Tipo', type: 'text', width: 100, di_grupo: 'F' },
  { di_column: 'cliente', di_descri: 'Cliente', type: 'text', width: 240 },
  { di_column: 'provincia', di_descri: 'Provincia', type: 'text', width: 150 },
  { di_column: 'vendedor', di_descri: 'Vendedor', type: 'text', width: 150 },
  { di_column: 'cantidad', di_descri: 'Cantidad', type: 'integer', width: 90, di_total: 'T' },
  { di_column: 'subtotal', di_descri: 'Subtotal', type: 'number', width: 110, di_total: 'T' },
  { di_column: 'iva', di_descri: 'IVA', type: 'number', width: 100, di_total: 'T' },
  { di_column: 'total', di_descri: 'Total', type: 'number', width: 120, di_total: 'T', estilo_font: 'bold' },
  { di_column: 'saldo', di_descri: 'Saldo acumulado', type: 'number', width: 130, di_total: 'CU' },
  { di_column: 'prv_codchart', di_descri: 'Código de provincia', type: 'text', width: 90, visible: false },
  { di_column: 'doc_categoria', di_descri: 'Categoría', type: 'integer', width: 80, visible: false },
  { di_column: 'tra_codigo', di_descri: 'Tipo de transacción', type: 'integer', width: 90, visible: false },
  { di_column: 'trn_codigo', di_descri: 'Transacción', type: 'integer', width: 90, visible: false },
  { di_column: 'dia_codigo', di_descri: 'Asiento', type: 'integer', width: 80, visible: false },
];

/** Province name and ISO 3166-2 code (the map's region key, prv_codchart). */
export const PROVINCES: ReadonlyArray<readonly [string, string]> = [
  ['Pichincha', 'EC-P'],
  ['Guayas', 'EC-G'],
  ['Azuay', 'EC-A'],
  ['Loja', 'EC-L'],
  ['Manabí', 'EC-M'],
  ['El Oro', 'EC-O'],
  ['Imbabura', 'EC-I'],
  ['Tungurahua', 'EC-T'],
  ['Chimborazo', 'EC-H'],
  ['Santo Domingo de los Tsáchilas', 'EC-SD'],
  ['Los Ríos', 'EC-R'],
  ['Esmeraldas', 'EC-E'],
  ['Cotopaxi', 'EC-X'],
  ['Santa Elena', 'EC-SE'],
  ['Zamora Chinchipe', 'EC-Z'],
  ['Galápagos', 'EC-W'],
];

const CLIENTS = [
  'Comercial Andina S.A.',
  'Distribuidora del Pacífico Cía. Ltda.',
  'Farmacias del Austro',
  'Transportes Loja Express',
  'Ferretería Mitad del Mundo',
  'Constructora El Constructor',
  'Importadora La Costeña',
  'Panadería San Marcos',
  'Hotel Cuenca Colonial',
  'Agroexportadora Bananera del Oro',
  'Textiles Otavalo',
  'Librería Universitaria',
  'Clínica Santa Inés',
  'María Fernanda Guzmán Ortiz',
  'Juan Carlos Paredes Vega',
  'Ana Lucía Cevallos Ruiz',
  'Luis Alberto Jaramillo Ochoa',
  'Restaurante El Fogón Lojano',
];

const SELLERS = ['Diana Torres', 'Pablo Reyes', 'Carla Mendoza', 'Jorge Salinas', 'Verónica Ríos'];

/** Document kinds with their category (4 entry, 3 withholding, 1 invoice) and transaction type code (tra_codigo). */
const KINDS: ReadonlyArray<{ tipo: string; categoria: number; trn: number; weight: number }> = [
  { tipo: 'Factura', categoria: 1, trn: 1, weight: 8 },
  { tipo: 'Retención', categoria: 3, trn: 41, weight: 1 },
  { tipo: 'Asiento', categoria: 4, trn: 50, weight: 1 },
];

function pick<T>(items: readonly T[], next: () => number): T {
  return items[Math.floor(next() * items.length)] as T;
}

function pickKind(next: () => number) {
  const total = KINDS.reduce((sum, k) => sum + k.weight, 0);
  let roll = next() * total;
  for (const kind of KINDS) {
    roll -= kind.weight;
    if (roll < 0) return kind;
  }
  return KINDS[0]!;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** `count` sales rows of 2026 in date order; the same seed gives the same rows. */
export function generateSales(count: number, seed = 2026): ReportRow[] {
  const next = seededRandom(seed);
  const rows: ReportRow[] = [];
  const start = Date.UTC(2026, 0, 2);
  const span = 320 * 86_400_000;
  let saldo = 0;
  for (let i = 0; i < count; i++) {
    const date = new Date(start + Math.floor((i / Math.max(count, 1)) * span));
    const kind = pickKind(next);
    const [provincia, code] = pick(PROVINCES, next);
    const cantidad = 1 + Math.floor(next() * 40);
    const subtotal = round2(cantidad * (2 + next() * 60));
    const iva = kind.categoria === 1 ? round2(subtotal * 0.15) : 0;
    const total = round2(subtotal + iva);
    saldo = round2(saldo + (kind.categoria === 3 ? -total : total));
    const establishment = 1 + Math.floor(next() * 3);
    rows.push({
      fecha: date.toISOString().slice(0, 10),
      comprobante: `00${establishment}-002-${String(i + 1).padStart(9, '0')}`,
      tipo: kind.tipo,
      cliente: pick(CLIENTS, next),
      provincia,
      vendedor: pick(SELLERS, next),
      cantidad,
      subtotal,
      iva,
      total,
      saldo,
      prv_codchart: code,
      doc_categoria: kind.categoria,
      tra_codigo: kind.trn,
      trn_codigo: 10_000 + i,
      dia_codigo: kind.categoria === 4 ? 5_000 + i : null,
    });
  }
  return rows;
}

/** Sales per province for charts and the map: one row per province, sorted by total. */
export function salesByProvince(rows: readonly ReportRow[]): ReportRow[] {
  const byCode = new Map<string, { provincia: string; prv_codchart: string; facturas: number; subtotal: number; total: number }>();
  for (const row of rows) {
    const code = String(row.prv_codchart);
    const entry = byCode.get(code) ?? { provincia: String(row.provincia), prv_codchart: code, facturas: 0, subtotal: 0, total: 0 };
    entry.facturas += 1;
    entry.subtotal = round2(entry.subtotal + Number(row.subtotal));
    entry.total = round2(entry.total + Number(row.total));
    byCode.set(code, entry);
  }
  return [...byCode.values()].sort((a, b) => b.total - a.total);
}

export const PROVINCE_SALES_COLUMNS: ReportColumn[] = [
  { di_column: 'provincia', di_descri: 'Provincia', type: 'text', width: 200 },
  { di_column: 'prv_codchart', di_descri: 'Código', type: 'text', width: 80, visible: false },
  { di_column: 'facturas', di_descri: 'Documentos', type: 'integer', width: 110, di_total: 'T' },
  { di_column: 'subtotal', di_descri: 'Subtotal', type: 'number', width: 130, di_total: 'T' },
  { di_column: 'total', di_descri: 'Total', type: 'number', width: 130, di_total: 'T' },
];
