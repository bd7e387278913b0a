import type { EntityManager } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { recordAudit } from '../system/audit.service.js';
import { cycleById, devPermisos, findArea, findVersion, requireId, run } from './development.service.js';
import type { DevAttributeData, DevCycle, DevCycleData, DevFunctionalInput, DevModuleData, DevSaveResult, DevVersionInput } from './development.types.js';
import { ATTRIBUTE_TYPES, CYCLE_STATES, DEV_MSG, MODULE_TYPES } from './messages.js';

const isNew = (id: number | null | undefined) => id === null || id === undefined || id === 0;

function text(value: string | null | undefined, field: string, required: string | null, label: string, max: number): string | null {
  const trimmed = (value ?? '').trim();
  if (!trimmed && required) throw AppError.input(field, required);
  if (trimmed.length > max) throw AppError.input(field, DEV_MSG.tooLong(label, max));
  return trimmed || null;
}

async function one<T>(em: EntityManager, sql: string, id: number, notFound: string): Promise<T> {
  const [row] = await run<T>(em, sql, [id]);
  if (!row) throw AppError.notFound(notFound);
  return row;
}

/** Insert or update of one row by its key, in the caller's transaction; answers the key. */
async function upsert(tx: EntityManager, table: string, key: string, id: number | null | undefined, values: Record<string, unknown>): Promise<number> {
  const columns = Object.keys(values);
  if (isNew(id)) {
    const [row] = await run<Record<string, number>>(
      tx,
      `insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')}) returning ${key}`,
      Object.values(values),
    );
    return row![key]!;
  }
  await run(tx, `update ${table} set ${columns.map((c) => `${c} = ?`).join(', ')} where ${key} = ?`, [...Object.values(values), id]);
  return id!;
}

/** Creates or edits a module of an area (saveModulo). */
export async function saveModule(ctx: AppContext, input: DevModuleData): Promise<DevSaveResult> {
  await devPermisos(ctx, isNew(input.id) ? 'crear' : 'editar');
  const name = text(input.name, 'name', DEV_MSG.moduleName, 'El nombre del módulo', 100)!;
  if (!input.type || !MODULE_TYPES[input.type]) throw AppError.input('type', DEV_MSG.moduleType);
  const description = text(input.description, 'description', null, 'La descripción del módulo', 500);
  return ctx.em.transactional(async (tx) => {
    const area = await findArea(tx, input.areaId);
    if (!isNew(input.id)) await one(tx, 'select mo_codigo from tdes_modulo where mo_codigo = ?', input.id!, DEV_MSG.moduleNotFound(input.id!));
    const id = await upsert(tx, 'tdes_modulo', 'mo_codigo', input.id, { mo_nombre: name, mo_tipo: input.type, mo_descri: description, mo_area: area.id });
    recordAudit(tx, ctx.user, isNew(input.id) ? 'crear' : 'editar', 'tdes_modulo', id, `${name} (${area.name})`);
    return { message: DEV_MSG.moduleSaved(name), id };
  });
}

/** Creates or edits an attribute of a module (saveAtributo). */
export async function saveAttribute(ctx: AppContext, input: DevAttributeData): Promise<DevSaveResult> {
  await devPermisos(ctx, isNew(input.id) ? 'crear' : 'editar');
  const moduleId = requireId(input.moduleId, 'moduleId', DEV_MSG.moduleRequired);
  const name = text(input.name, 'name', DEV_MSG.attributeName, 'El nombre del atributo', 150)!;
  if (input.type === null || input.type === undefined || !ATTRIBUTE_TYPES[input.type]) throw AppError.input('type', DEV_MSG.attributeType);
  return ctx.em.transactional(async (tx) => {
    await one(tx, 'select mo_codigo from tdes_modulo where mo_codigo = ?', moduleId, DEV_MSG.moduleNotFound(moduleId));
    if (!isNew(input.id)) await one(tx, 'select at_codigo from tdes_atributo where at_codigo = ?', input.id!, DEV_MSG.attributeNotFound(input.id!));
    const id = await upsert(tx, 'tdes_atributo', 'at_codigo', input.id, { at_nombre: name, at_tipo: input.type, at_modulo: moduleId });
    recordAudit(tx, ctx.user, isNew(input.id) ? 'crear' : 'editar', 'tdes_atributo', id, name);
    return { message: DEV_MSG.attributeSaved(name), id };
  });
}

