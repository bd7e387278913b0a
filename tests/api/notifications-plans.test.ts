import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeServices, createServices } from '../../api/src/app.js';
import type { Services } from '../../api/src/graphql/context.js';
import { runPlanOccurrence } from '../../api/src/modules/notifications/plan.jobs.js';
import { isDue, runDuePlans, syncPlanSchedulers } from '../../api/src/modules/notifications/plan-clock.js';
import { unschedulePlan } from '../../api/src/modules/notifications/plan-schedule.js';
import { PlanFrequency } from '../../api/src/modules/notifications/notification-enums.js';
import { ApiClient } from '../support/client.js';
import { available, DATABASE_URL, REDIS_URL, TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { CANCEL_PLAN, PLANS, refusal, SAVE_PLAN, sql, until, userIdOf } from './notifications-fixtures.js';
import { plusDays } from '../../api/src/domain/dates.js';

const enabled = available('PostgreSQL y Redis', !!DATABASE_URL && !!REDIS_URL);

let server: TestServer;
let admin: ApiClient;
let supportId: number;
const workers: Services[] = [];

/** Date and HH:mm in Ecuador (UTC-5, no daylight saving) of an instant. */
const ecuador = (at: Date) => {
  const shifted = new Date(at.getTime() - 5 * 3600_000).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
};
const addDays = plusDays;

async function startWorkers(n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const services = await createServices({ ...server.services.config, runWorkers: true, seedDemo: false });
    services.jobs.startWorker();
    workers.push(services);
  }
}
async function stopWorkers(): Promise<void> {
  await Promise.all(workers.splice(0).map((w) => closeServices(w)));
}

const runsOf = (planId: number) =>
  sql<{ npe_programado: Date; npe_enviados: number; npe_fallidos: number; npe_fin: Date | null }>(
    server,
    'select * from tnotif_plan_ejecucion where npl_codigo = ? order by npe_codigo',
    [planId],
  );

