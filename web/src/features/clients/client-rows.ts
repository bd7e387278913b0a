import type { ClientFieldsFragment } from '../../generated/graphql';
import type { ReportColumn, ReportRow } from '../../widgets/grid/report-column';
import { CLIENT_TEXT } from './messages';

const C = CLIENT_TEXT.columns;

/** Columns of the clients grid, with the legacy names the REST columnas use. */
export const CLIENT_COLUMNS: readonly ReportColumn[] = [
  { di_column: 'clp_codigo', di_descri: C.code, type: 'integer', di_total: 'CONT', width: 75 },
  { di_column: 'clp_apenom', di_descri: C.name, type: 'text', width: 250 },
  { di_column: 'clp_email', di_descri: C.email, type: 'text', width: 220 },
  { di_column: 'emp_coding', di_descri: C.accessCode, type: 'text', width: 110 },
  { di_column: 'emp_razons', di_descri: C.legalName, type: 'text', width: 250 },
  { di_column: 'estado', di_descri: C.state, type: 'text', width: 120 },
  { di_column: 'estupd', di_descri: C.formUpdate, type: 'text', width: 125 },
  { di_column: 'clp_cedruc', di_descri: C.idNumber, type: 'text', width: 125 },
  { di_column: 'clp_nomcom', di_descri: C.tradeName, type: 'text', width: 180 },
  { di_column: 'clp_telefo', di_descri: C.phone, type: 'text', width: 110 },
  { di_column: 'emp_ruc', di_descri: C.ruc, type: 'text', width: 125 },
  { di_column: 'form_estado', di_descri: C.formState, type: 'text', width: 130 },
];

/**
 * One row per client and company (a client without a company gets one row with the company
 * cells empty); clp_codigo and emp_codigo tie a selected row back to them.
 */
export function clientRows(clients: readonly ClientFieldsFragment[]): ReportRow[] {
  return clients.flatMap((client): ReportRow[] => {
    const base: ReportRow = {
      clp_codigo: client.id,
      clp_cedruc: client.idNumber,
      clp_apenom: client.name,
      clp_nomcom: client.tradeName ?? '',
      clp_email: client.email ?? '',
      clp_telefo: client.phone ?? '',
      // The grid keeps the legacy code of the form flag: 0 enabled, 1 disabled.
      clp_estupd: client.formUpdate === 'ENABLED' ? 0 : 1,
      estupd: client.formUpdateLabel,
      form_estado: client.formStateLabel,
    };
    if (!client.companies.length) return [{ ...base, emp_codigo: null, emp_coding: '', emp_razons: '', emp_ruc: '', estado: '' }];
    return client.companies.map((c) => ({
      ...base,
      emp_codigo: c.id,
      emp_coding: c.accessCode,
      emp_razons: c.legalName,
      emp_ruc: c.ruc,
      estado: c.stateLabel,
    }));
  });
}
