import { inflateRawSync } from 'node:zlib';
import { AppError } from '../../shared/app-error.js';
import { CREATION_MSG } from './messages.js';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;

interface Entry {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  size: number;
  offset: number;
}

const notXlsx = () => AppError.input('archivo', CREATION_MSG.notXlsx);

function readCentralDirectory(buf: Buffer, maxEntries: number): { entries: Entry[]; start: number } {
  const from = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= from; i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw notXlsx();
  const count = buf.readUInt16LE(eocd + 10);
  const start = buf.readUInt32LE(eocd + 16);
  if (count === 0xffff || start === 0xffffffff) throw notXlsx(); // zip64: never produced for files this small
  if (count > maxEntries) throw notXlsx();
  const entries: Entry[] = [];
  let p = start;
  for (let i = 0; i < count; i++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL) throw notXlsx();
    const nameLength = buf.readUInt16LE(p + 28);
    entries.push({
      flags: buf.readUInt16LE(p + 8),
      method: buf.readUInt16LE(p + 10),
      compressedSize: buf.readUInt32LE(p + 20),
      size: buf.readUInt32LE(p + 24),
      offset: buf.readUInt32LE(p + 42),
      name: buf.toString('utf8', p + 46, p + 46 + nameLength),
    });
    p += 46 + nameLength + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  return { entries, start };
}

/**
 * Refuses zip bombs before the spreadsheet reader sees the file. The reader streams the local
 * entries in order, so the local entries must be exactly the central directory's, back to back;
 * each one is inflated here with a hard output cap, so a lying size cannot get past it.
 */
export function assertSafeZip(buf: Buffer, limits: { maxEntries: number; maxUncompressedBytes: number }): void {
  if (buf.length < 22 || buf.readUInt32LE(0) !== LOCAL) throw notXlsx();
  const { entries, start } = readCentralDirectory(buf, limits.maxEntries);
  let budget = limits.maxUncompressedBytes;
  let p = 0;
  for (const entry of [...entries].sort((a, b) => a.offset - b.offset)) {
    if (entry.offset !== p || p + 30 > buf.length || buf.readUInt32LE(p) !== LOCAL) throw notXlsx();
    if (entry.flags & 1) throw notXlsx(); // encrypted
    const localFlags = buf.readUInt16LE(p + 6);
    const localCompressed = buf.readUInt32LE(p + 18);
    const dataStart = p + 30 + buf.readUInt16LE(p + 26) + buf.readUInt16LE(p + 28);
    if (!(localFlags & 8) && localCompressed !== entry.compressedSize) throw notXlsx();
    const dataEnd = dataStart + entry.compressedSize;
    if (dataEnd > start) throw notXlsx();
    if (entry.size > budget) throw AppError.input('archivo', CREATION_MSG.uncompressedTooLarge(limits.maxUncompressedBytes / 1024 / 1024));
    let produced: number;
    if (entry.method === 0) {
      produced = entry.compressedSize;
    } else if (entry.method === 8) {
      try {
        produced = inflateRawSync(buf.subarray(dataStart, dataEnd), { maxOutputLength: Math.max(1, budget) }).length;
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) {
          throw AppError.input('archivo', CREATION_MSG.uncompressedTooLarge(limits.maxUncompressedBytes / 1024 / 1024));
        }
        throw notXlsx();
      }
    } else {
      throw notXlsx();
    }
    if (produced !== entry.size) throw notXlsx();
    budget -= produced;
    p = dataEnd;
    if (localFlags & 8) p += p + 4 <= buf.length && buf.readUInt32LE(p) === DESCRIPTOR ? 16 : 12;
  }
  if (p !== start) throw notXlsx();
}
