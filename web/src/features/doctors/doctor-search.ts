import type { DoctorFilter } from '../../generated/graphql';

export type SearchBy = 'ID' | 'NAME';

/** The applied search form: the text search (only after Buscar) and the three filters (null: all). */
export interface DoctorSearch {
  searchBy: SearchBy;
  text: string;
  planType: number | null;
  planState: number | null;
  validity: number | null;
}

export const EMPTY_SEARCH: DoctorSearch = { searchBy: 'ID', text: '', planType: null, planState: null, validity: null };

/** The query's filter: no text search while the text is empty (the whole list). */
export function toDoctorFilter(s: DoctorSearch): DoctorFilter {
  const text = s.text.trim();
  return { searchBy: text ? s.searchBy : null, text: text || null, planType: s.planType, planState: s.planState, validity: s.validity };
}
