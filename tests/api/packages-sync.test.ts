import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, demoClients } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { companyIdOf } from './companies-fixtures.js';
import { rucOf } from './packages-fixtures.js';

// Integrator features of the packages area: null lookups, refused page arguments, orderBy,
// totalCount, incremental sync with updatedSince, and money exact from the column to the answer.
let server: TestServer;
let admin: ApiClient;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.services.orm.em.fork().getConnection().execute<T[]>(text, params);
const LIST = `query ($filter: ConnectionFilter, $page: Int, $pageSize: Int, $orderBy: ConnectionOrder, $updatedSince: DateTimeISO) {
  connectionPackages(filter: $filter, page: $page, pageSize: $pageSize, orderBy: $orderBy, updatedSince: $updatedSince) {
    total totalCount items { companyId accessCode ruc endDate packageId updatedAt balance }
  }
}`;
type Row = { companyId: number; accessCode: string; ruc: string; endDate: string | null; packageId: number | null; updatedAt: string | null; balance: string };
type Page = { connectionPackages: { total: number; totalCount: number; items: Row[] } };
const list = (vars: Record<string, unknown>) => admin.graphql<Page>(LIST, { pageSize: 500, ...vars });
const refusal = (r: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }) => [r.errors?.[0]?.message, r.errors?.[0]?.extensions?.code];

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  ({ admin } = await demoClients(server.url, TEST_PASSWORD));
});
afterAll(async () => server?.close());

