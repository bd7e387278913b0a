// Parcel guide number: 15 digits = establishment (3) + emission point (3) + sequence (9).

export const GUIDE_ZERO_MESSAGE = '¡El numero de guia debe ser diferente a cero!';
export const GUIDE_CHARACTERS_MESSAGE = '¡El número de guía no debe contener letras ó  caracteres especiales!';
export const GUIDE_LENGTH_MESSAGE = '¡El número de guía debe contener 15 números!';

function padDigits(value: string | number, width: number, field: string): string {
  const text = String(value);
  if (!/^\d+$/.test(text) || text.length > width) {
    throw new RangeError(`Número de guía: el campo ${field} debe tener hasta ${width} dígitos`);
  }
  return text.padStart(width, '0');
}

/** Left-pads a sequence of up to 9 digits with zeros to 9 digits; throws RangeError for non-digits or more than 9 digits. */
export function padGuideSequence(seq: string | number): string {
  return padDigits(seq, 9, 'secuencial');
}

/** Builds the 15-digit guide number, zero-padding establishment and point to 3 and sequence to 9; throws RangeError when a part has non-digits or is too long. */
export function buildGuideNumber(est: string | number, pto: string | number, seq: string | number): string {
  return padDigits(est, 3, 'establecimiento') + padDigits(pto, 3, 'punto de emisión') + padGuideSequence(seq);
}

/** Null when s is a valid guide number; otherwise the message of the first failing check, in this order: non-digits, all zeros, not exactly 15 digits. */
export function validateGuideNumber(s: string): string | null {
  if (/\D/.test(s)) return GUIDE_CHARACTERS_MESSAGE;
  if (/^0+$/.test(s)) return GUIDE_ZERO_MESSAGE;
  if (s.length !== 15) return GUIDE_LENGTH_MESSAGE;
  return null;
}
