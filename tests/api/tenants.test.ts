import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidRuc } from '../../api/src/domain/identity.js';
import { Establishment } from '../../api/src/db/tenant/establishment.entity.js';
import { Company } from '../../api/src/modules/companies/company.entity.js';
import { decryptSecret } from '../../api/src/shared/secrets.js';
import { TEST_SECRET_KEY } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ redis: false });
});
afterAll(async () => server?.close());

const local = (schema: string) => ({ dbHost: 'localhost', dbName: 'isyplus', dbSchema: schema });

describe('tenant schemas', () => {
  it('keeps the data of two provisioned companies apart', async () => {
    const { tenants } = server.services;
    await tenants.provision('emp_prueba_uno', 'v1');
    await tenants.provision('emp_prueba_dos', 'v1');
    const one = await tenants.em(local('emp_prueba_uno'));
    one.create(Establishment, { legalName: 'UNO S.A.', address: 'Quito', ruc: '1790016919001', headOffice: 1 });
    one.create(Establishment, { legalName: 'UNO SUCURSAL', address: 'Quito', ruc: '1790016919001', number: '002' });
    await one.flush();
    const two = await tenants.em(local('emp_prueba_dos'));
    two.create(Establishment, { legalName: 'DOS S.A.', address: 'Cuenca', ruc: '0190350001001' });
    await two.flush();

    const readOne = await tenants.em(local('emp_prueba_uno'));
    const readTwo = await tenants.em(local('emp_prueba_dos'));
    expect((await readOne.find(Establishment, {}, { orderBy: { id: 'asc' } })).map((e) => e.legalName)).toEqual(['UNO S.A.', 'UNO SUCURSAL']);
    expect((await readTwo.find(Establishment, {})).map((e) => e.legalName)).toEqual(['DOS S.A.']);
  });

  it('refuses malformed or reserved schema names before any SQL runs', async () => {
    const { tenants } = server.services;
    for (const bad of ['public', 'pg_catalog', 'Emp-1', 'a; drop table tempresa', 'x']) {
      await expect(tenants.provision(bad, 'v1'), bad).rejects.toThrow(`El nombre de esquema '${bad}' no es válido`);
    }
    await expect(tenants.em(local('emp_no_existe'))).rejects.toThrow('No existe el esquema emp_no_existe de la empresa');
  });

  it('refuses a second schema of the same name and leaves the first intact', async () => {
    const { tenants } = server.services;
    await expect(tenants.provision('emp_prueba_uno', 'v1')).rejects.toThrow('El esquema emp_prueba_uno ya existe');
    expect(await (await tenants.em(local('emp_prueba_uno'))).count(Establishment)).toBe(2);
  });

  it('rolls the schema back when the surrounding transaction fails', async () => {
    const { tenants, orm } = server.services;
    await expect(
      orm.em.fork().transactional(async (tx) => {
        await tenants.provision('emp_a_medias', 'v1', tx);
        throw new Error('falla después de crear el esquema');
      }),
    ).rejects.toThrow('falla después de crear el esquema');
    expect(await tenants.schemaExists('emp_a_medias')).toBe(false);
  });
});

describe('demo data', () => {
  it('seeds companies with valid RUCs, each with its own schema and head office', async () => {
    const em = server.services.orm.em.fork();
    const companies = await em.find(Company, {}, { orderBy: { id: 'asc' } });
    expect(companies.map((c) => c.accessCode)).toEqual([
      'andina',
      'pacifico',
      'farmaustro',
      'lojaexpress',
      'mitadmundo',
      'sanmarcos',
      'elconstructor',
      'costena',
    ]);
    expect(companies.map((c) => c.state)).toEqual([1, 1, 1, 1, 1, 2, 3, 0]);
    for (const company of companies) {
      expect(isValidRuc(company.ruc), company.ruc).toBe(true);
      const tenant = await server.services.tenants.em(company);
      const offices = await tenant.find(Establishment, { headOffice: 1 });
      expect(offices.map((o) => o.ruc)).toEqual([company.ruc]);
    }
  });

  it('stores the tenant database password encrypted', async () => {
    const [row]: { emp_clavedb: string }[] = await server.services.orm.em
      .fork()
      .getConnection()
      .execute("select emp_clavedb from tempresa where emp_coding = 'andina'");
    expect(row.emp_clavedb).toMatch(/^v1:/);
    expect(row.emp_clavedb).not.toContain('demo-andina');
    expect(decryptSecret(Buffer.from(TEST_SECRET_KEY, 'hex'), row.emp_clavedb)).toBe('demo-andina');
  });

  it('stores staff passwords as argon2id hashes', async () => {
    const rows: { usr_clave: string }[] = await server.services.orm.em.fork().getConnection().execute("select usr_clave from tusuarios where usr_id = 'admin'");
    expect(rows[0].usr_clave).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });
});
