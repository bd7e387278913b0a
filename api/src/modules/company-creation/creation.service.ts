import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { hashPassword } from '../auth/password.js';
import { createCompany, type NewCompany } from './company-factory.js';
import type { CompanyCreationInput, CompanyCreationResult } from './creation.types.js';
import { type CompanyDraft, validateForm } from './form-rules.js';
import { CREATION_MSG } from './messages.js';
import { RESOURCE, readProvinces, readVersion } from './reference.service.js';
import { businessLines } from '../companies/company-reference.js';

/** Hashes the draft's passwords (argon2id) outside any transaction: hashing is the slow part. */
export async function hashDraft(draft: CompanyDraft): Promise<NewCompany> {
  const users = await Promise.all(draft.users.map(async ({ password, ...user }) => ({ ...user, passwordHash: await hashPassword(password) })));
  return { ...draft, users };
}

/**
 * Creates one company from the new-company form, all or nothing: the central row, its schema,
 * head office, emission points, users and access code commit together or not at all.
 */
export async function createCompanyFromForm(ctx: AppContext, input: CompanyCreationInput): Promise<CompanyCreationResult> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'crear');
  const version = await readVersion(ctx.em, input.versionId);
  const provinces = new Map((await readProvinces(ctx.em)).map((p) => [p.code, p.name]));
  const spec = await hashDraft(validateForm(input, version, provinces));
  const line = input.additional.businessLine;
  if (line !== null && line !== undefined && !(await businessLines(ctx.em)).some((l) => l.code === line))
    throw AppError.input('infoadc.tipo', CREATION_MSG.businessLineUnknown);
  const company = await ctx.em.fork().transactional((tx) => createCompany(tx, ctx.services, spec, ctx.user));
  return { processed: true, message: CREATION_MSG.created(company.accessCode), accessCode: company.accessCode, companyId: company.id };
}
