import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import ExcelJS from 'exceljs';
import { AppError } from '../shared/app-error.js';
import { SPREADSHEET_MSG } from './messages.js';
import { SPREADSHEET_LIMITS, type SpreadsheetLimits } from './spreadsheet-limits.js';
import { readZip, verifyEntries, type ZipEntry } from './zip-guard.js';

interface SheetReading {
  /** The caller's message for a file that is not a workbook it can read. */
  invalid: string;
  /** Called for every row of the first sheet, in order, with its number; throwing stops the reading. */
  onRow(row: ExcelJS.Row, number: number): void;
  limits?: SpreadsheetLimits;
}

const RELS = 'xl/_rels/workbook.xml.rels';
const WORKBOOK = 'xl/workbook.xml';
const STYLES = 'xl/styles.xml';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const EMPTY_STRINGS = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
);

/** A local header that says what the central directory said (name and sizes), without a data descriptor. */
function localHeader(entry: Pick<ZipEntry, 'name' | 'method' | 'crc' | 'compressedSize' | 'size'>): Buffer {
  const name = Buffer.from(entry.name, 'utf8');
  const head = Buffer.alloc(30);
  head.writeUInt32LE(0x04034b50, 0);
  head.writeUInt16LE(20, 4);
  head.writeUInt16LE(0x800, 6); // names in UTF-8
  head.writeUInt16LE(entry.method, 8);
  head.writeUInt32LE(entry.crc, 14);
  head.writeUInt32LE(entry.compressedSize, 18);
  head.writeUInt32LE(entry.size, 22);
  head.writeUInt16LE(name.length, 26);
  return Buffer.concat([head, name]);
}

const endRecord = () => {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  return end;
};

/** The first sheet by the workbook's part names (Excel, LibreOffice and exceljs write sheet1.xml… in tab order). */
function firstSheet(entries: readonly ZipEntry[]): ZipEntry | undefined {
  const sheets = entries.flatMap((e) => {
    const match = /^xl\/worksheets\/sheet(\d+)\.xml$/.exec(e.name);
    return match ? [{ entry: e, n: Number(match[1]) }] : [];
  });
  return sheets.sort((a, b) => a.n - b.n)[0]?.entry;
}

/**
 * The parts exceljs's streaming reader needs, as a zip stream in the order it needs them (the
 * workbook, its relations, styles and shared strings before the sheet) and nothing else.
 *
 * The order is what keeps the reading sound: exceljs's WorkbookReader ends its walk of the zip
 * when the input has been written, and entries still waiting in its queue then are lost (the
 * workbook part of about 1 file in 1,000 under load, see the unit test), and a sheet that comes
 * before the shared strings goes to a temporary file until the walk ends. Here the sheet is
 * last, read as it inflates, and the input only ends once the sheet has been handed over.
 */
function partsInOrder(buf: Buffer, entries: readonly ZipEntry[], invalid: () => AppError): { parts: ZipEntry[]; stream: Buffer[] } {
  const byName = new Map(entries.map((e) => [e.name, e]));
  const sheet = firstSheet(entries);
  const rels = byName.get(RELS);
  const workbook = byName.get(WORKBOOK);
  if (!sheet || !rels || !workbook) throw invalid();
  const parts = [rels, workbook, byName.get(STYLES), byName.get(SHARED_STRINGS), sheet].filter((e): e is ZipEntry => !!e);
  const stream = parts.flatMap((e) => [localHeader(e), buf.subarray(e.dataStart, e.dataEnd)]);
  if (!byName.has(SHARED_STRINGS)) {
    // Without shared strings exceljs would park the sheet until the end of the zip.
    const empty = { name: SHARED_STRINGS, method: 0, crc: crc32(EMPTY_STRINGS), compressedSize: EMPTY_STRINGS.length, size: EMPTY_STRINGS.length };
    stream.splice(stream.length - 2, 0, localHeader(empty), EMPTY_STRINGS);
  }
  return { parts, stream };
}

/**
 * Reads the first sheet of an .xlsx row by row with exceljs's streaming reader, within the
 * limits: the file's size, then the zip's entries and declared sizes (its central directory),
 * then the real inflated size of the parts read, then rows, cells and time while reading. Each
 * refusal names its limit; anything else wrong with the file is refused with `invalid`.
 */
export async function readFirstSheet(content: Buffer, reading: SheetReading): Promise<void> {
  const limits = reading.limits ?? SPREADSHEET_LIMITS;
  const invalid = () => AppError.input('archivo', reading.invalid);
  if (content.length > limits.maxFileBytes) throw AppError.input('archivo', SPREADSHEET_MSG.tooLarge(limits.maxFileBytes / 1024));
  const entries = readZip(content, limits, invalid);
  const { parts, stream } = partsInOrder(content, entries, invalid);
  await verifyEntries(content, parts, limits, invalid);

  const started = performance.now();
  const tooSlow = () => AppError.input('archivo', SPREADSHEET_MSG.tooSlow(limits.maxReadMs / 1000));
  const input = new Readable({ read() {} });
  for (const chunk of stream) input.push(chunk);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });

  // Set once the reading is answered: a reader still running after the deadline stops at its next row.
  let answered = false;
  async function rows(): Promise<void> {
    for await (const sheet of reader) {
      // The sheet is in our hands: the zip may end now without losing anything.
      input.push(endRecord());
      input.push(null);
      let read = 0;
      let cells = 0;
      let last = 0;
      for await (const row of sheet as unknown as AsyncIterable<ExcelJS.Row>) {
        if (answered) return;
        if (++read > limits.maxSheetRows) throw AppError.input('archivo', SPREADSHEET_MSG.tooManyRows(limits.maxSheetRows));
        cells += row.cellCount;
        if (cells > limits.maxCells) throw AppError.input('archivo', SPREADSHEET_MSG.tooManyCells(limits.maxCells));
        if (performance.now() - started > limits.maxReadMs) throw tooSlow();
        // Row numbers only grow (exceljs cannot place a row without one).
        if (!Number.isInteger(row.number) || row.number <= last) throw invalid();
        last = row.number;
        reading.onRow(row, row.number);
      }
      return;
    }
    throw invalid();
  }

  let timer: NodeJS.Timeout | undefined;
  // A stalled reader (a part exceljs does not understand) ends at the time limit too.
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(tooSlow()), limits.maxReadMs);
  });
  try {
    await Promise.race([rows(), deadline]);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid();
  } finally {
    answered = true;
    clearTimeout(timer);
    input.destroy();
  }
}
