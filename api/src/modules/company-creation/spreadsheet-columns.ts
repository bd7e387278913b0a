/** Columns of the company spreadsheet, in order (spec 000 §3); data starts at row 8. */
export const SHEET_COLUMNS = [
  'RUC', 'RAZON_SOCIAL', 'NOMBRE_COMERCIAL', 'CONTABILIDAD', 'RIMPE', 'AG_RETENCION', 'ESTABLECIMIENTO', 'PUNTO',
  'PUNTO_NOMBRE', 'ESTAB2', 'PUNTO2', 'DIRECCION2', 'PUNTO2_NOMBRE', 'EMAIL', 'REPRESENTANTE', 'ACTIVIDAD',
  'TELEFONO', 'PROVINCIA', 'CIUDAD', 'SECTOR', 'DIRECCION', 'CED_CONTADORA', 'APENOM_CONTADORA', 'EMAIL_CONTADORA',
  'CELULAR_CONTADORA', 'ACCESO', 'USUARIO', 'CLAVE', 'USUARIO_CONTADORA', 'CLAVE_CONTADORA', 'COD_PAIS', 'NACION',
] as const;

export type SheetColumn = (typeof SHEET_COLUMNS)[number];
export type SheetRow = Record<SheetColumn, string>;

export const FIRST_DATA_ROW = 8;
export const HEADER_ROW = 7;

/** Upload limits: file bytes, data rows, zip entries and bytes once decompressed. */
export const SHEET_LIMITS = {
  // Base64 in a GraphQL body of at most 1 MB (the API's JSON limit) carries up to ~750 KB.
  maxFileBytes: 700 * 1024,
  maxRows: 2000,
  maxEntries: 200,
  maxUncompressedBytes: 40 * 1024 * 1024,
};
