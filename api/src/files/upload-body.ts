import type { Request } from 'express';
import type { AppError } from '../shared/app-error.js';

/**
 * Decodes an upload sent as base64 (plain or a data: URL) once the caller has checked the
 * permission. Text longer than `maxBytes` can encode is refused before it is decoded.
 */
export function decodeBase64Upload(text: string | null | undefined, maxBytes: number, tooLarge: () => AppError): Buffer | null {
  if (!text) return null;
  const body = text.startsWith('data:') && text.includes(',') ? text.slice(text.indexOf(',') + 1) : text;
  if (body.replace(/\s+/g, '').length > Math.ceil(maxBytes / 3) * 4) throw tooLarge();
  return Buffer.from(body, 'base64');
}

/**
 * Reads a raw request body of at most `maxBytes`: a declared Content-Length over it is refused
 * before reading anything; past it (a chunked body), reading stops there and the rest of the
 * body is let through unread, so memory never holds more than the limit.
 */
export function readCappedBody(req: Request, maxBytes: number, tooLarge: (size: number) => AppError): Promise<Buffer> {
  const declared = Number(req.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    req.resume();
    return Promise.reject(tooLarge(declared));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const stop = (error: Error) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', stop);
      req.resume();
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) stop(tooLarge(total));
      else chunks.push(chunk);
    };
    const onEnd = () => resolve(Buffer.concat(chunks, total));
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', stop);
  });
}
