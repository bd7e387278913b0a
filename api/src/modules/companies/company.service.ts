import type { EntityManager } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { recordAudit } from '../system/audit.service.js';
import { checkConnectionWrite, rememberConnectionAccess } from './company-connection.js';
import { companyChanges } from './company-save.js';
import { companyStateView } from './company-state.js';
import { announceCommitted, recordStateChanges } from './company-state-events.js';
import { RESOURCE } from './company-list.service.js';
import { companyDiff } from './company-diff.js';
import { Company } from './company.entity.js';
import type { CompanySaveInput } from './company.inputs.js';
import { COMPANY_MSG } from './messages.js';
import { run } from '../../db/sql.js';

/** The audit entity and actions of company changes (tauditoria.aud_entidad / aud_accion). */
export const AUDIT_ENTITY = 'tempresa';
export const AUDIT_ACTION = {
  create: 'crear',
  save: 'guardar',
  state: 'cambiar_estado',
  type: 'agrupar',
  delete: 'eliminar',
  // The bloq_aut flag (connection packages): part of the company's history as well.
  blockAuth: 'bloquear_aut',
  unblockAuth: 'desbloquear_aut',
} as const;

export async function findCompany(em: EntityManager, id: number | null | undefined): Promise<Company> {
  const company = Number.isInteger(id) && id! > 0 ? await em.findOne(Company, { id: id! }) : null;
  if (!company) throw AppError.notFound(COMPANY_MSG.unknownCompany(id ?? ''));
  return company;
}

/** The time the trigger stamped on the company's last write (updated_at), read back after a commit. */
export async function readUpdatedAt(em: EntityManager, company: Company): Promise<void> {
  const [row] = await run<{ updated_at: Date | string }>(em, 'select updated_at from tempresa where emp_codigo = ?', [company.id]);
  if (row) company.updatedAt = new Date(row.updated_at);
}

