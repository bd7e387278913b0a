import type { EntityManager } from '@mikro-orm/core';
import { orderSql, type SortDirection } from '../../graphql/ordering.js';
import { ClientOrderField } from './client-enums.js';
import { ClientSearchKind } from './client.types.js';
import { run } from '../../db/sql.js';

// Case and accent folding of the search; Migration003Clients indexes the same expression.
// ñ stays itself: in Spanish it is a letter of its own, not an accented n.
export const fold = (expr: string) => `translate(lower(${expr}), 'áàâäéèêëíìîïóòôöúùûü', 'aaaaeeeeiiiioooouuuu')`;
// Spanish alphabetical order whatever the database collation: accents ignored, ñ after n.
const SPANISH_ORDER = `replace(${fold('c.clp_apenom')}, 'ñ', 'n~') collate "C"`;

/** Columns of the searches' order (trusted SQL, never user text). */
const ORDER_COLUMNS: Record<ClientOrderField, string> = {
  [ClientOrderField.NAME]: SPANISH_ORDER,
  [ClientOrderField.ID_NUMBER]: 'c.clp_cedruc',
  [ClientOrderField.CREATED]: 'c.clp_fcreacion',
  [ClientOrderField.ID]: 'c.clp_codigo',
};

export type ClientOrderInput = { field: ClientOrderField; direction?: SortDirection | null } | null | undefined;

export interface ClientRow {
  clp_codigo: number;
  clp_cedruc: string;
  clp_apenom: string;
  clp_nomcom: string | null;
  clp_email: string | null;
  clp_telefo: string | null;
  clp_movil: string | null;
  clp_direcc: string | null;
  clp_estupd: number;
  form_state: number;
  sve_color: string | null;
}

export interface CompanyRow {
  emp_codigo: number;
  emp_coding: string;
  emp_razons: string;
  emp_ruc: string;
  emp_activa: number;
  emp_ubica: string | null;
}

const CLIENT_COLUMNS =
  'c.clp_codigo, c.clp_cedruc, c.clp_apenom, c.clp_nomcom, c.clp_email, c.clp_telefo, c.clp_movil, c.clp_direcc, c.clp_estupd, c.form_state, c.sve_color';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (text: string) => `%${escapeLike(text)}%`;

/** `exists` a company of the client whose column contains the text. */
const companyContains = (column: string) => `exists (select 1 from tempresa e where e.emp_ruc = c.clp_cedruc and ${fold(`e.${column}`)} like ${fold('?')})`;

/**
 * The condition of each kind. RUC is a prefix of the digits (a RUC is typed from the start);
 * every text kind is a "contains" ignoring case and accents.
 */
function condition(kind: ClientSearchKind, text: string): { where: string; params: string[] } {
  switch (kind) {
    case ClientSearchKind.RUC:
      return { where: 'c.clp_cedruc like ?', params: [`${escapeLike(text)}%`] };
    case ClientSearchKind.LEGAL_NAME:
      return { where: companyContains('emp_razons'), params: [contains(text)] };
    case ClientSearchKind.TRADE_NAME:
      return { where: `${fold('c.clp_nomcom')} like ${fold('?')}`, params: [contains(text)] };
    case ClientSearchKind.ACCESS:
      return { where: companyContains('emp_coding'), params: [contains(text)] };
    case ClientSearchKind.NAME:
      return { where: `${fold('c.clp_apenom')} like ${fold('?')}`, params: [contains(text)] };
    case ClientSearchKind.EMAIL:
      return { where: `${fold('c.clp_email')} like ${fold('?')}`, params: [contains(text)] };
  }
}

/** Matching clients in the order asked (Spanish order of the name by default), at most `limit`, with the total that match. */
export async function findClients(
  em: EntityManager,
  kind: ClientSearchKind,
  text: string,
  limit: number,
  order?: ClientOrderInput,
): Promise<{ rows: ClientRow[]; total: number }> {
  const { where, params } = condition(kind, text);
  const rows = await run<ClientRow & { total: string | number }>(
    em,
    `select ${CLIENT_COLUMNS}, count(*) over () as total from tcliente c where ${where} order by ${orderSql(order, ORDER_COLUMNS, ClientOrderField.NAME, 'c.clp_codigo')} limit ?`,
    [...params, limit],
  );
  return { rows, total: rows.length ? Number(rows[0]!.total) : 0 };
}

