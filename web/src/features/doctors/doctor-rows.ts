import type { DoctorRowFieldsFragment } from '../../generated/graphql';
import type { ReportColumn, ReportRow } from '../../widgets/grid/report-column';
import type { CellStyleFn } from '../../widgets/grid/row-paint';
import { DOCTOR_TEXT } from './messages';

const C = DOCTOR_TEXT.columns;

/** The column whose cell toggles the doctor's validity (click or Enter). */
export const VALIDITY_COLUMN = 'med_valido_str';

/** Columns of the doctors list (legacy names, as the REST getListaMedicos cols). */
export const DOCTOR_COLUMNS: readonly ReportColumn[] = [
  { di_column: 'ref_id', di_descri: C.idNumber, type: 'text', width: 130, pin: 'left' },
  { di_column: 'ref_apenom', di_descri: C.fullName, type: 'text', width: 290, pin: 'left', di_total: 'CONT' },
  { di_column: 'medico', di_descri: C.specialty, type: 'text', width: 170 },
  { di_column: 'pla_nombre', di_descri: C.planName, type: 'text', width: 200 },
  { di_column: 'pla_tipo_str', di_descri: C.planType, type: 'text', width: 100 },
  { di_column: 'pla_estado_str', di_descri: C.planState, type: 'text', width: 130 },
  { di_column: 'pla_fecini', di_descri: C.planStart, type: 'date', width: 110 },
  { di_column: 'pla_fecfin', di_descri: C.planEnd, type: 'date', width: 110 },
  { di_column: 'caducaen', di_descri: C.expiresIn, type: 'text', width: 160 },
  { di_column: 'diascaduca', di_descri: C.days, type: 'integer', width: 80 },
  { di_column: VALIDITY_COLUMN, di_descri: C.validity, type: 'text', width: 130 },
  { di_column: 'fecha_registro', di_descri: C.registeredOn, type: 'date', width: 110 },
  { di_column: 'ref_movil', di_descri: C.mobile, type: 'text', width: 120 },
  { di_column: 'ciudad', di_descri: C.city, type: 'text', width: 150 },
];

/** One grid row per doctor; the codes and colours are not columns. */
export function doctorRow(d: DoctorRowFieldsFragment): ReportRow {
  return {
    ref_codigo: d.id,
    ref_id: d.idNumber,
    ref_apenom: d.fullName,
    medico: d.specialty ?? '',
    ref_movil: d.mobile ?? '',
    ciudad: d.city ?? '',
    pla_nombre: d.planName ?? '',
    pla_tipo_str: d.planTypeLabel ?? '',
    pla_estado_str: d.planStateLabel ?? '',
    pla_estado_color: d.planStateColor ?? '',
    pla_fecini: d.planStart ?? null,
    pla_fecfin: d.planEnd ?? null,
    caducaen: d.expiresIn ?? '',
    diascaduca: d.daysToExpiry ?? null,
    med_valido_str: d.validityLabel,
    med_valido_color: d.validityColor,
    fecha_registro: d.registeredOn,
  };
}

export const doctorKey = (row: ReportRow) => Number(row.ref_codigo);

// Tag text readable on each colour: dark on the light ones.
const LIGHT = new Set(['limegreen', 'gold']);
const tag = (color: unknown) =>
  typeof color === 'string' && color ? { background: color, color: LIGHT.has(color) ? '#1a1a1a' : '#ffffff', badge: true } : undefined;

/** Plan state and validity as tags in their colours. Module-level: stable for the grid's paint cache. */
export const doctorCellStyle: CellStyleFn = (row, columnId) => {
  if (columnId === 'pla_estado_str') return tag(row.pla_estado_color);
  if (columnId === VALIDITY_COLUMN) return tag(row.med_valido_color);
  return undefined;
};
