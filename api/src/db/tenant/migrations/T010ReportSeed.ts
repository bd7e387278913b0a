/**
 * The reports every company starts with (over the functions of T010ReportFunctions): each with
 * one view, its columns (groupings, totals T/CU/CONT, decimals, colours) and a chart.
 * inf_modulo codes: 1 CONTABILIDAD, 2 VENTAS, 3 COMPRAS, 4 FACTURACIÓN ELECTRÓNICA, 5 CARTERA,
 * 6 TRIBUTACIÓN (ReportModule in the API).
 */

/** [di_column, di_descri, di_grupo, di_decima, di_total, di_color] */
type Col = [string, string, 'T' | 'F' | 'A', number | null, 'T' | 'CU' | 'CONT' | 'F', string | null];

interface SeedReport {
  name: string;
  message: string;
  fn: string;
  module: number;
  category: number;
  period?: number;
  singleDate?: boolean;
  asocia?: string;
  /** vin_tipgra: 1 barras, 3 pastel, 4 líneas, 5 área */
  chart: number;
  legend: string;
  series: string[];
  columns: Col[];
}

const GREEN = 'rgb(222, 245, 222)';
const RED = 'rgb(252, 228, 228)';
const BLUE = 'rgb(224, 234, 252)';
const NONE = '0000000000000';
const CLIENT_FLAG = '0000010000000';

