import type { EntityManager } from '@mikro-orm/core';
import type { AppContext } from '../../graphql/context.js';
import { EmissionPoint, EmissionPointState, EmissionPointType } from '../../db/tenant/emission-point.entity.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission } from '../../shared/permissions.js';
import { recordAudit } from '../system/audit.service.js';
import { auditKey, companyTenant, einvoicingActive, RESOURCE } from './company-tenant.js';
import { ELECTRONIC_POINT_DEFAULTS } from './establishment-catalog.js';
import { findEstablishment } from './establishment.service.js';
import type { ElectronicPointInput, EmissionPointResult } from './establishment.types.js';
import { ESTAB_MSG } from './messages.js';

const electronicPointsOf = (em: EntityManager, schema: string, establishmentId: number) =>
  em.find(EmissionPoint, { establishmentId, type: EmissionPointType.electronic }, { schema, orderBy: { number: 'asc' } });

/** Electronic emission points of one establishment. */
export async function listElectronicPoints(ctx: AppContext, companyId: number, establishmentId: number): Promise<EmissionPoint[]> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
  const { schema } = await companyTenant(ctx, companyId);
  await findEstablishment(ctx.em, schema, establishmentId);
  return electronicPointsOf(ctx.em, schema, establishmentId);
}

/**
 * Creates an electronic point (tdv_tipo 4) in an establishment: number 002 and name PtoElec002
 * by default (the name follows the number when only the number is given), tdv_nroestab from
 * the establishment; a number already used in that establishment is refused.
 */
export async function createElectronicPoint(ctx: AppContext, companyId: number, input: ElectronicPointInput): Promise<EmissionPointResult> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'editar');
  const number = (input.number ?? '').trim() || ELECTRONIC_POINT_DEFAULTS.number;
  if (!/^\d{3}$/.test(number)) throw AppError.input('number', ESTAB_MSG.pointNumberFormat);
  const name = (input.name ?? '').trim() || (number === ELECTRONIC_POINT_DEFAULTS.number ? ELECTRONIC_POINT_DEFAULTS.name : `PtoElec${number}`);
  if (name.length > 60) throw AppError.input('name', 'El campo Nombre admite hasta 60 caracteres');
  const description = (input.description ?? '').trim() || null;
  if (description && description.length > 150) throw AppError.input('description', 'El campo Descripción admite hasta 150 caracteres');
  const { company, schema } = await companyTenant(ctx, companyId);
  return ctx.em.transactional(async (tx) => {
    const establishment = await findEstablishment(tx, schema, input.establishmentId);
    const duplicate = await tx.findOne(EmissionPoint, { establishmentId: establishment.id, number }, { schema });
    if (duplicate) throw AppError.conflict(ESTAB_MSG.pointDuplicate(number, establishment.number), 'number');
    const address = ((input.address ?? '').trim() || establishment.address).slice(0, 300);
    const point = tx.create(
      EmissionPoint,
      {
        number,
        name,
        description,
        type: ELECTRONIC_POINT_DEFAULTS.type,
        establishmentNumber: establishment.number,
        establishmentId: establishment.id,
        address,
      },
      { schema },
    );
    await tx.flush();
    recordAudit(tx, ctx.user, 'crear', 'tpuntoventa', auditKey(companyId, point.id), `${establishment.number}-${number} ${name}`);
    return {
      message: ESTAB_MSG.pointCreated(number),
      point,
      einvoicing: einvoicingActive(company),
      points: await electronicPointsOf(tx, schema, establishment.id),
    };
  });
}

/** Cancels (anular: tdv_estado 'de baja') or reactivates (back to 0) an emission point. */
export async function changePointState(ctx: AppContext, companyId: number, pointId: number | null, active: boolean): Promise<EmissionPointResult> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'editar');
  const { company, schema } = await companyTenant(ctx, companyId);
  return ctx.em.transactional(async (tx) => {
    if (pointId === null || Number.isNaN(pointId)) throw AppError.input('pointId', ESTAB_MSG.pointRequired);
    const point = Number.isInteger(pointId) && pointId > 0 ? await tx.findOne(EmissionPoint, { id: pointId }, { schema }) : null;
    if (!point) throw AppError.notFound(ESTAB_MSG.pointNotFound(pointId!));
    const isActive = point.state === EmissionPointState.active;
    if (active && isActive) throw AppError.conflict(ESTAB_MSG.pointAlreadyActive);
    if (!active && !isActive) throw AppError.conflict(ESTAB_MSG.pointAlreadyCancelled);
    point.state = active ? EmissionPointState.active : EmissionPointState.cancelled;
    await tx.flush();
    recordAudit(
      tx,
      ctx.user,
      active ? 'reactivar' : 'anular',
      'tpuntoventa',
      auditKey(companyId, point.id),
      `${point.establishmentNumber}-${point.number} ${point.name}`,
    );
    return {
      message: active ? ESTAB_MSG.pointReactivated(point.number) : ESTAB_MSG.pointCancelled(point.number),
      point,
      einvoicing: einvoicingActive(company),
      points: await electronicPointsOf(tx, schema, point.establishmentId),
    };
  });
}
