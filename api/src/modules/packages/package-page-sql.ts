import { NEAR_EXPIRY_DAYS, PACKAGE_DEFAULTS, type BalanceClass } from '../../domain/package-balance.js';
import { orderSql, type SortDirection } from '../../graphql/ordering.js';
import { PACKAGES_UPDATED_AT, SNAPSHOT_SELECT, type SnapshotRow } from './package-sql.js';
import { ConnectionOrderField } from './connection-list.types.js';

/** The usage ledger's sums for the package in force `c`, as the snapshot reads them. */
const USAGE = `left join lateral (
      select sum(uso_cantidad) filter (where uso_excedente = 'F') as usadas, sum(uso_cantidad) filter (where uso_excedente = 'T') as excedente
        from tconexion_uso where con_codigo = c.con_codigo) u on true`;

const ACQUIRED = 'coalesce(c.conexadquiridas, 0)::bigint';
const SALDO = `greatest(0, ${ACQUIRED} - coalesce(u.usadas, 0))`;

/**
 * The domain's balanceClass (domain/package-balance.ts) as SQL over `c` and `u`, for the
 * summary counts and the quick filter; `today` is the `?` parameter (the API's UTC date, as the
 * rule reads it). A missing end date never counts as past or near. The page's rows still get
 * their class from balanceClass itself; a test checks both agree.
 */
const BALANCE = `case
      when c.con_codigo is null then 'sinasignar'
      when ${SALDO} <= 0 or coalesce(u.excedente, 0) > 0 or c.fechafin < ?::date then 'excedido'
      when ${SALDO} * 100 <= coalesce(c.notificar_porcentaje, ${PACKAGE_DEFAULTS.notifyPercentage})::bigint * ${ACQUIRED}
        or c.fechafin - ?::date <= ${NEAR_EXPIRY_DAYS} then 'porcompletar'
      else 'disponible' end`;

/** Sortable columns of the list, over tempresa `e` / tconexiones `c` (inside) and over the page rows `p` (outside). */
const ORDER_INSIDE: Record<ConnectionOrderField, string> = {
  LEGAL_NAME: 'e.emp_razons',
  ACCESS_CODE: 'e.emp_coding',
  RUC: 'e.emp_ruc',
  PURCHASE_DATE: 'c.fechacompra',
  END_DATE: 'c.fechafin',
  UPDATED_AT: PACKAGES_UPDATED_AT,
};
const ORDER_OUTSIDE: Record<ConnectionOrderField, string> = {
  LEGAL_NAME: 'p.emp_razons',
  ACCESS_CODE: 'p.emp_coding',
  RUC: 'p.emp_ruc',
  // 'YYYY-MM-DD' text sorts as the date does.
  PURCHASE_DATE: 'p.fechacompra',
  END_DATE: 'p.fechafin',
  UPDATED_AT: 'p.updated_at',
};

export type ConnectionOrderInput = { field: ConnectionOrderField; direction?: SortDirection | null } | null | undefined;

/** The summary figures of a page statement's rows (repeated on every row). */
export interface SummaryColumns {
  s_companies: number;
  s_excedido: number;
  s_porcompletar: number;
  s_sinasignar: number;
  s_disponible: number;
  s_acquired: number;
  s_used: number;
  s_saldo: number;
  s_excess: number;
}

/** A page row: the snapshot (null columns when the page is empty) and the summary. */
export type PageRow = SnapshotRow & SummaryColumns;

/**
 * One statement for the package list: the summary of the whole search (every matching company
 * classified in SQL, nothing sent back but the sums), and beside it the page's snapshot rows,
 * read in the asked order (by default name order, from the tempresa_razons index under the limit), so the notification,
 * contract e-mail and invoice joins run for the page only. `where`/`params` come from the
 * search; `classes` is the quick filter (empty: every class); `grant`, the caller's grant
 * columns (permissions.ts), so the permission check costs no round trip.
 */
export function connectionPageSql(
  where: string,
  params: readonly unknown[],
  classes: readonly BalanceClass[],
  today: string,
  size: number,
  offset: number,
  grant: { sql: string; params: unknown[] } = { sql: 'null as grant_level, false as grant_known', params: [] },
  order: ConnectionOrderInput = null,
): { sql: string; params: unknown[] } {
  // By legal name unless asked otherwise: the tempresa_razons index under the limit.
  const inside = orderSql(order, ORDER_INSIDE, ConnectionOrderField.LEGAL_NAME, 'e.emp_codigo');
  const outside = orderSql(order, ORDER_OUTSIDE, ConnectionOrderField.LEGAL_NAME, 'p.emp_codigo');
  const quick = classes.length ? `${where ? `${where} and` : 'where'} (${BALANCE}) in (${classes.map(() => '?').join(', ')})` : where;
  const sql = `select ${grant.sql}, s.*, p.*
    from (
      select count(*)::int as s_companies,
        count(*) filter (where x.balance = 'excedido')::int as s_excedido,
        count(*) filter (where x.balance = 'porcompletar')::int as s_porcompletar,
        count(*) filter (where x.balance = 'sinasignar')::int as s_sinasignar,
        count(*) filter (where x.balance = 'disponible')::int as s_disponible,
        coalesce(sum(x.acquired), 0)::float8 as s_acquired, coalesce(sum(x.used), 0)::float8 as s_used,
        coalesce(sum(x.saldo), 0)::float8 as s_saldo, coalesce(sum(x.excess), 0)::float8 as s_excess
      from (
        select ${BALANCE} as balance, ${ACQUIRED} as acquired, coalesce(u.usadas, 0) as used, ${SALDO} as saldo, coalesce(u.excedente, 0) as excess
          from tempresa e
          left join tconexiones c on c.rucempresa = e.emp_ruc and c.estado = 1
          ${USAGE}
          ${where}) x) s
    left join lateral (
      ${SNAPSHOT_SELECT}
      ${quick}
      order by ${inside}
      limit ? offset ?) p on true
    order by ${outside}`;
  const quickParams = classes.length ? [...params, today, today, ...classes] : [...params];
  return { sql, params: [...grant.params, today, today, ...params, ...quickParams, size, offset] };
}
