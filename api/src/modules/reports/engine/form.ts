import { AppError } from '../../../shared/app-error.js';
import { REPORT_MSG } from '../messages.js';

/**
 * The report filter form (spec: desde, hasta, anioa, aniob, mesa, mesb, emp_codigo and the codes
 * of the association and item flags) and how a report's flags turn it into the values bound to
 * the function's arguments. Pure: no database.
 */
export interface ReportForm {
  /** desde / hasta, AAAA-MM-DD. */
  desde?: string | null;
  hasta?: string | null;
  anioa?: number | null;
  mesa?: number | null;
  aniob?: number | null;
  mesb?: number | null;
  /** Codes of the association (13) and item (6) fields, by legacy field name. */
  [field: string]: string | number | null | undefined;
}

/** One association position (inf_asocia, 13 flags in order): the form field, its argument name and label. */
export const ASSOCIATION_FIELDS = [
  ['alm_codigo', 'un almacén'],
  ['sec_codigo', 'una sección'],
  ['num_user', 'un usuario'],
  ['cat_codigo', 'una categoría'],
  ['art_codigo', 'un artículo'],
  ['clp_codigo', 'un referente'],
  ['tar_codigo', 'una tarifa'],
  ['mdc_codigo', 'un médico'],
  ['ccp_codigo', 'un centro de costo'],
  ['tcp_codigo', 'un tipo de cliente o proveedor'],
  ['clp_codresp', 'un responsable'],
  ['pry_codigo', 'un proyecto'],
  ['zon_codigo', 'una zona'],
] as const;

/** Item positions (inf_items, 6 flags: origen, destino, ruta, frec, bus, pasaj); adc_params carries them pipe-separated. */
export const ITEM_FIELDS = [
  ['nlug_origen', 'un origen'],
  ['nlug_destino', 'un destino'],
  ['nru_codigo', 'una ruta'],
  ['ntrb_codigo', 'una frecuencia'],
  ['cbus_numero', 'un bus'],
  ['pas_codigo', 'un pasajero'],
] as const;

export interface FlagDefinition {
  inf_asocia: string;
  inf_items: string;
  inf_periodo: number;
  inf_fecha: number;
}

/** The values a run binds, by argument name; null binds SQL NULL. */
export type BoundValues = Map<string, string | number | null>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (v: string) => DAY.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;
const iso = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
const lastDay = (y: number, m: number) => iso(y, m + 1, 0);

function day(form: ReportForm, field: 'desde' | 'hasta', message: string): string {
  const v = form[field];
  if (typeof v !== 'string' || !validDay(v)) throw AppError.input(field, message);
  return v;
}

function int(form: ReportForm, field: string, message: string, min: number, max: number): number {
  const v = form[field];
  if (v === null || v === undefined || v === '') throw AppError.input(field, message);
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) throw AppError.input(field, message);
  return n;
}

/** desde/hasta of a run from the report's date kind (inf_fecha) and period (inf_periodo). */
export function dateRange(def: FlagDefinition, form: ReportForm): { desde: string; hasta: string } {
  if (def.inf_periodo === 2 || def.inf_periodo === 3 || def.inf_periodo === 4) {
    const quarters = def.inf_periodo === 4;
    const top = quarters ? 4 : 12;
    const rangeMsg = quarters ? REPORT_MSG.quarterRange : REPORT_MSG.monthRange;
    const yearA = int(form, 'anioa', REPORT_MSG.monthFrom, 1900, 2999);
    if (form.mesa === null || form.mesa === undefined) throw AppError.input('mesa', REPORT_MSG.monthFrom);
    const a = int(form, 'mesa', rangeMsg, 1, top);
    const yearB = form.aniob === null || form.aniob === undefined ? yearA : int(form, 'aniob', REPORT_MSG.monthFrom, 1900, 2999);
    const b = form.mesb === null || form.mesb === undefined ? a : int(form, 'mesb', rangeMsg, 1, top);
    const [firstMonth, lastMonth] = quarters ? [3 * (a - 1) + 1, 3 * b] : [a, b];
    const desde = iso(yearA, firstMonth, 1);
    const hasta = lastDay(yearB, lastMonth);
    if (desde > hasta) throw AppError.input('mesb', REPORT_MSG.dateOrder);
    return { desde, hasta };
  }
  if (def.inf_fecha === 1) {
    const hasta = day(form, 'hasta', REPORT_MSG.date);
    return { desde: hasta, hasta };
  }
  const desde = day(form, 'desde', REPORT_MSG.dateFrom);
  const hasta = day(form, 'hasta', REPORT_MSG.dateTo);
  if (desde > hasta) throw AppError.input('desde', REPORT_MSG.dateOrder);
  return { desde, hasta };
}

/** adc_params 'origen|destino|ruta|frec|bus|pasaj' spread over the item fields (explicit fields win). */
export function spreadItems(form: ReportForm): ReportForm {
  const raw = form.adc_params;
  if (typeof raw !== 'string' || raw === '') return form;
  const parts = raw.split('|');
  const out: ReportForm = { ...form };
  ITEM_FIELDS.forEach(([field], i) => {
    const v = parts[i]?.trim();
    if (v && (out[field] === undefined || out[field] === null || out[field] === '')) out[field] = v;
  });
  return out;
}

function flagged(flags: string, fields: readonly (readonly [string, string])[], form: ReportForm, values: BoundValues): void {
  fields.forEach(([field, label], i) => {
    const flag = flags[i] ?? '0';
    const raw = form[field];
    const empty = raw === null || raw === undefined || raw === '' || raw === 0 || raw === '0';
    if (flag === '0') {
      // Disabled: the function gets NULL whatever the form says.
      values.set(field, null);
      return;
    }
    if (empty) {
      if (flag === '2') throw AppError.input(field, REPORT_MSG.required(label));
      values.set(field, null);
      return;
    }
    if (field === 'cbus_numero') {
      values.set(field, String(raw).slice(0, 20));
      return;
    }
    const n = Number(raw);
    if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) throw AppError.input(field, REPORT_MSG.integer(label));
    values.set(field, n);
  });
}

/** Every value a run may bind: dates, company, the 13 association and 6 item fields per their flags. */
export function bindForm(def: FlagDefinition, form: ReportForm, companyId: number): BoundValues {
  const values: BoundValues = new Map();
  const { desde, hasta } = dateRange(def, form);
  values.set('desde', desde);
  values.set('hasta', hasta);
  values.set('emp_codigo', companyId);
  const spread = spreadItems(form);
  flagged(def.inf_asocia, ASSOCIATION_FIELDS, spread, values);
  flagged(def.inf_items, ITEM_FIELDS, spread, values);
  return values;
}
