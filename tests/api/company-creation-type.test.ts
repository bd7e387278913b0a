import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeRuc } from '../../api/src/db/seeders/demo-data.js';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

// The new-company form asks the company type (the list's 'Tipo'): offered by companyCreationForm,
// stored on the company, refused when it is not in the catalogue.
let server: TestServer;
let admin: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ redis: false });
  admin = new ApiClient(server.url);
  await admin.login('admin', TEST_PASSWORD);
});
afterAll(async () => server?.close());

const CREATE = `mutation ($input: CompanyCreationInput!) { createCompany(input: $input) { processed message accessCode companyId } }`;

function input(accessCode: string, ruc: string, businessLine: number | null) {
  return {
    versionId: 1,
    taxpayer: {
      ruc,
      legalName: 'LIBRERÍA LA PLUMA CIA. LTDA.',
      establishmentNumber: '001',
      address: 'Av. Amazonas N24-10',
      email: 'ventas@lapluma.ec',
      taxpayerType: 'SOCIETY',
    },
    emissionPoint: { number: '001', name: 'Caja', establishment: '001' },
    additional: { provinceCode: 17, city: 'Quito', businessLine },
    user: { username: 'lpluma', password: 'Clave.Segura1', passwordConfirmation: 'Clave.Segura1', reuseTaxpayer: true },
    accessCode,
  };
}

describe('company type on the new-company form', () => {
  it('offers the catalogue of company types and stores the chosen one; the list shows it', async () => {
    const form = await admin.graphql<{ companyCreationForm: { businessLines: Array<{ code: number; label: string }> } }>(
      '{ companyCreationForm { businessLines { code label } } }',
    );
    const options = await admin.graphql<{ companyFormOptions: { businessLines: Array<{ code: number; name: string }> } }>(
      '{ companyFormOptions { businessLines { code name } } }',
    );
    const lines = form.data!.companyCreationForm.businessLines;
    expect(lines).toEqual(options.data!.companyFormOptions.businessLines.map(({ code, name }) => ({ code, label: name })));
    expect(lines.length).toBeGreaterThan(1);
    const chosen = lines[1]!;
    const created = await admin.graphql<{ createCompany: { companyId: number } }>(CREATE, { input: input('lapluma', completeRuc('179200101'), chosen.code) });
    expect(created.errors).toBeUndefined();
    const company = await admin.graphql<{ company: { businessLine: number; businessLineName: string } }>(
      'query ($id: Int) { company(id: $id) { businessLine businessLineName } }',
      { id: created.data!.createCompany.companyId },
    );
    expect(company.data!.company).toEqual({ businessLine: chosen.code, businessLineName: chosen.label });
  });

  it('refuses a type that is not in the catalogue, on its field, and creates nothing', async () => {
    const result = await admin.graphql(CREATE, { input: input('lapluma2', completeRuc('179200102'), 987654) });
    expect(result.errors?.[0]?.message).toBe('El tipo de empresa elegido no existe');
    expect(result.errors?.[0]?.extensions?.field).toBe('infoadc.tipo');
    const [{ n }] = await server.services.orm.em
      .fork()
      .getConnection()
      .execute<{ n: number }[]>("select count(*)::int as n from tempresa where emp_coding = 'lapluma2'");
    expect(n).toBe(0);
  });
});
