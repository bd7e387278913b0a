import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of width × height grey pixels. */
export function pngOf(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PDF-signed file of exactly `size` bytes (a valid header, padding after it). */
export function pdfOf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj <<>> endobj\n', 'latin1');
  const bytes = Buffer.alloc(size, 0x20);
  head.copy(bytes, 0);
  return bytes;
}

/** Uploads raw bytes to the files route as the browser does. */
export async function upload(
  baseUrl: string,
  cookie: string | undefined,
  query: Record<string, string>,
  bytes: Buffer,
): Promise<{ status: number; body: Record<string, any> }> {
  const res = await fetch(`${baseUrl}/files?${new URLSearchParams(query)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', origin: baseUrl, ...(cookie ? { cookie } : {}) },
    body: bytes,
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}
