import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { recordAudit } from '../system/audit.service.js';
import { HELP_MSG } from './help-messages.js';
import { idOf, run } from './help-sql.js';
import type { HelpSaveResult, HelpScreen, HelpScreenLink } from './help.types.js';
import { HELP_RESOURCE } from './topics.service.js';

/** Every application screen a help can open on, by route (lsscr). */
export async function listScreens(ctx: AppContext): Promise<HelpScreen[]> {
  await requirePermission(ctx.em, ctx.user!, HELP_RESOURCE, 'ver');
  return allScreens(ctx);
}

/** The screens without a permission check (their routes and names are public: lstemas' pantallas). */
export async function allScreens(ctx: AppContext): Promise<HelpScreen[]> {
  const rows = await run<{ hpa_codigo: number; hpa_estado: string; hpa_pkeys: string | null }>(
    ctx.em,
    'select * from thelppantalla order by hpa_estado limit 1000',
  );
  return rows.map((r) => ({ id: r.hpa_codigo, route: r.hpa_estado, name: r.hpa_pkeys }));
}

/** The links of one screen (getestado). */
export async function screenLinks(ctx: AppContext, screenId: unknown): Promise<HelpScreenLink[]> {
  await requirePermission(ctx.em, ctx.user!, HELP_RESOURCE, 'ver');
  const rows = await run<{ aph_codigo: number; hpa_codigo: number; hdo_codigo: number; hpa_estado: string }>(
    ctx.em,
    'select l.*, p.hpa_estado from thelppantalla_doc l join thelppantalla p on p.hpa_codigo = l.hpa_codigo where l.hpa_codigo = ? order by l.aph_codigo',
    [idOf(screenId, 'hpa_codigo')],
  );
  return rows.map((l) => ({ id: l.aph_codigo, screenId: l.hpa_codigo, documentId: l.hdo_codigo, route: l.hpa_estado }));
}

async function checkPair(ctx: AppContext, screenId: number, documentId: number) {
  if (!(await run(ctx.em, 'select 1 from thelppantalla where hpa_codigo = ?', [screenId])).length) throw AppError.input('screenId', HELP_MSG.screenRequired);
  if (!(await run(ctx.em, 'select 1 from thelpdoc where hdo_codigo = ?', [documentId])).length)
    throw AppError.input('documentId', HELP_MSG.documentNotFound(documentId));
}

/** Creates a screen–document link (crearestado), or moves one (editarestado) when `linkId` is given. */
export async function saveScreenLink(ctx: AppContext, linkId: unknown, screen: unknown, document: unknown): Promise<HelpSaveResult> {
  const id = linkId === null || linkId === undefined || linkId === 0 || linkId === '0' ? null : idOf(linkId, 'aph_codigo');
  await requirePermission(ctx.em, ctx.user!, HELP_RESOURCE, id ? 'editar' : 'crear', 2);
  if (screen === null || screen === undefined || screen === '' || screen === 0) throw AppError.input('screenId', HELP_MSG.screenRequired);
  const screenId = idOf(screen, 'screenId');
  const documentId = idOf(document, 'documentId');
  return ctx.em.transactional(async (tx) => {
    await checkPair({ ...ctx, em: tx }, screenId, documentId);
    const clash = await run<{ aph_codigo: number }>(tx, 'select aph_codigo from thelppantalla_doc where hpa_codigo = ? and hdo_codigo = ?', [
      screenId,
      documentId,
    ]);
    if (clash.length && clash[0]!.aph_codigo !== id) throw AppError.conflict(HELP_MSG.linkExists, 'screenId');
    let saved: number;
    if (id) {
      const done = await run(tx, 'update thelppantalla_doc set hpa_codigo = ?, hdo_codigo = ? where aph_codigo = ? returning aph_codigo', [
        screenId,
        documentId,
        id,
      ]);
      if (!done.length) throw AppError.notFound(HELP_MSG.linkNotFound(id));
      saved = id;
    } else {
      saved = (
        await run<{ aph_codigo: number }>(tx, 'insert into thelppantalla_doc (hpa_codigo, hdo_codigo) values (?, ?) returning aph_codigo', [
          screenId,
          documentId,
        ])
      )[0]!.aph_codigo;
    }
    recordAudit(tx, ctx.user, id ? 'editar' : 'crear', 'thelppantalla_doc', saved, `pantalla ${screenId}, documento ${documentId}`);
    return { message: id ? HELP_MSG.updated : HELP_MSG.created, id: saved };
  });
}

/** Deletes a screen–document link (eliminarestado). */
export async function deleteScreenLink(ctx: AppContext, linkId: unknown): Promise<HelpSaveResult> {
  const id = idOf(linkId, 'aph_codigo');
  await requirePermission(ctx.em, ctx.user!, HELP_RESOURCE, 'eliminar', 3);
  return ctx.em.transactional(async (tx) => {
    const done = await run(tx, 'delete from thelppantalla_doc where aph_codigo = ? returning aph_codigo', [id]);
    if (!done.length) throw AppError.notFound(HELP_MSG.linkNotFound(id));
    recordAudit(tx, ctx.user, 'eliminar', 'thelppantalla_doc', id);
    return { message: HELP_MSG.deleted, id };
  });
}
