import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DOCTORS, demoDoctorId, type DemoDoctor } from '../../api/src/db/seeders/demo-doctors.js';
import { hashPassword } from '../../api/src/modules/auth/password.js';
import { User } from '../../api/src/modules/users/user.entity.js';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { businessDay, plusDays } from '../../api/src/domain/dates.js';

let server: TestServer;
let superUser: ApiClient;
let administrator: ApiClient;
let operator: ApiClient;
let support: ApiClient;
let plain: ApiClient;

const FIELDS = `id idNumber fullName specialty mobile email city planId planName planType planTypeLabel planState planStateLabel planStateColor
  planStart planEnd expiresIn daysToExpiry validity validityLabel validityColor registeredOn`;
const LIST = `query ($filter: DoctorFilter, $page: Int, $pageSize: Int) { doctors(filter: $filter, page: $page, pageSize: $pageSize) {
  totalCount page pageSize canChangeValidity canExtendTrial permisos { resource view create edit delete } items { ${FIELDS} } } }`;
const DETAILS = `query ($id: Int!) { doctor(id: $id) { doctor { ${FIELDS} } plans { name type typeLabel start end } } }`;
const VALIDITY = `mutation ($id: Int!, $validity: DoctorValidity!) { setDoctorValidity(doctorId: $id, validity: $validity) { message doctor { validity validityLabel validityColor } } }`;
const EXTEND = `mutation ($plans: [DoctorPlanRef!]!, $days: Int) { extendDoctorTrial(plans: $plans, days: $days) { message count doctors { idNumber planEnd daysToExpiry planState } } }`;

type Doctor = Record<string, unknown> & { id: number; idNumber: string; fullName: string; planStart: string; planEnd: string; validity: string };
type ListData = {
  doctors: {
    totalCount: number;
    page: number;
    pageSize: number;
    canChangeValidity: boolean;
    canExtendTrial: boolean;
    permisos: Record<string, unknown>;
    items: Doctor[];
  };
};
type Result<T = unknown> = { status: number; data: T | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };

const refusal = (r: Result) => [r.errors?.[0]?.message, r.errors?.[0]?.extensions?.code, r.errors?.[0]?.extensions?.field, r.errors?.[0]?.extensions?.level];
const list = (client: ApiClient, filter: Record<string, unknown> = {}, page?: number, pageSize?: number) =>
  client.graphql<ListData>(LIST, { filter, page, pageSize });
const ids = async (filter: Record<string, unknown>) => ((await list(superUser, filter)).data?.doctors.items ?? []).map((d) => d.idNumber);
const sql = <T>(text: string, params: unknown[] = []) => server.services.orm.em.fork().getConnection().execute(text, params) as Promise<T[]>;
const day = (days: number) => plusDays(businessDay(), days);
const named = (prefix: string) => DEMO_DOCTORS.find((d) => d.name.startsWith(prefix))!;
const doctorOf = async (d: DemoDoctor) => (await list(superUser, { searchBy: 'ID', text: demoDoctorId(d) })).data!.doctors.items[0]!;
const planEnd = async (d: DemoDoctor) => (await doctorOf(d)).planEnd;
const validityOf = async (d: DemoDoctor) => (await doctorOf(d)).validity;
/** The enum names of the codes (pla_tipo, pla_estado, med_valido). */
const PLAN_TYPE = ['TRIAL', 'PAID'];
const PLAN_STATE = ['', 'CURRENT', 'EXPIRING', 'EXPIRED'];
const VALIDITY_NAME = ['VALID', 'PENDING', 'INVALID'];
const FORBIDDEN_INFO = ['No tiene los permisos para realizar esta acción', 'FORBIDDEN', undefined, 'info'];

