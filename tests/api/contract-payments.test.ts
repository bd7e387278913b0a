import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../api/src/modules/auth/password.js';
import { User } from '../../api/src/modules/users/user.entity.js';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { addMonths, expectedContracts, HISTORY, LIST, money, rucOf, type ListData, type Row } from './contract-payments-fixtures.js';
import { businessDay } from '../../api/src/domain/dates.js';

let server: TestServer;
let admin: ApiClient;
let readOnly: ApiClient;

type Result<T> = { data: T | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
const refusal = (result: Result<unknown>) => ({
  message: result.errors?.[0]?.message,
  code: result.errors?.[0]?.extensions?.code,
  field: result.errors?.[0]?.extensions?.field,
  level: result.errors?.[0]?.extensions?.level,
});
const list = (client: ApiClient, filter: Record<string, unknown> = {}, page?: number, pageSize?: number) =>
  client.graphql<ListData>(LIST, { filter, page, pageSize });
const names = async (filter: Record<string, unknown>) => ((await list(admin, filter)).data?.contractPayments.items ?? []).map((r) => r.legalName);
const sql = (text: string, params: unknown[] = []) => server.services.orm.em.fork().getConnection().execute(text, params);
const contractIdOf = async (access: string) => ((await list(admin, { text: rucOf(access) })).data!.contractPayments.items[0] as Row).contractId;
const NAME = Object.fromEntries(expectedContracts().map((c) => [c.access, c.row.legalName]));
// The list's order: by legal name.
const ORDER = ['andina', 'lojaexpress', 'mitadmundo', 'pacifico', 'farmaustro', 'elconstructor'];

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  admin = new ApiClient(server.url);
  readOnly = new ApiClient(server.url);
  await admin.login('admin', TEST_PASSWORD);
  await readOnly.login('consulta', TEST_PASSWORD);
});
afterAll(async () => server?.close());