describe('package list for integrators', () => {
  it('refuses a page size over 500 or a page below 1, naming the limit, instead of changing it', async () => {
    expect(refusal(await list({ pageSize: 100000 }))).toEqual(['El tamaño de página (pageSize) debe estar entre 1 y 500', 'BAD_USER_INPUT']);
    expect(refusal(await list({ page: -5 }))).toEqual(['La página (page) debe ser 1 o mayor', 'BAD_USER_INPUT']);
    expect(refusal(await list({ pageSize: 0 }))).toEqual(['El tamaño de página (pageSize) debe estar entre 1 y 500', 'BAD_USER_INPUT']);
  });

  it('orders by the asked field with the company id as tie-breaker, stable across pages', async () => {
    const byName = (await list({})).data!.connectionPackages;
    expect(byName.totalCount).toBe(byName.total);
    expect(byName.totalCount).toBe(byName.items.length);
    const byRuc = (await list({ orderBy: { field: 'RUC', direction: 'DESC' } })).data!.connectionPackages.items;
    const expected = [...byName.items].sort((a, b) => (a.ruc === b.ruc ? b.companyId - a.companyId : a.ruc < b.ruc ? 1 : -1));
    expect(byRuc.map((r) => r.companyId)).toEqual(expected.map((r) => r.companyId));
    // End date ascending, the companies without a package last.
    const byEnd = (await list({ orderBy: { field: 'END_DATE' } })).data!.connectionPackages.items;
    const ends = byEnd.map((r) => r.endDate);
    const withEnd = ends.filter((e) => e !== null);
    expect(withEnd).toEqual([...withEnd].sort());
    expect(ends.slice(withEnd.length).every((e) => e === null)).toBe(true);
    // Two pages of three give the first six rows of the same order.
    const first = (await list({ orderBy: { field: 'RUC', direction: 'DESC' }, page: 1, pageSize: 3 })).data!.connectionPackages.items;
    const second = (await list({ orderBy: { field: 'RUC', direction: 'DESC' }, page: 2, pageSize: 3 })).data!.connectionPackages.items;
    expect([...first, ...second].map((r) => r.companyId)).toEqual(byRuc.slice(0, 6).map((r) => r.companyId));
  });

  it('gives the companies whose packages changed since a time: a usage record and a direct table update touch updated_at', async () => {
    const all = (await list({})).data!.connectionPackages.items;
    const [{ now }] = await sql<{ now: Date }>('select clock_timestamp() as now');
    const since = new Date(new Date(now).getTime() + 1).toISOString();
    expect((await list({ updatedSince: since })).data!.connectionPackages).toMatchObject({ totalCount: 0, items: [] });
    const andina = await companyIdOf(server, 'andina');
    const usage = await admin.graphql(`mutation ($companyId: Int) { recordPackageUsage(units: 2, companyId: $companyId, date: "2026-11-20") { used } }`, {
      companyId: andina,
    });
    expect(usage.errors).toBeUndefined();
    const changed = (await list({ updatedSince: since })).data!.connectionPackages;
    expect(changed.items.map((r) => r.accessCode)).toEqual(['andina']);
    expect(changed.totalCount).toBe(1);
    const row = changed.items[0]!;
    expect(Date.parse(row.updatedAt!)).toBeGreaterThanOrEqual(Date.parse(since));
    const pkg = await admin.graphql<{ connectionPackage: { updatedAt: string; createdAt: string } }>(
      `query ($id: Int!) { connectionPackage(id: $id) { updatedAt createdAt } }`,
      { id: row.packageId },
    );
    expect(pkg.data!.connectionPackage.updatedAt).toBe(row.updatedAt);
    // A package changed straight in the table (another write path) is caught by the trigger too.
    const pacifico = all.find((r) => r.accessCode === 'pacifico')!;
    await sql('update tconexiones set observacion = ? where con_codigo = ?', ['cambio directo', pacifico.packageId]);
    expect((await list({ updatedSince: since })).data!.connectionPackages.items.map((r) => r.accessCode).sort()).toEqual(['andina', 'pacifico']);
    // Ordered by the last change, newest first: the two changed companies lead, those without packages close.
    const recent = (await list({ orderBy: { field: 'UPDATED_AT', direction: 'DESC' } })).data!.connectionPackages.items;
    expect(
      recent
        .slice(0, 2)
        .map((r) => r.accessCode)
        .sort(),
    ).toEqual(['andina', 'pacifico']);
    expect(recent.at(-1)!.updatedAt).toBeNull();
    // A company that never had a package has no updatedAt.
    expect(all.find((r) => r.accessCode === 'costena')).toMatchObject({ packageId: null, updatedAt: null, balance: 'SIN_ASIGNAR' });
  });

  it('answers null for a package or an invoice that does not exist, without an error', async () => {
    const pkg = await admin.graphql(`query { connectionPackage(id: 999999) { id } }`);
    expect([pkg.errors, pkg.data]).toEqual([undefined, { connectionPackage: null }]);
    const invoice = await admin.graphql(`query { invoice(number: "001-001-000009999") { id } }`);
    expect([invoice.errors, invoice.data]).toEqual([undefined, { invoice: null }]);
    // Neither number nor code is still an input error.
    expect(refusal(await admin.graphql(`query { invoice { id } }`))).toEqual(['Ingrese el número o el código de la factura', 'BAD_USER_INPUT']);
    // REST keeps its documented refusal.
    const rest = await admin.rest('GET', '/rest/empresas/conexiones/0?accion=buscarFactura&trn_compro=001-001-000009999');
    expect(rest.body).toMatchObject({ msg: '001-001-000009999 verifique que haya ingresado el número correcto.' });
  });
});

