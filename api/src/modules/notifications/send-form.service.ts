import type { AppContext } from '../../graphql/context.js';
import { requirePermission } from '../../shared/permissions.js';
import { companySmsState } from '../sms/sms-list.service.js';
import { RESOURCE } from './messages.js';
import { reportFunctions } from './report-attachments.js';
import { companyChoices, searchCompanyReferentes, systemUsers, type CompanyChoice, type Recipient } from './recipients.service.js';

/** The company a send form is for: its code, or its schema or access code. */
export interface SendFormCompany {
  id: number | null;
  name: string | null;
}

/**
 * The data of the send form (REST opc=params): the report functions that can be attached and
 * whether SMS can be sent, for the form's company (with its SMS contract) or, without one, on
 * this server at all. Needs ver on the send resource; the company is read after that check (a
 * user without permission is refused before the company's input is).
 */
export async function sendFormData(ctx: AppContext, company: () => SendFormCompany) {
  await requirePermission(ctx.em, ctx.user!, RESOURCE.send, 'ver');
  const functions = await reportFunctions(ctx.em);
  const state = await companySmsState(ctx.em, company());
  return { functions, smsEnabled: state ? state.enabled : !!ctx.services.config.smsUrl, contract: state?.contract ?? null };
}

const canSend = (ctx: AppContext) => requirePermission(ctx.em, ctx.user!, RESOURCE.send, 'ver');

/** Companies a notification can go to (not_empresa); needs ver on the send resource. */
export async function sendableCompanies(ctx: AppContext): Promise<CompanyChoice[]> {
  await canSend(ctx);
  return companyChoices(ctx.em);
}

/** System users matching a criterion (receptores); needs ver on the send resource. */
export async function sendableUsers(ctx: AppContext, criterion: string | null): Promise<Recipient[]> {
  await canSend(ctx);
  return systemUsers(ctx.em, criterion);
}

/** Referentes of a company matching a criterion (step 2); needs ver on the send resource. */
export async function sendableReferentes(ctx: AppContext, companyId: number | null, criterion: string): Promise<Recipient[]> {
  await canSend(ctx);
  return searchCompanyReferentes(ctx.services, ctx.em, companyId, criterion);
}
