import type { CompanyListFieldsFragment } from '../../generated/graphql';
import type { ReportColumn, ReportRow } from '../../widgets/grid/report-column';
import { COMPANY_TEXT } from './messages';

const C = COMPANY_TEXT.columns;

/** Columns of the company list (legacy names, as the REST getForm cols). */
export const COMPANY_COLUMNS: readonly ReportColumn[] = [
  { di_column: 'emp_coding', di_descri: C.accessCode, type: 'text', width: 130 },
  { di_column: 'emp_razons', di_descri: C.legalName, type: 'text', width: 300, di_total: 'CONT' },
  { di_column: 'emp_ruc', di_descri: C.ruc, type: 'text', width: 135 },
  { di_column: 'tac_descrip', di_descri: C.type, type: 'text', width: 150 },
  { di_column: 'estado', di_descri: C.state, type: 'text', width: 120 },
  { di_column: 'fechafin', di_descri: C.endDate, type: 'date', width: 95 },
  { di_column: 'ciudad', di_descri: C.city, type: 'text', width: 120 },
  { di_column: 'fe', di_descri: C.fe, type: 'text', width: 90 },
  { di_column: 'emp_ipdb', di_descri: C.server, type: 'text', width: 110 },
  { di_column: 'emp_esquemadb', di_descri: C.schema, type: 'text', width: 140 },
];

/** One grid row per company; emp_codigo ties a selected row back to its company. */
export function companyRow(c: CompanyListFieldsFragment): ReportRow {
  return {
    emp_codigo: c.id,
    emp_coding: c.accessCode,
    emp_razons: c.legalName,
    emp_ruc: c.ruc,
    tac_descrip: c.businessLineName ?? '',
    estado: c.stateView.label,
    // Not a column: the state cell's colour as the API gives it (see stateCellStyle).
    estado_color: c.stateView.color,
    fechafin: (c.endDate as string | null | undefined) ?? null,
    ciudad: c.locationInfo.city,
    fe: c.serviceFlags.fe ? 'SI' : 'NO',
    // Null for users who do not administer companies: the API hides the server.
    emp_ipdb: c.dbHost ?? '',
    emp_esquemadb: c.dbSchema,
  };
}
