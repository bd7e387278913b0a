import type { CFB$Container } from 'cfb';

/**
 * sheetjs-style writes real BIFF8 .xls workbooks with number formats, but only one font and no
 * column widths: its styles reach the .xlsx writer alone. Rather than hand users an .xlsx named
 * .xls (Excel warns that format and extension differ), this pass edits the BIFF8 records it
 * wrote: a 10 pt Arial font and a bold one, bold copies of the cell formats for the rows that
 * ask for them, and a ColInfo record per column width. Record layouts: [MS-XLS] 2.4.
 */

const RECORD = {
  font: 0x0031,
  xf: 0x00e0,
  boundSheet: 0x0085,
  dimensions: 0x0200,
  colInfo: 0x007d,
  blank: 0x0201,
  number: 0x0203,
  label: 0x0204,
} as const;

const CELL_RECORDS = new Set<number>([RECORD.blank, RECORD.number, RECORD.label]);
/** sheetjs writes 16 style XFs first; cell XFs follow. */
const FIRST_CELL_XF = 16;
/** Font 4 does not exist in BIFF: the fifth Font record is index 5. */
const BOLD_FONT_INDEX = 5;
const FONT_TWIPS = 200;
const BOLD_WEIGHT = 700;
/** XF byte 9: the number format and font of this cell XF override its parent style's. */
const USES_OWN_NUMBER_AND_FONT = 0x0c;
const DEFAULT_CELL_XF = 15;

interface BiffRecord {
  type: number;
  data: Uint8Array;
}

export interface Biff8Styling {
  /** Zero-based rows written in bold. */
  boldRows: ReadonlySet<number>;
  /** Column widths in screen pixels. */
  columnWidths: readonly number[];
}

function readRecords(stream: Uint8Array): BiffRecord[] {
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  const records: BiffRecord[] = [];
  for (let at = 0; at + 4 <= stream.length;) {
    const type = view.getUint16(at, true);
    const length = view.getUint16(at + 2, true);
    records.push({ type, data: stream.subarray(at + 4, at + 4 + length) });
    at += 4 + length;
  }
  return records;
}

function writeRecords(records: readonly BiffRecord[]): Uint8Array {
  const out = new Uint8Array(records.reduce((size, r) => size + 4 + r.data.length, 0));
  const view = new DataView(out.buffer);
  let at = 0;
  for (const record of records) {
    view.setUint16(at, record.type, true);
    view.setUint16(at + 2, record.data.length, true);
    out.set(record.data, at + 4);
    at += 4 + record.data.length;
  }
  return out;
}

function u16(data: Uint8Array, offset: number): number {
  return data[offset]! | (data[offset + 1]! << 8);
}

function setU16(data: Uint8Array, offset: number, value: number): void {
  data[offset] = value & 0xff;
  data[offset + 1] = value >> 8;
}

function fontRecord(template: Uint8Array, weight: number): BiffRecord {
  const data = template.slice();
  setU16(data, 0, FONT_TWIPS);
  setU16(data, 6, weight);
  // grbit bit 0: the old "bold" flag. Excel reads the weight, but xlrd-style readers read this.
  setU16(data, 2, weight === BOLD_WEIGHT ? 0x0001 : 0);
  return { type: RECORD.font, data };
}

/** Screen pixels to BIFF column width (1/256 of the width of '0' in 10 pt Arial, about 7 px). */
function columnWidthUnits(pixels: number): number {
  return Math.min(0xffff, Math.round((pixels / 7) * 256));
}

function colInfo(column: number, pixels: number): BiffRecord {
  const data = new Uint8Array(12);
  setU16(data, 0, column);
  setU16(data, 2, column);
  setU16(data, 4, columnWidthUnits(pixels));
  setU16(data, 6, DEFAULT_CELL_XF);
  // flags: fUserSet, so Excel keeps the width instead of its default
  setU16(data, 8, 0x0002);
  return { type: RECORD.colInfo, data };
}

/** Splits the Workbook stream into the globals substream and the (single) sheet substream. */
function splitStream(records: BiffRecord[]): [BiffRecord[], BiffRecord[]] {
  const EOF = 0x000a;
  const end = records.findIndex((r) => r.type === EOF);
  return [records.slice(0, end + 1), records.slice(end + 1)];
}

/** Restyles the one-sheet BIFF8 workbook in `cfb` in place (see the module comment). */
export function applyBiff8Styling(cfb: CFB$Container, styling: Biff8Styling): void {
  const entry = cfb.FileIndex.find((e) => e.name === 'Workbook');
  if (!entry) throw new Error('BIFF8 sin flujo Workbook');
  const [globals, sheet] = splitStream(readRecords(Uint8Array.from(entry.content as ArrayLike<number>)));

  // Globals: four regular fonts (indices 0-3), then the bold one (index 5).
  const fontAt = globals.findIndex((r) => r.type === RECORD.font);
  const baseFont = globals[fontAt]!.data;
  globals.splice(
    fontAt,
    1,
    fontRecord(baseFont, 400),
    fontRecord(baseFont, 400),
    fontRecord(baseFont, 400),
    fontRecord(baseFont, 400),
    fontRecord(baseFont, BOLD_WEIGHT),
  );

  const xfIndexes = globals.flatMap((r, i) => (r.type === RECORD.xf ? [i] : []));
  const cellXfCount = xfIndexes.length - FIRST_CELL_XF;
  const boldXfs: BiffRecord[] = [];
  for (const index of xfIndexes.slice(FIRST_CELL_XF)) {
    const xf = globals[index]!;
    xf.data = xf.data.slice();
    xf.data[9] = USES_OWN_NUMBER_AND_FONT;
    const bold = xf.data.slice();
    setU16(bold, 0, BOLD_FONT_INDEX);
    boldXfs.push({ type: RECORD.xf, data: bold });
  }
  globals.splice(xfIndexes[xfIndexes.length - 1]! + 1, 0, ...boldXfs);

  // Sheet: bold rows point to the bold copy of their format; widths go before Dimensions.
  for (const record of sheet) {
    if (!CELL_RECORDS.has(record.type) || !styling.boldRows.has(u16(record.data, 0))) continue;
    record.data = record.data.slice();
    setU16(record.data, 4, u16(record.data, 4) + cellXfCount);
  }
  const dimensionsAt = sheet.findIndex((r) => r.type === RECORD.dimensions);
  sheet.splice(dimensionsAt, 0, ...styling.columnWidths.map((width, column) => colInfo(column, width)));

  // The sheet's start moved: BoundSheet8 holds its absolute offset in the stream.
  const globalsBytes = writeRecords(globals).length;
  const boundSheet = globals.find((r) => r.type === RECORD.boundSheet)!;
  new DataView(boundSheet.data.buffer, boundSheet.data.byteOffset).setUint32(0, globalsBytes, true);

  const stream = writeRecords([...globals, ...sheet]);
  entry.content = stream;
  entry.size = stream.length;
}
