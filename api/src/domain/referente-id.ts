import { CEDULA_INVALID_MESSAGE, IDENTITY_FORMAT_MESSAGE, RUC_INVALID_MESSAGE, referenteIdType, type ReferenteIdType } from './identity.js';

/** Document type a screen may require: 1 cédula, 2 RUC (spec: referente lookup widget). */
export type DocumentType = 1 | 2;

export type ReferenteIdCheck = { valid: true; idType: ReferenteIdType } | { valid: false; message: string };

/**
 * The referente ID rules, applied alike by the lookup widget and the API: 10 digits must pass
 * the cédula check (type 05), 13 the RUC check (type 04), any other length is invalid; a
 * required document type also fixes the length, with its own message.
 */
export function checkReferenteId(idNumber: string, documentType?: DocumentType | null): ReferenteIdCheck {
  const idType = referenteIdType(idNumber);
  if (documentType === 1) return idType === '05' ? { valid: true, idType } : { valid: false, message: CEDULA_INVALID_MESSAGE };
  if (documentType === 2) return idType === '04' ? { valid: true, idType } : { valid: false, message: RUC_INVALID_MESSAGE };
  if (idType) return { valid: true, idType };
  if (idNumber.length === 10) return { valid: false, message: CEDULA_INVALID_MESSAGE };
  if (idNumber.length === 13) return { valid: false, message: RUC_INVALID_MESSAGE };
  return { valid: false, message: IDENTITY_FORMAT_MESSAGE };
}
