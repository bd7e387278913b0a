import type { EntityManager } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission, type Action } from '../../shared/permissions.js';
import type { ScreenPermission } from '../auth/auth.types.js';
import type { DevArea, DevAreaStructure, DevCycle, DevModule, DevOptions, DevUser, DevVersion, DevVersionDetail } from './development.types.js';
import { ATTRIBUTE_TYPES, CYCLE_STATES, DEV_MSG, MODULE_TYPES } from './messages.js';
import { orderSql, SortDirection } from '../../graphql/ordering.js';
import {
  attributeTypeOf,
  cycleStateOf,
  DEV_CYCLE_ORDER,
  DEV_USER_ORDER,
  DevCycleOrderField,
  DevUserOrderField,
  moduleTypeOf,
  type DevCycleOrder,
  type DevUserOrder,
} from './development.enums.js';
import { run } from '../../db/sql.js';
export { run } from '../../db/sql.js';

/** The menu resource of /desarrollo (tmenu.mb_recurso). */
export const RESOURCE = 'desarrollo';

/** The screen's permisos; throws FORBIDDEN unless the user reaches `action` on 'desarrollo'. */
export async function devPermisos(ctx: AppContext, action: Action = 'ver'): Promise<ScreenPermission> {
  const p = await requirePermission(ctx.em, ctx.user!, RESOURCE, action);
  return { resource: RESOURCE, view: p.ver, create: p.crear, edit: p.editar, delete: p.eliminar };
}

/** A positive integer id or the refusal naming the field. */
export function requireId(id: number | null | undefined, field: string, message: string): number {
  if (id === null || id === undefined || Number.isNaN(id) || id === 0) throw AppError.input(field, message);
  if (!Number.isInteger(id) || id < 0) throw AppError.input(field, message);
  return id;
}

type AreaRow = { ar_codigo: number; ar_nombre: string; ar_descri: string | null; modulos: number };
const AREA_SQL = `select a.ar_codigo, a.ar_nombre, a.ar_descri, (select count(*)::int from tdes_modulo m where m.mo_area = a.ar_codigo) as modulos from tdes_area a`;
const toArea = (r: AreaRow): DevArea => ({ id: r.ar_codigo, name: r.ar_nombre, description: r.ar_descri, moduleCount: Number(r.modulos) });

type VersionRow = { ve_codigo: number; ve_nombre: string; ve_descri: string | null; modulos: number[] | null };
const VERSION_SQL = `select v.ve_codigo, v.ve_nombre, v.ve_descri,
  array(select vm.mo_codigo from tdes_version_modulo vm where vm.ve_codigo = v.ve_codigo order by vm.mo_codigo) as modulos from tdes_version v`;
const toVersion = (r: VersionRow): DevVersion => ({ id: r.ve_codigo, name: r.ve_nombre, description: r.ve_descri, moduleIds: (r.modulos ?? []).map(Number) });

/** Areas, versions and permisos (getOpciones). */
export async function developmentOptions(ctx: AppContext): Promise<DevOptions> {
  const permisos = await devPermisos(ctx);
  const areas = await run<AreaRow>(ctx.em, `${AREA_SQL} order by a.ar_orden, a.ar_nombre`);
  const versions = await run<VersionRow>(ctx.em, `${VERSION_SQL} order by v.ve_codigo`);
  return { areas: areas.map(toArea), versions: versions.map(toVersion), permisos };
}

/** The area, or null when it does not exist; a missing or invalid id is refused. */
async function areaOrNull(em: EntityManager, id: number | null | undefined): Promise<DevArea | null> {
  const areaId = requireId(id, 'areaId', DEV_MSG.areaRequired);
  const [row] = await run<AreaRow>(em, `${AREA_SQL} where a.ar_codigo = ?`, [areaId]);
  return row ? toArea(row) : null;
}

export async function findArea(em: EntityManager, id: number | null | undefined): Promise<DevArea> {
  const area = await areaOrNull(em, id);
  if (!area) throw AppError.notFound(DEV_MSG.areaNotFound(id!));
  return area;
}

async function versionOrNull(em: EntityManager, id: number | null | undefined): Promise<DevVersion | null> {
  const versionId = requireId(id, 'versionId', DEV_MSG.versionRequired);
  const [row] = await run<VersionRow>(em, `${VERSION_SQL} where v.ve_codigo = ?`, [versionId]);
  return row ? toVersion(row) : null;
}

export async function findVersion(em: EntityManager, id: number | null | undefined): Promise<DevVersion> {
  const version = await versionOrNull(em, id);
  if (!version) throw AppError.notFound(DEV_MSG.versionNotFound(id!));
  return version;
}