describe('contract payments list', () => {
  it('has one row per seeded contract with every field of the contract row, by legal name', async () => {
    const result = await list(admin);
    const page = result.data!.contractPayments;
    const expected = expectedContracts();
    expect(page.items.map((r) => r.legalName)).toEqual(ORDER.map((a) => NAME[a]));
    for (const access of ORDER) {
      const row = page.items.find((r) => r.legalName === NAME[access])!;
      const { contacts, ...rest } = expected.find((c) => c.access === access)!.row;
      expect(row, access).toMatchObject(rest);
      expect(
        row.contacts.map(({ name, role, email }) => ({ name, role, email })),
        access,
      ).toEqual(contacts);
      expect(JSON.parse(String(row.location)), access).toMatchObject({ provincia: expect.any(Number), ciudad: expect.any(String) });
    }
    // The receipt is the invoice of the last paid installment.
    const invoices = (await sql('select trn_codigo, trn_compro from tfactura')) as Array<{ trn_codigo: number; trn_compro: string }>;
    const idOf = new Map(invoices.map((f) => [f.trn_compro, f.trn_codigo]));
    for (const row of page.items) expect(row.invoiceId).toBe(idOf.get(String(row.invoiceNumber)));
    // San Marcos (a demo cooperative) has no contract.
    expect(page.items.map((r) => r.legalName)).not.toContain('COOPERATIVA DE TRANSPORTE SAN MARCOS');
    expect(page).toMatchObject({ total: 6, page: 1, pageSize: 50, permisos: { resource: 'pagos', view: 4, create: 4, edit: 4, delete: 4 } });
  });

  it('counts each payment state over the search without the quick filter; the quick filter narrows the rows', async () => {
    const expected = expectedContracts();
    const count = (state: string) => expected.filter((c) => c.row.paymentState === state).length;
    const counts = [
      { state: 'VENCIDO', label: 'VENCIDO', color: '#F55145', count: count('VENCIDO') },
      { state: 'AL_DIA', label: 'AL DÍA', color: '#92C755', count: count('AL_DIA') },
      { state: 'PAGADO', label: 'PAGADO', color: '#3a7bd5', count: count('PAGADO') },
      { state: 'INACTIVO', label: 'INACTIVO', color: '#8a8a8a', count: 0 },
    ];
    // Today's seed: pacifico, farmaustro, mitadmundo overdue; andina, elconstructor up to date; lojaexpress paid.
    expect(counts.map((c) => c.count)).toEqual([3, 2, 1, 0]);
    expect((await list(admin)).data!.contractPayments.counts).toEqual(counts);
    const overdue = (await list(admin, { paymentStates: ['VENCIDO'] })).data!.contractPayments;
    expect(overdue.items.map((r) => r.legalName)).toEqual(['mitadmundo', 'pacifico', 'farmaustro'].map((a) => NAME[a]));
    expect(overdue.total).toBe(3);
    expect(overdue.counts).toEqual(counts);
    expect(await names({ paymentStates: ['AL_DIA', 'PAGADO'] })).toEqual(['andina', 'lojaexpress', 'elconstructor'].map((a) => NAME[a]));
    // The counts follow the search: only the companies of type 5 (farmaustro) and 7 (the cooperatives lojaexpress and mitadmundo).
    const typed = (await list(admin, { businessLines: [5, 7], paymentStates: ['PAGADO'] })).data!.contractPayments;
    expect(typed.items.map((r) => r.legalName)).toEqual([NAME.lojaexpress]);
    expect(typed.counts.map((c) => c.count)).toEqual([2, 0, 1, 0]);
  });

  it('shows an inactive contract as INACTIVO whatever its installments', async () => {
    await sql(`update tcontrato set fol_activo = 'F' where emp_ruc = ?`, [rucOf('pacifico')]);
    try {
      const page = (await list(admin, { paymentStates: ['INACTIVO'] })).data!.contractPayments;
      expect(page.items.map((r) => [r.legalName, r.paymentState, r.paymentStateColor, r.active])).toEqual([[NAME.pacifico, 'INACTIVO', '#8a8a8a', false]]);
      expect(page.counts.map((c) => c.count)).toEqual([2, 2, 1, 1]);
    } finally {
      await sql(`update tcontrato set fol_activo = 'T' where emp_ruc = ?`, [rucOf('pacifico')]);
    }
  });

  it('filters by text (RUC prefix or name, without case or accents), company state, type, contract state and start dates', async () => {
    expect(await names({ text: 'pacífico' })).toEqual([NAME.pacifico]);
    expect(await names({ text: 'Farmacias del AUSTRO' })).toEqual([NAME.farmaustro]);
    expect(await names({ text: rucOf('mitadmundo').slice(0, 9) })).toEqual([NAME.mitadmundo]);
    // A RUC is a prefix, not 'contains'.
    expect(await names({ text: rucOf('mitadmundo').slice(3, 10) })).toEqual([]);
    expect(await names({ companyStates: ['BLOCKED'] })).toEqual([NAME.elconstructor]);
    expect(await names({ companyStates: ['INACTIVE', 'DEMO'] })).toEqual([]);
    expect(await names({ businessLines: [5, 7] })).toEqual([NAME.lojaexpress, NAME.mitadmundo, NAME.farmaustro]);
    // -1 is the selector's 'No asignar': companies without a type.
    expect(await names({ businessLines: [-1] })).toEqual([]);
    await sql('update tempresa set tac_codigo = null where emp_ruc = ?', [rucOf('andina')]);
    try {
      expect(await names({ businessLines: [-1, 7] })).toEqual([NAME.andina, NAME.lojaexpress, NAME.mitadmundo]);
    } finally {
      await sql('update tempresa set tac_codigo = 1 where emp_ruc = ?', [rucOf('andina')]);
    }
    await sql(`update tempresa set emp_tiposerv = ? where emp_ruc = ?`, [JSON.stringify({ fe: 'T', bloq_aut: 'T' }), rucOf('mitadmundo')]);
    try {
      const blocked = (await list(admin, { contractStates: ['BLOQUEADO'] })).data!.contractPayments.items;
      expect(blocked.map((r) => [r.legalName, r.contractState])).toEqual([[NAME.mitadmundo, 'BLOQUEADO']]);
      expect(await names({ contractStates: ['ACTIVO'] })).toEqual(ORDER.filter((a) => a !== 'mitadmundo').map((a) => NAME[a]));
    } finally {
      await sql(`update tempresa set emp_tiposerv = ? where emp_ruc = ?`, [JSON.stringify({ fe: 'T', bloq_aut: 'F' }), rucOf('mitadmundo')]);
    }
    const startOf = (monthsAgo: number) => addMonths(businessDay(), -monthsAgo);
    expect(await names({ startFrom: startOf(4) })).toEqual([NAME.andina, NAME.elconstructor]);
    expect(await names({ startTo: startOf(6) })).toEqual([NAME.lojaexpress, NAME.mitadmundo, NAME.pacifico, NAME.farmaustro]);
    expect(await names({ startFrom: startOf(6), startTo: startOf(4) })).toEqual([NAME.andina, NAME.mitadmundo]);
  });

  it('pages the rows by legal name and keeps the total and the counts', async () => {
    const second = (await list(admin, {}, 2, 2)).data!.contractPayments;
    expect(second.items.map((r) => r.legalName)).toEqual([NAME.mitadmundo, NAME.pacifico]);
    expect(second).toMatchObject({ total: 6, page: 2, pageSize: 2 });
    const past = (await list(admin, {}, 4, 2)).data!.contractPayments;
    expect(past.items).toEqual([]);
    expect(past.total).toBe(6);
    expect(past.counts.map((c) => c.count)).toEqual([3, 2, 1, 0]);
  });

  it('refuses bad filter values naming the field, in Spanish', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ businessLines: [0] }, 'businessLines', 'Tipo de empresa no válido: 0'],
      [{ startFrom: '2026-03-01', startTo: '2026-02-01' }, 'startFrom', 'La fecha de inicio desde no puede ser posterior a la fecha de inicio hasta'],
      [{ text: 'x'.repeat(101) }, 'text', 'El texto de búsqueda no puede superar 100 caracteres'],
    ];
    for (const [filter, field, message] of cases) {
      expect(refusal(await list(admin, filter)), field).toEqual({ message, code: 'BAD_USER_INPUT', field: `filter.${field}`, level: 'warning' });
    }
    // Company, payment and contract states are enums and dates LocalDate: an unknown value is refused before the service
    // (the REST adapter keeps its Spanish messages for them).
    for (const filter of [
      { companyStates: ['SUSPENDIDA'] },
      { paymentStates: ['MOROSO'] },
      { contractStates: ['SUSPENDIDO'] },
      { startFrom: '2026-02-30' },
      { startTo: '31/01/2026' },
    ]) {
      const result = await list(admin, filter);
      expect(result.data ?? null, JSON.stringify(filter)).toBeNull();
      expect(refusal(result).code, JSON.stringify(filter)).toBe('BAD_USER_INPUT');
    }
  });
});

