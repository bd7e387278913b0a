import type { EmissionPointFieldsFragment, EstablishmentFieldsFragment } from '../../generated/graphql';
import type { ReportColumn, ReportRow } from '../../widgets/grid/report-column';
import type { RowStyleFn } from '../../widgets/grid/row-paint';
import { FIELD_LABEL } from './messages';

/** Marks the head office row; the list paints rows whose cell in this column says MATRIZ. */
export const HEAD_OFFICE_COLUMN = 'matriz';
export const HEAD_OFFICE_MARK = 'MATRIZ';

/** Spec 000 §9: the head office row is ffc171, every other ffffff. */
export const headOfficeRowStyle: RowStyleFn = (row) => ({ background: row[HEAD_OFFICE_COLUMN] === HEAD_OFFICE_MARK ? '#ffc171' : '#ffffff' });

export const ESTABLISHMENT_COLUMNS: readonly ReportColumn[] = [
  { di_column: 'alm_nroest', di_descri: 'Nro.', type: 'text', width: 70 },
  { di_column: HEAD_OFFICE_COLUMN, di_descri: FIELD_LABEL.headOffice, type: 'text', width: 90 },
  { di_column: 'alm_descri', di_descri: FIELD_LABEL.description, type: 'text', width: 190 },
  { di_column: 'alm_seccio', di_descri: FIELD_LABEL.section, type: 'text', width: 120 },
  { di_column: 'alm_razsoc', di_descri: FIELD_LABEL.legalName, type: 'text', width: 260 },
  { di_column: 'alm_ruc', di_descri: FIELD_LABEL.ruc, type: 'text', width: 130 },
  { di_column: 'alm_direcc', di_descri: FIELD_LABEL.address, type: 'text', width: 260 },
  { di_column: 'alm_ciudad', di_descri: FIELD_LABEL.city, type: 'text', width: 120 },
  { di_column: 'alm_email', di_descri: FIELD_LABEL.email, type: 'text', width: 220 },
  { di_column: 'puntos', di_descri: 'Puntos elec. activos', type: 'integer', width: 110, di_total: 'T' },
];

export const POINT_COLUMNS: readonly ReportColumn[] = [
  { di_column: 'tdv_numero', di_descri: FIELD_LABEL.pointNumber, type: 'text', width: 80 },
  { di_column: 'tdv_nombre', di_descri: FIELD_LABEL.pointName, type: 'text', width: 150 },
  { di_column: 'tdv_descri', di_descri: FIELD_LABEL.pointDescription, type: 'text', width: 170 },
  { di_column: 'direccion', di_descri: FIELD_LABEL.pointAddress, type: 'text', width: 220 },
  { di_column: 'estado', di_descri: FIELD_LABEL.pointState, type: 'text', width: 90 },
];

export function establishmentRows(items: readonly EstablishmentFieldsFragment[], points: readonly EmissionPointFieldsFragment[]): ReportRow[] {
  return items.map((e) => ({
    alm_codigo: e.id,
    alm_nroest: e.number,
    [HEAD_OFFICE_COLUMN]: e.headOffice ? HEAD_OFFICE_MARK : '',
    alm_descri: e.description,
    alm_seccio: e.section,
    alm_razsoc: e.legalName,
    alm_ruc: e.ruc,
    alm_direcc: e.address,
    alm_ciudad: e.city ?? '',
    alm_email: e.email ?? '',
    puntos: points.filter((p) => p.establishmentId === e.id && p.state === 'ACTIVE').length,
  }));
}

export function pointRows(points: readonly EmissionPointFieldsFragment[]): ReportRow[] {
  return points.map((p) => ({
    tdv_codigo: p.id,
    tdv_numero: p.number,
    tdv_nombre: p.name,
    tdv_descri: p.description ?? '',
    direccion: p.address ?? '',
    estado: p.stateLabel,
  }));
}
