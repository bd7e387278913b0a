import { createInflateRaw } from 'node:zlib';
import { AppError } from '../shared/app-error.js';
import { SPREADSHEET_MSG } from './messages.js';
import type { SpreadsheetLimits } from './spreadsheet-limits.js';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;
/** A size or offset of this value means zip64, never needed by files this small. */
const ZIP64 = 0xffffffff;

/** One entry of a checked zip: what its central directory declares and where its bytes are. */
export interface ZipEntry {
  name: string;
  flags: number;
  /** 0 stored, 8 deflated. */
  method: number;
  crc: number;
  compressedSize: number;
  /** Declared size once inflated. */
  size: number;
  offset: number;
  /** The compressed bytes are buf[dataStart, dataEnd). */
  dataStart: number;
  dataEnd: number;
}

type ZipLimits = Pick<SpreadsheetLimits, 'maxEntries' | 'maxUncompressedBytes'>;

const uncompressedTooLarge = (limits: ZipLimits) => AppError.input('archivo', SPREADSHEET_MSG.uncompressedTooLarge(limits.maxUncompressedBytes / 1024 / 1024));

function findEndRecord(buf: Buffer): number {
  const from = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= from; i--) if (buf.readUInt32LE(i) === EOCD) return i;
  return -1;
}

function readCentralDirectory(buf: Buffer, limits: ZipLimits, invalid: () => AppError): { entries: ZipEntry[]; start: number } {
  const eocd = findEndRecord(buf);
  if (eocd < 0) throw invalid();
  const count = buf.readUInt16LE(eocd + 10);
  const start = buf.readUInt32LE(eocd + 16);
  if (buf.readUInt16LE(eocd + 4) !== 0 || buf.readUInt16LE(eocd + 8) !== count || count === 0xffff || start === ZIP64) throw invalid();
  if (count > limits.maxEntries) throw AppError.input('archivo', SPREADSHEET_MSG.tooManyEntries(limits.maxEntries));
  const entries: ZipEntry[] = [];
  let p = start;
  for (let i = 0; i < count; i++) {
    if (p + 46 > eocd || buf.readUInt32LE(p) !== CENTRAL) throw invalid();
    const nameLength = buf.readUInt16LE(p + 28);
    const next = p + 46 + nameLength + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
    if (next > eocd) throw invalid();
    const entry = {
      name: buf.toString('utf8', p + 46, p + 46 + nameLength),
      flags: buf.readUInt16LE(p + 8),
      method: buf.readUInt16LE(p + 10),
      crc: buf.readUInt32LE(p + 16),
      compressedSize: buf.readUInt32LE(p + 20),
      size: buf.readUInt32LE(p + 24),
      offset: buf.readUInt32LE(p + 42),
      dataStart: 0,
      dataEnd: 0,
    };
    if (entry.compressedSize === ZIP64 || entry.size === ZIP64 || entry.offset === ZIP64) throw invalid();
    entries.push(entry);
    p = next;
  }
  return { entries, start };
}

/**
 * Reads a zip's central directory and refuses it before anything is inflated: more entries than
 * the limit, or more declared bytes than the limit once inflated. The local entries must be
 * exactly the central directory's, back to back and with the same sizes (a reader that walks
 * the local headers, as exceljs's does, then sees what was checked here); encrypted entries,
 * methods other than stored and deflate, and repeated names are refused as not a valid file.
 */
export function readZip(buf: Buffer, limits: ZipLimits, invalid: () => AppError): ZipEntry[] {
  if (buf.length < 22 || buf.readUInt32LE(0) !== LOCAL) throw invalid();
  const { entries, start } = readCentralDirectory(buf, limits, invalid);
  if (entries.reduce((sum, e) => sum + e.size, 0) > limits.maxUncompressedBytes) throw uncompressedTooLarge(limits);
  if (new Set(entries.map((e) => e.name)).size !== entries.length) throw invalid();
  let p = 0;
  for (const entry of [...entries].sort((a, b) => a.offset - b.offset)) {
    if (entry.offset !== p || p + 30 > start || buf.readUInt32LE(p) !== LOCAL) throw invalid();
    if (entry.flags & 1 || (entry.method !== 0 && entry.method !== 8)) throw invalid(); // encrypted, or a method nobody writes in xlsx
    if (entry.method === 0 && entry.compressedSize !== entry.size) throw invalid();
    const localFlags = buf.readUInt16LE(p + 6);
    if (!(localFlags & 8) && buf.readUInt32LE(p + 18) !== entry.compressedSize) throw invalid();
    entry.dataStart = p + 30 + buf.readUInt16LE(p + 26) + buf.readUInt16LE(p + 28);
    entry.dataEnd = entry.dataStart + entry.compressedSize;
    if (entry.dataEnd > start) throw invalid();
    p = entry.dataEnd;
    if (localFlags & 8) p += p + 4 <= start && buf.readUInt32LE(p) === DESCRIPTOR ? 16 : 12;
  }
  if (p !== start) throw invalid();
  return entries;
}

/** Inflates deflated bytes only to count them (nothing is kept), stopping once past `cap`. */
function inflatedSize(data: Buffer, cap: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw();
    let total = 0;
    inflater.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > cap) {
        inflater.destroy();
        resolve(total);
      }
    });
    inflater.on('end', () => resolve(total));
    inflater.on('error', reject);
    inflater.end(data);
  });
}

/**
 * Checks that the entries a reader will inflate inflate to what they declare, counting the bytes
 * as they come out (memory stays a few KB): a size the central directory lies about is refused
 * at the limit, before the reader sees the entry.
 */
export async function verifyEntries(buf: Buffer, entries: readonly ZipEntry[], limits: ZipLimits, invalid: () => AppError): Promise<void> {
  let budget = limits.maxUncompressedBytes;
  for (const entry of entries) {
    let produced = entry.compressedSize;
    if (entry.method === 8) {
      try {
        produced = await inflatedSize(buf.subarray(entry.dataStart, entry.dataEnd), budget);
      } catch {
        throw invalid();
      }
    }
    if (produced > budget) throw uncompressedTooLarge(limits);
    if (produced !== entry.size) throw invalid();
    budget -= produced;
  }
}
