import type { EntityManager } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { recordAudit } from '../system/audit.service.js';
import { companyChanges } from './company-save.js';
import { readLocation } from './company-json.js';
import { stateView } from './company-state.js';
import { announceCommitted, recordStateChanges } from './company-state-events.js';
import { RESOURCE } from './company-list.service.js';
import { Company } from './company.entity.js';
import type { CompanySaveInput } from './company.inputs.js';
import { COMPANY_MSG } from './messages.js';

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

/** Runs raw SQL inside the entity manager's transaction (PGlite has one connection). */
export function sql<T>(em: EntityManager, text: string, params: unknown[] = []): Promise<T[]> {
  return em.getConnection().execute<T[]>(text, params, 'all', em.getTransactionContext());
}

export async function findCompany(em: EntityManager, id: number | null | undefined): Promise<Company> {
  const company = Number.isInteger(id) && id! > 0 ? await em.findOne(Company, { id: id! }) : null;
  if (!company) throw AppError.notFound(COMPANY_MSG.unknownCompany(id ?? ''));
  return company;
}

/** One company (its database password never leaves the server). */
export async function getCompany(ctx: AppContext, id: number): Promise<Company> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
  return findCompany(ctx.em, id);
}

/** The company's logo as a data URL, or null. */
export async function getCompanyLogo(ctx: AppContext, id: number): Promise<string | null> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
  const company = await ctx.em.findOne(Company, { id }, { populate: ['logo'] });
  if (!company) throw AppError.notFound(COMPANY_MSG.unknownCompany(id));
  return company.logo ?? null;
}

/**
 * Saves a company (spec 000 §5): required fields, access code unique among companies
 * ('el acceso ya ha sido asignado a otra empreasa'), JSON columns in their canonical shape,
 * the password encrypted; audited in the same transaction. A new one gets the spec's defaults.
 */
export async function saveCompany(ctx: AppContext, input: CompanySaveInput): Promise<Company> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'editar');
  const { company: saved, labelBefore } = await ctx.em.transactional(async (tx) => {
    const existing = input.id ? await tx.findOne(Company, { id: input.id }, { populate: ['logo'] }) : null;
    const labelBefore = existing ? stateLabelOf(existing) : null;
    if (input.id && !existing) throw AppError.notFound(COMPANY_MSG.unknownCompany(input.id));
    const { values, dbPasswordEncrypted } = companyChanges(input, existing, ctx.services.config.secretKey);
    const [duplicate] = await sql<{ emp_codigo: number }>(tx, 'select emp_codigo from tempresa where lower(emp_coding) = lower(?) and emp_codigo <> ? limit 1', [values.accessCode, existing?.id ?? 0]);
    if (duplicate) throw AppError.conflict(COMPANY_MSG.duplicateAccess, 'accessCode');
    if (values.businessLine !== null && values.businessLine !== undefined) {
      const [line] = await sql(tx, 'select 1 from ttipoactividad where tac_codigo = ?', [values.businessLine]);
      if (!line) throw AppError.input('businessLine', COMPANY_MSG.unknownBusinessLine(values.businessLine));
    }
    const provinceCode = (JSON.parse(values.location!) as { provincia: number }).provincia;
    const [province] = await sql(tx, 'select 1 from tprovincia where prv_codigo = ?', [provinceCode]);
    if (!province) throw AppError.input('province', COMPANY_MSG.invalidProvince(provinceCode));
    // One schema of one database belongs to one company (the table's unique index says so too).
    const [sameSchema] = await sql<{ emp_coding: string }>(
      tx,
      'select emp_coding from tempresa where emp_ipdb = ? and emp_nombredb = ? and emp_esquemadb = ? and emp_codigo <> ? limit 1',
      [values.dbHost, values.dbName, values.dbSchema, existing?.id ?? 0],
    );
    if (sameSchema) throw AppError.conflict(COMPANY_MSG.schemaTaken(values.dbSchema!, values.dbName!, sameSchema.emp_coding), 'dbSchema');
    const company = existing ?? tx.create(Company, values as Company);
    if (existing) tx.assign(existing, values);
    if (dbPasswordEncrypted) company.dbPasswordEncrypted = dbPasswordEncrypted;
    await tx.flush();
    const changed = dbPasswordEncrypted ? ' (con cambio de clave de la base)' : '';
    recordAudit(tx, ctx.user, existing ? AUDIT_ACTION.save : AUDIT_ACTION.create, AUDIT_ENTITY, company.id, `${company.accessCode} · ${company.legalName}${changed}`);
    await tx.flush();
    // The lectura flag of the location turns ACTIVO into LECTURA and back: other agents hear of it, once committed.
    if (labelBefore !== null && labelBefore !== stateLabelOf(company)) await recordStateChanges(tx, ctx, [company]);
    return { company, labelBefore };
  });
  if (labelBefore !== null) announceCommitted(ctx);
  return saved;
}

const stateLabelOf = (company: Company) => stateView(company.state, readLocation(company.location).readOnly).label;

export interface HistoryRow {
  at: Date;
  userName: string;
  note: string | null;
}

/** The company's state history, newest first (tauditoria rows of its state changes). */
export async function companyHistory(ctx: AppContext, id: number): Promise<HistoryRow[]> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
  await findCompany(ctx.em, id);
  const rows = await sql<{ aud_fecha: Date | string; usr_nombre: string; observacion: string | null }>(
    ctx.em,
    `select aud_fecha, usr_nombre, observacion from tauditoria
      where aud_entidad = ? and aud_clave = ? and aud_accion in (?, ?, ?)
      order by aud_fecha desc, aud_codigo desc`,
    [AUDIT_ENTITY, String(id), AUDIT_ACTION.state, AUDIT_ACTION.blockAuth, AUDIT_ACTION.unblockAuth],
  );
  return rows.map((r) => ({ at: new Date(r.aud_fecha), userName: r.usr_nombre, note: r.observacion }));
}
