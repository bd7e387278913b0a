import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { claimFiles } from '../../files/files.service.js';
import { referencedFiles, sanitizeHtml } from '../../html/sanitize.js';
import { TEMPLATE_FILES, TEMPLATES_RESOURCE } from '../mail/file-owners.js';
import { auditRow } from './audit.js';
import { SEND_MSG } from './messages.js';
import { INSERTABLE_COLUMNS, unknownPlaceholders } from './template-render.js';

export interface MailTemplate {
  id: number;
  title: string;
  body: string;
  /** 2 e-mail, 3 SMS. */
  type: number;
  isDefault: boolean;
  accountType: number | null;
  categoryId: number | null;
  userName: string;
  updatedAt: string;
}

export interface TemplateCategory {
  id: number;
  key: string;
  name: string;
  accountType: number;
}

export interface TemplateInput {
  id?: number | null;
  title: string;
  body: string;
  type: number;
  isDefault?: boolean | null;
  accountType?: number | null;
  categoryId?: number | null;
}

interface Row {
  mte_codigo: number;
  mte_titulo: string;
  mte_body: string;
  mte_tipo: number;
  mte_default: number;
  mcf_tipo: number | null;
  mtc_codigo: number | null;
  usr_nombre: string;
  mte_actualizado: Date | string;
}

const toTemplate = (r: Row): MailTemplate => ({
  id: r.mte_codigo,
  title: r.mte_titulo,
  body: r.mte_body,
  type: r.mte_tipo,
  isDefault: r.mte_default === 1,
  accountType: r.mcf_tipo,
  categoryId: r.mtc_codigo,
  userName: r.usr_nombre,
  updatedAt: new Date(r.mte_actualizado).toISOString(),
});

/** The five categories (categcobranza … categnom), each tied to an account type. */
export async function templateCategories(ctx: AppContext): Promise<TemplateCategory[]> {
  const rows = await ctx.em.getConnection().execute<{ mtc_codigo: number; mtc_clave: string; mtc_nombre: string; mcf_tipo: number }[]>('select * from tmailtemcateg order by mtc_codigo');
  return rows.map((r: { mtc_codigo: number; mtc_clave: string; mtc_nombre: string; mcf_tipo: number }) => ({ id: r.mtc_codigo, key: r.mtc_clave, name: r.mtc_nombre, accountType: r.mcf_tipo }));
}

/**
 * Templates of a type (2 e-mail, 3 SMS), optionally of an account type and a category; read by
 * every signed-in user (every send modal lists them). Defaults first, then by title.
 */
export async function listTemplates(ctx: AppContext, type: number, accountType: number | null, categoryId: number | null): Promise<MailTemplate[]> {
  const where = ['mte_tipo = ?'];
  const params: unknown[] = [type];
  if (accountType) {
    where.push('(mcf_tipo = ? or mcf_tipo is null)');
    params.push(accountType);
  }
  if (categoryId) {
    where.push('mtc_codigo = ?');
    params.push(categoryId);
  }
  const rows = await ctx.em.getConnection().execute<Row[]>(`select * from tmailtemplate where ${where.join(' and ')} order by mte_default desc, lower(mte_titulo), mte_codigo limit 500`, params);
  return rows.map(toTemplate);
}

export async function getTemplate(ctx: AppContext, id: number): Promise<MailTemplate | null> {
  const [row] = await ctx.em.getConnection().execute<Row[]>('select * from tmailtemplate where mte_codigo = ?', [id]);
  return row ? toTemplate(row) : null;
}

/** The default template of a type and account type (mte_default 1), or null. */
export async function defaultTemplate(ctx: AppContext, type: number, accountType: number | null): Promise<MailTemplate | null> {
  const [row] = await ctx.em
    .getConnection()
    .execute<Row[]>('select * from tmailtemplate where mte_tipo = ? and mte_default = 1 and (mcf_tipo = ? or mcf_tipo is null or ?::int is null) order by (mcf_tipo is null), mte_codigo limit 1', [type, accountType, accountType]);
  return row ? toTemplate(row) : null;
}

/**
 * Saves a template (level 2 on 'correo.plantillas'). E-mail bodies are sanitized; an empty body
 * is refused with the spec's text; unknown placeholders are refused with a warning unless the
 * user confirmed them. Images uploaded while editing become the template's files.
 */
export async function saveTemplate(ctx: AppContext, input: TemplateInput, confirmUnknown: boolean): Promise<{ template: MailTemplate; unknown: string[] }> {
  const user = ctx.user!;
  await requirePermission(ctx.em, user, TEMPLATES_RESOURCE, input.id ? 'editar' : 'crear', 2);
  const title = input.title.trim();
  if (!title) throw AppError.input('title', SEND_MSG.templateTitleRequired);
  const body = input.type === 2 ? sanitizeHtml(input.body) : input.body.trim();
  const textOnly = body.replace(/<(?!img)[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();
  if (!textOnly) throw AppError.input('body', SEND_MSG.templateBodyRequired);
  const unknown = unknownPlaceholders(body, INSERTABLE_COLUMNS);
  if (unknown.length && !confirmUnknown) throw new AppError('CONFLICT', SEND_MSG.unknownKeys(unknown), 'body', 'warning');
  const isDefault = input.isDefault ? 1 : 0;
  const template = await ctx.em.transactional(async (tx) => {
    const conn = tx.getConnection();
    const tc = tx.getTransactionContext();
    const values = [title, body, input.type, isDefault, input.accountType ?? null, input.categoryId ?? null, user.name.slice(0, 150)];
    let row: Row | undefined;
    if (input.id) {
      [row] = await conn.execute<Row[]>(
        'update tmailtemplate set mte_titulo = ?, mte_body = ?, mte_tipo = ?, mte_default = ?, mcf_tipo = ?, mtc_codigo = ?, usr_nombre = ?, mte_actualizado = now() where mte_codigo = ? returning *',
        [...values, input.id],
        'all',
        tc,
      );
      if (!row) throw AppError.notFound(SEND_MSG.templateNotFound(input.id));
    } else {
      [row] = await conn.execute<Row[]>('insert into tmailtemplate (mte_titulo, mte_body, mte_tipo, mte_default, mcf_tipo, mtc_codigo, usr_nombre) values (?, ?, ?, ?, ?, ?, ?) returning *', values, 'all', tc);
    }
    // One default per type and account type.
    if (isDefault) {
      await conn.execute('update tmailtemplate set mte_default = 0 where mte_tipo = ? and mcf_tipo is not distinct from ? and mte_codigo <> ?', [input.type, input.accountType ?? null, row!.mte_codigo], 'run', tc);
    }
    await claimFiles(tx, referencedFiles(body), TEMPLATE_FILES, row!.mte_codigo);
    await auditRow(tx, user, input.id ? 'editar' : 'crear', 'plantilla_correo', row!.mte_codigo, title);
    return toTemplate(row!);
  });
  return { template, unknown };
}

/** Deletes a template (level 3), audited. */
export async function deleteTemplate(ctx: AppContext, id: number): Promise<void> {
  await requirePermission(ctx.em, ctx.user!, TEMPLATES_RESOURCE, 'eliminar', 3);
  await ctx.em.transactional(async (tx) => {
    const rows = await tx.getConnection().execute<{ mte_titulo: string }[]>('delete from tmailtemplate where mte_codigo = ? returning mte_titulo', [id], 'all', tx.getTransactionContext());
    if (!rows.length) throw AppError.notFound(SEND_MSG.templateNotFound(id));
    await auditRow(tx, ctx.user!, 'eliminar', 'plantilla_correo', id, rows[0]!.mte_titulo);
  });
}
