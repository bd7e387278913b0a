import { LockMode } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { Company } from '../companies/company.entity.js';
import { recordAudit } from '../system/audit.service.js';
import { auditKey, companyTenant, RESOURCE, servicesOf } from './company-tenant.js';
import { EINVOICING_DEFAULTS, SPECIAL_TAXPAYER, TAXPAYER_TYPES, isCode } from './establishment-catalog.js';
import { EMAIL } from './establishment-rules.js';
import { findEstablishment, markHeadOffice } from './establishment.service.js';
import type { EinvoicingActivation, EinvoicingActivationInput } from './establishment.types.js';
import { ESTAB_MSG } from './messages.js';

export interface ActivationValues {
  establishmentId: number;
  address: string;
  email: string;
  taxpayerType: number;
  specialTaxpayerAuth: string | null;
  numericCode: string;
  environment: number;
}

const clean = (value: string | null | undefined) => (value ?? '').trim();

/**
 * The activation rules of spec 000 §5, in the order the form shows them: the head office must
 * be chosen; environment is forced to 2 and an empty code becomes 12345678; address, e-mail
 * and taxpayer type are required; a special taxpayer (2) needs the authorization number; the
 * code has exactly 8 characters.
 */
export function checkActivation(input: EinvoicingActivationInput): ActivationValues {
  if (!input.establishmentId) throw AppError.input('establishmentId', ESTAB_MSG.headOfficeRequired);
  const address = clean(input.address);
  const email = clean(input.email);
  const authorization = clean(input.specialTaxpayerAuth);
  const numericCode = clean(input.numericCode) || EINVOICING_DEFAULTS.numericCode;
  const taxpayerType = input.taxpayerType ?? null;
  if (!address) throw AppError.input('address', ESTAB_MSG.addressRequired);
  if (address.length > 300) throw AppError.input('address', 'El campo Dirección admite hasta 300 caracteres');
  if (!email) throw AppError.input('email', ESTAB_MSG.emailRequired);
  if (!EMAIL.test(email) || email.length > 150) throw AppError.input('email', ESTAB_MSG.emailFormat);
  if (taxpayerType === null || !isCode(TAXPAYER_TYPES, taxpayerType)) throw AppError.input('taxpayerType', ESTAB_MSG.taxpayerTypeRequired);
  if (taxpayerType === SPECIAL_TAXPAYER && !authorization) throw AppError.input('specialTaxpayerAuth', ESTAB_MSG.specialAuthRequired);
  if (authorization.length > 20) throw AppError.input('specialTaxpayerAuth', 'El campo Autorización de contribuyente especial admite hasta 20 caracteres');
  if (numericCode.length !== 8) throw AppError.input('numericCode', ESTAB_MSG.numericCodeLength);
  if (!/^\d{8}$/.test(numericCode)) throw AppError.input('numericCode', ESTAB_MSG.numericCodeDigits);
  return {
    establishmentId: input.establishmentId,
    address,
    email,
    taxpayerType,
    specialTaxpayerAuth: authorization || null,
    numericCode,
    environment: EINVOICING_DEFAULTS.environment,
  };
}

/**
 * Activates electronic invoicing: the chosen establishment becomes the head office with the
 * SRI data, and the company's services flag fe becomes T (tempresa.emp_tiposerv, central).
 *
 * All or nothing: the tenant rows (talmacen in the company's schema) and the central row
 * (tempresa) live in the same database (the registry serves only local tenants), so one
 * transaction on the request's entity manager covers both, tenant entities addressed with
 * `{ schema }`. Every query uses that transaction's context, which the embedded database's
 * single connection requires. If the central update fails, the establishment change rolls back
 * with it, and the other way round.
 */
export async function activateEinvoicing(ctx: AppContext, companyId: number, input: EinvoicingActivationInput): Promise<EinvoicingActivation> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'editar');
  const values = checkActivation(input);
  const { schema } = await companyTenant(ctx, companyId);
  const headOffice = await ctx.em.transactional(async (tx) => {
    const establishment = await findEstablishment(tx, schema, values.establishmentId);
    tx.assign(establishment, {
      address: values.address,
      email: values.email,
      taxpayerType: values.taxpayerType,
      specialTaxpayerAuth: values.specialTaxpayerAuth,
      numericCode: values.numericCode,
      environment: values.environment,
    });
    await markHeadOffice(tx, schema, establishment);
    // Locked so a concurrent company save cannot overwrite the flag with an older copy.
    const company = await tx.findOneOrFail(Company, { id: companyId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    company.services = JSON.stringify({ ...servicesOf(company), fe: 'T' });
    await tx.flush();
    recordAudit(
      tx,
      ctx.user,
      'activar_fe',
      'talmacen',
      auditKey(companyId, establishment.id),
      `Matriz ${establishment.number}, ambiente ${values.environment}`,
    );
    recordAudit(tx, ctx.user, 'activar_fe', 'tempresa', companyId, 'emp_tiposerv.fe = T');
    return establishment;
  });
  return { message: ESTAB_MSG.activated, headOffice, einvoicing: true };
}
