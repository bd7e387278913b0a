import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, demoClients } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { companyIdOf } from './companies-fixtures.js';
import { CANCEL, CREATE, EDIT, LIST, ONE, listRows, rowFor, rucOf, type ListData } from './packages-fixtures.js';

let server: TestServer;
let admin: ApiClient;
let support: ApiClient;
let readOnly: ApiClient;

const DEMO = ['andina', 'lojaexpress', 'pacifico', 'farmaustro', 'mitadmundo', 'elconstructor', 'costena', 'sanmarcos'];
type Pkg = Record<string, unknown> & { id: number; acquired: number; saldo: number; used: number };
const create = (client: ApiClient, input: Record<string, unknown>) =>
  client.graphql<{ createConnectionPackage: { message: string; package: Pkg } }>(CREATE, { input });
const refusal = (result: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }) => ({
  message: result.errors?.[0]?.message,
  code: result.errors?.[0]?.extensions?.code,
  field: result.errors?.[0]?.extensions?.field,
});

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  ({ admin, support, readOnly } = await demoClients(server.url, TEST_PASSWORD));
});
afterAll(async () => server?.close());

describe('package list', () => {
  it('shows each demo company with its package in force, the saldo derived from the usage ledger and its balance class', async () => {
    const rows = (await listRows(admin)).filter((r) => DEMO.includes(r.accessCode));
    expect(rows.map((r) => [r.accessCode, r.acquired, r.used, r.saldo, r.excess, r.balance, r.balanceColor, r.notificationState])).toEqual([
      ['andina', 1000, 420, 580, 0, 'DISPONIBLE', '#92C755', 'Sin notificación'],
      ['lojaexpress', 2400, 980, 1420, 0, 'DISPONIBLE', '#92C755', 'Sin notificación'],
      ['sanmarcos', 0, 0, 0, 0, 'SIN_ASIGNAR', '#5c5c5c', 'Sin notificación'],
      ['mitadmundo', 200, 200, 0, 0, 'EXCEDIDO', '#F55145', 'Notificado...'],
      ['pacifico', 500, 440, 60, 0, 'POR_COMPLETAR', '#FFB80F', 'Notificado...'],
      ['farmaustro', 300, 300, 0, 25, 'EXCEDIDO', '#F55145', 'Notificado...'],
      ['elconstructor', 100, 12, 88, 0, 'DISPONIBLE', '#92C755', 'Sin notificación'],
      ['costena', 0, 0, 0, 0, 'SIN_ASIGNAR', '#5c5c5c', 'Sin notificación'],
    ]);
    // The typed twin of the notification text.
    expect(rows.map((r) => r.notified)).toEqual(rows.map((r) => r.notificationState === 'Notificado...'));
    const andina = rows[0]!;
    expect(andina).toMatchObject({
      ruc: rucOf('andina'),
      contractType: 'POR_PAQUETE',
      contractTypeLabel: 'Por paquete',
      notifyPercentage: 15,
      block: true,
      invoiceNumber: '001-001-000004210',
      contractState: 'ACTIVO',
      related: false,
      express: false,
    });
    expect(rows.find((r) => r.accessCode === 'elconstructor')).toMatchObject({ contractType: 'GRATUITO', contractTypeLabel: 'Gratuito', invoiceNumber: null });
    expect(rows.find((r) => r.accessCode === 'costena')).toMatchObject({ packageId: null, contractType: null, endDate: null });
  });

  it('sums the search in the summary, counts each quick filter and narrows the page by one', async () => {
    const all = await admin.graphql<ListData>(LIST, { filter: {} });
    expect(all.data!.connectionPackages.summary).toEqual({
      companies: 8,
      excedido: 2,
      porcompletar: 1,
      sinasignar: 2,
      disponible: 3,
      acquired: 4500,
      used: 2352,
      saldo: 2148,
      excess: 25,
    });
    expect(all.data!.connectionPackages.balanceCounts).toEqual([
      { key: 'EXCEDIDO', label: 'Excedido', color: '#F55145', count: 2 },
      { key: 'POR_COMPLETAR', label: 'Por completar', color: '#FFB80F', count: 1 },
      { key: 'SIN_ASIGNAR', label: 'Sin asignar', color: '#5c5c5c', count: 2 },
      { key: 'DISPONIBLE', label: 'Disponible', color: '#92C755', count: 3 },
    ]);
    const exceeded = await admin.graphql<ListData>(LIST, { filter: { balance: ['EXCEDIDO'] } });
    expect(exceeded.data!.connectionPackages.items.map((r) => r.accessCode)).toEqual(['mitadmundo', 'farmaustro']);
    expect(exceeded.data!.connectionPackages.total).toBe(2);
    // The counts stay those of the whole search.
    expect(exceeded.data!.connectionPackages.balanceCounts.map((c) => c.count)).toEqual([2, 1, 2, 3]);
    expect((await listRows(admin, { balance: ['POR_COMPLETAR', 'SIN_ASIGNAR'] })).map((r) => r.accessCode)).toEqual(['sanmarcos', 'pacifico', 'costena']);
    expect((await listRows(admin, { text: 'AUSTRO' })).map((r) => r.accessCode)).toEqual(['farmaustro']);
    const paged = await admin.graphql<ListData>(LIST, { filter: {}, page: 2, pageSize: 3 });
    expect(paged.data!.connectionPackages.items.map((r) => r.accessCode)).toEqual(['mitadmundo', 'pacifico', 'farmaustro']);
  });

  it('refuses the quick filters while searching by RUC, a search billed to another name without RUC and unknown filters', async () => {
    expect(refusal(await admin.graphql(LIST, { filter: { ruc: '1792', balance: ['EXCEDIDO'] } }))).toEqual({
      message: 'Los filtros rápidos no se pueden usar mientras busca por RUC',
      code: 'BAD_USER_INPUT',
      field: 'filter.balance',
    });
    expect(refusal(await admin.graphql(LIST, { filter: { billedToOtherName: true } }))).toEqual({
      message: 'Para buscar paquetes facturados a otro nombre ingrese el número de ruc a buscar',
      code: 'BAD_USER_INPUT',
      field: 'filter.ruc',
    });
    // An unknown quick filter is not a value of the BalanceClass enum (the REST adapter keeps 'Filtro de saldo desconocido').
    expect(refusal(await admin.graphql(LIST, { filter: { balance: ['agotado'] } }))).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect((await listRows(admin, { ruc: rucOf('pacifico').slice(0, 5) })).map((r) => r.accessCode)).toEqual(['pacifico']);
  });

  it('gives the permisos object: support creates at level 2 (not an administrator), the administrator at 4', async () => {
    const ofAdmin = await admin.graphql<ListData>(LIST, {});
    const ofSupport = await support.graphql<ListData>(LIST, {});
    expect(ofAdmin.data!.connectionPackages.permisos).toEqual({ view: 4, create: 4, edit: 4, delete: 4 });
    expect(ofSupport.data!.connectionPackages.permisos).toEqual({ view: 2, create: 2, edit: 2, delete: 0 });
  });
});

