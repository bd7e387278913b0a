/** The size caps of the server's file classes, checked in the browser before uploading (and again on the server). */
export type FileClass = 'ATTACHMENT' | 'IMAGE' | 'PDF';

export const FILE_MAX_KB: Record<FileClass, number> = { ATTACHMENT: 15360, IMAGE: 5120, PDF: 15360 };

/** Same rounding and text as the server (api/src/files/messages.ts). */
export const kbOf = (bytes: number) => Math.ceil(bytes / 1024);

export function sizeProblem(name: string, size: number, maxKb: number): string | null {
  return size > maxKb * 1024 ? `El archivo '${name}' pesa ${kbOf(size)} KB y supera el tamaño máximo permitido de ${maxKb} KB.` : null;
}