/** What the list must show for a seeded doctor (plan state against today, 7 days 'por caducar'). */
function expectedRow(d: DemoDoctor) {
  const plan = d.plans[d.plans.length - 1]!;
  const days = plan.endDays;
  const state = days < 0 ? 3 : days <= 7 ? 2 : 1;
  const n = Math.abs(days);
  return {
    idNumber: demoDoctorId(d),
    fullName: d.name,
    specialty: d.specialty,
    mobile: d.mobile,
    email: d.email,
    city: d.city,
    planName: plan.name,
    planType: PLAN_TYPE[plan.type],
    planTypeLabel: ['PRUEBA', 'PAGADO'][plan.type],
    planState: PLAN_STATE[state],
    planStateLabel: ['', 'VIGENTE', 'POR CADUCAR', 'CADUCADO'][state],
    planStateColor: ['', 'limegreen', 'gold', 'crimson'][state],
    planStart: day(plan.startDays),
    planEnd: day(plan.endDays),
    expiresIn: days === 0 ? 'Caduca hoy' : `${days > 0 ? 'Caduca en' : 'Caducó hace'} ${n} ${n === 1 ? 'día' : 'días'}`,
    daysToExpiry: days,
    validity: VALIDITY_NAME[d.validity],
    validityLabel: ['VÁLIDO', 'POR VALIDAR', 'NO VÁLIDO'][d.validity],
    validityColor: ['limegreen', 'gold', 'crimson'][d.validity],
    registeredOn: day(-d.registeredDaysAgo),
  };
}

async function userWith(login: string, hierarchy: number, medicosLevel: number | null): Promise<ApiClient> {
  const em = server.services.orm.em.fork();
  let profileId: number | null = null;
  if (medicosLevel !== null) {
    const profile = em.create(User, { login: `perfil.${login}`, name: `Perfil ${login}`, isProfile: 'T', active: 'T', hierarchy: 0 });
    await em.flush();
    // Menu 35 is /medicosadm/1 (resource 'medicos').
    await em.getConnection().execute('insert into tperfil_menu (usr_codigo, mb_codigo, pme_nivel) values (?, 35, ?)', [profile.id, medicosLevel]);
    profileId = profile.id;
  }
  em.create(User, { login, name: `Usuario ${login}`, passwordHash: await hashPassword(TEST_PASSWORD), hierarchy, profileId });
  await em.flush();
  const client = new ApiClient(server.url);
  await client.login(login, TEST_PASSWORD);
  return client;
}

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  superUser = new ApiClient(server.url);
  support = new ApiClient(server.url);
  plain = new ApiClient(server.url);
  await superUser.login('admin', TEST_PASSWORD);
  await support.login('soporte', TEST_PASSWORD);
  await plain.login('consulta', TEST_PASSWORD);
  administrator = await userWith('administrador.medicos', 1, null);
  operator = await userWith('operador.medicos', 0, 2);
});
afterAll(async () => server?.close());