export const SEED_REPORTS: readonly SeedReport[] = [
  {
    name: 'Ventas por mes',
    message: 'Facturas emitidas por mes',
    fn: 'inf_ventas_mes',
    module: 2,
    category: 2,
    period: 2,
    chart: 1,
    legend: 'mes',
    series: ['total'],
    columns: [
      ['mes', 'Mes', 'F', null, 'CONT', null],
      ['documentos', 'Documentos', 'F', 0, 'T', null],
      ['subtotal', 'Subtotal', 'F', 2, 'T', null],
      ['iva', 'IVA', 'F', 2, 'T', null],
      ['total', 'Total', 'F', 2, 'T', GREEN],
    ],
  },
  {
    name: 'Compras del período',
    message: 'Compras registradas entre dos fechas',
    fn: 'inf_compras',
    module: 3,
    category: 3,
    asocia: CLIENT_FLAG,
    chart: 1,
    legend: 'proveedor',
    series: ['total'],
    columns: [
      ['proveedor', 'Proveedor', 'T', null, 'F', null],
      ['fecha', 'Fecha', 'F', null, 'F', null],
      ['comprobante', 'Comprobante', 'F', null, 'CONT', null],
      ['subtotal', 'Subtotal', 'F', 2, 'T', null],
      ['iva', 'IVA', 'F', 2, 'T', null],
      ['total', 'Total', 'F', 2, 'T', BLUE],
    ],
  },
  {
    name: 'Cartera por cliente',
    message: 'Saldo por cobrar de cada cliente a una fecha',
    fn: 'inf_cartera_cliente',
    module: 5,
    category: 2,
    singleDate: true,
    asocia: CLIENT_FLAG,
    chart: 1,
    legend: 'cliente',
    series: ['saldo'],
    columns: [
      ['cliente', 'Cliente', 'F', null, 'CONT', null],
      ['documentos', 'Documentos', 'F', 0, 'T', null],
      ['facturado', 'Facturado', 'F', 2, 'T', null],
      ['notas_credito', 'Notas de crédito', 'F', 2, 'T', RED],
      ['saldo', 'Saldo', 'F', 2, 'T', BLUE],
    ],
  },
  {
    name: 'Documentos electrónicos por estado',
    message: 'Comprobantes electrónicos según su estado en el SRI',
    fn: 'inf_docelec_estado',
    module: 4,
    category: 2,
    chart: 3,
    legend: 'estado',
    series: ['documentos'],
    columns: [
      ['estado', 'Estado', 'T', null, 'F', null],
      ['tipo', 'Tipo', 'F', null, 'F', null],
      ['documentos', 'Documentos', 'F', 0, 'T', null],
    ],
  },
  {
    name: 'Asientos por período',
    message: 'Asientos contables, debe y haber de cada período',
    fn: 'inf_asientos_periodo',
    module: 1,
    category: 2,
    period: 3,
    chart: 4,
    legend: 'periodo',
    series: ['debe', 'haber'],
    columns: [
      ['periodo', 'Período', 'F', null, 'CONT', null],
      ['asientos', 'Asientos', 'F', 0, 'T', null],
      ['debe', 'Debe', 'F', 2, 'T', null],
      ['haber', 'Haber', 'F', 2, 'T', null],
      ['diferencia', 'Diferencia', 'F', 2, 'T', RED],
    ],
  },
  {
    name: 'Impuestos por mes',
    message: 'IVA en ventas, notas de crédito y compras',
    fn: 'inf_impuestos_mes',
    module: 6,
    category: 4,
    period: 2,
    chart: 1,
    legend: 'mes',
    series: ['iva_ventas', 'iva_compras'],
    columns: [
      ['mes', 'Mes', 'F', null, 'CONT', null],
      ['iva_ventas', 'IVA ventas', 'F', 2, 'T', null],
      ['iva_notas_credito', 'IVA notas de crédito', 'F', 2, 'T', null],
      ['iva_compras', 'IVA compras', 'F', 2, 'T', null],
      ['iva_por_pagar', 'IVA por pagar', 'F', 2, 'T', RED],
    ],
  },
  {
    name: 'Libro diario',
    message: 'Líneas de los asientos entre dos fechas',
    fn: 'inf_libro_diario',
    module: 1,
    category: 3,
    chart: 1,
    legend: 'cuenta',
    series: ['debe', 'haber'],
    columns: [
      ['asiento', 'Asiento', 'T', 0, 'F', null],
      ['fecha', 'Fecha', 'F', null, 'F', null],
      ['cuenta', 'Cuenta', 'F', null, 'CONT', null],
      ['detalle', 'Detalle', 'F', null, 'F', null],
      ['debe', 'Debe', 'F', 2, 'T', null],
      ['haber', 'Haber', 'F', 2, 'T', null],
    ],
  },
  {
    name: 'Balance de comprobación',
    message: 'Sumas y saldos por cuenta',
    fn: 'inf_balance_comprobacion',
    module: 1,
    category: 2,
    chart: 1,
    legend: 'nombre',
    series: ['saldo'],
    columns: [
      ['tipo', 'Tipo', 'T', null, 'F', null],
      ['cuenta', 'Cuenta', 'F', null, 'CONT', null],
      ['nombre', 'Nombre', 'F', null, 'F', null],
      ['debe', 'Debe', 'F', 2, 'T', null],
      ['haber', 'Haber', 'F', 2, 'T', null],
      ['saldo', 'Saldo', 'F', 2, 'CU', BLUE],
    ],
  },
  {
    name: 'Ventas por cliente',
    message: 'Total facturado a cada cliente',
    fn: 'inf_ventas_cliente',
    module: 2,
    category: 2,
    asocia: CLIENT_FLAG,
    chart: 3,
    legend: 'cliente',
    series: ['total'],
    columns: [
      ['cliente', 'Cliente', 'F', null, 'CONT', null],
      ['documentos', 'Documentos', 'F', 0, 'T', null],
      ['subtotal', 'Subtotal', 'F', 2, 'T', null],
      ['total', 'Total', 'F', 2, 'T', GREEN],
    ],
  },
  {
    name: 'Facturas emitidas',
    message: 'Facturas con su estado en el SRI',
    fn: 'inf_facturas',
    module: 2,
    category: 3,
    asocia: CLIENT_FLAG,
    chart: 1,
    legend: 'estado_sri',
    series: ['total'],
    columns: [
      ['estado_sri', 'Estado SRI', 'T', null, 'F', null],
      ['fecha', 'Fecha', 'F', null, 'F', null],
      ['comprobante', 'Comprobante', 'F', null, 'CONT', null],
      ['cliente', 'Cliente', 'F', null, 'F', null],
      ['subtotal', 'Subtotal', 'F', 2, 'T', null],
      ['iva', 'IVA', 'F', 2, 'T', null],
      ['total', 'Total', 'F', 2, 'T', GREEN],
    ],
  },
  {
    name: 'Estado de resultados',
    message: 'Ingresos, costos y gastos por cuenta',
    fn: 'inf_resultados',
    module: 1,
    category: 2,
    chart: 3,
    legend: 'cuenta',
    series: ['valor'],
    columns: [
      ['tipo', 'Tipo', 'T', null, 'F', null],
      ['cuenta', 'Cuenta', 'F', null, 'CONT', null],
      ['valor', 'Valor', 'F', 2, 'T', BLUE],
    ],
  },
  {
    name: 'Ventas por trimestre',
    message: 'Ventas, notas de crédito y neto por trimestre',
    fn: 'inf_ventas_trimestre',
    module: 2,
    category: 2,
    period: 4,
    chart: 5,
    legend: 'trimestre',
    series: ['ventas', 'neto'],
    columns: [
      ['trimestre', 'Trimestre', 'F', null, 'CONT', null],
      ['ventas', 'Ventas', 'F', 2, 'T', null],
      ['notas_credito', 'Notas de crédito', 'F', 2, 'T', RED],
      ['neto', 'Neto', 'F', 2, 'T', GREEN],
    ],
  },
  {
    name: 'Notas de crédito emitidas',
    message: 'Devoluciones en ventas entre dos fechas',
    fn: 'inf_notas_credito',
    module: 2,
    category: 3,
    chart: 4,
    legend: 'fecha',
    series: ['total'],
    columns: [
      ['fecha', 'Fecha', 'F', null, 'F', null],
      ['comprobante', 'Comprobante', 'F', null, 'CONT', null],
      ['cliente', 'Cliente', 'F', null, 'F', null],
      ['total', 'Total', 'F', 2, 'T', RED],
    ],
  },
];

