import { showPopup } from '../../widgets/feedback/dialogs';
import { storedFileUrl, uploadFile, UploadError } from '../../widgets/files/upload';

/** Owner kinds of the help files on the server (api/src/modules/help/help-files.ts). */
export type HelpFileOwner = 'ayuda' | 'guia' | 'publicidad';

/**
 * Uploads a PDF or a picture of the help content to the files service (pictures scaled to
 * 1024 px first) and answers its id; a refusal (size, type) is shown and answers null.
 */
export async function uploadHelpFile(file: File, fileClass: 'PDF' | 'IMAGE', owner: HelpFileOwner, ownerId?: number | null): Promise<number | null> {
  try {
    return (await uploadFile(file, { fileClass, owner, ownerId })).id;
  } catch (error) {
    const text = error instanceof UploadError ? error.message : 'No se pudo subir el archivo';
    void showPopup({ title: 'ADVERTENCIA', text, level: 'warning' });
    return null;
  }
}

/** Where a help file is shown from (under /soporte in deployment mode 2). */
export const helpFileUrl = (id: number | null | undefined) => (id ? storedFileUrl(id) : undefined);
