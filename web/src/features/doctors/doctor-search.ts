import type { DoctorFilter, DoctorPlanState, DoctorPlanType, DoctorValidity } from '../../generated/graphql';

export type SearchBy = 'ID' | 'NAME';

/** The applied search form: the text search (only after Buscar) and the three filters (null: all). */
export interface DoctorSearch {
  searchBy: SearchBy;
  text: string;
  planType: number | null;
  planState: number | null;
  validity: number | null;
}

/** The filters' codes (the selects' values) as the API's enums. */
export const PLAN_TYPE: Record<number, DoctorPlanType> = { 0: 'TRIAL', 1: 'PAID' };
export const PLAN_STATE: Record<number, DoctorPlanState> = { 1: 'CURRENT', 2: 'EXPIRING', 3: 'EXPIRED' };
export const VALIDITY: Record<number, DoctorValidity> = { 0: 'VALID', 1: 'PENDING', 2: 'INVALID' };
const named = <T>(map: Record<number, T>, code: number | null): T | null => (code === null ? null : (map[code] ?? null));

export const EMPTY_SEARCH: DoctorSearch = { searchBy: 'ID', text: '', planType: null, planState: null, validity: null };

/** The query's filter: no text search while the text is empty (the whole list). */
export function toDoctorFilter(s: DoctorSearch): DoctorFilter {
  const text = s.text.trim();
  return {
    searchBy: text ? s.searchBy : null,
    text: text || null,
    planType: named(PLAN_TYPE, s.planType),
    planState: named(PLAN_STATE, s.planState),
    validity: named(VALIDITY, s.validity),
  };
}
