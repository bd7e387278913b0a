import { INVALID_DATE_MESSAGE, parseDate, toIsoDate } from '@domain/dates';
import type { CompanyState, ContractPaymentFilter, ContractState, PaymentState } from '../../generated/graphql';
import { RANGE_ORDER_MESSAGE } from '../../widgets/forms/messages';

/** What the filter modal sets; start dates are the DD/MM/YYYY texts of its fields ('' = no limit). */
export interface PaymentFilters {
  text: string;
  companyStates: CompanyState[];
  contractStates: ContractState[];
  businessLines: number[];
  startFrom: string;
  startTo: string;
}

export const EMPTY_FILTERS: PaymentFilters = { text: '', companyStates: [], contractStates: [], businessLines: [], startFrom: '', startTo: '' };

export type DateCheck = { ok: true; from: string | null; to: string | null } | { ok: false; message: string; fields: Array<'startFrom' | 'startTo'> };

/** The start dates as the API takes them (AAAA-MM-DD, local day); empty ones are no limit. */
export function checkStartDates(f: Pick<PaymentFilters, 'startFrom' | 'startTo'>): DateCheck {
  const read = (text: string) => (text.trim() ? parseDate(text.trim()) : undefined);
  const from = read(f.startFrom);
  const to = read(f.startTo);
  const invalid = [from === null ? 'startFrom' : null, to === null ? 'startTo' : null].filter((x): x is 'startFrom' | 'startTo' => x !== null);
  if (invalid.length) return { ok: false, message: INVALID_DATE_MESSAGE, fields: invalid };
  if (from && to && from.getTime() > to.getTime()) return { ok: false, message: RANGE_ORDER_MESSAGE, fields: ['startFrom', 'startTo'] };
  return { ok: true, from: from ? toIsoDate(from) : null, to: to ? toIsoDate(to) : null };
}

/** The GraphQL filter of the modal's values plus the quick state chip (null: every state). */
export function toGraphqlFilter(f: PaymentFilters, quickState: PaymentState | null): ContractPaymentFilter {
  const dates = checkStartDates(f);
  const text = f.text.trim();
  return {
    text: text || null,
    paymentStates: quickState ? [quickState] : null,
    companyStates: f.companyStates.length ? f.companyStates : null,
    contractStates: f.contractStates.length ? f.contractStates : null,
    businessLines: f.businessLines.length ? f.businessLines : null,
    startFrom: dates.ok ? dates.from : null,
    startTo: dates.ok ? dates.to : null,
  };
}

/** How many of the modal's filters are set (the text counts as one). */
export function activeFilterCount(f: PaymentFilters): number {
  return [f.text.trim(), f.companyStates.length, f.contractStates.length, f.businessLines.length, f.startFrom.trim() || f.startTo.trim()].filter(Boolean)
    .length;
}

export function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}
