import type { EntityManager } from '@mikro-orm/core';
import { claimFiles, detectType, kbOf, readFile, storeFile } from '../../files/files.service.js';
import { FILE_CLASSES, maxBytesOf, type FileClass } from '../../files/kinds.js';
import { FILE_MSG } from '../../files/messages.js';
import { registerFileOwner, resourceOwner, type FileOwner, type StoredFileInfo } from '../../files/owners.js';
import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { GUIDE_MSG, HELP_MSG } from './help-messages.js';
import { bytesOf, idOf, run } from './help-sql.js';

/** Owner kinds of the help files in `tarchivo` (arc_propietario); the owner id is the record's code. */
export const HELP_FILES = 'ayuda';
export const GUIDE_FILES = 'guia';
export const BANNER_FILES = 'publicidad';

/**
 * A help file is public (served without a session) while the record that owns it still points
 * at it — and, for a tutorial step, while its tutorial is active, as the public centre shows it.
 */
function publicOwner(resource: string, stillOwned: string): FileOwner {
  const staff = resourceOwner(resource);
  const publicRead = async (em: EntityManager, file: StoredFileInfo) =>
    file.ownerId !== null && (await run(em, stillOwned, [file.ownerId, file.id])).length > 0;
  return {
    canWrite: staff.canWrite,
    publicRead,
    canRead: async (em, user, file) => (await publicRead(em, file)) || staff.canRead(em, user, file),
  };
}

/** Registers the owners of the help PDFs, tutorial pictures and banners with the files service. */
export function registerHelpFileOwners(): void {
  registerFileOwner(HELP_FILES, publicOwner('ayudas', 'select 1 from thelpdoc where hdo_codigo = ? and hdo_archivo = ?'));
  registerFileOwner(
    GUIDE_FILES,
    publicOwner(
      'tutoriales',
      'select 1 from ttutorial_det d join ttutorial t on t.tut_codigo = d.tut_codigo where d.tud_codigo = ? and d.tud_archivo = ? and t.tut_activo = 1',
    ),
  );
  registerFileOwner(BANNER_FILES, publicOwner('publicidad', 'select 1 from tpublicidad where pub_codigo = ? and pub_archivo = ?'));
}

/** What a save hands in for its file: one uploaded through the files route, or (legacy) base64 bytes. */
export interface FileChoice {
  fileId?: number | null;
  base64?: string | null;
  /** The name to store base64 bytes under. */
  name: string;
}

interface FileRule {
  fileClass: FileClass;
  ownerKind: string;
  /** The input fields a refusal names. */
  idField: string;
  base64Field: string;
  /** The help's own message for bytes of the wrong type. */
  wrongType: string;
}

export const PDF_RULE: FileRule = { fileClass: 'PDF', ownerKind: HELP_FILES, idField: 'pdfFileId', base64Field: 'pdfBase64', wrongType: HELP_MSG.notPdf };
export const STEP_IMAGE_RULE: FileRule = {
  fileClass: 'IMAGE',
  ownerKind: GUIDE_FILES,
  idField: 'imageFileId',
  base64Field: 'imageBase64',
  wrongType: GUIDE_MSG.notImage,
};
export const BANNER_IMAGE_RULE: FileRule = { ...STEP_IMAGE_RULE, ownerKind: BANNER_FILES };

/** True when a choice names a file (an id or bytes). */
export const chosen = (choice: FileChoice) => (choice.fileId !== null && choice.fileId !== undefined && choice.fileId !== 0) || !!choice.base64;

/**
 * Checks the bytes of a legacy base64 upload before the transaction: the class's size cap (the
 * JSON body limit caps the text before it), then the type by the bytes. A name without
 * extension gets the detected one.
 */