/** One company (its database password never leaves the server). */
export async function getCompany(ctx: AppContext, id: number): Promise<Company> {
  rememberConnectionAccess(ctx, (await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver')).editar);
  return findCompany(ctx.em, id);
}

/** One company by its code or by its RUC (the oldest company of that RUC), or null. */
export async function lookupCompany(ctx: AppContext, by: { id?: number | null; ruc?: string | null }): Promise<Company | null> {
  rememberConnectionAccess(ctx, (await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver')).editar);
  if (by.id !== null && by.id !== undefined) return Number.isInteger(by.id) && by.id > 0 ? ctx.em.findOne(Company, { id: by.id }) : null;
  const ruc = (by.ruc ?? '').trim();
  if (!ruc) return null;
  const [first] = await ctx.em.find(Company, { ruc }, { orderBy: { id: 'asc' }, limit: 1 });
  return first ?? null;
}

/** The company's logo as a data URL, or null; `missing` says what an unknown company gets (REST: NOT_FOUND). */
export async function getCompanyLogo(ctx: AppContext, id: number, missing: 'null' | 'notFound' = 'notFound'): Promise<string | null> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
  const company = Number.isInteger(id) && id > 0 ? await ctx.em.findOne(Company, { id }, { populate: ['logo'] }) : null;
  if (!company) {
    if (missing === 'null') return null;
    throw AppError.notFound(COMPANY_MSG.unknownCompany(id));
  }
  return company.logo ?? null;
}

/**
 * Saves a company (spec 000 §5): required fields, access code unique among companies
 * ('el acceso ya ha sido asignado a otra empreasa'), JSON columns in their canonical shape,
 * the password encrypted; audited in the same transaction. A new one gets the spec's defaults.
 */
export async function saveCompany(ctx: AppContext, input: CompanySaveInput): Promise<Company> {
  checkConnectionWrite(rememberConnectionAccess(ctx, (await requirePermission(ctx.em, ctx.user!, RESOURCE, 'editar')).editar), input);
  const { company: saved, labelBefore } = await ctx.em.transactional(async (tx) => {
    const existing = input.id ? await tx.findOne(Company, { id: input.id }, { populate: ['logo'] }) : null;
    const labelBefore = existing ? stateLabelOf(existing) : null;
    if (input.id && !existing) throw AppError.notFound(COMPANY_MSG.unknownCompany(input.id));
    const { values, dbPasswordEncrypted } = companyChanges(input, existing, ctx.services.config.secretKey);
    const [duplicate] = await run<{ emp_codigo: number }>(
      tx,
      'select emp_codigo from tempresa where lower(emp_coding) = lower(?) and emp_codigo <> ? limit 1',
      [values.accessCode, existing?.id ?? 0],
    );
    if (duplicate) throw AppError.conflict(COMPANY_MSG.duplicateAccess, 'accessCode');
    if (values.businessLine !== null && values.businessLine !== undefined) {
      const [line] = await run(tx, 'select 1 from ttipoactividad where tac_codigo = ?', [values.businessLine]);
      if (!line) throw AppError.input('businessLine', COMPANY_MSG.unknownBusinessLine(values.businessLine));
    }
    const provinceCode = (JSON.parse(values.location!) as { provincia: number }).provincia;
    const [province] = await run(tx, 'select 1 from tprovincia where prv_codigo = ?', [provinceCode]);
    if (!province) throw AppError.input('province', COMPANY_MSG.invalidProvince(provinceCode));
    // One schema of one database belongs to one company (the table's unique index says so too).
    const [sameSchema] = await run<{ emp_coding: string }>(
      tx,
      'select emp_coding from tempresa where emp_ipdb = ? and emp_nombredb = ? and emp_esquemadb = ? and emp_codigo <> ? limit 1',
      [values.dbHost, values.dbName, values.dbSchema, existing?.id ?? 0],
    );
    if (sameSchema) throw AppError.conflict(COMPANY_MSG.schemaTaken(values.dbSchema!, values.dbName!, sameSchema.emp_coding), 'dbSchema');
    // What the save changes, field by field, before the values are assigned (the change history).
    const diff = existing ? companyDiff(existing, values as Partial<Company>) : [];
    const company = existing ?? tx.create(Company, values as Company);
    if (existing) tx.assign(existing, values);
    if (dbPasswordEncrypted) company.dbPasswordEncrypted = dbPasswordEncrypted;
    await tx.flush();
    const changed = (diff.length ? `: ${diff.join('; ')}` : '') + (dbPasswordEncrypted ? ' (con cambio de clave de la base)' : '');
    recordAudit(
      tx,
      ctx.user,
      existing ? AUDIT_ACTION.save : AUDIT_ACTION.create,
      AUDIT_ENTITY,
      company.id,
      `${company.accessCode} · ${company.legalName}${changed}`,
    );
    await tx.flush();
    // The lectura flag of the location turns ACTIVO into LECTURA and back: other agents hear of it, once committed.
    if (labelBefore !== null && labelBefore !== stateLabelOf(company)) await recordStateChanges(tx, ctx, [company]);
    return { company, labelBefore };
  });
  if (labelBefore !== null) announceCommitted(ctx);
  await readUpdatedAt(ctx.em, saved);
  return saved;
}

const stateLabelOf = (company: Company) => companyStateView(company.state, company.location).label;

export interface HistoryRow {
  at: Date;
  userName: string;
  note: string | null;
}

/** The company's state history, newest first (tauditoria rows of its state changes). */
export async function companyHistory(ctx: AppContext, id: number): Promise<HistoryRow[]> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
  await findCompany(ctx.em, id);
  return (await historiesOf(ctx.em, [id]))[0]!;
}

/** The state histories of several companies in one statement, in the order of `ids`. */
export async function historiesOf(em: EntityManager, ids: readonly number[]): Promise<HistoryRow[][]> {
  const keys = ids.map(String);
  const rows = await run<{ aud_clave: string; aud_fecha: Date | string; usr_nombre: string; observacion: string | null }>(
    em,
    `select aud_clave, aud_fecha, usr_nombre, observacion from tauditoria
      where aud_entidad = ? and aud_clave in (${keys.map(() => '?').join(', ')}) and aud_accion in (?, ?, ?)
      order by aud_fecha desc, aud_codigo desc`,
    [AUDIT_ENTITY, ...keys, AUDIT_ACTION.state, AUDIT_ACTION.blockAuth, AUDIT_ACTION.unblockAuth],
  );
  const byKey = new Map<string, HistoryRow[]>(keys.map((k) => [k, []]));
  for (const r of rows) byKey.get(r.aud_clave)?.push({ at: new Date(r.aud_fecha), userName: r.usr_nombre, note: r.observacion });
  return keys.map((k) => byKey.get(k)!);
}