describe('package rules', () => {
  it('lets only an administrator register a free package', async () => {
    const companyId = await companyIdOf(server, 'sanmarcos');
    const refused = await create(support, { companyId, packageSize: 50, contractType: 'GRATUITO', invoiceNumber: '001-001-000004521' });
    expect(refusal(refused)).toEqual({
      message: 'Este paquete es Gratuito, solo un administrador puede gestionar este tipo de paquetes',
      code: 'FORBIDDEN',
      field: 'input.contractType',
    });
    const done = await create(admin, { companyId, packageSize: 50, contractType: 'GRATUITO' });
    expect(done.errors).toBeUndefined();
    expect(done.data!.createConnectionPackage.package).toMatchObject({
      ruc: rucOf('sanmarcos'),
      acquired: 50,
      saldo: 50,
      used: 0,
      contractType: 'GRATUITO',
      invoiceId: null,
      notifyPercentage: 15,
      block: true,
      createdBy: 'Administrador General',
    });
    const pkg = done.data!.createConnectionPackage.package as Pkg & { purchaseDate: string; endDate: string };
    expect(Number(pkg.endDate.slice(0, 4)) - Number(pkg.purchaseDate.slice(0, 4))).toBe(1);
    expect(pkg.endDate.slice(5)).toBe(pkg.purchaseDate.slice(5) === '02-29' ? '02-28' : pkg.purchaseDate.slice(5));
  });

  it('asks a non-administrator for the invoice and says which number was not found', async () => {
    const companyId = await companyIdOf(server, 'pacifico');
    expect(refusal(await create(support, { companyId, packageSize: 1000, contractType: 'POR_PAQUETE' }))).toEqual({
      message: 'Toda contratación de paquete debe estar asociada a una factura. Seleccione la factura asociada.',
      code: 'BAD_USER_INPUT',
      field: 'input.invoiceNumber',
    });
    expect(refusal(await create(support, { companyId, packageSize: 1000, contractType: 'POR_PAQUETE', invoiceNumber: '001-001-000009999' }))).toEqual({
      message: '001-001-000009999 verifique que haya ingresado el número correcto.',
      code: 'BAD_USER_INPUT',
      field: 'input.invoiceNumber',
    });
    expect((await listRows(admin, { text: 'pacifico' }))[0]).toMatchObject({ acquired: 500, saldo: 60 });
  });

  it("adds the saldo of the package in force to a new package's acquired count and retires that package", async () => {
    const companyId = await companyIdOf(server, 'pacifico');
    const before = await rowFor(admin, 'pacifico');
    const done = await create(support, {
      companyId,
      packageSize: 1000,
      contractType: 'POR_PAQUETE',
      invoiceNumber: '001001000004521',
      notifyPercentage: 20,
      block: false,
      note: 'Renovación',
    });
    expect(done.errors).toBeUndefined();
    expect(done.data!.createConnectionPackage.message).toBe(`Paquete registrado para ${rucOf('pacifico')}: 1060 documentos adquiridos`);
    expect(done.data!.createConnectionPackage.package).toMatchObject({
      state: 'ACTIVO',
      stateLabel: 'ACTIVO',
      packageSize: 1000,
      acquired: 1060,
      carriedOver: 60,
      previousId: before.packageId,
      saldo: 1060,
      invoiceNumber: '001-001-000004521',
      related: false,
      notifyPercentage: 20,
      block: false,
      note: 'Renovación',
      notificationState: 'Sin notificación',
    });
    const old = await admin.graphql<{ connectionPackage: Pkg }>(ONE, { id: before.packageId });
    expect(old.data!.connectionPackage).toMatchObject({ state: 'INACTIVO', stateLabel: 'INACTIVO', used: 440, saldo: 60 });
    expect(await rowFor(admin, 'pacifico')).toMatchObject({
      packageId: done.data!.createConnectionPackage.package.id,
      acquired: 1060,
      saldo: 1060,
      balance: 'DISPONIBLE',
    });
    // The invoice is taken now.
    const again = await create(admin, {
      companyId: await companyIdOf(server, 'andina'),
      packageSize: 10,
      contractType: 'POR_PAQUETE',
      invoiceNumber: '001-001-000004521',
    });
    expect(refusal(again)).toEqual({
      message: `La factura 001-001-000004521 ya está asociada al paquete ${done.data!.createConnectionPackage.package.id}`,
      code: 'CONFLICT',
      field: 'input.invoiceNumber',
    });
  });

  it('marks a package billed to another RUC as related and finds it by that RUC', async () => {
    const lojaexpress = await companyIdOf(server, 'lojaexpress');
    const done = await create(support, { companyId: lojaexpress, packageSize: 500, contractType: 'TARIFA_FIJA', invoiceNumber: '001-001-000004522' });
    expect(done.data!.createConnectionPackage.package).toMatchObject({
      related: true,
      billedRuc: rucOf('andina'),
      billedName: 'COMERCIAL ANDINA S.A.',
      acquired: 1920,
    });
    expect((await listRows(admin, { billedToOtherName: true, ruc: rucOf('andina') })).map((r) => r.accessCode)).toEqual(['lojaexpress']);
  });

  it('validates size, type, percentage and dates naming the field', async () => {
    const companyId = await companyIdOf(server, 'costena');
    expect(refusal(await create(admin, { companyId, packageSize: 0, contractType: 'POR_PAQUETE' }))).toMatchObject({
      message: 'El paquete debe ser un número entero de documentos mayor que cero',
      field: 'input.packageSize',
    });
    expect(refusal(await create(admin, { companyId, packageSize: 10, contractType: 'OTRO' }))).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(refusal(await create(admin, { companyId, packageSize: 10, contractType: 'POR_PAQUETE', notifyPercentage: 101 }))).toMatchObject({
      message: 'El porcentaje de notificación debe estar entre 0 y 100',
      field: 'input.notifyPercentage',
    });
    // Dates are LocalDate ('AAAA-MM-DD'): a day that does not exist is refused before the service.
    expect(refusal(await create(admin, { companyId, packageSize: 10, contractType: 'POR_PAQUETE', purchaseDate: '2026-02-31' }))).toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    expect(
      refusal(await create(admin, { companyId, packageSize: 10, contractType: 'POR_PAQUETE', purchaseDate: '2026-05-10', endDate: '2026-05-10' })),
    ).toMatchObject({ message: 'La fecha fin debe ser posterior a la fecha de compra', field: 'input.endDate' });
    expect(refusal(await create(admin, { companyId: 999999, packageSize: 10, contractType: 'POR_PAQUETE' }))).toMatchObject({
      message: 'No existe la empresa 999999',
      field: 'input.companyId',
    });
    expect((await rowFor(admin, 'costena')).packageId).toBeNull();
    expect(refusal(await create(readOnly, { companyId, packageSize: 10, contractType: 'POR_PAQUETE' }))).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('edits a chosen package within the same rules', async () => {
    // The id is required (Int!): a missing one is refused before the service.
    expect(refusal(await admin.graphql(EDIT, { id: null, input: { packageSize: 10, contractType: 'POR_PAQUETE' } }))).toMatchObject({ code: 'BAD_USER_INPUT' });
    const elconstructor = await rowFor(admin, 'elconstructor');
    const free = await support.graphql(EDIT, { id: elconstructor.packageId, input: { packageSize: 200, contractType: 'GRATUITO' } });
    expect(refusal(free)).toEqual({
      message: 'Este paquete es Gratuito, solo un administrador puede gestionar este tipo de paquetes',
      code: 'FORBIDDEN',
      field: 'input.contractType',
    });
    const below = await admin.graphql(EDIT, { id: elconstructor.packageId, input: { packageSize: 5, contractType: 'GRATUITO' } });
    expect(refusal(below)).toMatchObject({ message: 'El paquete no puede quedar con menos documentos que los ya usados (12)', field: 'input.packageSize' });
    const done = await admin.graphql<{ editConnectionPackage: { message: string; package: Pkg } }>(EDIT, {
      id: elconstructor.packageId,
      input: { packageSize: 150, contractType: 'GRATUITO', notifyPercentage: 30, endDate: '2030-12-31' },
    });
    expect(done.data!.editConnectionPackage).toMatchObject({
      message: `Paquete ${elconstructor.packageId} actualizado`,
      package: { acquired: 150, saldo: 138, used: 12, notifyPercentage: 30, endDate: '2030-12-31' },
    });
    const andina = await rowFor(admin, 'andina');
    const dropInvoice = await support.graphql<{ editConnectionPackage: { package: Pkg } }>(EDIT, {
      id: andina.packageId,
      input: { packageSize: 1000, contractType: 'POR_PAQUETE', notifyPercentage: 10 },
    });
    // Without a new invoice the package keeps its own: a non-administrator can still save it.
    expect(dropInvoice.data!.editConnectionPackage.package).toMatchObject({ invoiceNumber: '001-001-000004210', notifyPercentage: 10 });
    const audit = await server.services.orm.em
      .fork()
      .getConnection()
      .execute<{ observacion: string }[]>(`select observacion from tauditoria where aud_entidad = 'tconexiones' and aud_accion = 'editar' and aud_clave = ?`, [
        String(elconstructor.packageId),
      ]);
    expect(audit.map((a) => a.observacion)).toEqual(['paquete 100 -> 150; fecha fin ' + elconstructor.endDate + ' -> 2030-12-31; notificar 15% -> 30%']);
  });

  it('cancels a package with its reason and puts the one it replaced back in force', async () => {
    const companyId = await companyIdOf(server, 'mitadmundo');
    const first = await rowFor(admin, 'mitadmundo');
    const created = await create(admin, { companyId, packageSize: 300, contractType: 'POR_PAQUETE' });
    const id = created.data!.createConnectionPackage.package.id;
    expect(refusal(await admin.graphql(CANCEL, { id, reason: ' ' }))).toEqual({
      message: 'Indique el motivo de la anulación',
      code: 'BAD_USER_INPUT',
      field: 'reason',
    });
    expect(refusal(await admin.graphql(CANCEL, { id: null, reason: 'x' }))).toMatchObject({ code: 'BAD_USER_INPUT' });
    const done = await admin.graphql<{ cancelConnectionPackage: { message: string; package: Pkg } }>(CANCEL, { id, reason: 'Registrado por error' });
    expect(done.data!.cancelConnectionPackage).toMatchObject({
      message: `Paquete ${id} anulado`,
      package: { state: 'ANULADO', stateLabel: 'ANULADO', cancelledBy: 'Administrador General', cancelReason: 'Registrado por error' },
    });
    expect(await rowFor(admin, 'mitadmundo')).toMatchObject({ packageId: first.packageId, acquired: 200, saldo: 0, balance: 'EXCEDIDO' });
    expect(refusal(await admin.graphql(CANCEL, { id, reason: 'otra vez' }))).toMatchObject({ message: `El paquete ${id} ya está anulado`, code: 'CONFLICT' });
  });

  it('refuses to delete a company whose package is in force', async () => {
    const result = await admin.graphql(`mutation ($id: Int!) { deleteCompany(id: $id) { message } }`, { id: await companyIdOf(server, 'andina') });
    expect(refusal(result)).toMatchObject({ message: 'No se puede eliminar la empresa: tiene paquetes de conexión activos', code: 'CONFLICT' });
  });
});

describe('package details', () => {
  const DETAILS = `query ($rucs: [String!]!) { packageDetails(rucs: $rucs) { ruc companies packages { id state acquired carriedOver used saldo } usage { date units excess } } }`;

  it('needs exactly one contract', async () => {
    expect(refusal(await admin.graphql(DETAILS, { rucs: [] }))).toEqual({
      message: 'Debe seleccionar un contrato para ver detalles',
      code: 'BAD_USER_INPUT',
      field: 'ruc',
    });
    expect(refusal(await admin.graphql(DETAILS, { rucs: [rucOf('andina'), rucOf('farmaustro')] }))).toEqual({
      message: 'Debe seleccionar solo un contrato',
      code: 'BAD_USER_INPUT',
      field: 'ruc',
    });
  });

  it("lists a company's packages newest first with the daily usage of the one in force", async () => {
    const result = await admin.graphql<{
      packageDetails: { ruc: string; companies: string[]; packages: Pkg[]; usage: Array<{ units: number; excess: number }> };
    }>(DETAILS, { rucs: [rucOf('farmaustro')] });
    const details = result.data!.packageDetails;
    expect(details.companies).toEqual(['FARMACIAS DEL AUSTRO FARMAUSTRO S.A.']);
    expect(details.packages).toHaveLength(1);
    expect(details.packages[0]).toMatchObject({ state: 'ACTIVO', acquired: 300, used: 300, saldo: 0 });
    expect(details.usage.reduce((s, d) => s + d.units, 0)).toBe(325);
    expect(details.usage.reduce((s, d) => s + d.excess, 0)).toBe(25);
  });
});
