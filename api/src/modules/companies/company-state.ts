import { readLocation } from './company-json.js';
import { CompanyState } from './company.entity.js';

/** How a company's state shows (spec 000 §4): label and colour, LECTURA for active + lectura. */
export interface StateView {
  /** 'INACTIVO', 'ACTIVO', 'DEMO', 'BLOQUEADO' or 'LECTURA'. */
  label: string;
  color: string;
  readOnly: boolean;
}

export const STATE_LABELS: Record<number, string> = { 0: 'INACTIVO', 1: 'ACTIVO', 2: 'DEMO', 3: 'BLOQUEADO' };
export const STATE_COLORS: Record<number, string> = { 0: 'gray', 1: 'limegreen', 2: 'gold', 3: 'crimson' };
export const READ_ONLY_LABEL = 'LECTURA';
export const READ_ONLY_COLOR = 'cornflowerblue';

export function stateView(state: number, readOnly: boolean): StateView {
  if (state === CompanyState.active && readOnly) return { label: READ_ONLY_LABEL, color: READ_ONLY_COLOR, readOnly: true };
  return { label: STATE_LABELS[state] ?? String(state), color: STATE_COLORS[state] ?? 'gray', readOnly: false };
}

/** stateView of a company, its read-only mark taken from its location JSON (emp_ubica). */
export function companyStateView(state: number, location: string | null | undefined): StateView {
  return stateView(state, readLocation(location).readOnly);
}

/** One offered change: the button text and the emp_activa it sets. */
export interface StateAction {
  label: string;
  state: number;
}

const BLOCK: StateAction = { label: 'Bloquear', state: CompanyState.blocked };
const DEACTIVATE: StateAction = { label: 'Desactivar Base', state: CompanyState.inactive };
const UNBLOCK: StateAction = { label: 'Desbloquear', state: CompanyState.active };
const ACTIVATE: StateAction = { label: 'Activar', state: CompanyState.active };

/** The only transitions spec 000 §4 offers; demo (and anything unknown) offers none. */
export function stateActions(state: number, readOnly: boolean): StateAction[] {
  switch (state) {
    case CompanyState.active:
      return readOnly ? [DEACTIVATE] : [BLOCK, DEACTIVATE];
    case CompanyState.blocked:
      return [UNBLOCK, DEACTIVATE];
    case CompanyState.inactive:
      return [ACTIVATE];
    default:
      return [];
  }
}

export const ALL_STATES = [0, 1, 2, 3] as const;
