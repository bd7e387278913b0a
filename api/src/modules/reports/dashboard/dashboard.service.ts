import type { EntityManager } from '@mikro-orm/core';
import type { AppContext } from '../../../graphql/context.js';
import { AppError } from '../../../shared/app-error.js';
import { permisosFor, requirePermission } from '../../../shared/permissions.js';
import { recordAudit } from '../../system/audit.service.js';
import {
  DashboardInfo,
  DashboardItemType,
  DashboardOwner,
  DashboardRange,
  type DashboardConfig,
  type DashboardItem,
  type DashboardItemInput,
} from './dashboard.types.js';
import { LEVEL, RESOURCE } from '../report-scope.js';
import { run } from '../../../db/sql.js';

export const DASHBOARD_AUDIT = 'tablero_guardar';
export const DASHBOARD_MSG = {
  emptyFields: 'Existen campos vacíos',
  tooMany: (n: number) => `El tablero admite como máximo ${n} elementos`,
  notProfile: (id: number) => `El usuario ${id} no es un perfil`,
  notUser: (id: number) => `No existe el usuario ${id}`,
  profileNotUser: (id: number) => `El usuario ${id} es un perfil; elija el tablero de un perfil`,
  function: (fn: string) => `La función ${fn} no es un nombre de informe válido`,
  notFound: (id: number) => `No existe el elemento ${id} del tablero`,
} as const;
const MAX_ITEMS = 20;
const IDENT = /^[a-z_][a-z0-9_]*$/;

export interface DashboardRow {
  dinf_codigo: number;
  usr_codigo: number | null;
  dinf_orden: number;
  dinf_tipo: string;
  dinf_titulo: string;
  dinf_funcio: string | null;
  dinf_info: string | null;
  dinf_fecha: string;
  dinf_config: { vista?: string } | null;
}
export const DASHBOARD_COLUMNS = 'dinf_codigo, usr_codigo, dinf_orden, dinf_tipo, dinf_titulo, dinf_funcio, dinf_info, dinf_fecha, dinf_config';

export const toItem = (r: DashboardRow): DashboardItem => ({
  id: r.dinf_codigo,
  order: r.dinf_orden,
  type: r.dinf_tipo as DashboardItemType,
  title: r.dinf_titulo,
  functionName: r.dinf_funcio,
  info: (r.dinf_info as DashboardInfo | null) ?? null,
  range: r.dinf_fecha as DashboardRange,
  asChart: r.dinf_config?.vista !== 'tabla',
});

const itemsOf = (em: EntityManager, ownerId: number | null) =>
  run<DashboardRow>(em, `select ${DASHBOARD_COLUMNS} from tdashboard where usr_codigo is not distinct from ? order by dinf_orden, dinf_codigo`, [ownerId]);

/** Whether the signed-in user may read or change the dashboard of someone else (a profile, the default, another user): informes edit level 3. */
async function manages(ctx: AppContext): Promise<boolean> {
  return (await permisosFor(ctx.em, ctx.user!, RESOURCE)).editar >= LEVEL.admin;
}

async function checkOwner(ctx: AppContext, owner: DashboardOwner, ownerId: number | null | undefined): Promise<number | null> {
  const self = ctx.user!.id;
  if (owner === DashboardOwner.USER && (!ownerId || ownerId === self)) return self;
  if (!(await manages(ctx))) throw AppError.forbidden();
  if (owner === DashboardOwner.DEFAULT) return null;
  if (!ownerId) throw AppError.input('ownerId', DASHBOARD_MSG.emptyFields);
  const [row] = await run<{ usr_esperfil: string }>(ctx.em, 'select usr_esperfil from tusuarios where usr_codigo = ?', [ownerId]);
  if (!row) throw AppError.input('ownerId', DASHBOARD_MSG.notUser(ownerId));
  if (owner === DashboardOwner.PROFILE && row.usr_esperfil !== 'T') throw AppError.input('ownerId', DASHBOARD_MSG.notProfile(ownerId));
  if (owner === DashboardOwner.USER && row.usr_esperfil === 'T') throw AppError.input('ownerId', DASHBOARD_MSG.profileNotUser(ownerId));
  return ownerId;
}

