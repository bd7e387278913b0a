import { AppError } from '../../shared/app-error.js';
import { GUIDE_MSG } from './help-messages.js';
import { bytesOf } from './help-sql.js';

/** Largest picture kept (bytes). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** The image type of the bytes (by their signature), or null when they are not an image we keep. */
export function imageTypeOf(bytes: Buffer): string | null {
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length > 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (bytes.length > 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return null;
}

/** Decodes and checks an uploaded picture: really an image by its bytes, within the size cap. */
export function imageOf(base64: string, field: string): { bytes: Buffer; type: string } {
  const bytes = bytesOf(base64, field);
  if (bytes.length > IMAGE_MAX_BYTES) throw AppError.input(field, GUIDE_MSG.imageTooLarge(IMAGE_MAX_BYTES / 1024 / 1024));
  const type = imageTypeOf(bytes);
  if (!type) throw AppError.input(field, GUIDE_MSG.notImage);
  return { bytes, type };
}

export const dataUrl = (bytes: Buffer | null, type: string | null) => (bytes ? `data:${type ?? 'image/png'};base64,${Buffer.from(bytes).toString('base64')}` : null);
