import type { ReportFormInput } from '../../generated/graphql';

/** The association flags (inf_asocia, 13 positions) and item flags (inf_items, 6): the input field each fills and its label. */
export const ASSOCIATION_INPUTS: ReadonlyArray<readonly [keyof ReportFormInput, string]> = [
  ['warehouseId', 'Almacén'],
  ['sectionId', 'Sección'],
  ['userId', 'Usuario'],
  ['categoryId', 'Categoría'],
  ['articleId', 'Artículo'],
  ['referenteId', 'Referente (código)'],
  ['tariffId', 'Tarifa'],
  ['doctorId', 'Médico'],
  ['costCenterId', 'Centro de costo'],
  ['partyTypeId', 'Tipo de cliente o proveedor'],
  ['responsibleId', 'Responsable'],
  ['projectId', 'Proyecto'],
  ['zoneId', 'Zona'],
];
export const ITEM_INPUTS: ReadonlyArray<readonly [keyof ReportFormInput, string]> = [
  ['originId', 'Origen'],
  ['destinationId', 'Destino'],
  ['routeId', 'Ruta'],
  ['frequencyId', 'Frecuencia'],
  ['busNumber', 'Bus'],
  ['passengerId', 'Pasajero'],
];

export interface FlagField {
  field: keyof ReportFormInput;
  label: string;
  required: boolean;
}

/** The code fields a report's flags enable ('1' optional, '2' required; '0' hidden). */
export function flagFields(associations: string, items: string): FlagField[] {
  const pick = (flags: string, inputs: typeof ASSOCIATION_INPUTS) =>
    inputs.flatMap(([field, label], i) => (flags[i] && flags[i] !== '0' ? [{ field, label, required: flags[i] === '2' }] : []));
  return [...pick(associations, ASSOCIATION_INPUTS), ...pick(items, ITEM_INPUTS)];
}

const pad = (n: number) => String(n).padStart(2, '0');
/** 'YYYY-MM-DD' of a local date. */
export const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** 'DD/MM/YYYY' of a local date. */
export const dmy = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
/** 'YYYY-MM-DD' → 'DD/MM/YYYY'. */
export const showDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The form a screen starts with: this month so far, this month's period. */
export function initialForm(now: Date): ReportFormInput {
  const first = new Date(now.getFullYear(), now.getMonth(), 1);
  const month = now.getMonth() + 1;
  return { from: isoDay(first), to: isoDay(now), yearFrom: now.getFullYear(), monthFrom: month, yearTo: now.getFullYear(), monthTo: month };
}

/** Months picked for a quarter report become quarter numbers (1..4), as the API takes them. */
export function quarterForm(form: ReportFormInput): ReportFormInput {
  const q = (m: number | null | undefined) => (m ? Math.floor((m - 1) / 3) + 1 : m);
  return { ...form, monthFrom: q(form.monthFrom), monthTo: q(form.monthTo) };
}
