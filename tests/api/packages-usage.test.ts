import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { companyIdOf, insertCompany } from './companies-fixtures.js';
import { insertPackage, ledgerTotals, rowFor, rucOf, USAGE } from './packages-fixtures.js';

let server: TestServer;
let admin: ApiClient;
let readOnly: ApiClient;

type Usage = { packageId: number | null; units: number; allocated: number; excess: number; used: number; saldo: number; duplicate: boolean };
const record = (client: ApiClient, variables: Record<string, unknown>) => client.graphql<{ recordPackageUsage: Usage }>(USAGE, variables);

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  admin = new ApiClient(server.url);
  readOnly = new ApiClient(server.url);
  await admin.login('admin', TEST_PASSWORD);
  await readOnly.login('consulta', TEST_PASSWORD);
});
afterAll(async () => server?.close());

describe('usage ledger', () => {
  it('takes authorized documents from the saldo of the package in force', async () => {
    const andina = await companyIdOf(server, 'andina');
    const result = await record(admin, { companyId: andina, units: 10, date: '2026-11-20' });
    expect(result.data!.recordPackageUsage).toEqual({
      packageId: (await rowFor(admin, 'andina')).packageId,
      units: 10,
      allocated: 10,
      excess: 0,
      used: 430,
      saldo: 570,
      duplicate: false,
    });
    expect(await rowFor(admin, 'andina')).toMatchObject({ used: 430, saldo: 570, balance: 'DISPONIBLE' });
  });

  it('counts a reference once, however often it is sent', async () => {
    const ruc = rucOf('lojaexpress');
    const first = await record(admin, { ruc, units: 7, reference: '2111202601179001156200110010010000001231234567811' });
    const again = await record(admin, { ruc, units: 7, reference: '2111202601179001156200110010010000001231234567811' });
    expect(first.data!.recordPackageUsage).toMatchObject({ allocated: 7, used: 987, saldo: 1413, duplicate: false });
    expect(again.data!.recordPackageUsage).toMatchObject({ units: 7, allocated: 7, excess: 0, used: 987, saldo: 1413, duplicate: true });
    expect(await rowFor(admin, 'lojaexpress')).toMatchObject({ used: 987, saldo: 1413 });
  });

  it('records units beyond the saldo as excess, never a negative saldo', async () => {
    const pacifico = await companyIdOf(server, 'pacifico');
    const result = await record(admin, { companyId: pacifico, units: 75 });
    expect(result.data!.recordPackageUsage).toMatchObject({ units: 75, allocated: 60, excess: 15, used: 500, saldo: 0 });
    expect(await rowFor(admin, 'pacifico')).toMatchObject({ used: 500, saldo: 0, excess: 15, balance: 'EXCEDIDO' });
  });

  it('records everything as excess for a company without a package', async () => {
    const result = await record(admin, { companyId: await companyIdOf(server, 'costena'), units: 3 });
    expect(result.data!.recordPackageUsage).toEqual({ packageId: null, units: 3, allocated: 0, excess: 3, used: 0, saldo: 0, duplicate: false });
    expect(await ledgerTotals(server, rucOf('costena'))).toEqual({ allocated: 0, excess: 3, rows: 1 });
  });

  it('refuses bad input naming the field, and callers without operation permission', async () => {
    const andina = await companyIdOf(server, 'andina');
    const message = async (vars: Record<string, unknown>, client = admin) => {
      const r = await record(client, vars);
      return [r.errors?.[0]?.message, r.errors?.[0]?.extensions?.field ?? r.errors?.[0]?.extensions?.code];
    };
    expect(await message({ companyId: andina, units: 0 })).toEqual(['La cantidad de documentos debe ser un entero mayor que cero', 'units']);
    expect(await message({ companyId: andina, units: 100001 })).toEqual(['La cantidad de documentos no puede superar 100000 por registro', 'units']);
    // The date is a LocalDate: a month 13 is refused before the service (REST keeps 'La fecha de uso no es una fecha válida').
    expect((await message({ companyId: andina, units: 1, date: '2026-13-01' }))[1]).toBe('BAD_USER_INPUT');
    expect(await message({ ruc: '0000000000001', units: 1 })).toEqual(['No existe la empresa 0000000000001', 'ruc']);
    expect(await message({ companyId: andina, units: 1 }, readOnly)).toEqual(['No tiene los permisos para realizar esta acción', 'FORBIDDEN']);
    expect(await rowFor(admin, 'andina')).toMatchObject({ used: 430 });
  });

  it('loses no unit with 50 recorders at once: 50 x 100 units on a package of 3,000 is 3,000 used and 2,000 excess', async () => {
    const ruc = '1790011223001';
    await insertCompany(server, { coding: 'concurrente', name: 'EMPRESA CONCURRENTE', ruc });
    const packageId = await insertPackage(server, ruc, 3000);
    // Every recorder sends its 100 units as 20 calls of 5, all 50 at the same time.
    const recorders = Array.from({ length: 50 }, async () => {
      for (let call = 0; call < 20; call++) {
        const result = await record(admin, { ruc, units: 5 });
        if (result.errors) throw new Error(result.errors[0]!.message);
      }
    });
    await Promise.all(recorders);
    expect(await ledgerTotals(server, ruc)).toEqual({ allocated: 3000, excess: 2000, rows: expect.any(Number) });
    const row = await rowFor(admin, 'concurrente');
    expect(row).toMatchObject({ packageId, acquired: 3000, used: 3000, saldo: 0, excess: 2000, balance: 'EXCEDIDO' });
  });
});
