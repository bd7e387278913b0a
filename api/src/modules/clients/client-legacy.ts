import type { EntityManager } from '@mikro-orm/core';
import { businessLines, COUNTRIES, stateLegend } from '../companies/company-reference.js';
import type { Client, ClientDomain } from './client.types.js';

/**
 * Legacy shapes of /rest/busq/clientes: the grid's rows (one per client and company, with the
 * legacy column names), its columnas in the report-column shape the web grid reads, and the
 * reference lists of the company edit tab.
 */
export type LegacyRow = Record<string, string | number | null>;

export function legacyRows(clients: Client[]): LegacyRow[] {
  return clients.flatMap((client): LegacyRow[] => {
    const base = {
      clp_codigo: client.id,
      clp_cedruc: client.idNumber,
      clp_apenom: client.name,
      clp_nomcom: client.tradeName,
      clp_email: client.email,
      clp_telefo: client.phone,
      clp_movil: client.mobile,
      clp_direcc: client.address,
      clp_estupd: client.formUpdate,
      estupd: client.formUpdateLabel,
      form_state: client.formState,
      form_estado: client.formStateLabel,
      sve_color: client.color,
    };
    if (!client.companies.length)
      return [{ ...base, emp_codigo: null, emp_coding: null, emp_razons: null, emp_ruc: null, emp_activa: null, estado: null, color: null }];
    return client.companies.map((c) => ({
      ...base,
      emp_codigo: c.id,
      emp_coding: c.accessCode,
      emp_razons: c.legalName,
      emp_ruc: c.ruc,
      emp_activa: c.state,
      estado: c.stateLabel,
      color: c.stateColor,
    }));
  });
}

const text = (di_column: string, di_descri: string, width?: number) => ({
  di_column,
  di_descri,
  type: 'text',
  di_total: 'F',
  di_grupo: 'F',
  ...(width ? { width } : {}),
});

export const LEGACY_COLUMNS = [
  { di_column: 'clp_codigo', di_descri: 'Código', type: 'integer', di_total: 'CONT', di_grupo: 'F', width: 75 },
  text('clp_apenom', 'Cliente', 250),
  text('clp_email', 'Email', 220),
  text('emp_coding', 'Acceso', 110),
  text('emp_razons', 'Razón social', 250),
  text('estado', 'Estado', 100),
  text('estupd', 'Formulario', 125),
  text('clp_cedruc', 'RUC/Cédula', 125),
  text('clp_nomcom', 'Nombre comercial', 180),
  text('clp_telefo', 'Teléfono', 110),
  text('emp_ruc', 'RUC empresa', 125),
  text('form_estado', 'Estado formulario', 130),
];

export const legacyDomains = (domains: ClientDomain[]) => domains.map((d) => ({ dom_codigo: d.id, dom_nombre: d.name, dom_url: d.url }));

/** Reference lists of the company edit tab opened from a client, as getForm of the companies answers them. */
export async function companyReferenceLists(em: EntityManager) {
  return {
    lst_country: COUNTRIES.map((c) => ({ pai_codigo: c.code, pai_nombre: c.name })),
    lst_emptip: (await businessLines(em)).map((b) => ({ tac_codigo: b.code, tac_descrip: b.name })),
    estadosemp: stateLegend().map((s) => ({ emp_activa: s.state, label: s.label, color: s.color, lectura: s.readOnly })),
  };
}
