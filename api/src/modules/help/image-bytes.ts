import { detectType } from '../../files/files.service.js';
import { FILE_CLASSES } from '../../files/kinds.js';
import { AppError } from '../../shared/app-error.js';
import { GUIDE_MSG } from './help-messages.js';
import { bytesOf } from './help-sql.js';

/** Largest picture kept (bytes): base64 in the JSON body, whose size limit applies (1 MB). */
export const IMAGE_MAX_BYTES = 1024 * 1024;

/** The image type of the bytes (the files service's detection by signature), or null when they are not an image we keep. */
export async function imageTypeOf(bytes: Buffer): Promise<string | null> {
  const found = await detectType(bytes, 'imagen');
  return found && FILE_CLASSES.IMAGE.types.includes(found.mime) ? found.mime : null;
}

/** Decodes and checks an uploaded picture: really an image by its bytes, within the size cap. */
export async function imageOf(base64: string, field: string): Promise<{ bytes: Buffer; type: string }> {
  const bytes = bytesOf(base64, field);
  if (bytes.length > IMAGE_MAX_BYTES) throw AppError.input(field, GUIDE_MSG.imageTooLarge(IMAGE_MAX_BYTES / 1024 / 1024));
  const type = await imageTypeOf(bytes);
  if (!type) throw AppError.input(field, GUIDE_MSG.notImage);
  return { bytes, type };
}

export const dataUrl = (bytes: Buffer | null, type: string | null) => (bytes ? `data:${type ?? 'image/png'};base64,${Buffer.from(bytes).toString('base64')}` : null);
