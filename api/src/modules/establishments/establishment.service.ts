import { QueryOrder, type EntityManager, type QueryOrderMap } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { EmissionPoint, EmissionPointType } from '../../db/tenant/emission-point.entity.js';
import { Establishment } from '../../db/tenant/establishment.entity.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { recordAudit } from '../system/audit.service.js';
import { auditKey, companyTenant, einvoicingActive, RESOURCE } from './company-tenant.js';
import { CLOSING_TYPES, ENVIRONMENTS, ESTABLISHMENT_TYPES, TAXPAYER_TYPES } from './establishment-catalog.js';
import { checkEstablishment } from './establishment-rules.js';
import { SortDirection } from '../../graphql/ordering.js';
import {
  EstablishmentOrderField,
  type EstablishmentInput,
  type EstablishmentList,
  type EstablishmentOptions,
  type EstablishmentOrder,
  type EstablishmentResult,
  type Province,
} from './establishment.types.js';
import { ESTAB_MSG } from './messages.js';
import { run } from '../../db/sql.js';

const ORDER_PROPERTY: Record<Exclude<EstablishmentOrderField, EstablishmentOrderField.HEAD_OFFICE>, keyof Establishment> = {
  [EstablishmentOrderField.NUMBER]: 'number',
  [EstablishmentOrderField.DESCRIPTION]: 'description',
  [EstablishmentOrderField.LEGAL_NAME]: 'legalName',
  [EstablishmentOrderField.CITY]: 'city',
  [EstablishmentOrderField.ID]: 'id',
};

/** The list's order: by default the head office first, then by number; the code breaks ties. */
export function establishmentOrder(order?: EstablishmentOrder | null): QueryOrderMap<Establishment>[] {
  const desc = order?.direction === SortDirection.DESC;
  const field = order?.field ?? EstablishmentOrderField.HEAD_OFFICE;
  const dir = desc ? QueryOrder.DESC_NULLS_LAST : QueryOrder.ASC_NULLS_LAST;
  const id = { id: desc ? QueryOrder.DESC : QueryOrder.ASC };
  if (field === EstablishmentOrderField.HEAD_OFFICE) return [{ headOffice: desc ? QueryOrder.ASC : QueryOrder.DESC }, { number: dir }, id];
  if (field === EstablishmentOrderField.ID) return [id];
  return [{ [ORDER_PROPERTY[field]]: dir } as QueryOrderMap<Establishment>, id];
}

/** The coded fields' values and labels (taxpayer, establishment and closing types, environments). */
export function establishmentOptions(): EstablishmentOptions {
  const copy = (list: readonly { code: number; label: string }[]) => list.map((c) => ({ ...c }));
  return {
    taxpayerTypes: copy(TAXPAYER_TYPES),
    establishmentTypes: copy(ESTABLISHMENT_TYPES),
    closingTypes: copy(CLOSING_TYPES),
    environments: copy(ENVIRONMENTS),
  };
}

/** Provinces of the central reference data (tprovincia) with their cities (tciudad), by name. */
export async function listProvinces(ctx: AppContext): Promise<Province[]> {
  const provinces = await run<{ prv_codigo: number; prv_nombre: string }>(ctx.em, 'select prv_codigo, prv_nombre from tprovincia order by prv_nombre');
  const cities = await run<{ ciu_codigo: number; prv_codigo: number; ciu_nombre: string }>(
    ctx.em,
    'select ciu_codigo, prv_codigo, ciu_nombre from tciudad order by ciu_nombre',
  );
  return provinces.map((p) => ({
    id: p.prv_codigo,
    name: p.prv_nombre,
    cities: cities.filter((c) => c.prv_codigo === p.prv_codigo).map((c) => ({ id: c.ciu_codigo, name: c.ciu_nombre })),
  }));
}

/** Finds an establishment of the schema or refuses with NOT_FOUND. */
export async function findEstablishment(em: EntityManager, schema: string, id: number | null | undefined): Promise<Establishment> {
  if (id === null || id === undefined || Number.isNaN(id)) throw AppError.input('establishmentId', ESTAB_MSG.establishmentRequired);
  const establishment = Number.isInteger(id) && id > 0 ? await em.findOne(Establishment, { id }, { schema }) : null;
  if (!establishment) throw AppError.notFound(ESTAB_MSG.establishmentNotFound(id));
  return establishment;
}

/** Establishments of a company (head office first), its e-invoicing state and its electronic points. */
export async function listEstablishments(ctx: AppContext, companyId: number, order?: EstablishmentOrder | null): Promise<EstablishmentList> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
  const { company, schema } = await companyTenant(ctx, companyId);
  const items = await ctx.em.find(Establishment, {}, { schema, orderBy: establishmentOrder(order) });
  const electronicPoints = await ctx.em.find(
    EmissionPoint,
    { type: EmissionPointType.electronic },
    { schema, orderBy: { establishmentNumber: 'asc', number: 'asc' } },
  );
  return {
    items,
    totalCount: items.length,
    total: items.length,
    headOffice: items.find((e) => e.headOffice === 1) ?? null,
    einvoicing: einvoicingActive(company),
    electronicPoints,
  };
}

