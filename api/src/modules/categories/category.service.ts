import type { EntityManager } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { orderSql } from '../../graphql/ordering.js';
import { auditKey } from '../establishments/company-tenant.js';
import { tenantQuery, type TenantQuery } from '../general/tenant-query.js';
import { auditRow } from '../mail-send/audit.js';
import { CATEGORY_KIND_LABELS, CATEGORY_MSG, ID_TYPE_LABELS } from './messages.js';
import {
  CategoryOrderField,
  type CategoryKind,
  type CategoryOrder,
  type ReferenteCategory,
  type ReferenteCategoryList,
  type ReferenteFormOptions,
} from './category.types.js';

/** Categories are part of a client company's data, as its referentes are. */
const RESOURCE = 'empresas';
const AUDIT_ENTITY = 'tcatclipro';
export const DESCRIPTION_MAX = 100;

export interface CategoryForm {
  description: string | null | undefined;
  kind: number | null | undefined;
  /** true/false, or the legacy T/F. */
  active?: boolean | string | null;
}

interface CategoryRow {
  tcp_codigo: number;
  tcp_descri: string;
  tcp_tipo: number;
  tcp_activo: string;
  referentes: number;
}

const toCategory = (r: CategoryRow): ReferenteCategory => ({
  id: r.tcp_codigo,
  description: r.tcp_descri,
  kind: r.tcp_tipo as CategoryKind,
  active: r.tcp_activo === 'T',
  referenteCount: r.referentes,
});

const SELECT = (s: string) => `select c.tcp_codigo, c.tcp_descri, c.tcp_tipo, c.tcp_activo,
  (select count(*)::int from ${s}.tclipro r where r.tcp_codigo = c.tcp_codigo) as referentes
  from ${s}.tcatclipro c`;

const ORDER_COLUMNS: Record<CategoryOrderField, string> = {
  [CategoryOrderField.DESCRIPTION]: 'c.tcp_descri',
  [CategoryOrderField.ID]: 'c.tcp_codigo',
  [CategoryOrderField.REFERENTES]: 'referentes',
};

/** The categories of a company (all, or the one with `id`), optionally only active ones, by description. */
export async function listCategories(
  ctx: AppContext,
  companyId: number | null | undefined,
  filter: { id?: number | null; active?: boolean | null; order?: CategoryOrder | null } = {},
): Promise<ReferenteCategoryList> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
  const t = await tenantQuery(ctx, companyId);
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.id !== null && filter.id !== undefined) {
    if (!Number.isInteger(filter.id)) throw AppError.input('id', CATEGORY_MSG.idInvalid);
    where.push('c.tcp_codigo = ?');
    params.push(filter.id);
  }
  if (filter.active !== null && filter.active !== undefined) {
    where.push('c.tcp_activo = ?');
    params.push(filter.active ? 'T' : 'F');
  }
  const rows = await t.all<CategoryRow>(
    `${SELECT(t.quotedSchema)} ${where.length ? `where ${where.join(' and ')}` : ''} order by ${orderSql(filter.order, ORDER_COLUMNS, CategoryOrderField.DESCRIPTION, 'c.tcp_codigo')}`,
    params,
  );
  return { items: rows.map(toCategory), totalCount: rows.length };
}

function checkForm(form: CategoryForm): { description: string; kind: number; active: 'T' | 'F' } {
  const description = (form.description ?? '').trim().replace(/\s+/g, ' ');
  if (!description) throw AppError.input('description', CATEGORY_MSG.descriptionRequired);
  if (description.length > DESCRIPTION_MAX) throw AppError.input('description', CATEGORY_MSG.descriptionTooLong(DESCRIPTION_MAX));
  const kind = form.kind;
  if (kind !== 1 && kind !== 2 && kind !== 3) throw AppError.input('kind', CATEGORY_MSG.kindInvalid);
  const raw = form.active;
  let active: 'T' | 'F';
  if (raw === null || raw === undefined || raw === true || raw === 'T') active = 'T';
  else if (raw === false || raw === 'F') active = 'F';
  else throw AppError.input('active', CATEGORY_MSG.activeInvalid);
  return { description: description.toUpperCase(), kind, active };
}

