import { deflateSync } from 'node:zlib';

/**
 * A tiny PNG writer for the demo pictures (tutorial steps, banners): a two-colour gradient with
 * a lighter band, enough to tell pictures apart. Truecolour, 8 bits, no text.
 */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** A `width` × `height` PNG going from colour `from` (left) to `to` (right), with a band across the middle. */
export function gradientPng(width: number, height: number, from: string, to: string): Buffer {
  const [a, b] = [rgb(from), rgb(to)];
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    const band = y > height * 0.42 && y < height * 0.58;
    for (let x = 0; x < width; x++) {
      const t = x / Math.max(1, width - 1);
      for (let c = 0; c < 3; c++) {
        const v = Math.round(a[c]! + (b[c]! - a[c]!) * t);
        raw[row + 1 + x * 3 + c] = band ? Math.min(255, v + 90) : v;
      }
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
