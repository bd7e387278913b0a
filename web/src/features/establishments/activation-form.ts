import type { EstablishmentFieldsFragment } from '../../generated/graphql';
import { codeText, TAXPAYER_CODE } from './establishment-codes';
import { ESTAB_TEXT } from './messages';

/** The activation modal's values as typed (text inputs and selects). */
export interface ActivationForm {
  establishmentId: string;
  address: string;
  email: string;
  taxpayerType: string;
  specialTaxpayerAuth: string;
  numericCode: string;
  environment: string;
}

export type ActivationProblems = Partial<Record<keyof ActivationForm, string>>;

export const SPECIAL_TAXPAYER = '2';
const DEFAULT_ENVIRONMENT = '2';
const DEFAULT_NUMERIC_CODE = '12345678';

/** The form for an establishment: choosing it forces environment 2, and code 12345678 when it has none. */
export function activationFormFor(establishment: EstablishmentFieldsFragment | null): ActivationForm {
  if (!establishment)
    return { establishmentId: '', address: '', email: '', taxpayerType: '', specialTaxpayerAuth: '', numericCode: '', environment: DEFAULT_ENVIRONMENT };
  return {
    establishmentId: String(establishment.id),
    address: establishment.address ?? '',
    email: establishment.email ?? '',
    taxpayerType: codeText(TAXPAYER_CODE, establishment.taxpayerType),
    specialTaxpayerAuth: establishment.specialTaxpayerAuth ?? '',
    numericCode: establishment.numericCode?.trim() ? establishment.numericCode : DEFAULT_NUMERIC_CODE,
    environment: DEFAULT_ENVIRONMENT,
  };
}

/** Every rule of spec 000 §5 at once, so each field shows its own message. */
export function checkActivationForm(form: ActivationForm): ActivationProblems {
  const problems: ActivationProblems = {};
  if (!form.establishmentId) problems.establishmentId = ESTAB_TEXT.headOfficeRequired;
  if (!form.address.trim()) problems.address = ESTAB_TEXT.addressRequired;
  if (!form.email.trim()) problems.email = ESTAB_TEXT.emailRequired;
  if (form.taxpayerType === '') problems.taxpayerType = ESTAB_TEXT.taxpayerTypeRequired;
  if (form.taxpayerType === SPECIAL_TAXPAYER && !form.specialTaxpayerAuth.trim()) problems.specialTaxpayerAuth = ESTAB_TEXT.specialAuthRequired;
  if (form.numericCode.trim().length !== 8) problems.numericCode = ESTAB_TEXT.numericCodeLength;
  return problems;
}