const lit = (v: string | number | null) => (v === null ? 'null' : typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`);

/** Inserts, in order, so inf_codigo i+1 and vin_codigo i+1 belong to SEED_REPORTS[i]. */
export const REPORT_SEED: readonly string[] = SEED_REPORTS.flatMap((r, i) => {
  const inf = i + 1;
  return [
    `insert into tinforme (inf_codigo, inf_nombre, inf_mensaje, inf_respon, inf_funcio, inf_modulo, cin_codigo, inf_periodo, inf_fecha, inf_asocia)
     values (${inf}, ${lit(r.name)}, ${lit(r.message)}, 3, ${lit(r.fn)}, ${r.module}, ${r.category}, ${r.period ?? 0}, ${r.singleDate ? 1 : 0}, ${lit(r.asocia ?? NONE)})`,
    `insert into tvistainf (vin_codigo, inf_codigo, vin_order, vin_especi, vin_tipgra, vin_leygra, vin_titgra)
     values (${inf}, ${inf}, 1, ${lit(r.name)}, ${r.chart}, ${lit(r.legend)}, ${lit(r.name)})`,
    `insert into tdetinforme (vin_codigo, di_column, di_orden, di_descri, di_grupo, di_decima, di_total, di_color) values ${r.columns
      .map(
        ([col, descri, grupo, decima, total, color], n) =>
          `(${inf}, ${lit(col)}, ${n + 1}, ${lit(descri)}, ${lit(grupo)}, ${lit(decima)}, ${lit(total)}, ${lit(color)})`,
      )
      .join(', ')}`,
    `insert into tgrafinf (vin_codigo, igr_column, igr_orden) values ${r.series.map((s, n) => `(${inf}, ${lit(s)}, ${n + 1})`).join(', ')}`,
  ];
}).concat([
  `select setval(pg_get_serial_sequence('tinforme', 'inf_codigo'), ${SEED_REPORTS.length})`,
  `select setval(pg_get_serial_sequence('tvistainf', 'vin_codigo'), ${SEED_REPORTS.length})`,
]);