async function findRow(t: TenantQuery, tx: EntityManager, id: number): Promise<CategoryRow> {
  const [row] = await t.all<CategoryRow>(`${SELECT(t.quotedSchema)} where c.tcp_codigo = ? for update of c`, [id], tx);
  if (!row) throw AppError.input('id', CATEGORY_MSG.notFound(id));
  return row;
}

/**
 * Creates (id 0 or none) or updates a category; the description is stored in capitals, unique
 * ignoring case. Recorded in the audit; a refusal writes nothing.
 */
export async function saveCategory(
  ctx: AppContext,
  companyId: number | null | undefined,
  id: number | null | undefined,
  form: CategoryForm,
): Promise<{ category: ReferenteCategory; created: boolean }> {
  const creating = id === null || id === undefined || id === 0;
  await requirePermission(ctx.em, ctx.user!, RESOURCE, creating ? 'crear' : 'editar');
  if (!creating && !Number.isInteger(id)) throw AppError.input('id', CATEGORY_MSG.idInvalid);
  const data = checkForm(form);
  const t = await tenantQuery(ctx, companyId);
  return ctx.em.transactional(async (tx) => {
    const [same] = await t.all<{ tcp_codigo: number }>(
      `select tcp_codigo from ${t.quotedSchema}.tcatclipro where lower(trim(tcp_descri)) = lower(?) and tcp_codigo <> ?`,
      [data.description, creating ? 0 : id],
      tx,
    );
    if (same) throw AppError.input('description', CATEGORY_MSG.duplicate(data.description));
    let code: number;
    if (creating) {
      const [row] = await t.all<{ tcp_codigo: number }>(
        `insert into ${t.quotedSchema}.tcatclipro (tcp_descri, tcp_tipo, tcp_activo) values (?, ?, ?) returning tcp_codigo`,
        [data.description, data.kind, data.active],
        tx,
      );
      code = row!.tcp_codigo;
    } else {
      await findRow(t, tx, id!);
      await t.all(
        `update ${t.quotedSchema}.tcatclipro set tcp_descri = ?, tcp_tipo = ?, tcp_activo = ? where tcp_codigo = ?`,
        [data.description, data.kind, data.active, id],
        tx,
      );
      code = id!;
    }
    await auditRow(
      tx,
      ctx.user,
      creating ? 'crear' : 'editar',
      AUDIT_ENTITY,
      auditKey(t.company.id, code),
      `${data.description} (${CATEGORY_KIND_LABELS[data.kind]}, ${data.active === 'T' ? 'activa' : 'inactiva'})`,
    );
    const [saved] = await t.all<CategoryRow>(`${SELECT(t.quotedSchema)} where c.tcp_codigo = ?`, [code], tx);
    return { category: toCategory(saved!), created: creating };
  });
}

/** Deletes a category no referente uses; recorded in the audit. */
export async function deleteCategory(ctx: AppContext, companyId: number | null | undefined, id: number | null | undefined): Promise<ReferenteCategory> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'eliminar');
  if (id === null || id === undefined || !Number.isInteger(id) || id <= 0) throw AppError.input('id', CATEGORY_MSG.idInvalid);
  const t = await tenantQuery(ctx, companyId);
  return ctx.em.transactional(async (tx) => {
    const row = await findRow(t, tx, id);
    if (row.referentes > 0) throw AppError.conflict(CATEGORY_MSG.inUse(row.tcp_descri, row.referentes), 'id');
    await t.all(`delete from ${t.quotedSchema}.tcatclipro where tcp_codigo = ?`, [id], tx);
    await auditRow(tx, ctx.user, 'eliminar', AUDIT_ENTITY, auditKey(t.company.id, id), row.tcp_descri);
    return toCategory(row);
  });
}

/** gensref: the lists of the referente form; the company's active categories when a company is given. */
export async function referenteFormOptions(ctx: AppContext, companyId: number | null | undefined): Promise<ReferenteFormOptions> {
  const categories = companyId === null || companyId === undefined ? [] : (await listCategories(ctx, companyId, { active: true })).items;
  return {
    idTypes: Object.entries(ID_TYPE_LABELS).map(([code, label]) => ({ code, label })),
    categoryKinds: Object.entries(CATEGORY_KIND_LABELS).map(([kind, label]) => ({ kind: Number(kind) as CategoryKind, label })),
    categories,
  };
}
