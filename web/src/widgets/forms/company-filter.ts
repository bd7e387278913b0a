import { COMPANY_STATUS_LABELS as L } from './messages';

// The company list filter's values: search mode, text and emp_activa status (spec: Activa 1, Inactiva 0, Demo 2, Todas -1).

export type CompanySearchMode = 'bycoding' | 'byruc';

/** What the filter emits; the names are the company search call's parameters. */
export interface CompanyFilterValue {
  modo: CompanySearchMode;
  filtro: string;
  emp_activa: CompanyStatusFilter;
}

export type CompanyStatusFilter = 1 | 0 | 2 | -1;

export const COMPANY_STATUS_OPTIONS: ReadonlyArray<{ readonly value: CompanyStatusFilter; readonly label: string }> = [
  { value: 1, label: L.active },
  { value: 0, label: L.inactive },
  { value: 2, label: L.demo },
  { value: -1, label: L.all },
];

/** The longest RUC. */
export const RUC_MAX_DIGITS = 13;

/** A company as the filter sees it (emp_activa may hold states the filter cannot pick, such as 3 blocked). */
export interface FilterableCompany {
  emp_coding: string;
  emp_ruc: string;
  emp_activa: number;
}

/** Local filtering with the server's meaning: access code contains the text (any case), RUC starts with it, Todas keeps every state. */
export function matchesCompanyFilter(company: FilterableCompany, filter: CompanyFilterValue): boolean {
  if (filter.emp_activa !== -1 && company.emp_activa !== filter.emp_activa) return false;
  const text = filter.filtro.trim().toLowerCase();
  if (text === '') return true;
  return filter.modo === 'byruc' ? company.emp_ruc.startsWith(text) : company.emp_coding.toLowerCase().includes(text);
}
