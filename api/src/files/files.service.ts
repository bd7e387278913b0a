import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { AppError } from '../shared/app-error.js';
import { FILE_CLASSES, maxBytesOf, type FileClass } from './kinds.js';
import { FILE_MSG } from './messages.js';
import { run } from '../db/sql.js';

/** What the caller hands in to store. */
export interface NewFile {
  name: string;
  bytes: Buffer;
  fileClass: FileClass;
  ownerKind: string;
  ownerId?: number | null;
  userId: number | null;
  userName: string;
}

/** A stored file without its bytes. */
export interface FileMeta {
  id: number;
  name: string;
  type: string;
  extension: string;
  fileClass: FileClass;
  size: number;
  sha256: string;
  width: number | null;
  height: number | null;
  ownerKind: string;
  ownerId: number | null;
  createdBy: number | null;
  createdByName: string;
  createdAt: string;
  /** The serving route of the file. */
  url: string;
}

/** The URL the serving route answers for a file. */
export const fileUrl = (id: number) => `/files/${id}`;

const TEXT_EXTENSIONS: Record<string, string> = { txt: 'text/plain', csv: 'text/csv', xml: 'application/xml' };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** KB as the refusal shows them: rounded up, so one byte over the cap never reads as the cap. */
export const kbOf = (bytes: number) => Math.ceil(bytes / 1024);

/** The size rule alone (the browser applies the same before uploading). */
function checkSize(name: string, size: number, fileClass: FileClass): void {
  if (size > maxBytesOf(fileClass)) throw AppError.input('archivo', FILE_MSG.tooLarge(name, kbOf(size), FILE_CLASSES[fileClass].maxKb));
}

/**
 * The type of the bytes: binary formats by their signature (file-type); plain UTF-8 text without
 * NUL characters counts as text (txt/csv/xml by the name, the only case the name matters).
 */
export async function detectType(bytes: Buffer, name: string): Promise<{ mime: string; ext: string } | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (found) return { mime: found.mime, ext: found.ext };
  const ext = extensionOf(name);
  const textMime = TEXT_EXTENSIONS[ext];
  if (!textMime || bytes.includes(0)) return null;
  const text = new TextDecoder('utf-8', { fatal: true });
  try {
    text.decode(bytes);
  } catch {
    return null;
  }
  return { mime: textMime, ext };
}

/** Checks a file against its class (name, size, detected type) and stores it; returns its metadata. */
export async function storeFile(em: EntityManager, file: NewFile): Promise<FileMeta> {
  const name = file.name.trim();
  if (!name) throw AppError.input('nombre', FILE_MSG.nameRequired);
  if (name.length > 255) throw AppError.input('nombre', FILE_MSG.nameTooLong);
  checkSize(name, file.bytes.length, file.fileClass);
  if (file.bytes.length === 0) throw AppError.input('archivo', FILE_MSG.empty(name));
  const rule = FILE_CLASSES[file.fileClass];
  const detected = await detectType(file.bytes, name);
  if (!detected || !rule.types.includes(detected.mime)) {
    throw AppError.input('archivo', FILE_MSG.typeRefused(name, detected?.mime ?? FILE_MSG.unknownType, rule.label));
  }
  let width: number | null = null;
  let height: number | null = null;
  if (detected.mime.startsWith('image/')) {
    try {
      const size = imageSize(file.bytes);
      width = size.width ?? null;
      height = size.height ?? null;
    } catch {
      throw AppError.input('archivo', FILE_MSG.typeRefused(name, detected.mime, rule.label));
    }
  }
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const [row] = await run<{ arc_codigo: number; arc_creado: Date }>(
    em,
    `insert into tarchivo (arc_nombre, arc_tipo, arc_extension, arc_clase, arc_tamano, arc_sha256, arc_ancho, arc_alto, arc_datos, arc_propietario, arc_propietario_id, usr_codigo, usr_nombre)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning arc_codigo, arc_creado`,
    [
      name,
      detected.mime,
      detected.ext.slice(0, 10),
      file.fileClass,
      file.bytes.length,
      sha256,
      width,
      height,
      file.bytes,
      file.ownerKind,
      file.ownerId ?? null,
      file.userId,
      file.userName.slice(0, 150),
    ],
  );
  return {
    id: row!.arc_codigo,
    name,
    type: detected.mime,
    extension: detected.ext,
    fileClass: file.fileClass,
    size: file.bytes.length,
    sha256,
    width,
    height,
    ownerKind: file.ownerKind,
    ownerId: file.ownerId ?? null,
    createdBy: file.userId,
    createdByName: file.userName,
    createdAt: new Date(row!.arc_creado).toISOString(),
    url: fileUrl(row!.arc_codigo),
  };
}

interface FileRow {
  arc_codigo: number;
  arc_nombre: string;
  arc_tipo: string;
  arc_extension: string;
  arc_clase: FileClass;
  arc_tamano: number;
  arc_sha256: string;
  arc_ancho: number | null;
  arc_alto: number | null;
  arc_propietario: string;
  arc_propietario_id: number | null;
  usr_codigo: number | null;
  usr_nombre: string;
  arc_creado: Date;
  arc_datos?: Buffer;
}

const META_COLUMNS =
  'arc_codigo, arc_nombre, arc_tipo, arc_extension, arc_clase, arc_tamano, arc_sha256, arc_ancho, arc_alto, arc_propietario, arc_propietario_id, usr_codigo, usr_nombre, arc_creado';

const metaOf = (r: FileRow): FileMeta => ({
  id: r.arc_codigo,
  name: r.arc_nombre,
  type: r.arc_tipo,
  extension: r.arc_extension,
  fileClass: r.arc_clase,
  size: r.arc_tamano,
  sha256: r.arc_sha256,
  width: r.arc_ancho,
  height: r.arc_alto,
  ownerKind: r.arc_propietario,
  ownerId: r.arc_propietario_id,
  createdBy: r.usr_codigo,
  createdByName: r.usr_nombre,
  createdAt: new Date(r.arc_creado).toISOString(),
  url: fileUrl(r.arc_codigo),
});

/** Metadata of some files, in the order of `ids` (missing ones left out). */
export async function fileMetas(em: EntityManager, ids: readonly number[]): Promise<FileMeta[]> {
  if (!ids.length) return [];
  const rows = (await run(em, `select ${META_COLUMNS} from tarchivo where arc_codigo in (${ids.map(() => '?').join(', ')})`, [...ids])) as FileRow[];
  const byId = new Map(rows.map((r: FileRow) => [r.arc_codigo, metaOf(r)]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** One file with its bytes (without them when `withBytes` is false); null when it does not exist. */
export async function readFile(em: EntityManager, id: number, withBytes = true): Promise<(FileMeta & { bytes?: Buffer }) | null> {
  const [row] = await run<FileRow>(em, `select ${META_COLUMNS}${withBytes ? ', arc_datos' : ''} from tarchivo where arc_codigo = ?`, [id]);
  if (!row) return null;
  return { ...metaOf(row), ...(withBytes ? { bytes: Buffer.from(row.arc_datos!) } : {}) };
}

/** Gives files uploaded before their record existed to the record (only files of that owner kind and still unowned or already its own). */
export async function claimFiles(em: EntityManager, ids: readonly number[], ownerKind: string, ownerId: number): Promise<void> {
  if (!ids.length) return;
  await run(
    em,
    `update tarchivo set arc_propietario_id = ? where arc_codigo in (${ids.map(() => '?').join(', ')}) and arc_propietario = ? and (arc_propietario_id is null or arc_propietario_id = ?)`,
    [ownerId, ...ids, ownerKind, ownerId],
  );
}
