import { COMPANY_SHEET_MAX_ROWS, SPREADSHEET_LIMITS } from '../../files/spreadsheet-limits.js';

/** Columns of the company spreadsheet, in order (spec 000 §3); data starts at row 8. */
export const SHEET_COLUMNS = [
  'RUC',
  'RAZON_SOCIAL',
  'NOMBRE_COMERCIAL',
  'CONTABILIDAD',
  'RIMPE',
  'AG_RETENCION',
  'ESTABLECIMIENTO',
  'PUNTO',
  'PUNTO_NOMBRE',
  'ESTAB2',
  'PUNTO2',
  'DIRECCION2',
  'PUNTO2_NOMBRE',
  'EMAIL',
  'REPRESENTANTE',
  'ACTIVIDAD',
  'TELEFONO',
  'PROVINCIA',
  'CIUDAD',
  'SECTOR',
  'DIRECCION',
  'CED_CONTADORA',
  'APENOM_CONTADORA',
  'EMAIL_CONTADORA',
  'CELULAR_CONTADORA',
  'ACCESO',
  'USUARIO',
  'CLAVE',
  'USUARIO_CONTADORA',
  'CLAVE_CONTADORA',
  'COD_PAIS',
  'NACION',
] as const;

export type SheetColumn = (typeof SHEET_COLUMNS)[number];
export type SheetRow = Record<SheetColumn, string>;

export const FIRST_DATA_ROW = 8;
export const HEADER_ROW = 7;

/**
 * Upload limits of the company spreadsheet: the file, zip and reading limits are the shared
 * spreadsheet ones (files/spreadsheet-limits.ts); maxRows is the companies one upload creates.
 */
export const SHEET_LIMITS = {
  maxFileBytes: SPREADSHEET_LIMITS.maxFileBytes,
  maxRows: COMPANY_SHEET_MAX_ROWS,
  maxEntries: SPREADSHEET_LIMITS.maxEntries,
  maxUncompressedBytes: SPREADSHEET_LIMITS.maxUncompressedBytes,
} as const;