describe('installment history', () => {
  it('lists every installment of a contract with its due date, amount, payment, state and invoice', async () => {
    const expected = expectedContracts().find((c) => c.access === 'pacifico')!;
    const id = await contractIdOf('pacifico');
    const result = await admin.graphql<{ installmentHistory: { contract: unknown; items: Array<Record<string, unknown>> } }>(HISTORY, { contractId: id });
    const history = result.data!.installmentHistory;
    expect(history.contract).toEqual({
      contractId: id,
      ruc: rucOf('pacifico'),
      legalName: NAME.pacifico,
      clientName: 'ZAMBRANO MOREIRA CARLOS ANDRÉS',
      startDate: expected.row.startDate,
      months: 12,
      fee: '35.00',
      active: true,
    });
    expect(history.items.map(({ invoiceId: _id, ...rest }) => rest)).toEqual(expected.installments.map((i) => ({ ...i, amount: money(i.amount) })));
    expect(history.items.map((i) => i.state)).toEqual([
      'PAGADA',
      'PAGADA',
      'PAGADA',
      'PAGADA',
      'PAGADA',
      'PAGADA',
      'VENCIDA',
      'VENCIDA',
      ...expected.installments.slice(8).map((i) => i.state),
    ]);
    expect(history.items.filter((i) => i.invoiceId === null).length).toBe(6);
  });

  it('finds the contract by the company RUC (the click on the company name)', async () => {
    const expected = expectedContracts().find((c) => c.access === 'lojaexpress')!;
    const result = await admin.graphql<{ installmentHistory: { contract: { legalName: string }; items: Array<{ state: string; invoiceNumber: string }> } }>(
      HISTORY,
      { ruc: rucOf('lojaexpress') },
    );
    expect(result.data!.installmentHistory.contract.legalName).toBe(NAME.lojaexpress);
    expect(result.data!.installmentHistory.items.map((i) => [i.state, i.invoiceNumber])).toEqual(expected.installments.map((i) => ['PAGADA', i.invoiceNumber]));
  });

  it('answers null for a company without a contract (sanmarcos, costena): the lookup finds nothing', async () => {
    for (const access of ['sanmarcos', 'costena']) {
      const result = await admin.graphql(HISTORY, { ruc: rucOf(access) });
      expect(result.errors, access).toBeUndefined();
      expect(result.data, access).toEqual({ installmentHistory: null });
    }
  });

  it('refuses a call without contract or RUC, and an unknown contract', async () => {
    expect(refusal(await admin.graphql(HISTORY, {}))).toEqual({
      message: 'Indique el contrato (fol_codigo) o el RUC de la empresa',
      code: 'BAD_USER_INPUT',
      field: 'contractId',
      level: 'warning',
    });
    const unknown = await admin.graphql(HISTORY, { contractId: 9999 });
    expect([unknown.errors, unknown.data]).toEqual([undefined, { installmentHistory: null }]);
    expect(refusal(await admin.graphql(HISTORY, { contractId: -2 }))).toMatchObject({
      message: 'El contrato (fol_codigo) debe ser un número entero mayor que cero',
      field: 'contractId',
    });
  });
});