/** Creates or edits a functional item of an attribute (saveFuncional). */
export async function saveFunctional(ctx: AppContext, input: DevFunctionalInput): Promise<DevSaveResult> {
  await devPermisos(ctx, isNew(input.id) ? 'crear' : 'editar');
  const attributeId = requireId(input.attributeId, 'attributeId', DEV_MSG.attributeRequired);
  const description = text(input.description, 'description', DEV_MSG.functionalDescription, 'La descripción del funcional', 500)!;
  return ctx.em.transactional(async (tx) => {
    await one(tx, 'select at_codigo from tdes_atributo where at_codigo = ?', attributeId, DEV_MSG.attributeNotFound(attributeId));
    if (!isNew(input.id)) await one(tx, 'select fu_codigo from tdes_funcional where fu_codigo = ?', input.id!, DEV_MSG.functionalNotFound(input.id!));
    const id = await upsert(tx, 'tdes_funcional', 'fu_codigo', input.id, { fu_descri: description, fu_atributo: attributeId });
    recordAudit(tx, ctx.user, isNew(input.id) ? 'crear' : 'editar', 'tdes_funcional', id, description.slice(0, 200));
    return { message: DEV_MSG.functionalSaved, id };
  });
}

/** Creates or edits a version (saveVersion); names are unique. */
export async function saveVersion(ctx: AppContext, input: DevVersionInput): Promise<DevSaveResult> {
  await devPermisos(ctx, isNew(input.id) ? 'crear' : 'editar');
  const name = text(input.name, 'name', DEV_MSG.versionName, 'El nombre de la versión', 60)!;
  const description = text(input.description, 'description', null, 'La descripción de la versión', 500);
  return ctx.em.transactional(async (tx) => {
    if (!isNew(input.id)) await findVersion(tx, input.id);
    const [same] = await run<{ ve_codigo: number }>(tx, 'select ve_codigo from tdes_version where lower(ve_nombre) = lower(?) and ve_codigo <> ?', [
      name,
      input.id ?? 0,
    ]);
    if (same) throw AppError.conflict(DEV_MSG.versionDuplicate(name), 'name');
    const id = await upsert(tx, 'tdes_version', 've_codigo', input.id, { ve_nombre: name, ve_descri: description });
    recordAudit(tx, ctx.user, isNew(input.id) ? 'crear' : 'editar', 'tdes_version', id, name);
    return { message: DEV_MSG.versionSaved(name), id };
  });
}

/** Replaces the modules of a version with the given ones (saveVersionMod). */
export async function saveVersionModules(ctx: AppContext, versionId: number | null | undefined, moduleIds: readonly number[]): Promise<DevSaveResult> {
  await devPermisos(ctx, 'editar');
  const ids = [...new Set(moduleIds)];
  return ctx.em.transactional(async (tx) => {
    const version = await findVersion(tx, versionId);
    if (ids.length) {
      const bad = ids.find((id) => !Number.isInteger(id) || id <= 0);
      if (bad !== undefined) throw AppError.notFound(DEV_MSG.moduleNotFound(bad));
      const found = await run<{ mo_codigo: number }>(tx, `select mo_codigo from tdes_modulo where mo_codigo in (${ids.map(() => '?').join(', ')})`, ids);
      const missing = ids.find((id) => !found.some((f) => f.mo_codigo === id));
      if (missing !== undefined) throw AppError.notFound(DEV_MSG.moduleNotFound(missing));
    }
    await run(tx, 'delete from tdes_version_modulo where ve_codigo = ?', [version.id]);
    for (const id of ids) await run(tx, 'insert into tdes_version_modulo (ve_codigo, mo_codigo) values (?, ?)', [version.id, id]);
    recordAudit(tx, ctx.user, 'asignar_modulos', 'tdes_version', version.id, ids.join(','));
    return { message: DEV_MSG.versionModulesSaved(version.name, ids.length), id: version.id };
  });
}

