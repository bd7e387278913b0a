import type { EntityManager } from '@mikro-orm/core';
import { fold } from '../clients/client-sql.js';
import type { Doctor, DoctorPlan } from './doctor.types.js';
import { expiresInText, PLAN_STATES, PLAN_TYPE_LABELS, VALIDITY } from './messages.js';
import { run } from '../../db/sql.js';
import { businessDay } from '../../domain/dates.js';
export { run } from '../../db/sql.js';

/** A plan ending within this many days (today included) is 'por caducar' (pla_estado 2). */
export const ABOUT_TO_EXPIRE_DAYS = 7;

/** Today 'YYYY-MM-DD' (UTC, as the packages area): what the days to expiry count from. */

export interface DoctorSqlRow {
  ref_codigo: number;
  ref_id: string;
  ref_apenom: string;
  medico: string | null;
  ref_movil: string | null;
  ref_email: string | null;
  ciudad: string | null;
  med_valido: number;
  fecha_registro: string;
  pla_codigo: number | null;
  pla_nombre: string | null;
  pla_tipo: number | null;
  pla_fecini: string | null;
  pla_fecfin: string | null;
  diascaduca: number | null;
  pla_estado: number | null;
  total?: string | number;
}

/**
 * Every doctor with the plan that started last (left join: a doctor without a plan still shows)
 * and the plan state computed against `hoy` (the first parameter): 3 caducado once the end day
 * has passed, 2 por caducar within ABOUT_TO_EXPIRE_DAYS, 1 vigente otherwise.
 */
export const DOCTOR_ROWS_SQL = `select m.ref_codigo, m.ref_id, m.ref_apenom, m.medico, m.ref_movil, m.ref_email, m.ciudad, m.med_valido,
      to_char(m.fecha_registro, 'YYYY-MM-DD') as fecha_registro,
      p.pla_codigo, p.pla_nombre, p.pla_tipo, to_char(p.pla_fecini, 'YYYY-MM-DD') as pla_fecini, to_char(p.pla_fecfin, 'YYYY-MM-DD') as pla_fecfin,
      (p.pla_fecfin - h.hoy)::int as diascaduca,
      case when p.pla_codigo is null then null
           when p.pla_fecfin < h.hoy then 3
           when p.pla_fecfin - h.hoy <= ${ABOUT_TO_EXPIRE_DAYS} then 2
           else 1 end as pla_estado
    from tmedico m
    cross join (select ?::date as hoy) h
    left join lateral (select * from tmedico_plan where ref_codigo = m.ref_codigo order by pla_fecini desc limit 1) p on true`;

/** Spanish order key of the names: accents folded, ñ after n. */
export const NAME_KEY = `replace(${fold('d.ref_apenom')}, 'ñ', 'n~') collate "C"`;
export const NAME_ORDER = `${NAME_KEY}, d.ref_codigo`;

/** The doctors with these ref_codigo, in the list's order. */
export async function doctorsById(em: EntityManager, ids: readonly number[]): Promise<Doctor[]> {
  if (!ids.length) return [];
  const rows = await run<DoctorSqlRow>(
    em,
    `select * from (${DOCTOR_ROWS_SQL}) d where d.ref_codigo in (${ids.map(() => '?').join(', ')}) order by ${NAME_ORDER}`,
    [businessDay(), ...ids],
  );
  return rows.map(toDoctor);
}

/** A database row as the GraphQL Doctor. */
export function toDoctor(r: DoctorSqlRow): Doctor {
  const days = r.diascaduca === null ? null : Number(r.diascaduca);
  const state = r.pla_estado === null ? null : Number(r.pla_estado);
  const validity = VALIDITY[r.med_valido]!;
  return {
    id: r.ref_codigo,
    idNumber: r.ref_id,
    fullName: r.ref_apenom,
    specialty: r.medico,
    mobile: r.ref_movil,
    email: r.ref_email,
    city: r.ciudad,
    planId: r.pla_codigo,
    planName: r.pla_nombre,
    planType: r.pla_tipo,
    planTypeLabel: r.pla_tipo === null ? null : PLAN_TYPE_LABELS[r.pla_tipo]!,
    planState: state,
    planStateLabel: state === null ? null : PLAN_STATES[state]!.label,
    planStateColor: state === null ? null : PLAN_STATES[state]!.color,
    planStart: r.pla_fecini,
    planEnd: r.pla_fecfin,
    expiresIn: expiresInText(days),
    daysToExpiry: days,
    validity: r.med_valido,
    validityLabel: validity.label,
    validityColor: validity.color,
    registeredOn: r.fecha_registro,
  };
}

/** Every plan of a doctor, the latest first. */
export async function plansOf(em: EntityManager, doctorId: number): Promise<DoctorPlan[]> {
  const rows = await run<{ pla_codigo: number; pla_nombre: string; pla_tipo: number; pla_fecini: string; pla_fecfin: string }>(
    em,
    `select pla_codigo, pla_nombre, pla_tipo, to_char(pla_fecini, 'YYYY-MM-DD') as pla_fecini, to_char(pla_fecfin, 'YYYY-MM-DD') as pla_fecfin
       from tmedico_plan where ref_codigo = ? order by pla_fecini desc`,
    [doctorId],
  );
  return rows.map((p) => ({
    id: p.pla_codigo,
    name: p.pla_nombre,
    type: p.pla_tipo,
    typeLabel: PLAN_TYPE_LABELS[p.pla_tipo]!,
    start: p.pla_fecini,
    end: p.pla_fecfin,
  }));
}
