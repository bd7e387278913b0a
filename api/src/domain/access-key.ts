// SRI electronic document access key (clave de acceso): 49 digits.
// Layout: issueDate ddmmaaaa (8) + documentType (2) + ruc (13) + environment (1)
// + establishment (3) + emissionPoint (3) + sequence (9) + numericCode (8)
// + emissionType (1) + check digit (1).

export const ACCESS_KEY_LENGTH_MESSAGE = 'El número de autorización debe tener 49 dígitos';

export interface AccessKeyParts {
  issueDate: string;
  documentType: string;
  ruc: string;
  environment: string;
  establishment: string;
  emissionPoint: string;
  sequence: string;
  numericCode: string;
  emissionType: string;
}

export interface ParsedAccessKey extends AccessKeyParts {
  checkDigit: string;
}

const FIELDS: ReadonlyArray<readonly [keyof AccessKeyParts, number]> = [
  ['issueDate', 8],
  ['documentType', 2],
  ['ruc', 13],
  ['environment', 1],
  ['establishment', 3],
  ['emissionPoint', 3],
  ['sequence', 9],
  ['numericCode', 8],
  ['emissionType', 1],
];

/** Modulo 11 check digit of 48 digits (weights 2..7 cycling from the right; 11 becomes 0, 10 becomes 1); throws RangeError if the input is not 48 digits. */
export function accessKeyCheckDigit(first48: string): number {
  if (!/^\d{48}$/.test(first48)) {
    throw new RangeError('La clave de acceso sin dígito verificador debe tener 48 dígitos');
  }
  let sum = 0;
  for (let i = 0; i < 48; i++) {
    const weight = 2 + (i % 6);
    sum += Number(first48[47 - i]) * weight;
  }
  const check = 11 - (sum % 11);
  if (check === 11) return 0;
  if (check === 10) return 1;
  return check;
}

/**
 * accessKeyCheckDigit as a SQL expression over a 48-digit text expression, for a key whose
 * sequential is taken inside the statement that stores it (the invoice API's single insert).
 * The same weights (2..7 from the right) and the same 11 → 0, 10 → 1; a test compares both.
 */
export function accessKeyCheckDigitSql(first48: string): string {
  return `(select case 11 - s % 11 when 11 then 0 when 10 then 1 else 11 - s % 11 end
             from (select sum(substr(${first48}, 49 - i, 1)::int * (2 + (i - 1) % 6))::int as s from generate_series(1, 48) i) w)`;
}

/** Concatenates the parts and appends the check digit; throws RangeError when a part is not exactly its number of digits (no padding is done). */
export function buildAccessKey(parts: AccessKeyParts): string {
  let first48 = '';
  for (const [field, length] of FIELDS) {
    const value = parts[field];
    if (value.length !== length || !/^\d+$/.test(value)) {
      throw new RangeError(`Clave de acceso: el campo ${field} debe tener ${length} dígitos`);
    }
    first48 += value;
  }
  return first48 + String(accessKeyCheckDigit(first48));
}

/** True when key is exactly 49 digits and its last digit is the correct check digit. */
export function isValidAccessKey(key: string): boolean {
  if (!/^\d{49}$/.test(key)) return false;
  return accessKeyCheckDigit(key.slice(0, 48)) === Number(key[48]);
}

/** Splits a valid access key into its parts; null when the key is not valid (wrong length, non-digits or wrong check digit). */
export function parseAccessKey(key: string): ParsedAccessKey | null {
  if (!isValidAccessKey(key)) return null;
  const parts: Partial<ParsedAccessKey> = {};
  let offset = 0;
  for (const [field, length] of FIELDS) {
    parts[field] = key.slice(offset, offset + length);
    offset += length;
  }
  parts.checkDigit = key.slice(48);
  return parts as ParsedAccessKey;
}
