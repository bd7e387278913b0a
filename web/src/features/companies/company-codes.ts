import type { AccessType, CompanyAddOn, CompanyDisplayState, CompanySearchMode, CompanyService, CompanyState } from '../../generated/graphql';

// The API speaks enums; the screen keeps the codes its widgets and texts are keyed by (the
// access type shown as "1 · Contabilidad", the search widget's modo and emp_activa, the JSON
// keys of services and modules). One place maps both ways.

export const ACCESS_TYPE_CODE: Record<AccessType, number> = { ACCOUNTING: 1, TRANSPORT: 2 };
export const accessTypeOf = (code: number): AccessType => (code === 2 ? 'TRANSPORT' : 'ACCOUNTING');

export const STATE_CODE: Record<CompanyState, number> = { INACTIVE: 0, ACTIVE: 1, DEMO: 2, BLOCKED: 3 };
const STATE_BY_CODE: Record<number, CompanyState> = { 0: 'INACTIVE', 1: 'ACTIVE', 2: 'DEMO', 3: 'BLOCKED' };
export const stateOf = (code: number): CompanyState | undefined => STATE_BY_CODE[code];

/** The shown labels (INACTIVO, ACTIVO, LECTURA, DEMO, BLOQUEADO) as the filter's enum. */
export const DISPLAY_STATE: Record<string, CompanyDisplayState> = {
  INACTIVO: 'INACTIVE',
  ACTIVO: 'ACTIVE',
  LECTURA: 'READ_ONLY',
  DEMO: 'DEMO',
  BLOQUEADO: 'BLOCKED',
};

/** The search widget's modo. */
export const SEARCH_MODE: Record<string, CompanySearchMode> = { bycoding: 'ACCESS_CODE', byruc: 'RUC' };

/** Service flags by their form key (serviceFlags names). */
export const SERVICE: Record<string, CompanyService> = {
  fe: 'EINVOICING',
  sms: 'SMS',
  ced: 'ID_LOOKUP',
  email: 'EMAIL',
  bk: 'BACKUP',
  bka: 'AUTO_BACKUP',
  bloqAut: 'AUTHORIZATION_BLOCK',
  bloq_aut: 'AUTHORIZATION_BLOCK',
};

/** Add-on modules by their form key (addOnFlags names). */
export const ADD_ON: Record<string, CompanyAddOn> = {
  pry: 'PROJECTS',
  fol: 'FOLIOS',
  orc: 'PURCHASE_ORDERS',
  orp: 'PRODUCTION_ORDERS',
  bod: 'WAREHOUSES',
  imp: 'IMPORTS',
  ven: 'SALESPEOPLE',
  inv: 'INVENTORY',
};

const known = <T>(value: T | undefined): value is T => value !== undefined;
export const mapKnown = <T>(keys: readonly string[], map: Record<string, T>): T[] => keys.map((k) => map[k]).filter(known);