describe('doctors list', () => {
  it('lists every seeded doctor by name (Spanish order) with the current plan, computed state, days to expiry and validity', async () => {
    const page = (await list(superUser)).data!.doctors;
    const order = ['ARMIJOS', 'CEVALLOS', 'CHÁVEZ', 'HERRERA', 'JARAMILLO', 'MENDOZA', 'ORDÓÑEZ', 'PAREDES', 'SALAZAR', 'TORRES', 'VILLACÍS', 'ZAMBRANO'];
    expect(page.items.map((d) => d.fullName.split(' ')[0])).toEqual(order);
    for (const d of DEMO_DOCTORS)
      expect(
        page.items.find((r) => r.fullName === d.name),
        d.name,
      ).toMatchObject(expectedRow(d));
    // A doctor who invoices by RUC shows the 13 digits.
    expect(page.items.find((r) => r.fullName.startsWith('PAREDES'))!.idNumber).toMatch(/^\d{10}001$/);
    expect(page).toMatchObject({
      totalCount: 12,
      page: 1,
      pageSize: 50,
      canChangeValidity: true,
      canExtendTrial: true,
      permisos: { resource: 'medicos', view: 4, create: 4, edit: 4, delete: 4 },
    });
    const second = (await list(superUser, {}, 2, 5)).data!.doctors;
    expect([second.totalCount, second.items.map((d) => d.fullName.split(' ')[0])]).toEqual([12, order.slice(5, 10)]);
    expect((await list(superUser, {}, 9, 5)).data!.doctors).toMatchObject({ totalCount: 12, items: [] });
  });

  it('searches by cédula/RUC prefix or by name without case or accents; an empty search gets the spec message', async () => {
    const cevallos = demoDoctorId(named('CEVALLOS'));
    expect(await ids({ searchBy: 'ID', text: cevallos })).toEqual([cevallos]);
    expect(await ids({ searchBy: 'ID', text: '1714' })).toEqual([cevallos]);
    expect(await ids({ searchBy: 'NAME', text: 'belen' })).toEqual([cevallos]);
    expect(await ids({ searchBy: 'NAME', text: 'FERNANDO' })).toEqual([demoDoctorId(named('ARMIJOS')), demoDoctorId(named('JARAMILLO'))]);
    expect(refusal(await list(superUser, { searchBy: 'ID', text: '  ' }))).toEqual([
      'INGRESE LA CÉDULA O RUC DEL MÉDICO PARA BUSCAR POR CED/RUC',
      'BAD_USER_INPUT',
      'filter.text',
      'warning',
    ]);
    expect(refusal(await list(superUser, { searchBy: 'NAME' }))).toEqual([
      'INGRESE LA CÉDULA O RUC DEL MÉDICO PARA BUSCAR POR NOMBRE',
      'BAD_USER_INPUT',
      'filter.text',
      'warning',
    ]);
    expect(refusal(await list(superUser, { searchBy: 'EMAIL', text: 'x' }))[1]).toBe('BAD_USER_INPUT');
    const unknown = await superUser.rest('GET', '/rest/medicos/admin/0?accion=getListaMedicos&filtro=EMAIL&busqueda=x');
    expect([unknown.body.msj, unknown.body.inputid]).toEqual(["Tipo de búsqueda desconocido: 'EMAIL'. Use ID (cédula o RUC) o NOMBRE", 'filtro']);
  });

  it('filters by plan type, plan state and validity, and refuses unknown codes naming the field', async () => {
    const expect_ = (pick: (d: DemoDoctor) => boolean) => DEMO_DOCTORS.filter(pick).map(demoDoctorId).sort();
    const current = (d: DemoDoctor) => d.plans[d.plans.length - 1]!;
    const state = (d: DemoDoctor) => (current(d).endDays < 0 ? 3 : current(d).endDays <= 7 ? 2 : 1);
    expect((await ids({ planType: 'TRIAL' })).sort()).toEqual(expect_((d) => current(d).type === 0));
    expect((await ids({ planType: 'PAID' })).sort()).toEqual(expect_((d) => current(d).type === 1));
    for (const s of [1, 2, 3]) expect((await ids({ planState: PLAN_STATE[s] })).sort(), `state ${s}`).toEqual(expect_((d) => state(d) === s));
    // Seeded: ZAMBRANO 3 days, SALAZAR 5, CHÁVEZ today, HERRERA 7 are about to expire.
    expect((await ids({ planState: 'EXPIRING' })).length).toBe(4);
    for (const v of [0, 1, 2]) expect((await ids({ validity: VALIDITY_NAME[v] })).sort(), `validity ${v}`).toEqual(expect_((d) => d.validity === v));
    expect(await ids({ planType: 'TRIAL', planState: 'EXPIRED', validity: 'PENDING' })).toEqual([demoDoctorId(named('TORRES'))]);
    expect(refusal(await list(superUser, { planType: 2 }))[1]).toBe('BAD_USER_INPUT');
    const legacy = async (query: string) => {
      const { body } = await superUser.rest('GET', `/rest/medicos/admin/0?accion=getListaMedicos&${query}`);
      return [body.msj, body.inputid];
    };
    expect(await legacy('pla_tipo=2')).toEqual(['Tipo de plan desconocido: 2. Use 0 prueba o 1 pagado', 'pla_tipo']);
    expect(await legacy('pla_estado=0')).toEqual(['Estado de plan desconocido: 0. Use 1 vigente, 2 por caducar o 3 caducado', 'pla_estado']);
    expect(await legacy('med_valido=5')).toEqual(['Validez desconocida: 5. Use 0 válido, 1 por validar o 2 no válido', 'med_valido']);
  });

  it('gives a doctor with every plan, latest first; an unknown doctor is null', async () => {
    const ordonez = named('ORDÓÑEZ');
    const { id } = await doctorOf(ordonez);
    const details = (await superUser.graphql<{ doctor: { doctor: Doctor; plans: unknown[] } }>(DETAILS, { id })).data!.doctor;
    expect(details.doctor).toMatchObject(expectedRow(ordonez));
    expect(details.plans).toEqual([
      { name: 'Plan Consultorio Anual', type: 'PAID', typeLabel: 'PAGADO', start: day(-165), end: day(200) },
      { name: 'Plan de Prueba', type: 'TRIAL', typeLabel: 'PRUEBA', start: day(-200), end: day(-170) },
    ]);
    const missing = await superUser.graphql<{ doctor: unknown }>(DETAILS, { id: 999_999 });
    expect([missing.errors, missing.data!.doctor]).toEqual([undefined, null]);
  });

  it('is readable with ver on medicos only: support (no grant) is refused, the read-only user cannot change anything', async () => {
    expect(refusal(await list(support))).toEqual(['No tiene los permisos para realizar esta acción', 'FORBIDDEN', undefined, 'error']);
    expect((await support.rest('GET', '/rest/medicos/admin/0?accion=getListaMedicos')).status).toBe(403);
    const readOnly = (await list(plain)).data!.doctors;
    expect(readOnly).toMatchObject({ totalCount: 12, canChangeValidity: false, canExtendTrial: false, permisos: { view: 1, create: 0, edit: 0, delete: 0 } });
    expect((await list(operator)).data!.doctors).toMatchObject({ canChangeValidity: false, canExtendTrial: true, permisos: { view: 2, edit: 2 } });
    expect((await list(administrator)).data!.doctors).toMatchObject({ canChangeValidity: true, canExtendTrial: true, permisos: { view: 3, edit: 3 } });
  });
});