/** One establishment of a company; NOT_FOUND when it does not exist (the REST get_est). */
export async function getEstablishment(ctx: AppContext, companyId: number, id: number | null): Promise<Establishment> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
  const { schema } = await companyTenant(ctx, companyId);
  return findEstablishment(ctx.em, schema, id);
}

/** One establishment of a company, or null when the company has none with that code (GraphQL lookup). */
export async function lookupEstablishment(ctx: AppContext, companyId: number, id: number): Promise<Establishment | null> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
  const { schema } = await companyTenant(ctx, companyId);
  return Number.isInteger(id) && id > 0 ? ctx.em.findOne(Establishment, { id }, { schema }) : null;
}

/**
 * Creates (no id) or updates an establishment after the rules of spec 000 §5; a company's
 * first establishment becomes its head office. The head office flag is not changed here: that
 * is setHeadOffice's job.
 */
export async function saveEstablishment(ctx: AppContext, companyId: number, input: EstablishmentInput): Promise<EstablishmentResult> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'editar');
  const isNew = input.id === null || input.id === undefined;
  const values = checkEstablishment(input, isNew);
  const { schema } = await companyTenant(ctx, companyId);
  const province = await run<{ n: number }>(ctx.em, 'select count(*)::int as n from tprovincia where prv_codigo = ?', [values.province]);
  if (province[0]!.n === 0) throw AppError.input('province', `No existe la provincia ${values.province}`);
  const establishment = await ctx.em.transactional(async (tx) => {
    const duplicate = await tx.findOne(Establishment, { number: values.number!, ...(isNew ? {} : { id: { $ne: input.id! } }) }, { schema });
    if (duplicate) throw AppError.conflict(ESTAB_MSG.duplicateNumber(values.number!), 'number');
    let target: Establishment;
    if (isNew) {
      const headOffice = (await tx.count(Establishment, {}, { schema })) === 0 ? 1 : 0;
      target = tx.create(
        Establishment,
        { ...(values as Required<typeof values> & { ruc: string; legalName: string; address: string }), headOffice },
        { schema },
      );
      await tx.flush();
    } else {
      target = await findEstablishment(tx, schema, input.id);
      tx.assign(target, values);
      await tx.flush();
    }
    recordAudit(tx, ctx.user, isNew ? 'crear' : 'editar', 'talmacen', auditKey(companyId, target.id), `${target.number} ${target.description}`);
    return target;
  });
  return { message: ESTAB_MSG.saved, establishment };
}

/**
 * Deletes an establishment. Refused for the head office, and for one with emission points,
 * active or cancelled: a point has numbered electronic documents that must keep their
 * establishment, so cancelling (anular) is how a point stops being used.
 */
export async function deleteEstablishment(ctx: AppContext, companyId: number, id: number | null): Promise<string> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'eliminar');
  const { schema } = await companyTenant(ctx, companyId);
  return ctx.em.transactional(async (tx) => {
    const establishment = await findEstablishment(tx, schema, id);
    if (establishment.headOffice === 1) throw AppError.conflict(ESTAB_MSG.deleteHeadOffice);
    const points = await tx.count(EmissionPoint, { establishmentId: establishment.id }, { schema });
    if (points > 0) throw AppError.conflict(ESTAB_MSG.deleteWithPoints(points));
    tx.remove(establishment);
    recordAudit(tx, ctx.user, 'eliminar', 'talmacen', auditKey(companyId, establishment.id), `${establishment.number} ${establishment.description}`);
    return ESTAB_MSG.deleted;
  });
}

/** Within the caller's transaction: this establishment becomes the head office (1), every other 0. */
export async function markHeadOffice(tx: EntityManager, schema: string, establishment: Establishment): Promise<void> {
  // Others first: a unique index allows one alm_matriz = 1 per schema.
  await tx.nativeUpdate(Establishment, { id: { $ne: establishment.id }, headOffice: 1 }, { headOffice: 0 }, { schema });
  establishment.headOffice = 1;
  await tx.flush();
}

/** Sets the head office (Matriz): that establishment 1, all others 0, in one transaction. */
export async function setHeadOffice(ctx: AppContext, companyId: number, id: number | null): Promise<EstablishmentResult> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'editar');
  const { schema } = await companyTenant(ctx, companyId);
  const establishment = await ctx.em.transactional(async (tx) => {
    const target = await findEstablishment(tx, schema, id);
    await markHeadOffice(tx, schema, target);
    recordAudit(tx, ctx.user, 'matriz', 'talmacen', auditKey(companyId, target.id), `${target.number} ${target.description}`);
    return target;
  });
  return { message: ESTAB_MSG.headOfficeSet(establishment.number), establishment };
}
