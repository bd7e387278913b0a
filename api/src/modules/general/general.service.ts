import { IDENTITY_FORMAT_MESSAGE, validateIdentity } from '../../domain/identity.js';
import { AppError } from '../../shared/app-error.js';
import type { IdentityCheck, IdentityKind as GqlIdentityKind } from './general.types.js';

export const GENERAL_MSG = {
  cedrucRequired: 'Ingrese el número de cédula o RUC a validar',
} as const;

/** Validates an Ecuadorian cédula (10 digits) or RUC (13 digits) by the SRI rules. */
export function checkIdentity(number: string | undefined | null): IdentityCheck {
  const value = (number ?? '').trim();
  if (!value) throw AppError.input('cedruc', GENERAL_MSG.cedrucRequired);
  if (value.length > 20) return { valid: false, kind: null, message: IDENTITY_FORMAT_MESSAGE };
  const result = validateIdentity(value);
  return { valid: result.valid, kind: result.kind as GqlIdentityKind | null, message: result.message };
}