describe.runIf(enabled)('notification plans', () => {
  beforeAll(async () => {
    server = await startTestServer({ overrides: { runWorkers: false } });
    admin = new ApiClient(server.url);
    await admin.login('admin', TEST_PASSWORD);
    supportId = await userIdOf(server, 'soporte');
  });
  afterAll(async () => {
    await stopWorkers();
    await server?.close();
  });

  const base = () => {
    const today = ecuador(new Date()).date;
    return {
      title: 'Recordatorio semanal',
      message: '<p>Revise sus comprobantes</p>',
      channel: 'SYSTEM',
      kind: 'USERS',
      recipients: [{ userId: supportId }],
      firstDate: today,
      expiresOn: addDays(today, 30),
    };
  };

  it('refuses a plan without title, message, dates or weekdays with the spec messages, and saves nothing', async () => {
    const before = (await sql<{ n: number }>(server, 'select count(*)::int as n from tnotif_plan'))[0]!.n;
    const cases: Array<[Record<string, unknown>, unknown[]]> = [
      [{ title: ' ' }, ['Ingrese el título de la planificación', 'BAD_USER_INPUT', 'npl_titulo']],
      [{ message: '' }, ['Ingrese por favor el mensaje a enviar.', 'BAD_USER_INPUT', 'mensaje']],
      [{ channel: 'EMAIL', message: '' }, ['Ingrese por favor el mensaje o seleccione una funcion de la lista Reportes a enviar', 'BAD_USER_INPUT', 'mensaje']],
      [{ recipients: [] }, ['Agregue al menos un referente para poder enviar la notificación.', 'BAD_USER_INPUT', 'usuarios']],
      [{ expiresOn: null }, ['Ingrese la fecha de caducidad de la planificación', 'BAD_USER_INPUT', 'npl_fcaduca']],
      [
        { expiresOn: addDays(base().firstDate, -1) },
        ['La fecha de caducidad no puede ser anterior a la fecha del primer envío', 'BAD_USER_INPUT', 'npl_fcaduca'],
      ],
      [{ time: '25:00' }, ['Ingrese la hora de envío en formato HH:mm', 'BAD_USER_INPUT', 'npd_hora']],
      [{ weekdays: [] }, ['Seleccione al menos un día de la semana', 'BAD_USER_INPUT', 'dias']],
    ];
    for (const [patch, expected] of cases)
      expect(refusal(await admin.graphql(SAVE_PLAN, { input: { ...base(), ...patch } })), JSON.stringify(patch)).toEqual(expected);
    expect((await sql<{ n: number }>(server, 'select count(*)::int as n from tnotif_plan'))[0]!.n).toBe(before);
  });

  it('creates a weekly plan (Monday preselected, all months, time now), edits it, lists it and cancels it', async () => {
    const created = await admin.graphql<{ saveNotificationPlan: any }>(SAVE_PLAN, { input: base() });
    expect(created.errors).toBeUndefined();
    const { message, plan } = created.data!.saveNotificationPlan;
    expect(message).toBe('Creado con Exito');
    expect(plan).toMatchObject({
      title: 'Recordatorio semanal',
      frequency: 'WEEKLY',
      frequencyLabel: 'Semanal',
      channel: 'SYSTEM',
      channelLabel: 'Notificación al sistema',
      kind: 'USERS',
      kindLabel: 'Usuarios del sistema',
      state: 'ACTIVE',
      weekdays: [1],
      months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      recipients: [{ name: 'María Fernanda Jaramillo', userId: supportId }],
    });
    const nowTime = ecuador(new Date()).time;
    expect(Math.abs(Number(plan.time.replace(':', '')) - Number(nowTime.replace(':', '')))).toBeLessThanOrEqual(1);
    // The scheduler exists: its next occurrence is a Monday at the plan's time, Ecuador time.
    const next = new Date(plan.nextRun);
    expect(new Date(next.getTime() - 5 * 3600_000).getUTCDay()).toBe(1);
    expect(ecuador(next).time).toBe(plan.time);

    const edited = await admin.graphql<{ saveNotificationPlan: any }>(SAVE_PLAN, {
      input: { ...base(), id: plan.id, title: 'Recordatorio de martes', weekdays: [2], time: '08:30' },
    });
    expect(edited.data!.saveNotificationPlan.message).toBe('Actualizado con Exito');
    expect(edited.data!.saveNotificationPlan.plan).toMatchObject({ id: plan.id, title: 'Recordatorio de martes', weekdays: [2], time: '08:30' });
    const nextEdited = new Date(edited.data!.saveNotificationPlan.plan.nextRun);
    expect([new Date(nextEdited.getTime() - 5 * 3600_000).getUTCDay(), ecuador(nextEdited).time]).toEqual([2, '08:30']);

    const list = await admin.graphql<{ notificationPlans: any }>(PLANS, { state: 'ACTIVE' });
    expect(list.data!.notificationPlans.items.find((p: any) => p.id === plan.id)).toEqual({
      id: plan.id,
      title: 'Recordatorio de martes',
      frequencyLabel: 'Semanal',
      message: '<p>Revise sus comprobantes</p>',
      expiresOn: base().expiresOn,
      kindLabel: 'Usuarios del sistema',
      channelLabel: 'Notificación al sistema',
      state: 'ACTIVE',
    });
    const cancelled = await admin.graphql<{ cancelNotificationPlan: any }>(CANCEL_PLAN, { id: plan.id });
    expect(cancelled.data!.cancelNotificationPlan).toEqual({
      message: 'El plan ha sido anulado con exito',
      plan: { id: plan.id, state: 'CANCELLED', nextRun: null },
    });
    const again = await admin.rest('GET', `/rest/notificaciones/datos/0?opc=del_plan&npl_codigo=${plan.id}`);
    expect(again.body.msg).toBe('La planificación ya está anulada');
    const active = await admin.graphql<{ notificationPlans: any }>(PLANS, { state: 'ACTIVE' });
    expect(active.data!.notificationPlans.items.map((p: any) => p.id)).not.toContain(plan.id);
    const audit = await sql<{ accion: string }>(
      server,
      `select aud_accion as accion from tauditoria where aud_entidad = 'tnotif_plan' and aud_clave = ? order by aud_codigo`,
      [String(plan.id)],
    );
    expect(audit.map((a) => a.accion)).toEqual(['notificacion_plan', 'notificacion_plan', 'notificacion_plan_anular']);
  });

  it('lists plans filtered by a text and ordered by title or expiry, with the count', async () => {
    const ids: number[] = [];
    for (const [title, days] of [
      ['Orden Zeta', 40],
      ['Orden alfa', 20],
      ['Orden Beta', 30],
    ] as const) {
      const saved = await admin.graphql<{ saveNotificationPlan: any }>(SAVE_PLAN, { input: { ...base(), title, expiresOn: addDays(base().firstDate, days) } });
      ids.push(saved.data!.saveNotificationPlan.plan.id);
    }
    const LIST = 'query ($search: String, $orderBy: PlanOrder) { notificationPlans(search: $search, orderBy: $orderBy) { totalCount items { title } } }';
    const titles = async (orderBy: unknown) => {
      const res = await admin.graphql<{ notificationPlans: { totalCount: number; items: Array<{ title: string }> } }>(LIST, { search: 'orden ', orderBy });
      expect(res.errors).toBeUndefined();
      return [res.data!.notificationPlans.totalCount, ...res.data!.notificationPlans.items.map((p) => p.title)];
    };
    expect(await titles(null)).toEqual([3, 'Orden Beta', 'Orden alfa', 'Orden Zeta']);
    expect(await titles({ field: 'TITLE' })).toEqual([3, 'Orden alfa', 'Orden Beta', 'Orden Zeta']);
    expect(await titles({ field: 'EXPIRES_ON', direction: 'DESC' })).toEqual([3, 'Orden Zeta', 'Orden Beta', 'Orden alfa']);
    for (const id of ids) await admin.graphql(CANCEL_PLAN, { id });
  });

  it('saves a plan over REST (opcion 4) and answers the plan to switch to edit', async () => {
    const b = base();
    const res = await admin.rest(
      'POST',
      '/rest/notificaciones/datos/0?opc=guardar',
      {
        opcion: 4,
        enviar_por: 3,
        tipo_transac: 2,
        pln_tipo: 1,
        usuarios: [{ usr_codigo: supportId }],
        datos_envio: { mensaje: 'Desde REST' },
        form_plan: { npl_titulo: 'Plan REST', npl_fcaduca: b.expiresOn, plandet: { npd_fenvio: b.firstDate, npd_hora: '07:15' } },
        dias: [
          { id: 1, selec: false },
          { id: 3, selec: true },
        ],
        meses: Array.from({ length: 12 }, (_, i) => ({ id: i + 1, dias: 30, selec: i < 6 })),
      },
      { origin: server.url },
    );
    expect(res.body.msg).toBe('Creado con Exito');
    expect(res.body.plan).toMatchObject({
      npl_titulo: 'Plan REST',
      npl_frecuencia: 1,
      frecuencia: 'Semanal',
      envia_por: 'Notificación al sistema',
      envia_a: 'Usuarios del sistema',
      plandet: { npd_hora: '07:15', dias: [3], meses: [1, 2, 3, 4, 5, 6] },
    });
    const params = await admin.rest('GET', '/rest/notificaciones/datos/0?opc=params');
    expect([typeof params.body.dias_febrero, (params.body.funciones as any[]).length]).toEqual(['number', 3]);
    // Without a company: whether this server has an SMS gateway (the test server has none).
    expect([params.body.sms, params.body.contrato_sms]).toEqual(['F', null]);
    // A company's SMS state and package, named by nombre_bd (its access code or schema) or emp_codigo.
    const andina = await admin.rest('GET', '/rest/notificaciones/datos/0?opc=params&nombre_bd=andina');
    expect(andina.body.sms).toBe('T');
    expect(andina.body.contrato_sms).toMatchObject({
      sms_contratados: 500,
      paquete: '500 - Por paquete',
      sms_utilizados: 2,
      sms_fallidos: 1,
      sms_disponibles: 498,
    });
    const farmaustro = await admin.rest('GET', '/rest/notificaciones/datos/0?opc=params&nombre_bd=emp_farmaustro');
    expect(farmaustro.body.contrato_sms).toMatchObject({ sms_contratados: -1, paquete: 'Ilimitado', sms_disponibles: null });
    const outOfRange = await admin.rest('GET', '/rest/notificaciones/datos/0?opc=params&emp_codigo=-2147483648');
    expect(outOfRange.body).toMatchObject({ estado: 400, msg: 'El campo emp_codigo debe ser un número entero entre 1 y 2147483647', inputid: 'emp_codigo' });
    const unknown = await admin.rest('GET', '/rest/notificaciones/datos/0?opc=params&nombre_bd=no_existe');
    expect([unknown.body.sms, unknown.body.contrato_sms]).toEqual(['F', null]);
    await admin.graphql(CANCEL_PLAN, { id: (res.body.plan as any).npl_codigo });
  });

  it('restores the scheduler of an active plan that Redis lost', async () => {
    const created = await admin.graphql<{ saveNotificationPlan: any }>(SAVE_PLAN, { input: { ...base(), title: 'Perdido' } });
    const plan = created.data!.saveNotificationPlan.plan;
    const NEXT = 'query ($id: Int!) { notificationPlan(id: $id) { nextRun } }';
    expect(await unschedulePlan(server.services, plan.id)).toBe(true);
    expect((await admin.graphql<{ notificationPlan: any }>(NEXT, { id: plan.id })).data!.notificationPlan.nextRun).toBeNull();
    expect(await syncPlanSchedulers(server.services)).toBe(1);
    expect((await admin.graphql<{ notificationPlan: any }>(NEXT, { id: plan.id })).data!.notificationPlan.nextRun).toBe(plan.nextRun);
    expect(await syncPlanSchedulers(server.services)).toBe(0);
    await admin.graphql(CANCEL_PLAN, { id: plan.id });
  });

  it('a run of an occurrence already run sends nothing again', async () => {
    const created = await admin.graphql<{ saveNotificationPlan: any }>(SAVE_PLAN, { input: { ...base(), title: 'Directo' } });
    const id = created.data!.saveNotificationPlan.plan.id;
    const at = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const first = await runPlanOccurrence(server.services, id, at);
    const second = await runPlanOccurrence(server.services, id, at);
    expect([first, second]).toEqual([
      { planId: id, outcome: 'sent', sent: 1, failed: 0 },
      { planId: id, outcome: 'repeated' },
    ]);
    expect((await runsOf(id)).map((r) => [r.npe_enviados, r.npe_fallidos, r.npe_fin !== null])).toEqual([[1, 0, true]]);
    await admin.graphql(CANCEL_PLAN, { id });
    expect(await runPlanOccurrence(server.services, id, new Date(at.getTime() + 60_000))).toEqual({ planId: id, outcome: 'cancelled' });
  });

  it(
    'fires each plan once per occurrence with two workers that started after it was saved, not again after a restart, and never an expired plan',
    { timeout: 180_000 },
    async () => {
      await startWorkers(2);
      // Next minute (two when it is about to turn: time to save the plans and restart the workers).
      const now = Date.now();
      const first = new Date(Math.floor(now / 60_000) * 60_000 + (now % 60_000 > 40_000 ? 120_000 : 60_000));
      const daily = (title: string) => ({
        ...base(),
        title,
        frequency: 'DAILY',
        firstDate: ecuador(first).date,
        expiresOn: addDays(ecuador(first).date, 7),
        time: ecuador(first).time,
        message: `<p>${title}</p>`,
      });
      const save = async (input: Record<string, unknown>) =>
        (await admin.graphql<{ saveNotificationPlan: any }>(SAVE_PLAN, { input })).data!.saveNotificationPlan.plan;
      const p = await save(daily('Plan P'));
      const q = await save(daily('Plan Q'));
      const r = await save(daily('Plan R'));
      expect([p.nextRun, q.nextRun, r.nextRun].map((at: string) => new Date(at).getTime())).toEqual([first.getTime(), first.getTime(), first.getTime()]);
      // R expired meanwhile (its expiry date passed before its occurrence).
      await sql(server, 'update tnotif_plan set npl_fcaduca = ? where npl_codigo = ?', [addDays(ecuador(first).date, -1), r.id]);
      // The workers that saw the plans saved stop and two new ones start before the occurrence:
      // the schedule lives in Redis, not in a worker.
      await stopWorkers();
      await startWorkers(2);
      expect(Date.now()).toBeLessThan(first.getTime());

      const finished = async (id: number) => (await runsOf(id)).some((x) => x.npe_fin !== null);
      await until(async () => (await finished(p.id)) && (await finished(q.id)), first.getTime() - Date.now() + 30_000);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      for (const plan of [p, q])
        expect((await runsOf(plan.id)).map((x) => [new Date(x.npe_programado).getTime(), x.npe_enviados, x.npe_fallidos])).toEqual([[first.getTime(), 1, 0]]);
      const inbox = await sql<{ plan: number; n: number }>(
        server,
        `select n.npl_codigo as plan, count(*)::int as n from tnotificacion n join tnotificacion_usuario u on u.not_codigo = n.not_codigo
        where n.npl_codigo in (?, ?, ?) and u.usr_codigo = ? group by n.npl_codigo order by n.npl_codigo`,
        [p.id, q.id, r.id, supportId],
      );
      expect(inbox).toEqual([
        { plan: p.id, n: 1 },
        { plan: q.id, n: 1 },
      ]);
      expect(await runsOf(r.id)).toEqual([]);
      const NEXT = 'query ($id: Int!) { notificationPlan(id: $id) { nextRun } }';
      expect((await admin.graphql<{ notificationPlan: any }>(NEXT, { id: r.id })).data!.notificationPlan.nextRun).toBeNull();
      // The next occurrence is tomorrow at the same time, Ecuador time.
      const next = (await admin.graphql<{ notificationPlan: any }>(NEXT, { id: p.id })).data!.notificationPlan.nextRun;
      expect(new Date(next).getTime()).toBe(first.getTime() + 86_400_000);

      // Both workers stop and two new ones start after the occurrence: it is not sent again.
      await stopWorkers();
      await startWorkers(2);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect([(await runsOf(p.id)).length, (await runsOf(q.id)).length]).toEqual([1, 1]);
      const runs = await admin.graphql<{ notificationPlanRuns: any[] }>(
        'query ($id: Int!) { notificationPlanRuns(planId: $id) { scheduledFor sent failed finishedAt } }',
        { id: q.id },
      );
      expect(runs.data!.notificationPlanRuns.map((x) => [x.scheduledFor, x.sent, x.failed])).toEqual([[first.toISOString(), 1, 0]]);
      for (const plan of [p, q]) await admin.graphql(CANCEL_PLAN, { id: plan.id });
    },
  );
});

