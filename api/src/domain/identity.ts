// Ecuadorian identity numbers: cédula (10 digits) and RUC (13 digits).
// Input is checked as given: callers trim it; spaces or dashes make it invalid.

export const CEDULA_VALID_MESSAGE = 'Cédula válida';
export const RUC_VALID_MESSAGE = 'RUC válido';
export const CEDULA_INVALID_MESSAGE = 'Ingrese un numero de cédula válido';
export const RUC_INVALID_MESSAGE = 'Ingrese un número de ruc válido';
export const IDENTITY_FORMAT_MESSAGE = '¡El número de ruc o cédula no tiene el formato correcto!';

export type IdentityKind = 'cedula' | 'ruc';

export interface IdentityCheck {
  valid: boolean;
  kind: IdentityKind | null;
  message: string;
}

/** SRI code of the buyer id type in an electronic document: 05 cédula, 04 RUC. */
export type ReferenteIdType = '05' | '04';

const CEDULA_WEIGHTS = [2, 1, 2, 1, 2, 1, 2, 1, 2];
const PUBLIC_RUC_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];
const PRIVATE_RUC_WEIGHTS = [4, 3, 2, 7, 6, 5, 4, 3, 2];
const RUC_SUFFIXES = ['001', '002', '003'];

function digitsOf(s: string): number[] {
  return [...s].map(Number);
}

function hasValidProvince(s: string): boolean {
  const province = Number(s.slice(0, 2));
  return province >= 1 && province <= 24;
}

// Modulo 11 check digit: 11 - (sum % 11), 11 becomes 0; null when the result is 10 (no valid digit).
function modulo11CheckDigit(digits: number[], weights: number[]): number | null {
  const sum = weights.reduce((acc, weight, i) => acc + weight * digits[i]!, 0);
  const check = 11 - (sum % 11);
  if (check === 11) return 0;
  if (check === 10) return null;
  return check;
}

/** True when s is exactly 10 digits, province 01-24, third digit 0-5 and the modulo 10 check digit matches. */
export function isValidCedula(s: string): boolean {
  if (!/^\d{10}$/.test(s) || !hasValidProvince(s)) return false;
  const digits = digitsOf(s);
  if (digits[2]! > 5) return false;
  const sum = CEDULA_WEIGHTS.reduce((acc, weight, i) => {
    const product = weight * digits[i]!;
    return acc + (product > 9 ? product - 9 : product);
  }, 0);
  return (10 - (sum % 10)) % 10 === digits[9];
}

/** True when s is exactly 13 digits ending in 001/002/003 with province 01-24 and a valid check digit for its third digit (0-5 natural person, 6 public entity, 9 private company). */
export function isValidRuc(s: string): boolean {
  if (!/^\d{13}$/.test(s)) return false;
  if (!RUC_SUFFIXES.includes(s.slice(10)) || !hasValidProvince(s)) return false;
  const digits = digitsOf(s);
  const third = digits[2]!;
  if (third <= 5) return isValidCedula(s.slice(0, 10));
  if (third === 6) return modulo11CheckDigit(digits, PUBLIC_RUC_WEIGHTS) === digits[8];
  if (third === 9) return modulo11CheckDigit(digits, PRIVATE_RUC_WEIGHTS) === digits[9];
  return false;
}

/** Checks a 10-digit cédula or a 13-digit RUC; kind is null only when s is not 10 or 13 digits. */
export function validateIdentity(s: string): IdentityCheck {
  if (/^\d{10}$/.test(s)) {
    const valid = isValidCedula(s);
    return { valid, kind: 'cedula', message: valid ? CEDULA_VALID_MESSAGE : CEDULA_INVALID_MESSAGE };
  }
  if (/^\d{13}$/.test(s)) {
    const valid = isValidRuc(s);
    return { valid, kind: 'ruc', message: valid ? RUC_VALID_MESSAGE : RUC_INVALID_MESSAGE };
  }
  return { valid: false, kind: null, message: IDENTITY_FORMAT_MESSAGE };
}

/** Returns '05' for a valid cédula, '04' for a valid RUC, null for anything else. */
export function referenteIdType(s: string): ReferenteIdType | null {
  if (s.length === 10 && isValidCedula(s)) return '05';
  if (s.length === 13 && isValidRuc(s)) return '04';
  return null;
}
