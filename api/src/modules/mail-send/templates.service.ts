import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { claimFiles } from '../../files/files.service.js';
import { referencedFiles, sanitizeHtml } from '../../html/sanitize.js';
import { TEMPLATE_FILES, TEMPLATES_RESOURCE } from '../mail/file-owners.js';
import { auditRow } from './audit.js';
import { SEND_MSG } from './messages.js';
import { INSERTABLE_COLUMNS, unknownPlaceholders } from './template-render.js';
import { run } from '../../db/sql.js';

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

/** mte_tipo must be 2 or 3. */
export function checkTemplateType(type: number, field = 'mte_tipo'): number {
  if (type !== 2 && type !== 3) throw AppError.input(field, SEND_MSG.templateType);
  return type;
}

/** mcf_tipo, when given, must be 4–8. */
export function checkAccountType(type: number | null | undefined, field = 'mcf_tipo'): number | null {
  if (type === null || type === undefined) return null;
  if (!Number.isInteger(type) || type < 4 || type > 8) throw AppError.input(field, SEND_MSG.accountType);
  return type;
}

/** The five categories (categcobranza … categnom), each tied to an account type. */
export async function templateCategories(ctx: AppContext): Promise<TemplateCategory[]> {
  const rows = await run<{ mtc_codigo: number; mtc_clave: string; mtc_nombre: string; mcf_tipo: number }>(
    ctx.em,
    'select * from tmailtemcateg order by mtc_codigo',
  );
  return rows.map((r: { mtc_codigo: number; mtc_clave: string; mtc_nombre: string; mcf_tipo: number }) => ({
    id: r.mtc_codigo,
    key: r.mtc_clave,
    name: r.mtc_nombre,
    accountType: r.mcf_tipo,
  }));
}

/**
 * Templates of a type (2 e-mail, 3 SMS), optionally of an account type and a category; read by
 * every signed-in user (every send modal lists them). Defaults first, then by title.
 */
export async function listTemplates(ctx: AppContext, type: number, accountType: number | null, categoryId: number | null): Promise<MailTemplate[]> {
  checkTemplateType(type);
  checkAccountType(accountType);
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
  const rows = await run<Row>(
    ctx.em,
    `select * from tmailtemplate where ${where.join(' and ')} order by mte_default desc, lower(mte_titulo), mte_codigo limit 500`,
    params,
  );
  return rows.map(toTemplate);
}

export async function getTemplate(ctx: AppContext, id: number): Promise<MailTemplate | null> {
  const [row] = await run<Row>(ctx.em, 'select * from tmailtemplate where mte_codigo = ?', [id]);
  return row ? toTemplate(row) : null;
}

/** The default template of a type and account type (mte_default 1), or null. */
export async function defaultTemplate(ctx: AppContext, type: number, accountType: number | null): Promise<MailTemplate | null> {
  checkTemplateType(type);
  checkAccountType(accountType);
  const [row] = await run<Row>(
    ctx.em,
    'select * from tmailtemplate where mte_tipo = ? and mte_default = 1 and (mcf_tipo = ? or mcf_tipo is null or ?::int is null) order by (mcf_tipo is null), mte_codigo limit 1',
    [type, accountType, accountType],
  );
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
  checkTemplateType(input.type, 'type');
  checkAccountType(input.accountType, 'accountType');
  // 0 is no category either: it must be refused here, not by the foreign key.
  if (input.categoryId !== null && input.categoryId !== undefined) {
    const [found] = await run<{ n: number }>(ctx.em, 'select count(*)::int as n from tmailtemcateg where mtc_codigo = ?', [input.categoryId]);
    if (!found!.n) throw AppError.input('categoryId', SEND_MSG.categoryNotFound(input.categoryId));
  }
  const body = input.type === 2 ? sanitizeHtml(input.body) : input.body.trim();
  const textOnly = body
    .replace(/<(?!img)[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  if (!textOnly) throw AppError.input('body', SEND_MSG.templateBodyRequired);
  const unknown = unknownPlaceholders(body, INSERTABLE_COLUMNS);
  if (unknown.length && !confirmUnknown) throw new AppError('CONFLICT', SEND_MSG.unknownKeys(unknown), 'body', 'warning');
  const isDefault = input.isDefault ? 1 : 0;
  const template = await ctx.em.transactional(async (tx) => {
    const values = [title, body, input.type, isDefault, input.accountType ?? null, input.categoryId ?? null, user.name.slice(0, 150)];
    let row: Row | undefined;
    if (input.id) {
      [row] = await run<Row>(
        tx,
        'update tmailtemplate set mte_titulo = ?, mte_body = ?, mte_tipo = ?, mte_default = ?, mcf_tipo = ?, mtc_codigo = ?, usr_nombre = ?, mte_actualizado = now() where mte_codigo = ? returning *',
        [...values, input.id],
      );
      if (!row) throw AppError.notFound(SEND_MSG.templateNotFound(input.id));
    } else {
      [row] = await run<Row>(
        tx,
        'insert into tmailtemplate (mte_titulo, mte_body, mte_tipo, mte_default, mcf_tipo, mtc_codigo, usr_nombre) values (?, ?, ?, ?, ?, ?, ?) returning *',
        values,
      );
    }
    // One default per type and account type.
    if (isDefault) {
      await run(tx, 'update tmailtemplate set mte_default = 0 where mte_tipo = ? and mcf_tipo is not distinct from ? and mte_codigo <> ?', [
        input.type,
        input.accountType ?? null,
        row!.mte_codigo,
      ]);
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
    const rows = await run<{ mte_titulo: string }>(tx, 'delete from tmailtemplate where mte_codigo = ? returning mte_titulo', [id]);
    if (!rows.length) throw AppError.notFound(SEND_MSG.templateNotFound(id));
    await auditRow(tx, ctx.user!, 'eliminar', 'plantilla_correo', id, rows[0]!.mte_titulo);
  });
}