describe('the in-process plan clock (no Redis)', () => {
  const at = (iso: string) => new Date(iso);
  const weekly = { frequency: PlanFrequency.WEEKLY, firstDate: '2026-11-02', time: '08:30', weekdays: [1, 3], months: [11, 12], expiresOn: '2026-12-31' };

  it('is due on the same occurrences as the cron pattern, in Ecuador time, until the expiry day', () => {
    // 2026-11-04 is a Wednesday; 08:30 in Ecuador is 13:30 UTC.
    expect(isDue(weekly, at('2026-11-04T13:30:00Z'))).toBe(true);
    expect(isDue(weekly, at('2026-11-04T08:30:00Z'))).toBe(false);
    expect(isDue(weekly, at('2026-11-05T13:30:00Z'))).toBe(false);
    expect(isDue(weekly, at('2027-01-04T13:30:00Z'))).toBe(false);
    expect(isDue(weekly, at('2026-10-26T13:30:00Z'))).toBe(false);
    expect(isDue({ ...weekly, frequency: PlanFrequency.MONTHLY }, at('2026-12-02T13:30:00Z'))).toBe(true);
    expect(isDue({ ...weekly, frequency: PlanFrequency.MONTHLY }, at('2026-12-03T13:30:00Z'))).toBe(false);
    expect(isDue({ ...weekly, frequency: PlanFrequency.DAILY }, at('2026-12-31T13:30:00Z'))).toBe(true);
    expect(isDue({ ...weekly, frequency: PlanFrequency.ONCE }, at('2026-11-02T13:30:00Z'))).toBe(true);
    expect(isDue({ ...weekly, frequency: PlanFrequency.ONCE }, at('2026-11-03T13:30:00Z'))).toBe(false);
  });

  it('runs a due plan once per occurrence', async () => {
    const local = await startTestServer({ redis: false });
    try {
      const api = new ApiClient(local.url);
      await api.login('admin', TEST_PASSWORD);
      const soporte = await userIdOf(local, 'soporte');
      const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 120_000);
      const shifted = new Date(minute.getTime() - 5 * 3600_000).toISOString();
      const saved = await api.graphql<{ saveNotificationPlan: any }>(SAVE_PLAN, {
        input: {
          title: 'Reloj',
          message: 'Sin Redis',
          channel: 'SYSTEM',
          kind: 'USERS',
          recipients: [{ userId: soporte }],
          frequency: 'DAILY',
          firstDate: shifted.slice(0, 10),
          expiresOn: shifted.slice(0, 10),
          time: shifted.slice(11, 16),
        },
      });
      const id = saved.data!.saveNotificationPlan.plan.id;
      expect(saved.data!.saveNotificationPlan.plan.nextRun).toBeNull();
      expect((await runDuePlans(local.services, new Date(minute.getTime() - 60_000))).filter((o) => o.planId === id)).toEqual([]);
      expect((await runDuePlans(local.services, new Date(minute.getTime() + 5_000))).filter((o) => o.planId === id)).toEqual([
        { planId: id, outcome: 'sent', sent: 1, failed: 0 },
      ]);
      expect((await runDuePlans(local.services, new Date(minute.getTime() + 25_000))).filter((o) => o.planId === id)).toEqual([
        { planId: id, outcome: 'repeated' },
      ]);
      const runs = await sql<{ n: number }>(local, 'select count(*)::int as n from tnotif_plan_ejecucion where npl_codigo = ?', [id]);
      expect(runs[0]!.n).toBe(1);
    } finally {
      await local.close();
    }
  });
});
