import { registerFileOwner, resourceOwner, signedInReaders } from '../../files/owners.js';
import { levelFor } from '../../shared/permissions.js';
import { run } from '../../db/sql.js';

/** Screen resources of this area (reference-data MENUS 43 and 44). */
export const TEMPLATES_RESOURCE = 'correo.plantillas';
export const ACCOUNTS_RESOURCE = 'correo.cuentas';

/** Owner kinds of the files of the mail area. */
export const TEMPLATE_FILES = 'plantilla';
export const MAIL_FILES = 'correo';

/**
 * Template images: uploaded by who edits templates, read by every signed-in user (the send modal
 * of any screen shows them). Mail attachments: uploaded by who may send from some account (an
 * administrator, or a user given an account), read by the uploader or the accounts screen.
 */
export function registerMailFileOwners(): void {
  registerFileOwner(
    TEMPLATE_FILES,
    signedInReaders(async (em, user) => (await levelFor(em, user, TEMPLATES_RESOURCE)) >= 2),
  );
  const attachments = resourceOwner(ACCOUNTS_RESOURCE);
  registerFileOwner(MAIL_FILES, {
    canRead: attachments.canRead,
    async canWrite(em, user) {
      if (user.hierarchy >= 1) return true;
      const [row] = await run<{ n: number }>(em, 'select count(*)::int as n from tconfigcorreos_usuario where usr_codigo = ?', [user.id]);
      return (row?.n ?? 0) > 0;
    },
  });
}
