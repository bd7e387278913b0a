import type { EntityManager } from '@mikro-orm/core';
import type { AppContext, Services } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { Company } from '../companies/company.entity.js';
import { isEmail } from '../mail-send/accounts.service.js';
import { smsEnabled } from '../sms/sms-sql.js';
import { NOTIF_MSG } from './messages.js';
import { NotificationChannel, RecipientKind } from './notification-enums.js';
import { run } from '../../db/sql.js';

/** A referente or a user as the wizard lists them (spec 002 §3 Recipient). */
export interface Recipient {
  companyId: number | null;
  companyCode: string | null;
  companyName: string | null;
  referenteId: number | null;
  userId: number | null;
  name: string;
  idNumber: string | null;
  email: string | null;
  /** Null when the company has no SMS service: nobody has a mobile then. */
  mobile: string | null;
  profile: string | null;
}

/** Why a recipient cannot receive on a channel; null when it can. */
export function notSendableReason(r: Recipient, channel: NotificationChannel): string | null {
  if (channel === NotificationChannel.SYSTEM) return r.userId ? null : NOTIF_MSG.notUser;
  if (channel === NotificationChannel.SMS) return r.mobile ? null : NOTIF_MSG.noMobile;
  if (!r.email) return NOTIF_MSG.noEmail;
  return isEmail(r.email) ? null : NOTIF_MSG.badEmail;
}

interface RefRow {
  clp_codigo: number;
  clp_cedruc: string;
  clp_nombre: string;
  clp_apelli: string | null;
  clp_email: string | null;
  clp_movil: string | null;
}

async function companyOf(em: EntityManager, id: number | null | undefined, field = 'empresa'): Promise<Company> {
  if (!id || !Number.isInteger(id) || id <= 0) throw AppError.input(field, NOTIF_MSG.searchCompanyRequired);
  const company = await em.findOne(Company, { id });
  if (!company) throw AppError.input(field, NOTIF_MSG.unknownCompany(id));
  return company;
}

function toRecipient(company: Company, row: RefRow, sms: boolean): Recipient {
  const email = row.clp_email?.trim() || null;
  const mobile = sms ? row.clp_movil?.replace(/[\s\-.()]/g, '') || null : null;
  return {
    companyId: company.id,
    companyCode: company.accessCode,
    companyName: company.legalName,
    referenteId: row.clp_codigo,
    userId: null,
    name: row.clp_apelli ? `${row.clp_apelli} ${row.clp_nombre}` : row.clp_nombre,
    idNumber: row.clp_cedruc,
    email,
    mobile,
    profile: null,
  };
}

const REF_COLUMNS = 'clp_codigo, clp_cedruc, clp_nombre, clp_apelli, clp_email, clp_movil';
/** Most referentes one search answers. */
export const SEARCH_LIMIT = 200;

/** Referentes of a company whose name, surname, cédula/RUC or e-mail contain the criterion (required). */
export async function searchCompanyReferentes(
  services: Services,
  em: EntityManager,
  companyId: number | null | undefined,
  criterion: string | null | undefined,
): Promise<Recipient[]> {
  const text = (criterion ?? '').trim();
  if (!text) throw AppError.input('criterio', NOTIF_MSG.criterionRequired);
  const company = await companyOf(em, companyId);
  const tenant = await services.tenants.em(company);
  const like = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await run<RefRow>(
    tenant,
    `select ${REF_COLUMNS} from "${tenant.schema}".tclipro
      where lower(clp_nombre || coalesce(' ' || clp_apelli, '')) like ? or lower(coalesce(clp_apelli || ' ', '') || clp_nombre) like ? or clp_cedruc like ? or lower(coalesce(clp_email, '')) like ?
      order by clp_apelli nulls first, clp_nombre, clp_codigo limit ${SEARCH_LIMIT}`,
    [like, like, like, like],
  );
  const sms = smsEnabled(company.services ?? null);
  return rows.map((r) => toRecipient(company, r, sms));
}

/** Every referente of the companies (sending to all companies), or the chosen ones of one company. */
export async function companyReferentes(services: Services, em: EntityManager, companyId: number, ids: readonly number[] | null): Promise<Recipient[]> {
  const company = await companyOf(em, companyId, 'empresas');
  const tenant = await services.tenants.em(company);
  const rows = await run<RefRow>(
    tenant,
    `select ${REF_COLUMNS} from "${tenant.schema}".tclipro ${ids ? 'where clp_codigo = any(?::int[])' : ''} order by clp_codigo`,
    ids ? [`{${ids.join(',')}}`] : [],
  );
  const sms = smsEnabled(company.services ?? null);
  return rows.map((r) => toRecipient(company, r, sms));
}

