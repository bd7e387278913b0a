import { companyStateView } from '../companies/company-state.js';
import type { ClientRow, CompanyRow, DomainRow } from './client-sql.js';
import type { Client, ClientCompany, ClientDomain } from './client.types.js';
import { FORM_STATE_LABELS, FORM_UPDATE_LABELS } from './messages.js';

export function toClientCompany(row: CompanyRow): ClientCompany {
  const view = companyStateView(row.emp_activa, row.emp_ubica);
  return {
    id: row.emp_codigo,
    accessCode: row.emp_coding,
    legalName: row.emp_razons,
    ruc: row.emp_ruc,
    state: row.emp_activa,
    stateLabel: view.label,
    stateColor: view.color,
  };
}

export const formUpdateLabel = (value: number) => FORM_UPDATE_LABELS[value] ?? String(value);

/** A client with the companies that carry its RUC. */
export function toClient(row: ClientRow, companies: CompanyRow[]): Client {
  return {
    id: row.clp_codigo,
    idNumber: row.clp_cedruc,
    name: row.clp_apenom,
    tradeName: row.clp_nomcom,
    email: row.clp_email,
    phone: row.clp_telefo,
    mobile: row.clp_movil,
    address: row.clp_direcc,
    formUpdate: row.clp_estupd,
    formUpdateLabel: formUpdateLabel(row.clp_estupd),
    formState: row.form_state,
    formStateLabel: FORM_STATE_LABELS[row.form_state] ?? String(row.form_state),
    color: row.sve_color,
    companies: companies.filter((c) => c.emp_ruc === row.clp_cedruc).map(toClientCompany),
  };
}

export const toDomain = (row: DomainRow): ClientDomain => ({ id: row.dom_codigo, name: row.dom_nombre, url: row.dom_url });
