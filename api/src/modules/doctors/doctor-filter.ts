import { AppError } from '../../shared/app-error.js';
import { fold } from '../clients/client-sql.js';
import { DOCTOR_MSG, PLAN_STATES, PLAN_TYPE_LABELS, VALIDITY } from './messages.js';

const MAX_TEXT = 100;

/** The search form as the GraphQL filter and the REST adapter give it (codes, and searchBy as text). */
export interface DoctorFilterValues {
  searchBy?: string | null;
  text?: string | null;
  planType?: number | null;
  planState?: number | null;
  validity?: number | null;
}
export const SEARCH_BY = { id: 'ID', name: 'NAME' } as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function code(value: number | null | undefined, known: Record<number, unknown>, field: string, message: (v: number) => string): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || !(value in known)) throw AppError.input(field, message(value));
  return value;
}

/**
 * Checks the search form (Spanish refusals naming the field) and turns it into conditions on the
 * row `d` of DOCTOR_ROWS_SQL. A search by ID or name without text is refused with the spec's
 * message; the ID is a prefix of the cédula or RUC, the name is contained without case or accents.
 */
export function doctorFilterSql(filter: DoctorFilterValues | null | undefined): { where: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const searchBy = (filter?.searchBy ?? '').trim().toUpperCase();
  const text = (filter?.text ?? '').trim();
  if (text.length > MAX_TEXT) throw AppError.input('text', DOCTOR_MSG.textTooLong);
  if (searchBy === SEARCH_BY.id) {
    if (!text) throw AppError.input('text', DOCTOR_MSG.searchIdRequired);
    parts.push('d.ref_id like ?');
    params.push(`${escapeLike(text.replace(/\s+/g, ''))}%`);
  } else if (searchBy === SEARCH_BY.name) {
    if (!text) throw AppError.input('text', DOCTOR_MSG.searchNameRequired);
    parts.push(`${fold('d.ref_apenom')} like ${fold('?')}`);
    params.push(`%${escapeLike(text.toLowerCase().replace(/\s+/g, ' '))}%`);
  } else if (searchBy) {
    throw AppError.input('searchBy', DOCTOR_MSG.searchBy(filter?.searchBy ?? ''));
  }
  const planType = code(filter?.planType, PLAN_TYPE_LABELS, 'planType', DOCTOR_MSG.planType);
  if (planType !== null) {
    parts.push('d.pla_tipo = ?');
    params.push(planType);
  }
  const planState = code(filter?.planState, PLAN_STATES, 'planState', DOCTOR_MSG.planState);
  if (planState !== null) {
    parts.push('d.pla_estado = ?');
    params.push(planState);
  }
  const validity = code(filter?.validity, VALIDITY, 'validity', DOCTOR_MSG.validityFilter);
  if (validity !== null) {
    parts.push('d.med_valido = ?');
    params.push(validity);
  }
  return { where: parts.length ? `where ${parts.join(' and ')}` : '', params };
}