/** Active staff users (not profiles), optionally those whose login or name contain a text. */
export async function systemUsers(em: EntityManager, criterion?: string | null, ids?: readonly number[] | null): Promise<Recipient[]> {
  const text = (criterion ?? '').trim().toLowerCase();
  const rows = await run<{ usr_codigo: number; usr_id: string; usr_nombre: string; usr_email: string | null; perfil: string | null }>(
    em,
    `select u.usr_codigo, u.usr_id, u.usr_nombre, u.usr_email, p.usr_nombre as perfil from tusuarios u left join tusuarios p on p.usr_codigo = u.usr_perfil
      where u.usr_esperfil = 'F' and u.usr_activo = 'T' and (?::text = '' or lower(u.usr_nombre) like ? or lower(u.usr_id) like ?)
        and (?::int[] is null or u.usr_codigo = any(?::int[]))
      order by u.usr_nombre, u.usr_codigo`,
    [text, `%${text}%`, `%${text}%`, ids ? `{${ids.join(',')}}` : null, ids ? `{${ids.join(',')}}` : null],
  );
  return rows.map((u) => ({
    companyId: null,
    companyCode: null,
    companyName: null,
    referenteId: null,
    userId: u.usr_codigo,
    name: u.usr_nombre,
    idNumber: u.usr_id,
    email: u.usr_email,
    mobile: null,
    profile: u.perfil,
  }));
}

export interface CompanyChoice {
  id: number;
  accessCode: string;
  legalName: string;
  ruc: string;
}

/** Companies a notification can go to (not_empresa): active and demo ones, by name. */
export async function companyChoices(em: EntityManager): Promise<CompanyChoice[]> {
  const rows = await run<{ emp_codigo: number; emp_coding: string; emp_razons: string; emp_ruc: string }>(
    em,
    'select emp_codigo, emp_coding, emp_razons, emp_ruc from tempresa where emp_activa in (1, 2) order by emp_razons, emp_codigo',
  );
  return rows.map((r) => ({ id: r.emp_codigo, accessCode: r.emp_coding, legalName: r.emp_razons, ruc: r.emp_ruc }));
}

/** A recipient chosen on step 2 (what a plan keeps): a referente of a company or a user. */
export interface RecipientRef {
  companyId?: number | null;
  referenteId?: number | null;
  userId?: number | null;
}

/**
 * The recipients of a send, read again from the database (addresses are never taken from the
 * client): the chosen referentes or users, or every referente of the chosen companies.
 */
export async function resolveRecipients(
  services: Services,
  em: EntityManager,
  kind: RecipientKind,
  refs: readonly RecipientRef[],
  companyIds: readonly number[],
): Promise<Recipient[]> {
  if (kind === RecipientKind.USERS) {
    const ids = [...new Set(refs.map((r) => r.userId).filter((id): id is number => Number.isInteger(id)))];
    return ids.length ? systemUsers(em, null, ids) : [];
  }
  const out: Recipient[] = [];
  if (kind === RecipientKind.COMPANIES) {
    for (const id of [...new Set(companyIds)]) out.push(...(await companyReferentes(services, em, id, null)));
    return out;
  }
  const byCompany = new Map<number, number[]>();
  for (const r of refs) {
    if (!r.companyId || !r.referenteId) continue;
    byCompany.set(r.companyId, [...(byCompany.get(r.companyId) ?? []), r.referenteId]);
  }
  for (const [companyId, ids] of byCompany) out.push(...(await companyReferentes(services, em, companyId, [...new Set(ids)])));
  return out;
}

/** The wizard's step-2 search: referentes of a company by criterion, or system users (no criterion needed). */
export function searchRecipients(
  ctx: AppContext,
  kind: RecipientKind,
  companyId: number | null | undefined,
  criterion: string | null | undefined,
): Promise<Recipient[]> {
  if (kind === RecipientKind.USERS) return systemUsers(ctx.em, criterion);
  return searchCompanyReferentes(ctx.services, ctx.em, companyId, criterion);
}