type CycleRow = {
  ci_codigo: number;
  ci_estado: string;
  ci_nota: string | null;
  ci_fecha: string;
  ci_usuario: number;
  usr_nombre: string;
  ci_modulo: number | null;
  ci_atributo: number | null;
};
const CYCLE_SQL = `select c.ci_codigo, c.ci_estado, c.ci_nota, to_char(c.ci_fecha, 'YYYY-MM-DD') as ci_fecha, c.ci_usuario, u.usr_nombre, c.ci_modulo, c.ci_atributo
  from tdes_ciclo c join tusuarios u on u.usr_codigo = c.ci_usuario`;
export const toCycle = (r: CycleRow): DevCycle => ({
  id: r.ci_codigo,
  state: cycleStateOf(r.ci_estado),
  stateLabel: CYCLE_STATES[r.ci_estado] ?? r.ci_estado,
  note: r.ci_nota,
  date: r.ci_fecha,
  userId: r.ci_usuario,
  userName: r.usr_nombre,
  moduleId: r.ci_modulo,
  attributeId: r.ci_atributo,
});

export async function cycleById(em: EntityManager, id: number): Promise<DevCycle> {
  const [row] = await run<CycleRow>(em, `${CYCLE_SQL} where c.ci_codigo = ?`, [id]);
  return toCycle(row!);
}

type ModuleRow = { mo_codigo: number; mo_nombre: string; mo_tipo: number; mo_descri: string | null; mo_area: number };
type AttributeRow = { at_codigo: number; at_nombre: string; at_tipo: number; at_modulo: number };
type FunctionalRow = { fu_codigo: number; fu_descri: string; fu_atributo: number };

/** Modules matching `where` (on tdes_modulo m) with their attributes, functionals and current cycle states. */
export async function moduleTree(em: EntityManager, where: string, params: unknown[]): Promise<DevModule[]> {
  const modules = await run<ModuleRow>(
    em,
    `select m.mo_codigo, m.mo_nombre, m.mo_tipo, m.mo_descri, m.mo_area from tdes_modulo m where ${where} order by m.mo_nombre, m.mo_codigo`,
    params,
  );
  if (!modules.length) return [];
  const ids = modules.map((m) => m.mo_codigo);
  const marks = ids.map(() => '?').join(', ');
  const attributes = await run<AttributeRow>(
    em,
    `select at_codigo, at_nombre, at_tipo, at_modulo from tdes_atributo where at_modulo in (${marks}) order by at_nombre, at_codigo`,
    ids,
  );
  const functionals = await run<FunctionalRow>(
    em,
    `select f.fu_codigo, f.fu_descri, f.fu_atributo from tdes_funcional f join tdes_atributo a on a.at_codigo = f.fu_atributo where a.at_modulo in (${marks}) order by f.fu_codigo`,
    ids,
  );
  // The latest row of each module and each of its attributes is its current state.
  const cycles = await run<CycleRow>(
    em,
    `select * from (${CYCLE_SQL} where c.ci_modulo in (${marks}) or c.ci_atributo in (select at_codigo from tdes_atributo where at_modulo in (${marks}))) x
      where x.ci_codigo in (select max(ci_codigo) from tdes_ciclo group by ci_modulo, ci_atributo)`,
    [...ids, ...ids],
  );
  const moduleCycle = new Map(cycles.filter((c) => c.ci_modulo !== null).map((c) => [c.ci_modulo!, toCycle(c)]));
  const attributeCycle = new Map(cycles.filter((c) => c.ci_atributo !== null).map((c) => [c.ci_atributo!, toCycle(c)]));
  return modules.map((m) => ({
    id: m.mo_codigo,
    name: m.mo_nombre,
    type: moduleTypeOf(m.mo_tipo),
    typeLabel: MODULE_TYPES[m.mo_tipo]!,
    description: m.mo_descri,
    areaId: m.mo_area,
    cycle: moduleCycle.get(m.mo_codigo) ?? null,
    attributes: attributes
      .filter((a) => a.at_modulo === m.mo_codigo)
      .map((a) => ({
        id: a.at_codigo,
        name: a.at_nombre,
        type: attributeTypeOf(a.at_tipo),
        typeLabel: ATTRIBUTE_TYPES[a.at_tipo]!,
        moduleId: a.at_modulo,
        cycle: attributeCycle.get(a.at_codigo) ?? null,
        functionals: functionals
          .filter((f) => f.fu_atributo === a.at_codigo)
          .map((f) => ({ id: f.fu_codigo, description: f.fu_descri, attributeId: f.fu_atributo })),
      })),
  }));
}