describe('doctors list paging and order', () => {
  it('refuses a page size above 500 or below 1 and a page below 1, naming the limit, instead of changing them', async () => {
    expect(refusal(await list(superUser, {}, 1, 100_000))).toEqual([
      'El tamaño de página (pageSize) debe estar entre 1 y 500',
      'BAD_USER_INPUT',
      'pageSize',
      'warning',
    ]);
    expect(refusal(await list(superUser, {}, 1, 0))[0]).toBe('El tamaño de página (pageSize) debe estar entre 1 y 500');
    expect(refusal(await list(superUser, {}, -5, 10))).toEqual(['La página (page) debe ser 1 o mayor', 'BAD_USER_INPUT', 'page', 'warning']);
    // The legacy route keeps its documented clamping.
    const rest = await superUser.rest('GET', '/rest/medicos/admin/0?accion=getListaMedicos&page=-5&page_size=100000');
    expect([rest.status, (rest.body.items as unknown[]).length]).toEqual([200, 12]);
  });

  it('orders by the requested field with the code as tie-breaker', async () => {
    const ordered = async (orderBy: Record<string, string>) => {
      const result = await superUser.graphql<ListData>('query ($o: DoctorOrder) { doctors(orderBy: $o) { items { id idNumber registeredOn validity } } }', {
        o: orderBy,
      });
      expect(result.errors).toBeUndefined();
      return result.data!.doctors.items;
    };
    const byId = await ordered({ field: 'ID_NUMBER', direction: 'DESC' });
    expect(byId.map((d) => d.idNumber)).toEqual([...byId.map((d) => d.idNumber)].sort().reverse());
    const byCode = await ordered({ field: 'ID' });
    expect(byCode.map((d) => d.id)).toEqual([...byCode.map((d) => d.id)].sort((a, b) => a - b));
    const byValidity = await ordered({ field: 'VALIDITY' });
    const rank = (v: string) => VALIDITY_NAME.indexOf(v);
    for (let i = 1; i < byValidity.length; i++) {
      const [a, b] = [byValidity[i - 1]!, byValidity[i]!];
      expect(rank(a.validity) < rank(b.validity) || (a.validity === b.validity && a.id < b.id), `${a.id} before ${b.id}`).toBe(true);
    }
  });
});

