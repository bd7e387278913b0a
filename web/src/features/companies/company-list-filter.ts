import type { CompanyListFilter } from '../../generated/graphql';
import { ADD_ON, DISPLAY_STATE, mapKnown, SEARCH_MODE, SERVICE, stateOf } from './company-codes';
import { DEFAULT_COMPANY_FILTER } from '../../widgets/forms/CompanyFilter';
import type { CompanyFilterValue } from '../../widgets/forms/company-filter';

/** Everything the list filters on: the search widget plus types, shown states, services and modules. */
export interface CompanyListFilters {
  search: CompanyFilterValue;
  businessLines: number[];
  stateLabels: string[];
  services: string[];
  addOns: string[];
}

export const EMPTY_FILTERS: CompanyListFilters = { search: DEFAULT_COMPANY_FILTER, businessLines: [], stateLabels: [], services: [], addOns: [] };

export function toGraphqlFilter(f: CompanyListFilters): CompanyListFilter {
  const text = f.search.filtro.trim();
  return {
    text: text || null,
    mode: text ? (SEARCH_MODE[f.search.modo] ?? null) : null,
    states: stateOf(f.search.emp_activa) ? [stateOf(f.search.emp_activa)!] : null,
    businessLines: f.businessLines.length ? f.businessLines : null,
    stateLabels: f.stateLabels.length ? mapKnown(f.stateLabels, DISPLAY_STATE) : null,
    services: f.services.length ? mapKnown(f.services, SERVICE) : null,
    addOns: f.addOns.length ? mapKnown(f.addOns, ADD_ON) : null,
  };
}

/** How many of the extra filters (not the search box) are set. */
export function extraFilterCount(f: CompanyListFilters): number {
  return [f.businessLines, f.stateLabels, f.services, f.addOns].filter((list) => list.length > 0).length;
}

export function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}
