import type { EntityManager } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { isoToDisplayDate } from '../../domain/dates.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { recordAudit } from '../system/audit.service.js';
import { RESOURCE } from './company-list.service.js';
import { STATE_LABELS, stateActions, companyStateView } from './company-state.js';
import { AUDIT_ACTION, AUDIT_ENTITY, findCompany, readUpdatedAt } from './company.service.js';
import { Company } from './company.entity.js';
import { COMPANY_MSG, HISTORY_NOTE } from './messages.js';
import { announceCommitted, recordStateChanges } from './company-state-events.js';
import { run } from '../../db/sql.js';

const viewOf = (company: Company) => companyStateView(company.state, company.location);

/** 'YYYY-MM-DD' from 'DD/MM/YYYY' or 'YYYY-MM-DD'; null when empty; refuses anything else. */
export function parseEndDate(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const iso = dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : text;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date = match ? new Date(Date.UTC(+match[1], +match[2] - 1, +match[3])) : null;
  if (!date || date.toISOString().slice(0, 10) !== iso || +match![1] <= 2000) throw AppError.input('endDate', COMPANY_MSG.invalidEndDate);
  return iso;
}

/**
 * Changes one company's state with the transitions of spec 000 §4 only; a state without
 * actions (demo) is refused with the spec's message. Writes the history entry with the user;
 * announced on companyStateChanged once committed.
 */
export async function changeCompanyState(ctx: AppContext, id: number, state: number): Promise<Company> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'editar');
  const changed = await ctx.em.transactional(async (tx) => {
    const company = await findCompany(tx, id);
    const from = viewOf(company);
    const offered = stateActions(company.state, from.readOnly);
    if (!offered.length) throw AppError.conflict(COMPANY_MSG.noStateActions(from.label));
    const action = offered.find((a) => a.state === state);
    if (!action) throw AppError.conflict(COMPANY_MSG.stateNotOffered(from.label, offered.map((a) => a.label).join(', ')), 'state');
    company.state = state;
    const to = viewOf(company);
    recordAudit(tx, ctx.user, AUDIT_ACTION.state, AUDIT_ENTITY, company.id, HISTORY_NOTE.stateChange(from.label, to.label, action.label));
    await tx.flush();
    await recordStateChanges(tx, ctx, [company]);
    return company;
  });
  // Committed: now the other agents' lists hear of it.
  announceCommitted(ctx);
  await readUpdatedAt(ctx.em, changed);
  return changed;
}

async function findAll(tx: EntityManager, ids: readonly number[]): Promise<Company[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) throw AppError.input('companyIds', COMPANY_MSG.noCompaniesChosen);
  const companies = await tx.find(Company, { id: { $in: unique } }, { orderBy: { id: 'asc' } });
  const missing = unique.filter((id) => !companies.some((c) => c.id === id));
  if (missing.length) throw AppError.notFound(COMPANY_MSG.unknownCompanies(missing.join(', ')));
  return companies;
}

/**
 * Sets emp_activa (and the optional end date of the new state) on every listed company, all or
 * nothing; each company gets its own history entry and, once committed, its own event.
 */
export async function bulkChangeState(ctx: AppContext, ids: readonly number[], state: number, endDate: string | null | undefined): Promise<number> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'editar');
  if (!(state in STATE_LABELS)) throw AppError.input('state', COMPANY_MSG.invalidState);
  const until = parseEndDate(endDate);
  const changed = await ctx.em.transactional(async (tx) => {
    const companies = await findAll(tx, ids);
    for (const company of companies) {
      const from = viewOf(company).label;
      company.state = state;
      company.endDate = until;
      recordAudit(
        tx,
        ctx.user,
        AUDIT_ACTION.state,
        AUDIT_ENTITY,
        company.id,
        HISTORY_NOTE.bulkState(from, viewOf(company).label, until && isoToDisplayDate(until)),
      );
    }
    await tx.flush();
    // In the same transaction: a bulk change that rolls back (one bad id, a failed write) announces nothing.
    await recordStateChanges(tx, ctx, companies);
    return companies;
  });
  announceCommitted(ctx);
  return changed.length;
}

/** Sets the company type (tac_codigo; -1 removes it) on every listed company, all or nothing. */
export async function bulkChangeBusinessLine(ctx: AppContext, ids: readonly number[], businessLine: number): Promise<{ count: number; name: string }> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'editar');
  return ctx.em.transactional(async (tx) => {
    let name = 'sin tipo';
    if (businessLine !== -1) {
      const [line] = await run<{ tac_descrip: string }>(tx, 'select tac_descrip from ttipoactividad where tac_codigo = ?', [businessLine]);
      if (!line) throw AppError.input('businessLine', COMPANY_MSG.unknownBusinessLine(businessLine));
      name = line.tac_descrip;
    }
    const companies = await findAll(tx, ids);
    for (const company of companies) {
      company.businessLine = businessLine === -1 ? null : businessLine;
      recordAudit(tx, ctx.user, AUDIT_ACTION.type, AUDIT_ENTITY, company.id, `Tipo de empresa: ${name}`);
    }
    await tx.flush();
    return { count: companies.length, name };
  });
}

/**
 * Whether the company holds a connection package in force (tconexiones estado 1 for its RUC)
 * that no other company with the same RUC still uses.
 */
export async function hasActiveConnectionPackages(em: EntityManager, company: Company): Promise<boolean> {
  const [row] = await run<{ n: number }>(
    em,
    `select count(*)::int as n from tconexiones c
      where c.rucempresa = ? and c.estado = 1 and not exists (select 1 from tempresa o where o.emp_ruc = c.rucempresa and o.emp_codigo <> ?)`,
    [company.ruc, company.id],
  );
  return (row?.n ?? 0) > 0;
}

/**
 * Deletes a company: refused while it has active connection packages. Its tenant schema on this
 * server is dropped in the same transaction (a schema left behind would block a new company with
 * the same access code, and the row that pointed at it is gone); a schema on another server is
 * left alone. Audited with the acting user.
 */
export async function deleteCompany(ctx: AppContext, id: number): Promise<string> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'eliminar');
  return ctx.em.transactional(async (tx) => {
    const company = await findCompany(tx, id);
    if (await hasActiveConnectionPackages(tx, company)) throw AppError.conflict(COMPANY_MSG.hasActivePackages);
    const { tenants } = ctx.services;
    let schemaNote = `esquema ${company.dbSchema} conservado (otro servidor)`;
    if (tenants.isLocal(company)) {
      const dropped = await tenants.drop(company.dbSchema, tx);
      schemaNote = `esquema ${company.dbSchema} ${dropped ? 'eliminado' : 'inexistente'}`;
    }
    recordAudit(tx, ctx.user, AUDIT_ACTION.delete, AUDIT_ENTITY, company.id, `${company.accessCode} · ${company.legalName}; ${schemaNote}`);
    tx.remove(company);
    await tx.flush();
    return company.legalName;
  });
}