describe('doctor validity', () => {
  it('sets a doctor invalid and valid again, each change audited with the user; the same state twice is a conflict', async () => {
    const mendoza = named('MENDOZA');
    const { id } = await doctorOf(mendoza);
    const invalid = await superUser.graphql<{ setDoctorValidity: { message: string; doctor: unknown } }>(VALIDITY, { id, validity: 'INVALID' });
    expect(invalid.data!.setDoctorValidity).toEqual({
      message: 'Médico MENDOZA LOOR CARLOS EDUARDO: NO VÁLIDO',
      doctor: { validity: 'INVALID', validityLabel: 'NO VÁLIDO', validityColor: 'crimson' },
    });
    expect(refusal(await superUser.graphql(VALIDITY, { id, validity: 'INVALID' }))).toEqual([
      'El médico MENDOZA LOOR CARLOS EDUARDO ya está NO VÁLIDO',
      'CONFLICT',
      'validity',
      'error',
    ]);
    const valid = await administrator.graphql<{ setDoctorValidity: { message: string } }>(VALIDITY, { id, validity: 'VALID' });
    expect(valid.data!.setDoctorValidity.message).toBe('Médico MENDOZA LOOR CARLOS EDUARDO: VÁLIDO');
    expect(await validityOf(mendoza)).toBe('VALID');
    const audit = await sql(
      'select usr_nombre, aud_accion, aud_entidad, aud_clave, observacion from tauditoria where aud_entidad = ? and aud_clave = ? order by aud_codigo',
      ['tmedico', String(id)],
    );
    expect(audit).toEqual([
      {
        usr_nombre: 'Administrador General',
        aud_accion: 'invalidar_medico',
        aud_entidad: 'tmedico',
        aud_clave: String(id),
        observacion: 'POR VALIDAR -> NO VÁLIDO',
      },
      {
        usr_nombre: 'Usuario administrador.medicos',
        aud_accion: 'validar_medico',
        aud_entidad: 'tmedico',
        aud_clave: String(id),
        observacion: 'NO VÁLIDO -> VÁLIDO',
      },
    ]);
  });

  it('refuses 1 (to validate) or another value and an unknown doctor, changing nothing', async () => {
    const cevallos = named('CEVALLOS');
    const { id } = await doctorOf(cevallos);
    expect(refusal(await superUser.graphql(VALIDITY, { id, validity: 'PENDING' }))).toEqual([
      'La validez (med_valido) debe ser 0 (válido) o 2 (no válido)',
      'BAD_USER_INPUT',
      'validity',
      'warning',
    ]);
    expect(refusal(await superUser.graphql(VALIDITY, { id, validity: 3 }))[1]).toBe('BAD_USER_INPUT');
    for (const code of [1, 3, -1]) {
      const { body } = await superUser.rest('POST', `/rest/medicos/admin/${id}?accion=habilitarMedico`, { med_valido: code });
      expect([body.msj, body.inputid]).toEqual(['La validez (med_valido) debe ser 0 (válido) o 2 (no válido)', 'med_valido']);
    }
    expect(refusal(await superUser.graphql(VALIDITY, { id: 0, validity: 'VALID' }))).toEqual([
      'El médico (ref_codigo) debe ser un número entero mayor que cero',
      'BAD_USER_INPUT',
      'doctorId',
      'warning',
    ]);
    expect(refusal(await superUser.graphql(VALIDITY, { id: 999_999, validity: 'VALID' }))).toEqual([
      'No existe el médico 999999',
      'NOT_FOUND',
      undefined,
      'error',
    ]);
    expect(await validityOf(cevallos)).toBe('PENDING');
  });

  it('is allowed to the super user and the administrator only (modo > 0): operator, support and plain user get the info refusal', async () => {
    const zambrano = named('ZAMBRANO');
    const { id } = await doctorOf(zambrano);
    for (const client of [operator, support, plain]) expect(refusal(await client.graphql(VALIDITY, { id, validity: 'VALID' }))).toEqual(FORBIDDEN_INFO);
    const rest = await plain.rest('POST', `/rest/medicos/admin/${id}?accion=habilitarMedico`, { med_valido: 0 });
    expect([rest.status, rest.body.msj, rest.body.level_code]).toEqual([403, 'No tiene los permisos para realizar esta acción', 100]);
    expect(await validityOf(zambrano)).toBe('PENDING');
    expect(
      (await administrator.graphql<{ setDoctorValidity: { doctor: { validity: string } } }>(VALIDITY, { id, validity: 'VALID' })).data!.setDoctorValidity.doctor
        .validity,
    ).toBe('VALID');
    expect(
      (await superUser.graphql<{ setDoctorValidity: { doctor: { validity: string } } }>(VALIDITY, { id, validity: 'INVALID' })).data!.setDoctorValidity.doctor
        .validity,
    ).toBe('INVALID');
  });
});

