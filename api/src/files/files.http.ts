import express, { type Request, type Response, type Router } from 'express';
import type { AppContext } from '../graphql/context.js';
import { sameOriginFrom } from '../http/security.js';
import { errorEnvelope } from '../rest/envelope.js';
import { AppError } from '../shared/app-error.js';
import { checkText, parseId } from '../shared/input.js';
import { FILE_CLASSES, INLINE_TYPES, isFileClass, maxBytesOf, type FileClass } from './kinds.js';
import { FILE_MSG } from './messages.js';
import { fileOwner } from './owners.js';
import { kbOf, readFile, storeFile } from './files.service.js';
import { readCappedBody } from './upload-body.js';

type ContextFor = (req: Request, res: Response) => Promise<AppContext>;

function fail(res: Response, error: unknown): void {
  const { status, body } = errorEnvelope(error);
  res.status(status).json(body);
}

/** `filename` for ASCII readers plus `filename*` (RFC 5987) for the real name. */
export function contentDisposition(type: string, name: string): string {
  const disposition = INLINE_TYPES.has(type) ? 'inline' : 'attachment';
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The body of an upload, refused past its class's size cap without reading further (files/upload-body.ts). */
function readBody(req: Request, name: string, fileClass: FileClass): Promise<Buffer> {
  return readCappedBody(req, maxBytesOf(fileClass), (size) => AppError.input('archivo', FILE_MSG.tooLarge(name, kbOf(size), FILE_CLASSES[fileClass].maxKb)));
}

/**
 * The files routes:
 * - `POST /files?clase=IMAGE&propietario=plantilla&id=12&nombre=logo.png` with the raw bytes as
 *   the body: checked by class (size, detected type) and by the owner's permission; answers the
 *   stored file's metadata.
 * - `GET /files/{id}`: the bytes with the detected Content-Type, Content-Disposition (images and
 *   PDF inline, others as download) and a strong ETag (the SHA-256): If-None-Match answers 304.
 *   Readable by whoever the owning record's hook allows; without a session only when the hook's
 *   `publicRead` allows it (a missing file then answers 401, as it did).
 */
export function filesRouter(contextFor: ContextFor, allowedOrigins: readonly string[]): Router {
  const router = express.Router();

  router.get('/:id', async (req, res) => {
    try {
      const ctx = await contextFor(req, res);
      const id = parseId(req.params.id, 'id');
      const meta = id === null ? null : await readFile(ctx.em, id, false);
      const owner = meta ? fileOwner(meta.ownerKind) : undefined;
      // A file of a public record (the public help centre) is served without a session.
      const open = !!meta && !!owner?.publicRead && (await owner.publicRead(ctx.em, meta));
      if (!ctx.user && !open) throw AppError.unauthenticated();
      if (!meta) throw AppError.notFound(FILE_MSG.notFound);
      if (!open && (!owner || !(await owner.canRead(ctx.em, ctx.user!, meta)))) throw AppError.forbidden();
      const etag = `"${meta.sha256}"`;
      res.set('ETag', etag);
      // The answer may depend on the session: browsers may keep it, shared caches may not, and it
      // is always checked again (a changed permission counts at once).
      res.set('Cache-Control', 'private, no-cache');
      const match = req.get('if-none-match');
      if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        res.status(304).end();
        return;
      }
      const file = await readFile(ctx.em, meta.id, true);
      if (!file?.bytes) throw AppError.notFound(FILE_MSG.notFound);
      res.set('Content-Type', file.type);
      res.set('Content-Length', String(file.bytes.length));
      res.set('Content-Disposition', contentDisposition(file.type, file.name));
      res.set('X-Content-Type-Options', 'nosniff');
      res.set('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
      res.status(200).end(file.bytes);
    } catch (error) {
      fail(res, error);
    }
  });

  router.post('/', sameOriginFrom(allowedOrigins), async (req, res) => {
    try {
      const ctx = await contextFor(req, res);
      if (!ctx.user) throw AppError.unauthenticated();
      const q = req.query as Record<string, string | undefined>;
      const fileClass = q.clase;
      if (!isFileClass(fileClass)) throw AppError.input('clase', FILE_MSG.badClass);
      const ownerKind = checkText(q.propietario ?? '', 'propietario', 30);
      const owner = fileOwner(ownerKind);
      if (!owner) throw AppError.input('propietario', FILE_MSG.badOwner);
      const ownerId = q.id ? parseId(q.id, 'id') : null;
      const name = checkText(q.nombre ?? '', 'nombre', 1000);
      if (!(await owner.canWrite(ctx.em, ctx.user, ownerId))) throw AppError.forbidden();
      const bytes = await readBody(req, name || 'archivo', fileClass);
      const user = ctx.user;
      const meta = await storeFile(ctx.em, { name, bytes, fileClass, ownerKind, ownerId, userId: user.id, userName: user.name });
      res.status(201).json({ estado: 200, archivo: meta, maxKb: FILE_CLASSES[fileClass].maxKb });
    } catch (error) {
      if (!req.readableEnded) req.resume();
      fail(res, error);
    }
  });

  return router;
}