/**
 * get_conf: without an owner, the dashboard the signed-in user sees: their own items, else their
 * profile's, else the default. With one (a manager): exactly that owner's items.
 */
export async function dashboardConfig(ctx: AppContext, owner?: DashboardOwner | null, ownerId?: number | null): Promise<DashboardConfig> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver', LEVEL.read);
  if (owner) {
    const id = await checkOwner(ctx, owner, ownerId);
    return { owner, ownerId: id, items: (await itemsOf(ctx.em, id)).map(toItem) };
  }
  const user = ctx.user!;
  const own = await itemsOf(ctx.em, user.id);
  if (own.length) return { owner: DashboardOwner.USER, ownerId: user.id, items: own.map(toItem) };
  if (user.profileId) {
    const profile = await itemsOf(ctx.em, user.profileId);
    if (profile.length) return { owner: DashboardOwner.PROFILE, ownerId: user.profileId, items: profile.map(toItem) };
  }
  return { owner: DashboardOwner.DEFAULT, ownerId: null, items: (await itemsOf(ctx.em, null)).map(toItem) };
}

/** Replaces the items of one owner (an empty list for a user: back to the profile's or the default); audited. */
export async function saveDashboard(
  ctx: AppContext,
  owner: DashboardOwner,
  ownerId: number | null | undefined,
  items: DashboardItemInput[],
): Promise<DashboardConfig> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver', LEVEL.read);
  const id = await checkOwner(ctx, owner, ownerId);
  if (items.length > MAX_ITEMS) throw AppError.input('items', DASHBOARD_MSG.tooMany(MAX_ITEMS));
  const values = items.map((item, i) => {
    const title = item.title?.trim();
    if (!title) throw AppError.input(`items.${i}.title`, DASHBOARD_MSG.emptyFields);
    const fn = item.type === DashboardItemType.REPORT ? (item.functionName?.trim() ?? '') : null;
    if (fn !== null && !fn) throw AppError.input(`items.${i}.functionName`, DASHBOARD_MSG.emptyFields);
    if (fn !== null && !IDENT.test(fn)) throw AppError.input(`items.${i}.functionName`, DASHBOARD_MSG.function(fn));
    if (item.type === DashboardItemType.INFO && !item.info) throw AppError.input(`items.${i}.info`, DASHBOARD_MSG.emptyFields);
    return [
      id,
      i + 1,
      item.type,
      title.slice(0, 150),
      fn,
      item.type === DashboardItemType.INFO ? item.info : null,
      item.range ?? DashboardRange.MONTH,
      JSON.stringify({ vista: item.asChart === false ? 'tabla' : 'grafica' }),
    ];
  });
  await ctx.em.transactional(async (tx) => {
    await run(tx, 'delete from tdashboard where usr_codigo is not distinct from ?', [id]);
    for (const v of values)
      await run(
        tx,
        'insert into tdashboard (usr_codigo, dinf_orden, dinf_tipo, dinf_titulo, dinf_funcio, dinf_info, dinf_fecha, dinf_config) values (?, ?, ?, ?, ?, ?, ?, ?::jsonb)',
        v,
      );
    recordAudit(tx, ctx.user, DASHBOARD_AUDIT, 'tdashboard', id ?? 0, `${owner} ${id ?? ''}: ${values.map((v) => v[3]).join(', ')}`.slice(0, 500));
    await tx.flush();
  });
  return { owner, ownerId: id, items: (await itemsOf(ctx.em, id)).map(toItem) };
}

/** One item the user may load: theirs, their profile's, the default's, or any for a manager. */
export async function readItem(ctx: AppContext, itemId: number | null | undefined): Promise<DashboardRow> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver', LEVEL.read);
  const [row] = itemId ? await run<DashboardRow>(ctx.em, `select ${DASHBOARD_COLUMNS} from tdashboard where dinf_codigo = ?`, [itemId]) : [];
  if (!row) throw AppError.notFound(DASHBOARD_MSG.notFound(itemId ?? 0));
  const user = ctx.user!;
  if (row.usr_codigo !== null && row.usr_codigo !== user.id && row.usr_codigo !== user.profileId && !(await manages(ctx)))
    throw AppError.notFound(DASHBOARD_MSG.notFound(row.dinf_codigo));
  return row;
}