export async function decodeChoice(choice: FileChoice, rule: FileRule): Promise<Buffer | null> {
  if (!choice.base64) return null;
  const bytes = bytesOf(choice.base64, rule.base64Field);
  const cap = FILE_CLASSES[rule.fileClass].maxKb;
  if (bytes.length > maxBytesOf(rule.fileClass)) throw AppError.input(rule.base64Field, FILE_MSG.tooLarge(choice.name || 'archivo', kbOf(bytes.length), cap));
  const detected = await detectType(bytes, choice.name);
  if (!detected || !FILE_CLASSES[rule.fileClass].types.includes(detected.mime)) throw AppError.input(rule.base64Field, rule.wrongType);
  if (!/\.[a-z0-9]{1,10}$/i.test(choice.name)) choice.name = `${choice.name}.${detected.ext}`;
  return bytes;
}

/**
 * The file a record keeps, inside the save's transaction: an uploaded file of the same owner kind
 * (not yet given to another record) whose detected type fits, or the base64 bytes stored now.
 * The caller gives it to the record with `attachFile` once the record's code is known.
 */
export async function resolveChoice(
  tx: EntityManager,
  ctx: AppContext,
  choice: FileChoice,
  bytes: Buffer | null,
  rule: FileRule,
  recordId: number | null,
): Promise<{ id: number; name: string } | null> {
  if (bytes) {
    const stored = await storeFile(tx, {
      name: choice.name,
      bytes,
      fileClass: rule.fileClass,
      ownerKind: rule.ownerKind,
      ownerId: recordId,
      userId: ctx.user?.id ?? null,
      userName: ctx.user?.name ?? '',
    });
    return { id: stored.id, name: stored.name };
  }
  if (choice.fileId === null || choice.fileId === undefined || choice.fileId === 0) return null;
  const id = idOf(choice.fileId, rule.idField);
  const [file] = await run<{ arc_nombre: string; arc_tipo: string; arc_propietario: string; arc_propietario_id: number | null }>(
    tx,
    'select arc_nombre, arc_tipo, arc_propietario, arc_propietario_id from tarchivo where arc_codigo = ?',
    [id],
  );
  if (!file || file.arc_propietario !== rule.ownerKind || (file.arc_propietario_id !== null && file.arc_propietario_id !== recordId))
    throw AppError.input(rule.idField, HELP_MSG.fileNotFound);
  if (!FILE_CLASSES[rule.fileClass].types.includes(file.arc_tipo)) throw AppError.input(rule.idField, rule.wrongType);
  return { id, name: file.arc_nombre };
}

/** Gives a stored file to its record, and removes the file it replaces. */
export async function attachFile(tx: EntityManager, rule: FileRule, fileId: number, recordId: number, replaced: number | null): Promise<void> {
  await claimFiles(tx, [fileId], rule.ownerKind, recordId);
  if (replaced && replaced !== fileId) await dropFiles(tx, [replaced]);
}

/** Removes files no record uses any more (a deleted document, step or banner). */
export async function dropFiles(tx: EntityManager, ids: readonly (number | null)[]): Promise<void> {
  const list = ids.filter((id): id is number => typeof id === 'number');
  if (list.length) await run(tx, 'delete from tarchivo where arc_codigo = any (?::int[])', [`{${list.join(',')}}`]);
}

/** The bytes of a help file (legacy routes that answer base64), or null. */
export async function fileBytes(em: EntityManager, id: number | null): Promise<{ bytes: Buffer; type: string; name: string } | null> {
  if (!id) return null;
  const file = await readFile(em, id, true);
  return file?.bytes ? { bytes: file.bytes, type: file.type, name: file.name } : null;
}

/** Several files' bytes by id (the deprecated data-URL fields, batched per request). */
export async function filesBytes(em: EntityManager, ids: readonly number[]): Promise<Map<number, { bytes: Buffer; type: string }>> {
  if (!ids.length) return new Map();
  const rows = await run<{ arc_codigo: number; arc_tipo: string; arc_datos: Buffer }>(
    em,
    'select arc_codigo, arc_tipo, arc_datos from tarchivo where arc_codigo = any (?::int[])',
    [`{${ids.join(',')}}`],
  );
  return new Map(rows.map((r) => [r.arc_codigo, { bytes: Buffer.from(r.arc_datos), type: r.arc_tipo }]));
}

export const dataUrlOf = (file: { bytes: Buffer; type: string } | null | undefined) =>
  file ? `data:${file.type};base64,${file.bytes.toString('base64')}` : null;