/** An area's modules with their attributes and functionals (getArea); NOT_FOUND for an unknown area. */
export async function developmentArea(ctx: AppContext, areaId: number | null | undefined): Promise<DevAreaStructure> {
  const structure = await findDevelopmentArea(ctx, areaId);
  if (!structure) throw AppError.notFound(DEV_MSG.areaNotFound(areaId!));
  return structure;
}

/** An area's structure, or null when the area does not exist. */
export async function findDevelopmentArea(ctx: AppContext, areaId: number | null | undefined): Promise<DevAreaStructure | null> {
  await devPermisos(ctx);
  const area = await areaOrNull(ctx.em, areaId);
  return area && { area, modules: await moduleTree(ctx.em, 'm.mo_area = ?', [area.id]) };
}

/** One module with its attributes and functionals (getEsquemaModulo); NOT_FOUND for an unknown module. */
export async function developmentModule(ctx: AppContext, moduleId: number | null | undefined): Promise<DevModule> {
  const module = await findDevelopmentModule(ctx, moduleId);
  if (!module) throw AppError.notFound(DEV_MSG.moduleNotFound(moduleId!));
  return module;
}

/** One module, or null when it does not exist. */
export async function findDevelopmentModule(ctx: AppContext, moduleId: number | null | undefined): Promise<DevModule | null> {
  await devPermisos(ctx);
  const id = requireId(moduleId, 'moduleId', DEV_MSG.moduleRequired);
  const [module] = await moduleTree(ctx.em, 'm.mo_codigo = ?', [id]);
  return module ?? null;
}

/** A version and every module of the catalogue, marked when the version has it (getVersion); NOT_FOUND for an unknown version. */
export async function developmentVersion(ctx: AppContext, versionId: number | null | undefined): Promise<DevVersionDetail> {
  const detail = await findDevelopmentVersion(ctx, versionId);
  if (!detail) throw AppError.notFound(DEV_MSG.versionNotFound(versionId!));
  return detail;
}

/** A version with the catalogue's modules, or null when it does not exist. */
export async function findDevelopmentVersion(ctx: AppContext, versionId: number | null | undefined): Promise<DevVersionDetail | null> {
  await devPermisos(ctx);
  const version = await versionOrNull(ctx.em, versionId);
  if (!version) return null;
  const rows = await run<{ mo_codigo: number; mo_nombre: string; ar_nombre: string; mo_tipo: number }>(
    ctx.em,
    'select m.mo_codigo, m.mo_nombre, a.ar_nombre, m.mo_tipo from tdes_modulo m join tdes_area a on a.ar_codigo = m.mo_area order by a.ar_orden, a.ar_nombre, m.mo_nombre',
  );
  return {
    version,
    modules: rows.map((r) => ({
      id: r.mo_codigo,
      name: r.mo_nombre,
      areaName: r.ar_nombre,
      type: moduleTypeOf(r.mo_tipo),
      assigned: version.moduleIds.includes(r.mo_codigo),
    })),
  };
}

/** The cycle history of a module or an attribute; newest first unless another order is asked. */
export async function cycleHistory(
  ctx: AppContext,
  moduleId: number | null | undefined,
  attributeId: number | null | undefined,
  order: DevCycleOrder | null = null,
): Promise<DevCycle[]> {
  await devPermisos(ctx);
  if (!moduleId && !attributeId) throw AppError.input('moduleId', DEV_MSG.cycleTarget);
  const orderBy = orderSql(
    order ?? { field: DevCycleOrderField.RECORDED, direction: SortDirection.DESC },
    DEV_CYCLE_ORDER,
    DevCycleOrderField.RECORDED,
    'c.ci_codigo',
  );
  const rows = moduleId
    ? await run<CycleRow>(ctx.em, `${CYCLE_SQL} where c.ci_modulo = ? order by ${orderBy}`, [moduleId])
    : await run<CycleRow>(ctx.em, `${CYCLE_SQL} where c.ci_atributo = ? order by ${orderBy}`, [attributeId]);
  return rows.map(toCycle);
}

/** Active staff users (usr_activo T, not profiles), by name: the cycle's user selector. */
export async function activeUsers(ctx: AppContext, order: DevUserOrder | null = null): Promise<DevUser[]> {
  await devPermisos(ctx);
  const orderBy = orderSql(order, DEV_USER_ORDER, DevUserOrderField.NAME, 'usr_codigo');
  const rows = await run<{ usr_codigo: number; usr_id: string; usr_nombre: string }>(
    ctx.em,
    `select usr_codigo, usr_id, usr_nombre from tusuarios where usr_activo = 'T' and usr_esperfil = 'F' order by ${orderBy}`,
  );
  return rows.map((r) => ({ id: r.usr_codigo, login: r.usr_id, name: r.usr_nombre }));
}
