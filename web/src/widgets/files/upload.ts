import { deployMode } from '../../app/config';
import { FILE_MAX_KB, sizeProblem, type FileClass } from './file-rules';
import { scaleImage } from './scale-image';

/** What the files route answers for a stored file. */
export interface StoredFile {
  id: number;
  name: string;
  type: string;
  size: number;
  width: number | null;
  height: number | null;
  url: string;
}

/** The files route, under /soporte in deployment mode 2 like the REST routes. */
export const filesBase = () => (deployMode() === 2 ? '/soporte/files' : '/files');

/** The URL a stored file is shown from. */
export const storedFileUrl = (id: number) => `${filesBase()}/${id}`;

export class UploadError extends Error {}

/**
 * Uploads one file to the files service: images are first scaled (1024 px, quality 0.6), then the
 * size cap of the class is checked here, before sending anything, with the server's own message.
 */
export async function uploadFile(
  file: File,
  target: { fileClass: FileClass; owner: string; ownerId?: number | null },
  signal?: AbortSignal,
): Promise<StoredFile> {
  const ready = target.fileClass === 'PDF' ? file : await scaleImage(file);
  const problem = sizeProblem(ready.name, ready.size, FILE_MAX_KB[target.fileClass]);
  if (problem) throw new UploadError(problem);
  const query = new URLSearchParams({ clase: target.fileClass, propietario: target.owner, nombre: ready.name });
  if (target.ownerId) query.set('id', String(target.ownerId));
  const response = await fetch(`${filesBase()}?${query}`, {
    method: 'POST',
    body: ready,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/octet-stream' },
    signal,
  });
  const body = (await response.json().catch(() => ({}))) as { archivo?: StoredFile; msg?: string };
  if (!response.ok || !body.archivo) throw new UploadError(body.msg ?? 'No se pudo subir el archivo');
  return body.archivo;
}