describe('money exact from the column to the answer', () => {
  it('answers an invoice of 1234567.89 with cents that a float would lose, and REST keeps JSON numbers', async () => {
    const [{ trn_codigo: id }] = await sql<{ trn_codigo: number }>(
      `insert into tfactura (trn_compro, trn_fecreg, trn_ruc, trn_nombre, trn_subtotal, trn_iva, trn_total) values ('001-009-000000001', '2026-11-02', ?, 'EXACTO', 1102292.76, 132275.13, 1234567.89) returning trn_codigo`,
      [rucOf('andina')],
    );
    await sql(
      `insert into tfactura_asiento (trn_codigo, asi_linea, asi_cuenta, asi_descri, asi_debe, asi_haber) values (?, 1, '1.1', 'Clientes', 0.10, 0), (?, 2, '4.1', 'Ventas', 0, 0.20)`,
      [id, id],
    );
    const result = await admin.graphql<{ invoice: Record<string, unknown> }>(
      `query ($code: Int) { invoice(code: $code) { date subtotal iva total entry { debit credit } } }`,
      { code: id },
    );
    expect(result.data!.invoice).toEqual({
      date: '2026-11-02',
      subtotal: '1102292.76',
      iva: '132275.13',
      total: '1234567.89',
      entry: [
        { debit: '0.10', credit: '0.00' },
        { debit: '0.00', credit: '0.20' },
      ],
    });
    const rest = await admin.rest('GET', `/rest/empresas/conexiones/0?accion=buscarFactura&trn_codigo=${id}`);
    expect(rest.body).toMatchObject({
      total: 1234567.89,
      asiento: [
        { asi_debe: 0.1, asi_haber: 0 },
        { asi_debe: 0, asi_haber: 0.2 },
      ],
    });
  });

  it('sums overdue installments of 0.10 and 0.20 to exactly 0.30 in the contract row', async () => {
    const ruc = rucOf('sanmarcos');
    const [{ fol_codigo: id }] = await sql<{ fol_codigo: number }>(
      `insert into tcontrato (emp_ruc, fol_fecha, fol_meses, fol_cuota) values (?, current_date - 90, 3, 0.10) returning fol_codigo`,
      [ruc],
    );
    await sql(
      `insert into tcontrato_cuota (fol_codigo, cuo_numero, cuo_vence, cuo_valor) values (?, 1, current_date - 60, 0.10), (?, 2, current_date - 30, 0.20), (?, 3, current_date + 30, 0.10)`,
      [id, id, id],
    );
    const page = await admin.graphql<{ contractPayments: { items: Array<{ contractId: number; fee: string; amountDue: string; paymentState: string }> } }>(
      `query ($filter: ContractPaymentFilter) { contractPayments(filter: $filter) { items { contractId fee amountDue paymentState } } }`,
      { filter: { text: ruc } },
    );
    expect(page.data!.contractPayments.items).toEqual([{ contractId: id, fee: '0.10', amountDue: '0.30', paymentState: 'VENCIDO' }]);
    const history = await admin.graphql<{ installmentHistory: { items: Array<{ amount: string; state: string }> } }>(
      `query ($id: Int) { installmentHistory(contractId: $id) { items { amount state } } }`,
      { id },
    );
    expect(history.data!.installmentHistory.items).toEqual([
      { amount: '0.10', state: 'VENCIDA' },
      { amount: '0.20', state: 'VENCIDA' },
      { amount: '0.10', state: 'PENDIENTE' },
    ]);
    const rest = await admin.rest('GET', `/rest/empresas/conexiones/0?accion=revisarPagos&texto=${ruc}`);
    expect((rest.body.items as Array<Record<string, unknown>>)[0]).toMatchObject({ fol_cuota: 0.1, valor_vencido: 0.3 });
  });

  it('orders contract payments by amount due, refuses pages out of range and counts in totalCount', async () => {
    const q = `query ($orderBy: ContractPaymentOrder, $pageSize: Int) { contractPayments(orderBy: $orderBy, pageSize: $pageSize) { total totalCount items { contractId amountDue } } }`;
    const page = (
      await admin.graphql<{ contractPayments: { total: number; totalCount: number; items: Array<{ contractId: number; amountDue: string }> } }>(q, {
        orderBy: { field: 'AMOUNT_DUE', direction: 'DESC' },
      })
    ).data!.contractPayments;
    expect(page.totalCount).toBe(page.total);
    const cents = page.items.map((r) => Number(r.amountDue.replace('.', '')));
    expect(cents).toEqual([...cents].sort((a, b) => b - a));
    expect(refusal(await admin.graphql(q, { pageSize: 501 }))).toEqual(['El tamaño de página (pageSize) debe estar entre 1 y 500', 'BAD_USER_INPUT']);
  });
});
