import type { EinvoicingEnvironment, EstablishmentClosingType, EstablishmentTaxpayerType, EstablishmentType } from '../../generated/graphql';

/*
 * The forms' selects hold the catalogue codes (establishmentOptions answers code + label); the
 * records and inputs use the API's enums. These maps are where the two meet.
 */
export const TYPE_CODE: Record<EstablishmentType, number> = { COMMERCIAL: 1, HOTEL: 5, ICE_PRODUCER: 10 };
export const CLOSING_CODE: Record<EstablishmentClosingType, number> = { BY_DATE: 0, BY_SHIFT: 1, OPEN_DAY: 2 };
export const ENVIRONMENT_CODE: Record<EinvoicingEnvironment, number> = { TEST: 1, PRODUCTION: 2 };
export const TAXPAYER_CODE: Record<EstablishmentTaxpayerType, number> = {
  NOT_REQUIRED_TO_KEEP_ACCOUNTS: 0,
  PUBLIC_INSTITUTION: 1,
  SPECIAL_TAXPAYER: 2,
  SOCIETY: 3,
  NATURAL_PERSON_KEEPING_ACCOUNTS: 4,
};

/** The enum value of a code typed in a select ('' or an unknown code: null). */
export function enumOf<E extends string>(codes: Record<E, number>, text: string): E | null {
  if (text.trim() === '') return null;
  const code = Number(text);
  return (Object.keys(codes) as E[]).find((name) => codes[name] === code) ?? null;
}

/** The select's text of an enum value ('' when none). */
export const codeText = <E extends string>(codes: Record<E, number>, value: E | null | undefined): string => (value ? String(codes[value]) : '');