describe('test period extension', () => {
  it('extends one test plan by 1 day by default and several at once by the days given, audited per plan', async () => {
    const cevallos = named('CEVALLOS');
    const a = await doctorOf(cevallos);
    const one = await operator.graphql<{ extendDoctorTrial: { message: string; count: number; doctors: unknown[] } }>(EXTEND, {
      plans: [{ doctorId: a.id, planStart: a.planStart }],
    });
    expect(one.data!.extendDoctorTrial).toEqual({
      message: 'Período de prueba extendido 1 día para 1 médico',
      count: 1,
      doctors: [{ idNumber: a.idNumber, planEnd: day(21), daysToExpiry: 21, planState: 'CURRENT' }],
    });

    // CHÁVEZ ends today (por caducar); TORRES expired 30 days ago: the days count from today.
    const b = await doctorOf(named('CHÁVEZ'));
    const c = await doctorOf(named('TORRES'));
    const many = await superUser.graphql<{ extendDoctorTrial: { message: string; count: number; doctors: unknown[] } }>(EXTEND, {
      days: 10,
      plans: [
        { doctorId: b.id, planStart: b.planStart },
        { doctorId: c.id, planStart: c.planStart },
        { doctorId: b.id, planStart: b.planStart },
      ],
    });
    expect(many.data!.extendDoctorTrial).toEqual({
      message: 'Período de prueba extendido 10 días para 2 médicos',
      count: 2,
      doctors: [
        { idNumber: b.idNumber, planEnd: day(10), daysToExpiry: 10, planState: 'CURRENT' },
        { idNumber: c.idNumber, planEnd: day(10), daysToExpiry: 10, planState: 'CURRENT' },
      ],
    });
    const audit = await sql<{ usr_nombre: string; observacion: string }>(
      "select usr_nombre, observacion from tauditoria where aud_accion = 'extender_prueba' and aud_entidad = 'tmedico_plan' order by aud_codigo",
    );
    expect(audit).toEqual([
      { usr_nombre: 'Usuario operador.medicos', observacion: `${a.idNumber}: ${day(20)} -> ${day(21)} (+1)` },
      { usr_nombre: 'Administrador General', observacion: `${b.idNumber}: ${day(0)} -> ${day(10)} (+10)` },
      { usr_nombre: 'Administrador General', observacion: `${c.idNumber}: ${day(-30)} -> ${day(10)} (+10)` },
    ]);
  });

  it('refuses days that are not above 0, too many days, no doctors, a paid or replaced plan: all or none', async () => {
    const mendoza = await doctorOf(named('MENDOZA'));
    const herrera = await doctorOf(named('HERRERA'));
    const salazar = await doctorOf(named('SALAZAR'));
    const trials = [
      { doctorId: mendoza.id, planStart: mendoza.planStart },
      { doctorId: herrera.id, planStart: herrera.planStart },
    ];
    for (const days of [0, -3])
      expect(refusal(await superUser.graphql(EXTEND, { days, plans: trials }))).toEqual([
        'Debe indicar el número de días que se va a extender',
        'BAD_USER_INPUT',
        'days',
        'warning',
      ]);
    expect(refusal(await superUser.graphql(EXTEND, { days: 366, plans: trials }))).toEqual([
      'El número de días a extender no puede superar 365',
      'BAD_USER_INPUT',
      'days',
      'warning',
    ]);
    expect(refusal(await superUser.graphql(EXTEND, { plans: [] }))).toEqual([
      'Seleccione los médicos a los que se va a extender el período de prueba',
      'BAD_USER_INPUT',
      'plans',
      'warning',
    ]);
    const withPaid = await superUser.graphql(EXTEND, { days: 5, plans: [...trials, { doctorId: salazar.id, planStart: salazar.planStart }] });
    expect(refusal(withPaid)).toEqual([
      'Solo se extiende el período de prueba; tienen un plan pagado: SALAZAR RUIZ VERÓNICA PAOLA',
      'BAD_USER_INPUT',
      'plans',
      'warning',
    ]);
    // SALAZAR's old test plan is no longer the current one.
    const replaced = await superUser.graphql(EXTEND, { plans: [trials[0], { doctorId: salazar.id, planStart: day(-90) }] });
    expect(refusal(replaced)).toEqual([
      'El plan indicado ya no es el plan actual de: SALAZAR RUIZ VERÓNICA PAOLA. Actualice la lista',
      'CONFLICT',
      'plans',
      'error',
    ]);
    expect(refusal(await superUser.graphql(EXTEND, { plans: [{ doctorId: mendoza.id, planStart: day(-1) }] }))).toEqual([
      `El médico ${mendoza.id} no tiene un plan que empiece el ${day(-1)}`,
      'NOT_FOUND',
      undefined,
      'error',
    ]);
    // A day that does not exist: the LocalDate argument refuses it; the legacy route gives the spec's message.
    expect(refusal(await superUser.graphql(EXTEND, { plans: [{ doctorId: mendoza.id, planStart: '2026-02-30' }] }))[1]).toBe('BAD_USER_INPUT');
    const legacyDay = await superUser.rest('POST', '/rest/medicos/admin/0?accion=extenderPrueba', {
      cods: [{ ref_codigo: mendoza.id, pla_fecini: '2026-02-30' }],
    });
    expect(legacyDay.body.msj).toBe("La fecha de inicio del plan (pla_fecini) '2026-02-30' no es una fecha válida (AAAA-MM-DD o DD/MM/AAAA)");
    expect([await planEnd(named('MENDOZA')), await planEnd(named('HERRERA')), await planEnd(named('SALAZAR'))]).toEqual([day(12), day(7), day(5)]);
  });

  it('is allowed from the operation level on medicos: support and plain user are refused, changing nothing', async () => {
    const herrera = await doctorOf(named('HERRERA'));
    const plans = [{ doctorId: herrera.id, planStart: herrera.planStart }];
    for (const client of [support, plain]) expect(refusal(await client.graphql(EXTEND, { plans }))).toEqual(FORBIDDEN_INFO);
    expect(await planEnd(named('HERRERA'))).toBe(day(7));
    const done = await administrator.graphql<{ extendDoctorTrial: { count: number } }>(EXTEND, { days: 2, plans });
    expect(done.data!.extendDoctorTrial.count).toBe(1);
    expect(await planEnd(named('HERRERA'))).toBe(day(9));
  });
});