describe('REST /rest/empresas/conexiones', () => {
  it('revisarPagos answers items with the legacy names, cols, permisos, total and conteos', async () => {
    const res = await admin.rest('GET', '/rest/empresas/conexiones/0?accion=revisarPagos');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      estado: 200,
      cod: 1,
      total: 6,
      permisos: { ver: 4, crear: 4, editar: 4, eliminar: 4 },
      conteos: { VENCIDO: 3, 'AL DÍA': 2, PAGADO: 1, INACTIVO: 0 },
    });
    expect((res.body.cols as Array<{ di_column: string }>).map((c) => c.di_column)).toEqual([
      'emp_ruc',
      'emp_razons',
      'estadoAcceso',
      'estado',
      'mes_contrato_str',
      'cuotas_pagadas',
      'valor_vencido',
      'trn_compro',
      'trn_fecreg',
      'estado_contrato',
      'estado_notificacion',
      'tac_descrip',
      'clp_email',
      'contactos_str',
    ]);
    const e = expectedContracts().find((c) => c.access === 'pacifico')!;
    const item = (res.body.items as Array<Record<string, unknown>>).find((i) => i.emp_ruc === rucOf('pacifico'))!;
    expect(item).toMatchObject({
      emp_ruc: rucOf('pacifico'),
      emp_razons: NAME.pacifico,
      emp_activa: 1,
      emp_ubica: JSON.stringify({ provincia: 9, ciudad: 'GUAYAQUIL' }),
      estado: 'VENCIDO',
      estado_contrato: 'ACTIVO',
      estado_notificacion: 'Notificado...',
      estadoAcceso: 'ACTIVO',
      mes_contrato_str: e.row.contractMonth,
      tac_id: 13,
      trn_codigo: expect.any(Number),
      trn_compro: '001-002-000005010',
      trn_fecreg: e.legacyDate,
      fol_codigo: expect.any(Number),
      clp_email: 'czambrano@dispacifico.com.ec',
      contactos: [
        { fad_nomcontacto: 'Carlos Zambrano', fad_cargo: 'Gerente', fad_mailcontacto: 'czambrano@dispacifico.com.ec' },
        { fad_nomcontacto: 'Lucía Mendoza', fad_cargo: 'Contador', fad_mailcontacto: null },
      ],
      contactos_str: 'Carlos Zambrano (Gerente) czambrano@dispacifico.com.ec; Lucía Mendoza (Contador) sin email',
    });
    expect(e.legacyDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('revisarPagos filters by texto, estado (comma list) and emp_activa, and refuses an unknown estado on its inputid', async () => {
    const rucs = async (query: string) =>
      (((await admin.rest('GET', `/rest/empresas/conexiones/0?accion=revisarPagos&${query}`)).body.items ?? []) as Array<{ emp_ruc: string }>).map(
        (i) => i.emp_ruc,
      );
    expect(await rucs('texto=andina')).toEqual([rucOf('andina')]);
    expect(await rucs(`estado=${encodeURIComponent('PAGADO,AL DÍA')}`)).toEqual([rucOf('andina'), rucOf('lojaexpress'), rucOf('elconstructor')]);
    expect(await rucs('emp_activa=3')).toEqual([rucOf('elconstructor')]);
    expect(await rucs('page=2&page_size=4')).toEqual([rucOf('farmaustro'), rucOf('elconstructor')]);
    const bad = await admin.rest('GET', '/rest/empresas/conexiones/0?accion=revisarPagos&estado=MOROSO');
    expect(bad.status).toBe(200);
    expect(bad.body).toMatchObject({
      estado: 400,
      cod: 0,
      inputid: 'estado',
      level_code: 101,
      msg: "Estado de pago desconocido: 'MOROSO'. Use VENCIDO, AL DÍA, PAGADO, INACTIVO",
    });
  });

  it('verHistorialCuotas answers the installments by fol_codigo or rucempresa, and the info refusal without a contract', async () => {
    const e = expectedContracts().find((c) => c.access === 'andina')!;
    const id = await contractIdOf('andina');
    const res = await admin.rest('GET', `/rest/empresas/conexiones/${id}?accion=verHistorialCuotas&fol_codigo=${id}`);
    expect(res.body).toMatchObject({
      estado: 200,
      contrato: { fol_codigo: id, emp_ruc: rucOf('andina'), emp_razons: NAME.andina, fol_meses: 12, fol_cuota: 45, fol_activo: 'T' },
    });
    const items = res.body.items as Array<Record<string, unknown>>;
    expect(items.map(({ trn_codigo: _id, ...rest }) => rest)).toEqual(
      e.installments.map((i) => ({
        cuo_numero: i.number,
        cuo_vence: i.dueDate,
        cuo_valor: i.amount,
        cuo_pagada: i.paidDate,
        estado: i.state,
        trn_compro: i.invoiceNumber,
      })),
    );
    const byRuc = await admin.rest('GET', `/rest/empresas/conexiones/0?accion=verHistorialCuotas&rucempresa=${rucOf('andina')}`);
    expect(byRuc.body.items).toEqual(items);
    const none = await admin.rest('GET', `/rest/empresas/conexiones/0?accion=verHistorialCuotas&rucempresa=${rucOf('sanmarcos')}`);
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ estado: 404, cod: 0, code: 'NOT_FOUND', level_code: 100, msg: 'El cliente no tiene un contrato registrado.' });
    const bad = await admin.rest('GET', '/rest/empresas/conexiones/0?accion=verHistorialCuotas&fol_codigo=abc');
    expect(bad.body).toMatchObject({ estado: 400, inputid: 'fol_codigo', msg: 'El contrato (fol_codigo) debe ser un número entero mayor que cero' });
  });
});

