import { SortDirection, orderSql } from '../../graphql/ordering.js';
import type { AppContext } from '../../graphql/context.js';
import { requirePermission } from '../../shared/permissions.js';
import { maskConnectionChanges, rememberConnectionAccess } from './company-connection.js';
import { RESOURCE } from './company-list.service.js';
import { AUDIT_ACTION, findCompany } from './company.service.js';
import { CompanyChangeKind, CompanyChangeOrderField, type CompanyChangeOrder, type CompanyChangePage } from './company-changes.types.js';
import { pagedRows, type PagedSql } from '../../graphql/paging.js';

const STATE_ACTIONS = [AUDIT_ACTION.state, AUDIT_ACTION.blockAuth, AUDIT_ACTION.unblockAuth];
const KIND_SQL = `case when a.aud_entidad = 'tempresa' and a.aud_accion in (${STATE_ACTIONS.map((s) => `'${s}'`).join(', ')}) then 'STATE'
  when a.aud_entidad = 'tempresa' then 'COMPANY' when a.aud_entidad = 'talmacen' then 'ESTABLISHMENT'
  when a.aud_entidad = 'tpuntoventa' then 'EMISSION_POINT' else 'PACKAGE' end`;

/** Order columns (trusted SQL) of the history. */
const ORDER_COLUMNS: Record<CompanyChangeOrderField, string> = {
  [CompanyChangeOrderField.DATE]: 'x.aud_fecha',
  [CompanyChangeOrderField.USER]: 'x.usr_nombre',
  [CompanyChangeOrderField.KIND]: 'x.kind',
};

/**
 * The statements of a company's change history (rows and count, for pagedRows): the audit
 * rows of the company itself (key = its code), of its establishments and emission points (key
 * '<company>/<id>') and of the packages of its RUC, each read through tauditoria_entidad.
 */
function changePageSql(companyId: number, ruc: string, kinds: readonly CompanyChangeKind[] | null, order: CompanyChangeOrder | null): PagedSql {
  const key = String(companyId);
  const sources = `select a.aud_codigo, a.aud_fecha, a.usr_nombre, a.aud_accion, a.observacion, ${KIND_SQL} as kind from tauditoria a
      where a.aud_entidad = 'tempresa' and a.aud_clave = ?
    union all select a.aud_codigo, a.aud_fecha, a.usr_nombre, a.aud_accion, a.observacion, ${KIND_SQL} from tauditoria a
      where a.aud_entidad in ('talmacen', 'tpuntoventa') and a.aud_clave like ?
    union all select a.aud_codigo, a.aud_fecha, a.usr_nombre, a.aud_accion, a.observacion, ${KIND_SQL} from tauditoria a
      where a.aud_entidad = 'tconexiones' and a.aud_clave in (select c.con_codigo::text from tconexiones c where c.rucempresa = ?)`;
  const params: (string | number)[] = [key, `${key}/%`, ruc];
  const filter = kinds && kinds.length ? `where x.kind in (${kinds.map(() => '?').join(', ')})` : '';
  if (kinds && kinds.length) params.push(...kinds);
  const orderBy = order ? orderSql(order, ORDER_COLUMNS, CompanyChangeOrderField.DATE, 'x.aud_codigo') : 'x.aud_fecha desc, x.aud_codigo desc';
  return {
    rowsSql: `select x.*, count(*) over () as total from (${sources}) x ${filter} order by ${orderBy}`,
    countSql: `select count(*)::int as n from (${sources}) x ${filter}`,
    params,
    windowTotal: true,
  };
}

interface ChangeRow {
  aud_codigo: number;
  aud_fecha: Date | string;
  usr_nombre: string;
  aud_accion: string;
  observacion: string | null;
  kind: CompanyChangeKind;
}

/** One page of the company's change history: every kind, or the kinds asked; the newest first unless ordered otherwise. */
export async function companyChanges(
  ctx: AppContext,
  companyId: number,
  kinds: readonly CompanyChangeKind[] | null,
  order: CompanyChangeOrder | null,
  page: number,
  pageSize: number,
): Promise<CompanyChangePage> {
  const connection = rememberConnectionAccess(ctx, (await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver')).editar);
  const company = await findCompany(ctx.em, companyId);
  const sql = changePageSql(company.id, company.ruc, kinds, order ? { field: order.field, direction: order.direction ?? SortDirection.ASC } : null);
  return pagedRows(ctx.em, { page, pageSize }, sql, (r: ChangeRow) => ({
    id: r.aud_codigo,
    at: new Date(r.aud_fecha),
    userName: r.usr_nombre,
    kind: r.kind,
    action: r.aud_accion,
    note: r.observacion !== null && !connection ? maskConnectionChanges(r.observacion) : r.observacion,
  }));
}