describe('doctors REST /rest/medicos/admin/{codigo}', () => {
  it('getListaMedicos takes the legacy search form and answers the legacy names, cols, permisos and modo', async () => {
    const jaramillo = named('JARAMILLO');
    const res = await superUser.rest('GET', `/rest/medicos/admin/0?accion=getListaMedicos&filtro=nombre&busqueda=ochoa&pla_tipo=0&pla_estado=3&med_valido=-1`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ estado: 200, total: 1, modo: 1, extender: true, permisos: { ver: 4, crear: 4, editar: 4, eliminar: 4 } });
    const item = (res.body.items as Array<Record<string, unknown>>)[0]!;
    expect(item).toMatchObject({
      ref_id: demoDoctorId(jaramillo),
      ref_apenom: 'JARAMILLO OCHOA LUIS FERNANDO',
      medico: 'Medicina General',
      ref_movil: '0984567321',
      ciudad: 'LOJA',
      pla_nombre: 'Plan de Prueba',
      pla_tipo: 0,
      pla_estado: 3,
      pla_fecini: day(-35),
      pla_fecfin: day(-5),
      caducaen: 'Caducó hace 5 días',
      diascaduca: -5,
      med_valido: 2,
      med_valido_str: 'NO VÁLIDO',
      fecha_registro: day(-35),
    });
    expect((res.body.cols as Array<{ di_column: string }>).map((c) => c.di_column)).toEqual([
      'ref_id',
      'ref_apenom',
      'medico',
      'ref_movil',
      'ciudad',
      'pla_nombre',
      'pla_tipo_str',
      'pla_estado_str',
      'pla_fecini',
      'pla_fecfin',
      'caducaen',
      'diascaduca',
      'med_valido_str',
      'fecha_registro',
    ]);
    const empty = await superUser.rest('GET', '/rest/medicos/admin/0?accion=getListaMedicos&filtro=ced&busqueda=');
    expect([empty.status, empty.body.estado, empty.body.msj, empty.body.inputid, empty.body.level_code]).toEqual([
      200,
      400,
      'INGRESE LA CÉDULA O RUC DEL MÉDICO PARA BUSCAR POR CED/RUC',
      'busqueda',
      101,
    ]);
    expect((await plain.rest('GET', '/rest/medicos/admin/0?accion=getListaMedicos')).body).toMatchObject({ modo: 0, extender: false });
  });

  it('get, habilitarMedico and extenderPrueba call the same rules', async () => {
    const villacis = named('VILLACÍS');
    const { id } = await doctorOf(villacis);
    const got = await superUser.rest('GET', `/rest/medicos/admin/${id}?accion=get`);
    expect(got.body).toMatchObject({
      estado: 200,
      medico: { ref_codigo: id, ref_apenom: villacis.name, pla_tipo: 1 },
      planes: [
        { pla_tipo: 1, pla_fecini: day(-42) },
        { pla_tipo: 0, pla_fecini: day(-120) },
      ],
    });
    const enabled = await superUser.rest('POST', `/rest/medicos/admin/${id}?accion=habilitarMedico`, { med_valido: 2 });
    expect(enabled.body).toMatchObject({ estado: 200, cod: 1, msj: 'Médico VILLACÍS PROAÑO ANDRÉS SEBASTIÁN: NO VÁLIDO', medico: { med_valido: 2 } });
    expect(await validityOf(villacis)).toBe('INVALID');

    const mendoza = await doctorOf(named('MENDOZA'));
    const zero = await superUser.rest('POST', '/rest/medicos/admin/0?accion=extenderPrueba', {
      dias: 'abc',
      cods: [{ ref_codigo: mendoza.id, pla_fecini: mendoza.planStart }],
    });
    expect([zero.body.estado, zero.body.msj, zero.body.inputid]).toEqual([400, 'Debe indicar el número de días que se va a extender', 'dias']);
    const ddmmyyyy = mendoza.planStart.split('-').reverse().join('/');
    const extended = await superUser.rest('POST', '/rest/medicos/admin/0?accion=extenderPrueba', {
      dias: '3',
      cods: [{ ref_codigo: mendoza.id, pla_fecini: ddmmyyyy }],
    });
    expect(extended.body).toMatchObject({
      estado: 200,
      cod: 1,
      msj: 'Período de prueba extendido 3 días para 1 médico',
      extendidos: 1,
      medicos: [{ ref_codigo: mendoza.id, pla_fecfin: day(15) }],
    });
    const refused = await plain.rest('POST', '/rest/medicos/admin/0?accion=extenderPrueba', {
      cods: [{ ref_codigo: mendoza.id, pla_fecini: mendoza.planStart }],
    });
    expect([refused.status, refused.body.msj]).toEqual([403, 'No tiene los permisos para realizar esta acción']);
    expect(await planEnd(named('MENDOZA'))).toBe(day(15));
  });
});
