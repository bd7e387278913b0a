import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { recordAudit } from '../system/audit.service.js';
import type { Banner, BannerInput } from './guide.types.js';
import { AD_LINES, GUIDE_MSG, HELP_MSG } from './help-messages.js';
import { idOf, run, textOf } from './help-sql.js';
import type { HelpSaveResult } from './help.types.js';
import { fileUrl } from '../../files/files.service.js';
import { attachFile, BANNER_IMAGE_RULE, chosen, dataUrlOf, decodeChoice, dropFiles, fileBytes, resolveChoice } from './help-files.js';

export const BANNER_RESOURCE = 'publicidad';
const LINE_NAMES = new Map(AD_LINES);

interface BannerRow {
  pub_codigo: number;
  pub_filename: string;
  pub_lineaemp: number;
  pub_archivo: number | null;
}
const toBanner = (r: BannerRow): Banner => ({
  id: r.pub_codigo,
  fileName: r.pub_filename,
  line: r.pub_lineaemp,
  lineName: LINE_NAMES.get(r.pub_lineaemp) ?? String(r.pub_lineaemp),
  imageFileId: r.pub_archivo,
  imageUrl: r.pub_archivo === null ? null : fileUrl(r.pub_archivo),
});

function lineOf(value: unknown): number {
  const n = Number(value);
  if (value === null || value === undefined || value === '' || !LINE_NAMES.has(n)) throw AppError.input('line', GUIDE_MSG.adLine);
  return n;
}

/** The banners of a line (0 the home page), public; with no line, every banner. */
export async function bannersOf(ctx: AppContext, line?: number | null): Promise<Banner[]> {
  const byLine = line !== null && line !== undefined;
  if (byLine) lineOf(line);
  const rows = await run<BannerRow>(
    ctx.em,
    `select pub_codigo, pub_filename, pub_lineaemp, pub_archivo from tpublicidad ${byLine ? 'where pub_lineaemp = ?' : ''} order by pub_lineaemp, pub_codigo limit 200`,
    byLine ? [line] : [],
  );
  return rows.map(toBanner);
}

/** One banner's image as a data URL by its file name (getImagen), or null. */
export async function bannerImageByName(ctx: AppContext, fileName: string): Promise<string | null> {
  const [row] = await run<BannerRow>(ctx.em, 'select pub_archivo from tpublicidad where pub_filename = ? order by pub_codigo limit 1', [fileName]);
  return dataUrlOf(await fileBytes(ctx.em, row?.pub_archivo ?? null));
}

/** Creates (image required: 'Seleccione una Imagen para subir') or edits a banner. */
export async function saveBanner(ctx: AppContext, input: BannerInput): Promise<HelpSaveResult> {
  const id = input.id === null || input.id === undefined || input.id === 0 ? null : idOf(input.id, 'id');
  await requirePermission(ctx.em, ctx.user!, BANNER_RESOURCE, id ? 'editar' : 'crear', 2);
  const line = lineOf(input.line);
  const given = textOf(input.fileName, 'fileName', 200, GUIDE_MSG.adFileName);
  const choice = { fileId: input.imageFileId, base64: input.imageBase64, name: given ?? `banner-${Date.now()}` };
  if (!id && !chosen(choice)) throw AppError.input('imageBase64', GUIDE_MSG.adImageRequired);
  const bytes = await decodeChoice(choice, BANNER_IMAGE_RULE);
  return ctx.em.transactional(async (tx) => {
    let oldFile: number | null = null;
    if (id) {
      const [current] = await run<{ pub_archivo: number | null }>(tx, 'select pub_archivo from tpublicidad where pub_codigo = ? for update', [id]);
      if (!current) throw AppError.notFound(GUIDE_MSG.adNotFound(id));
      oldFile = current.pub_archivo;
    }
    const image = chosen(choice) ? await resolveChoice(tx, ctx, choice, bytes, BANNER_IMAGE_RULE, id) : null;
    const name = given ?? image?.name.slice(0, 200) ?? choice.name;
    let saved: number;
    if (id) {
      const sets = ['pub_lineaemp = ?', 'pub_filename = ?'];
      const params: unknown[] = [line, name];
      if (image) (sets.push('pub_archivo = ?'), params.push(image.id));
      await run(tx, `update tpublicidad set ${sets.join(', ')} where pub_codigo = ?`, [...params, id]);
      saved = id;
    } else {
      saved = (
        await run<{ pub_codigo: number }>(tx, 'insert into tpublicidad (pub_filename, pub_lineaemp, pub_archivo) values (?, ?, ?) returning pub_codigo', [
          name,
          line,
          image!.id,
        ])
      )[0]!.pub_codigo;
    }
    if (image) await attachFile(tx, BANNER_IMAGE_RULE, image.id, saved, oldFile);
    recordAudit(tx, ctx.user, id ? 'editar' : 'crear', 'tpublicidad', saved, name);
    return { message: id ? HELP_MSG.updated : HELP_MSG.created, id: saved };
  });
}

/** Deletes a banner: 'Eliminado Con Exito'. */
export async function deleteBanner(ctx: AppContext, rawId: unknown): Promise<HelpSaveResult> {
  const id = idOf(rawId, 'id');
  await requirePermission(ctx.em, ctx.user!, BANNER_RESOURCE, 'eliminar', 3);
  return ctx.em.transactional(async (tx) => {
    const [row] = await run<{ pub_filename: string; pub_archivo: number | null }>(
      tx,
      'delete from tpublicidad where pub_codigo = ? returning pub_filename, pub_archivo',
      [id],
    );
    if (!row) throw AppError.notFound(GUIDE_MSG.adNotFound(id));
    await dropFiles(tx, [row.pub_archivo]);
    recordAudit(tx, ctx.user, 'eliminar', 'tpublicidad', id, row.pub_filename);
    return { message: HELP_MSG.deleted, id };
  });
}
