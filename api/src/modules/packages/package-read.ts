import type { EntityManager } from '@mikro-orm/core';
import { NOT_NOTIFIED_LABEL, NOTIFIED_LABEL } from '../../domain/package-balance.js';
import { AppError } from '../../shared/app-error.js';
import { PACKAGE_MSG } from './messages.js';
import { PackageState } from './package-enums.js';
import { contractTypeLabel, run } from './package-sql.js';
import type { ConnectionPackage, UsageDay } from './package.types.js';

interface PackageRow {
  con_codigo: number;
  rucempresa: string;
  estado: number;
  fechacompra: string;
  fechafin: string | null;
  paquete: number;
  conexadquiridas: number;
  con_saldo_anterior: number;
  con_anterior: number | null;
  tipo_contrato: number;
  notificar_porcentaje: number;
  bloquear: string;
  observacion: string | null;
  trn_codigo: number | null;
  trn_compro: string | null;
  ruc_fac: string | null;
  name_fac: string | null;
  relacionado: string;
  usr_nombre: string;
  con_registro: string | Date;
  con_anulado: string | Date | null;
  con_anulado_por: string | null;
  con_motivo_anula: string | null;
  updated_at: string | Date;
  usadas: number;
  excedente: number;
  notificaciones: number;
}

const PACKAGE_SQL = `select c.con_codigo, c.rucempresa, c.estado, to_char(c.fechacompra, 'YYYY-MM-DD') as fechacompra, to_char(c.fechafin, 'YYYY-MM-DD') as fechafin,
    c.paquete, c.conexadquiridas, c.con_saldo_anterior, c.con_anterior, c.tipo_contrato, c.notificar_porcentaje, c.bloquear, c.observacion,
    c.trn_codigo, f.trn_compro, f.trn_ruc as ruc_fac, f.trn_nombre as name_fac, c.relacionado, c.usr_nombre, c.con_registro,
    c.con_anulado, c.con_anulado_por, c.con_motivo_anula, c.updated_at,
    coalesce((select sum(uso_cantidad) from tconexion_uso u where u.con_codigo = c.con_codigo and u.uso_excedente = 'F'), 0)::int as usadas,
    coalesce((select sum(uso_cantidad) from tconexion_uso u where u.con_codigo = c.con_codigo and u.uso_excedente = 'T'), 0)::int as excedente,
    (select count(*) from tconexion_notificacion n where n.con_codigo = c.con_codigo)::int as notificaciones
  from tconexiones c left join tfactura f on f.trn_codigo = c.trn_codigo`;

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

/** The package's state from its columns: cancelled ones have estado 0 and a cancel time. */
const packageState = (r: PackageRow): PackageState => (r.con_anulado ? PackageState.ANULADO : r.estado === 1 ? PackageState.ACTIVO : PackageState.INACTIVO);

function toPackage(r: PackageRow): ConnectionPackage {
  return {
    id: r.con_codigo,
    ruc: r.rucempresa,
    state: packageState(r),
    stateLabel: packageState(r),
    purchaseDate: r.fechacompra,
    endDate: r.fechafin,
    packageSize: r.paquete,
    acquired: r.conexadquiridas,
    carriedOver: r.con_saldo_anterior,
    previousId: r.con_anterior,
    used: r.usadas,
    saldo: Math.max(0, r.conexadquiridas - r.usadas),
    excess: r.excedente,
    contractType: r.tipo_contrato,
    contractTypeLabel: contractTypeLabel(r.tipo_contrato),
    notifyPercentage: r.notificar_porcentaje,
    block: r.bloquear === 'T',
    note: r.observacion,
    invoiceId: r.trn_codigo,
    invoiceNumber: r.trn_compro,
    billedRuc: r.ruc_fac,
    billedName: r.name_fac,
    related: r.relacionado === 'T',
    notificationState: r.notificaciones > 0 ? NOTIFIED_LABEL : NOT_NOTIFIED_LABEL,
    notified: r.notificaciones > 0,
    createdBy: r.usr_nombre,
    createdAt: iso(r.con_registro)!,
    updatedAt: iso(r.updated_at)!,
    cancelledAt: iso(r.con_anulado),
    cancelledBy: r.con_anulado_por,
    cancelReason: r.con_motivo_anula,
  };
}

/** One package with its derived used, saldo and excess; null when missing. */
export async function findPackage(em: EntityManager, id: number): Promise<ConnectionPackage | null> {
  const [row] = Number.isInteger(id) && id > 0 ? await run<PackageRow>(em, `${PACKAGE_SQL} where c.con_codigo = ?`, [id]) : [];
  return row ? toPackage(row) : null;
}

/** One package with its derived used, saldo and excess; NOT_FOUND when missing. */
export async function readPackage(em: EntityManager, id: number): Promise<ConnectionPackage> {
  const pkg = await findPackage(em, id);
  if (!pkg) throw AppError.notFound(PACKAGE_MSG.packageNotFound(id));
  return pkg;
}

/** The package in force of a RUC, or null. */
export async function activePackage(em: EntityManager, ruc: string): Promise<ConnectionPackage | null> {
  const [row] = await run<PackageRow>(em, `${PACKAGE_SQL} where c.rucempresa = ? and c.estado = 1`, [ruc]);
  return row ? toPackage(row) : null;
}

/** Every package of a RUC, newest first. */
export async function packagesOf(em: EntityManager, ruc: string): Promise<ConnectionPackage[]> {
  const rows = await run<PackageRow>(em, `${PACKAGE_SQL} where c.rucempresa = ? order by c.con_codigo desc`, [ruc]);
  return rows.map(toPackage);
}

/** Every package of several RUCs in one statement (Company.packages), newest first within each RUC, in the order of `rucs`. */
export async function packagesOfRucs(em: EntityManager, rucs: readonly string[]): Promise<ConnectionPackage[][]> {
  if (!rucs.length) return [];
  const rows = await run<PackageRow>(em, `${PACKAGE_SQL} where c.rucempresa in (${rucs.map(() => '?').join(', ')}) order by c.con_codigo desc`, [...rucs]);
  const byRuc = new Map<string, ConnectionPackage[]>(rucs.map((ruc) => [ruc, []]));
  for (const row of rows) byRuc.get(row.rucempresa)?.push(toPackage(row));
  return rucs.map((ruc) => byRuc.get(ruc)!);
}

/** Units per day recorded against a package, newest first (at most 366 days). */
export async function usageByDay(em: EntityManager, packageId: number): Promise<UsageDay[]> {
  const rows = await run<{ dia: string; units: number; excess: number }>(
    em,
    `select to_char(uso_fecha, 'YYYY-MM-DD') as dia, sum(uso_cantidad)::int as units, coalesce(sum(uso_cantidad) filter (where uso_excedente = 'T'), 0)::int as excess
       from tconexion_uso where con_codigo = ? group by uso_fecha order by uso_fecha desc limit 366`,
    [packageId],
  );
  return rows.map((r) => ({ date: r.dia, units: r.units, excess: r.excess }));
}
