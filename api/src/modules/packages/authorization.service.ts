import type { EntityManager } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { CONTRACT_STATE_LABELS, NOT_NOTIFIED_LABEL } from '../../domain/package-balance.js';
import { AppError } from '../../shared/app-error.js';
import { readServices } from '../companies/company-json.js';
import { AUDIT_ACTION as COMPANY_ACTION, AUDIT_ENTITY as COMPANY_ENTITY } from '../companies/company.service.js';
import { recordAudit } from '../system/audit.service.js';
import { PACKAGE_MSG } from './messages.js';
import { packagePermisos } from './package-list.service.js';
import { run, snapshotOf } from './package-sql.js';
import type { AuthorizationResult, ConnectionRow } from './package.types.js';

const names = (rows: readonly ConnectionRow[]) => rows.map((r) => r.legalName).join(', ');

/** The chosen companies by emp_codigo and by access code (the legacy `acceso` list), locked for the change. */
async function chosenCompanies(tx: EntityManager, ids: readonly number[], accessCodes: readonly string[]): Promise<ConnectionRow[]> {
  const codes = accessCodes.map((c) => c.replace(/\s+/g, '').toLowerCase()).filter(Boolean);
  const byCode = codes.length
    ? await run<{ emp_codigo: number }>(tx, `select emp_codigo from tempresa where lower(emp_coding) in (${codes.map(() => '?').join(', ')})`, codes)
    : [];
  const all = [...new Set([...ids, ...byCode.map((r) => r.emp_codigo)])];
  if (!all.length) throw AppError.input('companyIds', PACKAGE_MSG.selectCompanies);
  const locked = await run<{ emp_codigo: number }>(
    tx,
    `select emp_codigo from tempresa where emp_codigo in (${all.map(() => '?').join(', ')}) for update`,
    all,
  );
  const missing = all.filter((id) => !locked.some((r) => r.emp_codigo === id));
  if (missing.length) throw AppError.notFound(PACKAGE_MSG.companyNotFound(missing.join(', ')));
  return snapshotOf(tx, all);
}

async function setFlag(tx: EntityManager, companyId: number, value: 'T' | 'F'): Promise<void> {
  const [row] = await run<{ emp_tiposerv: string | null }>(tx, 'select emp_tiposerv from tempresa where emp_codigo = ?', [companyId]);
  await run(tx, 'update tempresa set emp_tiposerv = ? where emp_codigo = ?', [
    JSON.stringify({ ...readServices(row?.emp_tiposerv), bloq_aut: value }),
    companyId,
  ]);
}

function split(rows: readonly ConnectionRow[]) {
  return { companyIds: rows.filter((r) => !r.express).map((r) => r.companyId), expressAccessCodes: rows.filter((r) => r.express).map((r) => r.accessCode) };
}

/**
 * Blocks the authorization of electronic documents (bloq_aut T) of the chosen companies, all or
 * none: refused when none is chosen, when any still has saldo ('aún tienen saldo disponible'),
 * was never notified, or is blocked already. Companies without e-mail need `confirmEmptyEmail`:
 * without it nothing changes and the answer asks for the confirmation. Express companies come
 * back in their own access list. Each company's history records the block with the user.
 */
export async function blockAuthorization(
  ctx: AppContext,
  ids: readonly number[],
  accessCodes: readonly string[] = [],
  confirmEmptyEmail = false,
): Promise<AuthorizationResult> {
  await packagePermisos(ctx, 'editar');
  return ctx.em.transactional(async (tx) => {
    const rows = await chosenCompanies(tx, ids, accessCodes);
    const withBalance = rows.filter((r) => r.saldo > 0);
    if (withBalance.length) throw AppError.input('companyIds', PACKAGE_MSG.withBalance(names(withBalance)));
    const notNotified = rows.filter((r) => r.notificationState === NOT_NOTIFIED_LABEL);
    if (notNotified.length) throw AppError.input('companyIds', PACKAGE_MSG.notNotified(names(notNotified)));
    const already = rows.filter((r) => r.contractState === CONTRACT_STATE_LABELS.blocked);
    if (already.length) throw AppError.conflict(PACKAGE_MSG.alreadyBlocked(names(already)), 'companyIds');
    const withoutEmail = rows.filter((r) => !r.email);
    if (withoutEmail.length && !confirmEmptyEmail) {
      return {
        message: PACKAGE_MSG.emptyEmail(withoutEmail.length, names(withoutEmail)),
        needsConfirmation: true,
        companyIds: [],
        expressAccessCodes: [],
        withoutEmail: withoutEmail.map((r) => r.legalName),
        count: 0,
      };
    }
    for (const r of rows) {
      await setFlag(tx, r.companyId, 'T');
      recordAudit(tx, ctx.user, COMPANY_ACTION.blockAuth, COMPANY_ENTITY, r.companyId, PACKAGE_MSG.historyBlocked);
    }
    await tx.flush();
    return {
      message: PACKAGE_MSG.blocked(rows.length),
      needsConfirmation: false,
      ...split(rows),
      withoutEmail: withoutEmail.map((r) => r.legalName),
      count: rows.length,
    };
  });
}

/** Unblocks (bloq_aut F) the chosen companies, all or none; each company's history records it. */
export async function unblockAuthorization(ctx: AppContext, ids: readonly number[], accessCodes: readonly string[] = []): Promise<AuthorizationResult> {
  await packagePermisos(ctx, 'editar');
  return ctx.em.transactional(async (tx) => {
    const rows = await chosenCompanies(tx, ids, accessCodes);
    const notBlocked = rows.filter((r) => r.contractState !== CONTRACT_STATE_LABELS.blocked);
    if (notBlocked.length) throw AppError.conflict(PACKAGE_MSG.notBlocked(names(notBlocked)), 'companyIds');
    for (const r of rows) {
      await setFlag(tx, r.companyId, 'F');
      recordAudit(tx, ctx.user, COMPANY_ACTION.unblockAuth, COMPANY_ENTITY, r.companyId, PACKAGE_MSG.historyUnblocked);
    }
    await tx.flush();
    return { message: PACKAGE_MSG.unblocked(rows.length), needsConfirmation: false, ...split(rows), withoutEmail: [], count: rows.length };
  });
}
