import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { requirePermission, type Permisos } from '../../shared/permissions.js';
import { orderSql, SortDirection } from '../../graphql/ordering.js';
import { doctorFilterSql, type DoctorFilterValues } from './doctor-filter.js';
import { DoctorOrderField } from './doctor-enums.js';
import { DOCTOR_ROWS_SQL, doctorsById, NAME_KEY, plansOf, toDoctor } from './doctor-sql.js';
import { pagedRows } from '../../graphql/paging.js';
import type { DoctorDetails, DoctorOrder, DoctorPage } from './doctor.types.js';
import { DOCTOR_MSG } from './messages.js';
import { businessDay } from '../../domain/dates.js';

/** The menu resource of /medicosadm (tmenu.mb_recurso). */
export const RESOURCE = 'medicos';
export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 500;

/**
 * How the route's modo maps onto permissions: the screen's validity toggle (modo > 0) needs
 * `editar` ≥ 3 (administration) on 'medicos'; extending a test period needs `editar` ≥ 2
 * (operation); reading needs `ver`. The server decides from these, never from a modo argument.
 */
export const VALIDITY_LEVEL = 3;
export const EXTEND_LEVEL = 2;

export const canChangeValidity = (p: Permisos) => p.editar >= VALIDITY_LEVEL;
export const canExtendTrial = (p: Permisos) => p.editar >= EXTEND_LEVEL;

/** The doctor id of a request, refused naming the field unless a positive integer. */
export function doctorIdOf(id: number | null | undefined): number {
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) throw AppError.input('doctorId', DOCTOR_MSG.doctorId);
  return id;
}

/** Columns of the list's order, over the row `d` of DOCTOR_ROWS_SQL (trusted SQL, never user text). */
const ORDER_COLUMNS: Record<DoctorOrderField, string> = {
  [DoctorOrderField.NAME]: NAME_KEY,
  [DoctorOrderField.ID_NUMBER]: 'd.ref_id',
  [DoctorOrderField.PLAN_END]: 'd.pla_fecfin',
  [DoctorOrderField.REGISTERED_ON]: 'd.fecha_registro',
  [DoctorOrderField.VALIDITY]: 'd.med_valido',
  [DoctorOrderField.ID]: 'd.ref_codigo',
};

/**
 * One page of doctors (by name, Spanish order) with their current plan, filtered by the search
 * form, with the screen's permisos and what the user may change. FORBIDDEN without `ver`.
 */
export async function listDoctors(
  ctx: AppContext,
  filter: DoctorFilterValues | null | undefined,
  page = 1,
  pageSize = PAGE_SIZE_DEFAULT,
  order?: { field: DoctorOrderField; direction?: SortDirection | null } | DoctorOrder | null,
): Promise<DoctorPage> {
  const p = await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
  const { where, params } = doctorFilterSql(filter);
  const size = Math.min(Math.max(Math.trunc(pageSize) || PAGE_SIZE_DEFAULT, 1), PAGE_SIZE_MAX);
  const current = Math.max(Math.trunc(page) || 1, 1);
  const result = await pagedRows(
    ctx.em,
    { page: current, pageSize: size },
    {
      rowsSql: `select d.*, count(*) over () as total from (${DOCTOR_ROWS_SQL}) d ${where} order by ${orderSql(order, ORDER_COLUMNS, DoctorOrderField.NAME, 'd.ref_codigo')}`,
      countSql: `select count(*)::int as n from (${DOCTOR_ROWS_SQL}) d ${where}`,
      params: [businessDay(), ...params],
      windowTotal: true,
    },
    toDoctor,
  );
  return {
    ...result,
    total: result.totalCount,
    permisos: { resource: RESOURCE, view: p.ver, create: p.crear, edit: p.editar, delete: p.eliminar },
    canChangeValidity: canChangeValidity(p),
    canExtendTrial: canExtendTrial(p),
  };
}

/** One doctor with every plan, or null for an unknown ref_codigo (the GraphQL lookup). */
export async function findDoctorDetails(ctx: AppContext, id: number | null | undefined): Promise<DoctorDetails | null> {
  await requirePermission(ctx.em, ctx.user!, RESOURCE, 'ver');
  const doctorId = doctorIdOf(id);
  const [doctor] = await doctorsById(ctx.em, [doctorId]);
  return doctor ? { doctor, plans: await plansOf(ctx.em, doctorId) } : null;
}

/** One doctor with every plan (REST get); NOT_FOUND for an unknown ref_codigo. */
export async function doctorDetails(ctx: AppContext, id: number | null | undefined): Promise<DoctorDetails> {
  const details = await findDoctorDetails(ctx, id);
  if (!details) throw AppError.notFound(DOCTOR_MSG.doctorNotFound(id!));
  return details;
}
