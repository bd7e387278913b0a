/**
 * Classes of stored files: each has a size cap and an allow-list of types, checked on the
 * detected type (from the bytes), never on the name or on what the browser claimed.
 */
export type FileClass = 'ATTACHMENT' | 'IMAGE' | 'PDF';

export interface FileClassRule {
  /** Largest accepted size in KB (1024 bytes); a file of exactly this size is accepted. */
  maxKb: number;
  /** Accepted MIME types. */
  types: readonly string[];
  /** What the message names as accepted. */
  label: string;
}

/** Mail attachments: the spec's 15360 KB bound. */
export const ATTACHMENT_MAX_KB = 15360;

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
const DOCUMENT_TYPES = [
  'application/pdf',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.ms-excel',
  'application/msword',
  'application/x-cfb',
  'application/xml',
  'text/xml',
  'text/plain',
  'text/csv',
] as const;

export const FILE_CLASSES: Record<FileClass, FileClassRule> = {
  ATTACHMENT: { maxKb: ATTACHMENT_MAX_KB, types: [...IMAGE_TYPES, ...DOCUMENT_TYPES], label: 'imágenes, PDF, documentos de Office, ZIP, XML, TXT y CSV' },
  IMAGE: { maxKb: 5120, types: IMAGE_TYPES, label: 'PNG, JPEG, GIF y WEBP' },
  PDF: { maxKb: ATTACHMENT_MAX_KB, types: ['application/pdf'], label: 'PDF' },
};

export const isFileClass = (value: unknown): value is FileClass => typeof value === 'string' && Object.hasOwn(FILE_CLASSES, value);

/** Bytes of a class's cap. */
export const maxBytesOf = (fileClass: FileClass) => FILE_CLASSES[fileClass].maxKb * 1024;

/** Types shown inline by the serving route; everything else downloads. */
export const INLINE_TYPES = new Set<string>([...IMAGE_TYPES, 'application/pdf']);
