/**
 * Every limit of the spreadsheet uploads (company creation from the template workbook, report
 * import), in one place. A spreadsheet is a zip of XML: a file of a few hundred KB can declare
 * or hold gigabytes, so each limit is checked before or while reading, never after.
 *
 * Sized from what real imports need: the company template filled to its 2,000 data rows with
 * ~50 characters in every one of its 32 columns is 390 KB compressed and 6.6 MB of XML
 * (64,000 cells); a report list of 500 reports is under 100 KB of XML.
 */
export const SPREADSHEET_LIMITS = {
  /** Bytes of the uploaded file. Base64 in a JSON body of at most 1 MiB (the API's body limit) carries up to ~750 KB. */
  maxFileBytes: 700 * 1024,
  /** Entries of the zip (an Excel workbook has 10 to 30). */
  maxEntries: 200,
  /** Bytes of all the zip's entries once inflated, as declared in its central directory and as really inflated. */
  maxUncompressedBytes: 20 * 1024 * 1024,
  /** Rows (`<row>` elements) read from the sheet, empty ones included. */
  maxSheetRows: 50_000,
  /** Cells read from the sheet: each row counts up to its last column. */
  maxCells: 500_000,
  /** Time to read the sheet, in ms. */
  maxReadMs: 10_000,
} as const;

export type SpreadsheetLimits = { readonly [K in keyof typeof SPREADSHEET_LIMITS]: number };

/** Data rows of the company spreadsheet: the companies one upload may create. */
export const COMPANY_SHEET_MAX_ROWS = 2000;

/** Reports one report import may create. */
export const REPORT_IMPORT_MAX_REPORTS = 500;
