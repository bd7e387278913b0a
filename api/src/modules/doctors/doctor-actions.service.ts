import type { AppContext } from '../../graphql/context.js';
import { AppError } from '../../shared/app-error.js';
import { permisosFor } from '../../shared/permissions.js';
import { recordAudit } from '../system/audit.service.js';
import { doctorsById, run } from './doctor-sql.js';
import { canChangeValidity, canExtendTrial, doctorIdOf, RESOURCE } from './doctor.service.js';
import type { DoctorPlanRef, DoctorTrialResult, DoctorValidityResult } from './doctor.types.js';
import { DOCTOR_MSG, VALIDITY } from './messages.js';
import { businessDay } from '../../domain/dates.js';

export const DEFAULT_EXTENSION_DAYS = 1;
export const MAX_EXTENSION_DAYS = 365;
export const AUDIT = { valid: 'validar_medico', invalid: 'invalidar_medico', extend: 'extender_prueba', doctor: 'tmedico', plan: 'tmedico_plan' } as const;

/** The spec's refusal without the right: info level, as the screen shows it (spec 001 §6). */
const refused = () => new AppError('FORBIDDEN', DOCTOR_MSG.noPermission, undefined, 'info');

/**
 * Sets a doctor valid (0) or invalid (2) with the user's right to change validity (the route's
 * modo > 0, see doctor.service.ts), audited in the same transaction. 1 (to validate) is only the
 * state of a new doctor; setting the state it already has is refused (someone changed it first).
 */
export async function setDoctorValidity(ctx: AppContext, id: number | null | undefined, validity: number | null | undefined): Promise<DoctorValidityResult> {
  const p = await permisosFor(ctx.em, ctx.user!, RESOURCE);
  if (!canChangeValidity(p)) throw refused();
  const doctorId = doctorIdOf(id);
  if (validity !== 0 && validity !== 2) throw AppError.input('validity', DOCTOR_MSG.validityValue);
  return ctx.em.transactional(async (tx) => {
    const [row] = await run<{ ref_apenom: string; med_valido: number }>(tx, 'select ref_apenom, med_valido from tmedico where ref_codigo = ? for update', [
      doctorId,
    ]);
    if (!row) throw AppError.notFound(DOCTOR_MSG.doctorNotFound(doctorId));
    const label = VALIDITY[validity]!.label;
    if (row.med_valido === validity) throw AppError.conflict(DOCTOR_MSG.sameValidity(row.ref_apenom, label), 'validity');
    await run(tx, 'update tmedico set med_valido = ? where ref_codigo = ?', [validity, doctorId]);
    recordAudit(tx, ctx.user, validity === 0 ? AUDIT.valid : AUDIT.invalid, AUDIT.doctor, doctorId, `${VALIDITY[row.med_valido]!.label} -> ${label}`);
    await tx.flush();
    const [doctor] = await doctorsById(tx, [doctorId]);
    return { message: DOCTOR_MSG.validityChanged(row.ref_apenom, label), doctor: doctor! };
  });
}

/** 'AAAA-MM-DD' or 'DD/MM/AAAA' of a day that exists, as 'AAAA-MM-DD'; null otherwise. */
function isoDay(value: string): string | null {
  const text = value.trim();
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const iso = dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : text;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === iso ? iso : null;
}

interface LockedPlan {
  pla_codigo: number;
  ref_codigo: number;
  ref_id: string;
  ref_apenom: string;
  pla_tipo: number;
  pla_fecini: string;
  pla_fecfin: string;
  actual: boolean;
}

/**
 * Extends the test plans of one or many doctors by `days` (1 when absent; an integer above 0, at
 * most MAX_EXTENSION_DAYS), all or none. Each plan is named by its doctor and start day, as the
 * list showed it: a plan that is no longer the doctor's current one or that is paid refuses the
 * whole call. The new end counts from the later of the old end and today, so an expired trial
 * gets the days from now. Each plan's change is audited in the same transaction.
 */
export async function extendTrial(
  ctx: AppContext,
  daysInput: number | null | undefined,
  refs: readonly DoctorPlanRef[] | null | undefined,
): Promise<DoctorTrialResult> {
  const p = await permisosFor(ctx.em, ctx.user!, RESOURCE);
  if (!canExtendTrial(p)) throw refused();
  const days = daysInput === null || daysInput === undefined ? DEFAULT_EXTENSION_DAYS : daysInput;
  if (!Number.isInteger(days) || days <= 0) throw AppError.input('days', DOCTOR_MSG.daysRequired);
  if (days > MAX_EXTENSION_DAYS) throw AppError.input('days', DOCTOR_MSG.daysTooMany(MAX_EXTENSION_DAYS));
  if (!refs?.length) throw AppError.input('plans', DOCTOR_MSG.selectDoctors);
  const wanted = new Map<string, { doctorId: number; start: string }>();
  for (const ref of refs) {
    const doctorId = doctorIdOf(ref.doctorId);
    const start = isoDay(String(ref.planStart ?? ''));
    if (!start) throw AppError.input('plans', DOCTOR_MSG.planStart(String(ref.planStart ?? '')));
    wanted.set(`${doctorId}|${start}`, { doctorId, start });
  }
  const list = [...wanted.values()];
  return ctx.em.transactional(async (tx) => {
    const today = businessDay();
    const plans = await run<LockedPlan>(
      tx,
      `select p.pla_codigo, p.ref_codigo, m.ref_id, m.ref_apenom, p.pla_tipo, to_char(p.pla_fecini, 'YYYY-MM-DD') as pla_fecini, to_char(p.pla_fecfin, 'YYYY-MM-DD') as pla_fecfin,
              not exists (select 1 from tmedico_plan o where o.ref_codigo = p.ref_codigo and o.pla_fecini > p.pla_fecini) as actual
         from tmedico_plan p join tmedico m on m.ref_codigo = p.ref_codigo
        where (p.ref_codigo, p.pla_fecini) in (${list.map(() => '(?, ?::date)').join(', ')})
        order by p.pla_codigo
        for update of p`,
      list.flatMap((w) => [w.doctorId, w.start]),
    );
    const missing = list.find((w) => !plans.some((r) => r.ref_codigo === w.doctorId && r.pla_fecini === w.start));
    if (missing) throw AppError.notFound(DOCTOR_MSG.planNotFound(missing.doctorId, missing.start));
    const names = (rows: LockedPlan[]) => rows.map((r) => r.ref_apenom).join(', ');
    const old = plans.filter((r) => !r.actual);
    if (old.length) throw AppError.conflict(DOCTOR_MSG.notCurrentPlan(names(old)), 'plans');
    const paid = plans.filter((r) => r.pla_tipo !== 0);
    if (paid.length) throw AppError.input('plans', DOCTOR_MSG.paidPlan(names(paid)));
    for (const plan of plans) {
      const [updated] = await run<{ pla_fecfin: string }>(
        tx,
        `update tmedico_plan set pla_fecfin = greatest(pla_fecfin, ?::date) + ?::int where pla_codigo = ? returning to_char(pla_fecfin, 'YYYY-MM-DD') as pla_fecfin`,
        [today, days, plan.pla_codigo],
      );
      recordAudit(tx, ctx.user, AUDIT.extend, AUDIT.plan, plan.pla_codigo, `${plan.ref_id}: ${plan.pla_fecfin} -> ${updated!.pla_fecfin} (+${days})`);
    }
    await tx.flush();
    const doctors = await doctorsById(tx, [...new Set(plans.map((r) => r.ref_codigo))]);
    return { message: DOCTOR_MSG.extended(days, plans.length), count: plans.length, doctors };
  });
}
