import { registerEnumType } from 'type-graphql';

/** The module a report belongs to (inf_modulo); /consultas/{rep_modulo} lists one module's reports. */
export enum ReportModule {
  ACCOUNTING = 1,
  SALES = 2,
  PURCHASES = 3,
  E_INVOICING = 4,
  RECEIVABLES = 5,
  TAXES = 6,
}
registerEnumType(ReportModule, {
  name: 'ReportModule',
  description: 'Módulo del informe (inf_modulo)',
  valuesConfig: {
    ACCOUNTING: { description: '1: contabilidad' },
    SALES: { description: '2: ventas' },
    PURCHASES: { description: '3: compras' },
    E_INVOICING: { description: '4: facturación electrónica' },
    RECEIVABLES: { description: '5: cartera' },
    TAXES: { description: '6: tributación' },
  },
});
export const MODULE_NAMES: Record<ReportModule, string> = {
  [ReportModule.ACCOUNTING]: 'CONTABILIDAD',
  [ReportModule.SALES]: 'VENTAS',
  [ReportModule.PURCHASES]: 'COMPRAS',
  [ReportModule.E_INVOICING]: 'FACTURACIÓN ELECTRÓNICA',
  [ReportModule.RECEIVABLES]: 'CARTERA',
  [ReportModule.TAXES]: 'TRIBUTACIÓN',
};

/** How a report takes its dates (inf_periodo / inf_fecha). */
export enum ReportPeriod {
  RANGE = 0,
  MONTHS = 2,
  MONTHS_ALT = 3,
  QUARTERS = 4,
}
registerEnumType(ReportPeriod, {
  name: 'ReportPeriod',
  description: 'Período del formulario del informe (inf_periodo)',
  valuesConfig: {
    RANGE: { description: '0: fechas desde/hasta (o una sola fecha si inf_fecha = 1)' },
    MONTHS: { description: '2: por meses (anioa/mesa a aniob/mesb)' },
    MONTHS_ALT: { description: '3: por meses (igual que 2)' },
    QUARTERS: { description: '4: por trimestres (mesa/mesb son trimestres 1 a 4; empiezan en enero, abril, julio y octubre)' },
  },
});

/** Select output of a report (inf_respon). */
export enum ReportOutput {
  TABLE = 1,
  CHART = 2,
  TABLE_AND_CHART = 3,
}
registerEnumType(ReportOutput, {
  name: 'ReportOutput',
  description: 'Salida del informe (inf_respon)',
  valuesConfig: { TABLE: { description: '1: tabla' }, CHART: { description: '2: gráfica' }, TABLE_AND_CHART: { description: '3: tabla y gráfica' } },
});

/** Grouping of a report column (di_grupo). */
export enum ColumnGrouping {
  GROUPED = 'T',
  NONE = 'F',
  AGGREGATE = 'A',
}
registerEnumType(ColumnGrouping, {
  name: 'ColumnGrouping',
  description: 'Agrupación de la columna (di_grupo)',
  valuesConfig: {
    GROUPED: { description: 'T: agrupa las filas por esta columna' },
    NONE: { description: 'F: no agrupa' },
    AGGREGATE: { description: 'A: se agrega en la agrupación' },
  },
});

/** Footer total of a report column (di_total). */
export enum ColumnTotal {
  SUM = 'T',
  LAST = 'CU',
  COUNT = 'CONT',
  NONE = 'F',
}
registerEnumType(ColumnTotal, {
  name: 'ColumnTotal',
  description: 'Total al pie de la columna (di_total)',
  valuesConfig: {
    SUM: { description: 'T: la suma' },
    LAST: { description: 'CU: el valor de la última fila' },
    COUNT: { description: 'CONT: el número de filas' },
    NONE: { description: 'F: sin total' },
  },
});

/** The type of a report column's values, read from the function's declaration in the catalog. */
export enum ReportColumnType {
  TEXT = 'TEXT',
  INTEGER = 'INTEGER',
  DECIMAL = 'DECIMAL',
  DATE = 'DATE',
  TIMESTAMP = 'TIMESTAMP',
  BOOLEAN = 'BOOLEAN',
}
registerEnumType(ReportColumnType, {
  name: 'ReportColumnType',
  description: 'Tipo de los valores de una columna, según la función del informe en el catálogo',
  valuesConfig: {
    TEXT: { description: 'Texto' },
    INTEGER: { description: 'Entero (el texto de la celda es un entero)' },
    DECIMAL: { description: 'Decimal exacto (el texto de la celda es el número, sin redondear)' },
    DATE: { description: 'Fecha AAAA-MM-DD' },
    TIMESTAMP: { description: 'Fecha y hora ISO 8601' },
    BOOLEAN: { description: 'true/false' },
  },
});

/** Chart type of a view (vin_tipgra), the codes of the web's chart widget. */
export enum ChartType {
  BAR = 1,
  HORIZONTAL_BAR = 2,
  PIE = 3,
  LINE = 4,
  AREA = 5,
  INVERTED_AREA = 6,
  PYRAMID = 7,
  COMBINED = 8,
  COLUMNS_3D = 9,
  PIE_3D = 10,
  DONUT_3D = 11,
  MAP = 100,
}
registerEnumType(ChartType, {
  name: 'ChartType',
  description: 'Tipo de gráfica (vin_tipgra)',
  valuesConfig: {
    BAR: { description: '1: barras verticales' },
    HORIZONTAL_BAR: { description: '2: barras horizontales' },
    PIE: { description: '3: pastel' },
    LINE: { description: '4: líneas' },
    AREA: { description: '5: área' },
    INVERTED_AREA: { description: '6: área invertida' },
    PYRAMID: { description: '7: pirámide' },
    COMBINED: { description: '8: combinada (barras y línea)' },
    COLUMNS_3D: { description: '9: columnas 3D' },
    PIE_3D: { description: '10: pastel 3D' },
    DONUT_3D: { description: '11: dona 3D' },
    MAP: { description: '100: mapa (la columna de leyenda es la clave de la región)' },
  },
});
/** Charts with one series over the categories (a category and ONE series). */
export const PIE_LIKE: ReadonlySet<ChartType> = new Set([ChartType.PIE, ChartType.PYRAMID, ChartType.PIE_3D, ChartType.DONUT_3D]);

/** Series mode of a chart (vin_modserie). */
export enum SeriesMode {
  BY_COLUMN = 0,
  BY_ROW = 1,
}
registerEnumType(SeriesMode, {
  name: 'SeriesMode',
  description: 'Modo de las series (vin_modserie)',
  valuesConfig: { BY_COLUMN: { description: '0: una serie por columna' }, BY_ROW: { description: '1: una serie por fila' } },
});