/** The most recently registered clients (the screen's first page before any search). */
export async function recentClients(em: EntityManager, limit: number): Promise<ClientRow[]> {
  return run<ClientRow>(em, `select ${CLIENT_COLUMNS} from tcliente c order by c.clp_fcreacion desc, c.clp_codigo desc limit ?`, [limit]);
}

export async function clientById(em: EntityManager, id: number): Promise<ClientRow | null> {
  const [row] = await run<ClientRow>(em, `select ${CLIENT_COLUMNS} from tcliente c where c.clp_codigo = ?`, [id]);
  return row ?? null;
}

/** Companies of the given RUCs, by access code. */
export async function companiesOfRucs(em: EntityManager, rucs: string[]): Promise<CompanyRow[]> {
  if (!rucs.length) return [];
  return run<CompanyRow>(
    em,
    `select emp_codigo, emp_coding, emp_razons, emp_ruc, emp_activa, emp_ubica from tempresa where emp_ruc in (${rucs.map(() => '?').join(', ')}) order by emp_coding`,
    rucs,
  );
}

export interface DomainRow {
  dom_codigo: number;
  dom_nombre: string;
  dom_url: string;
}

export async function activeDomains(em: EntityManager): Promise<DomainRow[]> {
  return run<DomainRow>(em, "select dom_codigo, dom_nombre, dom_url from tdominio where dom_activo = 'T' order by dom_orden, dom_codigo");
}

/**
 * The header box's search without '@': the text anywhere a person would look a client up by. Each
 * branch is a "contains" ignoring case and accents served by its own trigram index (name, trade
 * name, e-mail of the client; legal name and access code of its companies), or a RUC/cédula
 * prefix served by the cédula index; the union reads only the matching ids, the page is ordered
 * and limited after it. Exported for the plan test.
 */
export function anywhereSearchSql(text: string, limit: number, order?: ClientOrderInput): { sql: string; params: (string | number)[] } {
  const like = contains(text);
  const sql = `with hits as (
      select c.clp_codigo from tcliente c where ${fold('c.clp_apenom')} like ${fold('?')}
      union select c.clp_codigo from tcliente c where ${fold('c.clp_nomcom')} like ${fold('?')}
      union select c.clp_codigo from tcliente c where ${fold('c.clp_email')} like ${fold('?')}
      union select c.clp_codigo from tcliente c where c.clp_cedruc like ?
      union select c.clp_codigo from tempresa e join tcliente c on c.clp_cedruc = e.emp_ruc where ${fold('e.emp_razons')} like ${fold('?')}
      union select c.clp_codigo from tempresa e join tcliente c on c.clp_cedruc = e.emp_ruc where ${fold('e.emp_coding')} like ${fold('?')}
    )
    select ${CLIENT_COLUMNS}, count(*) over () as total from tcliente c where c.clp_codigo in (select clp_codigo from hits)
    order by ${orderSql(order, ORDER_COLUMNS, ClientOrderField.NAME, 'c.clp_codigo')} limit ?`;
  return { sql, params: [like, like, like, `${escapeLike(text)}%`, like, like, limit] };
}

/** Clients matching the text anywhere (see anywhereSearchSql), at most `limit`, with the total that match. */
export async function findClientsAnywhere(
  em: EntityManager,
  text: string,
  limit: number,
  order?: ClientOrderInput,
): Promise<{ rows: ClientRow[]; total: number }> {
  const { sql, params } = anywhereSearchSql(text, limit, order);
  const rows = await run<ClientRow & { total: string | number }>(em, sql, params);
  return { rows, total: rows.length ? Number(rows[0]!.total) : 0 };
}