describe('access to contract payments', () => {
  it("lets the read-only profile read (permisos level 1) and refuses a profile without 'pagos'", async () => {
    const page = (await list(readOnly)).data!.contractPayments;
    expect(page.permisos).toEqual({ resource: 'pagos', view: 1, create: 0, edit: 0, delete: 0 });
    expect(page.total).toBe(6);
    const rest = await readOnly.rest('GET', '/rest/empresas/conexiones/0?accion=revisarPagos');
    expect(rest.body.permisos).toEqual({ ver: 1, crear: 0, editar: 0, eliminar: 0 });
    // The receipt column's invoice modal reads the invoice with the same access.
    const receipt = page.items.find((r) => r.legalName === NAME.pacifico)!;
    const invoice = await readOnly.graphql<{ invoice: { number: string } }>('query ($code: Int) { invoice(code: $code) { number } }', {
      code: receipt.invoiceId,
    });
    expect(invoice.data!.invoice.number).toBe(receipt.invoiceNumber);

    const em = server.services.orm.em.fork();
    const profile = em.create(User, { login: 'perfil.sin.pagos', name: 'Sin pagos', isProfile: 'T', active: 'T', hierarchy: 0 });
    await em.flush();
    // Only the companies screen (menu 2): no 'pagos'.
    await em.getConnection().execute('insert into tperfil_menu (usr_codigo, mb_codigo, pme_nivel) values (?, 2, 2)', [profile.id]);
    em.create(User, {
      login: 'sin.pagos',
      name: 'Usuario sin pagos',
      passwordHash: await hashPassword('clave-sin-pagos'),
      hierarchy: 0,
      profileId: profile.id,
    });
    await em.flush();
    const outsider = new ApiClient(server.url);
    await outsider.login('sin.pagos', 'clave-sin-pagos');
    const forbidden = { message: 'No tiene los permisos para realizar esta acción', code: 'FORBIDDEN', field: undefined, level: 'error' };
    expect(refusal(await list(outsider))).toEqual(forbidden);
    expect(refusal(await outsider.graphql(HISTORY, { ruc: rucOf('andina') }))).toEqual(forbidden);
    expect((await outsider.rest('GET', '/rest/empresas/conexiones/0?accion=revisarPagos')).status).toBe(403);
    expect((await outsider.rest('GET', `/rest/empresas/conexiones/0?accion=verHistorialCuotas&rucempresa=${rucOf('andina')}`)).status).toBe(403);
  });
});