/** Records a cycle state of a module or an attribute with note, date and an active user (saveCiclo). */
export async function saveCycle(ctx: AppContext, input: DevCycleData): Promise<DevCycle> {
  await devPermisos(ctx, 'editar');
  const moduleId = input.moduleId || null;
  const attributeId = input.attributeId || null;
  if (!moduleId && !attributeId) throw AppError.input('moduleId', DEV_MSG.cycleTarget);
  if (moduleId && attributeId) throw AppError.input('attributeId', DEV_MSG.cycleBoth);
  const state = (input.state ?? '').trim();
  if (!CYCLE_STATES[state]) throw AppError.input('state', DEV_MSG.cycleState(state));
  const date = (input.date ?? '').trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date)
    throw AppError.input('date', DEV_MSG.cycleDate);
  const note = text(input.note, 'note', null, 'La nota', 2000);
  const userId = requireId(input.userId, 'userId', DEV_MSG.cycleUser);
  return ctx.em.transactional(async (tx) => {
    if (moduleId) await one(tx, 'select mo_codigo from tdes_modulo where mo_codigo = ?', moduleId, DEV_MSG.moduleNotFound(moduleId));
    else await one(tx, 'select at_codigo from tdes_atributo where at_codigo = ?', attributeId!, DEV_MSG.attributeNotFound(attributeId!));
    const [user] = await run<{ usr_codigo: number }>(tx, "select usr_codigo from tusuarios where usr_codigo = ? and usr_activo = 'T' and usr_esperfil = 'F'", [
      userId,
    ]);
    if (!user) throw AppError.input('userId', DEV_MSG.cycleUser);
    const [row] = await run<{ ci_codigo: number }>(
      tx,
      'insert into tdes_ciclo (ci_usuario, ci_modulo, ci_atributo, ci_nota, ci_fecha, ci_estado) values (?, ?, ?, ?, ?, ?) returning ci_codigo',
      [userId, moduleId, attributeId, note, date, state],
    );
    recordAudit(tx, ctx.user, 'ciclo', moduleId ? 'tdes_modulo' : 'tdes_atributo', moduleId ?? attributeId, `${state} ${date}`);
    return cycleById(tx, row!.ci_codigo);
  });
}

type Deletable = {
  table: string;
  key: string;
  nameColumn: string;
  notFound: (id: number) => string;
  done: (name: string) => string;
  field: string;
  required: string;
};
const DELETABLE = {
  module: {
    table: 'tdes_modulo',
    key: 'mo_codigo',
    nameColumn: 'mo_nombre',
    notFound: DEV_MSG.moduleNotFound,
    done: DEV_MSG.moduleDeleted,
    field: 'moduleId',
    required: DEV_MSG.moduleRequired,
  },
  attribute: {
    table: 'tdes_atributo',
    key: 'at_codigo',
    nameColumn: 'at_nombre',
    notFound: DEV_MSG.attributeNotFound,
    done: DEV_MSG.attributeDeleted,
    field: 'attributeId',
    required: DEV_MSG.attributeRequired,
  },
  functional: {
    table: 'tdes_funcional',
    key: 'fu_codigo',
    nameColumn: 'fu_descri',
    notFound: DEV_MSG.functionalNotFound,
    done: () => DEV_MSG.functionalDeleted,
    field: 'functionalId',
    required: DEV_MSG.functionalNotFound(0),
  },
  version: {
    table: 'tdes_version',
    key: 've_codigo',
    nameColumn: 've_nombre',
    notFound: DEV_MSG.versionNotFound,
    done: DEV_MSG.versionDeleted,
    field: 'versionId',
    required: DEV_MSG.versionRequired,
  },
} satisfies Record<string, Deletable>;

/**
 * Deletes a module, attribute, functional or version (deleteModulo...). What hangs below goes
 * with it (a module's attributes, functionals, cycle states and version assignments); the
 * screen confirms first. Audited with what went.
 */
export async function deleteDevItem(ctx: AppContext, kind: keyof typeof DELETABLE, id: number | null | undefined): Promise<DevSaveResult> {
  await devPermisos(ctx, 'eliminar');
  const d: Deletable = DELETABLE[kind];
  const key = requireId(id, d.field, d.required);
  return ctx.em.transactional(async (tx) => {
    const row = await one<{ name: string }>(tx, `select ${d.nameColumn} as name from ${d.table} where ${d.key} = ?`, key, d.notFound(key));
    await run(tx, `delete from ${d.table} where ${d.key} = ?`, [key]);
    recordAudit(tx, ctx.user, 'eliminar', d.table, key, row.name.slice(0, 200));
    return { message: d.done(row.name), id: key };
  });
}
