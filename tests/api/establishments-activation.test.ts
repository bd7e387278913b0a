import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/client.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { auditOf, companyId, signedIn, sql } from './establishments-support.js';

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  admin = await signedIn(server, 'admin');
});
afterAll(async () => server?.close());

const ACTIVATE = `mutation ($companyId: Int!, $input: EinvoicingActivationInput!) {
  activateEinvoicing(companyId: $companyId, input: $input) { message einvoicing headOffice { id headOffice address email taxpayerType specialTaxpayerAuth numericCode environment } } }`;

interface AlmRow {
  alm_codigo: number;
  alm_matriz: number;
  alm_direcc: string;
  alm_email: string | null;
  cnt_codigo: number | null;
  alm_autesp: string | null;
  alm_codnum: string | null;
  alm_tipoamb: number;
}

const establishments = (schema: string) =>
  sql<AlmRow>(
    server,
    `select alm_codigo, alm_matriz, alm_direcc, alm_email, cnt_codigo, alm_autesp, alm_codnum, alm_tipoamb from ${schema}.talmacen order by alm_codigo`,
  );

async function servicesOf(accessCode: string): Promise<Record<string, string>> {
  const [row] = await sql<{ emp_tiposerv: string }>(server, 'select emp_tiposerv from tempresa where emp_coding = ?', [accessCode]);
  return JSON.parse(row!.emp_tiposerv);
}

/** Adds a second establishment (not the head office) to a demo company's schema and returns its code. */
async function addBranch(schema: string, number: string): Promise<number> {
  const [row] = await sql<{ alm_codigo: number }>(
    server,
    `insert into ${schema}.talmacen (alm_razsoc, alm_direcc, alm_ruc, alm_nroest, alm_provin, alm_ciudad, alm_tipoamb)
     values ('SUCURSAL', 'Calle Bolívar 1-23', '1091765300001', ?, 10, 'IBARRA', 1) returning alm_codigo`,
    [number],
  );
  return row!.alm_codigo;
}

const valid = (establishmentId: number) => ({
  establishmentId,
  address: 'Av. Teodoro Gómez de la Torre 9-52',
  email: 'colecturia@uesanmarcos.edu.ec',
  taxpayerType: 'SOCIETY',
  specialTaxpayerAuth: null,
  numericCode: '',
});

describe('electronic invoicing activation rules', () => {
  it.each([
    [{ establishmentId: null }, 'establishmentId', 'Seleccione el establecimiento Matriz.'],
    [{ address: '  ' }, 'address', 'Verifique la dirección que consta en el SRI'],
    [{ email: '' }, 'email', 'Debe coincidir con el colocado en la facturación electrónica'],
    [{ taxpayerType: null }, 'taxpayerType', 'Verifique el tipo de contribuyente en el SRI'],
    [{ taxpayerType: 'SPECIAL_TAXPAYER', specialTaxpayerAuth: ' ' }, 'specialTaxpayerAuth', 'Debe indicar el # de autorización del contribuyente especial'],
    [{ numericCode: '1234567' }, 'numericCode', 'Debe contener 8 caracteres'],
    [{ numericCode: '123456789' }, 'numericCode', 'Debe contener 8 caracteres'],
  ])('refuses %j on %s with "%s" and changes nothing', async (change, field, message) => {
    const sanmarcos = await companyId(server, 'sanmarcos');
    const before = await establishments('emp_sanmarcos');
    const result = await admin.graphql(ACTIVATE, { companyId: sanmarcos, input: { ...valid(before[0]!.alm_codigo), ...change } });
    expect(result.errors![0]!.message).toBe(message);
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: `input.${field}` });
    expect(await establishments('emp_sanmarcos')).toEqual(before);
    expect((await servicesOf('sanmarcos')).fe).toBe('F');
  });

  it('activates with the chosen establishment as head office, environment 2 and code 12345678 when empty; only fe changes in the services', async () => {
    const sanmarcos = await companyId(server, 'sanmarcos');
    const branch = await addBranch('emp_sanmarcos', '002');
    const servicesBefore = await servicesOf('sanmarcos');
    const result = await admin.graphql<{ activateEinvoicing: Record<string, unknown> }>(ACTIVATE, {
      companyId: sanmarcos,
      input: { ...valid(branch), taxpayerType: 'SPECIAL_TAXPAYER', specialTaxpayerAuth: '12345', numericCode: '' },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.activateEinvoicing).toEqual({
      message: 'Facturación electrónica activada',
      einvoicing: true,
      headOffice: {
        id: branch,
        headOffice: true,
        address: 'Av. Teodoro Gómez de la Torre 9-52',
        email: 'colecturia@uesanmarcos.edu.ec',
        taxpayerType: 'SPECIAL_TAXPAYER',
        specialTaxpayerAuth: '12345',
        numericCode: '12345678',
        environment: 'PRODUCTION',
      },
    });
    const rows = await establishments('emp_sanmarcos');
    expect(rows.map((r) => [r.alm_codigo === branch, r.alm_matriz])).toEqual([
      [false, 0],
      [true, 1],
    ]);
    expect(await servicesOf('sanmarcos')).toEqual({ ...servicesBefore, fe: 'T' });
    expect(await auditOf(server, 'talmacen', `${sanmarcos}/${branch}`)).toEqual([
      expect.objectContaining({ aud_accion: 'activar_fe', usr_nombre: 'Administrador General', observacion: 'Matriz 002, ambiente 2' }),
    ]);
    expect(await auditOf(server, 'tempresa', String(sanmarcos))).toEqual([
      expect.objectContaining({ aud_accion: 'activar_fe', usr_nombre: 'Administrador General', observacion: 'emp_tiposerv.fe = T' }),
    ]);
  });

  it('keeps a typed 8-digit code', async () => {
    const sanmarcos = await companyId(server, 'sanmarcos');
    const [head] = (await establishments('emp_sanmarcos')).filter((r) => r.alm_matriz === 1);
    const result = await admin.graphql<{ activateEinvoicing: { headOffice: { numericCode: string } } }>(ACTIVATE, {
      companyId: sanmarcos,
      input: { ...valid(head!.alm_codigo), numericCode: '87654321' },
    });
    expect(result.data!.activateEinvoicing.headOffice.numericCode).toBe('87654321');
  });

  it('refuses the read-only user', async () => {
    const consulta = await signedIn(server, 'consulta');
    const costena = await companyId(server, 'costena');
    const [head] = await establishments('emp_costena');
    const result = await consulta.graphql(ACTIVATE, { companyId: costena, input: valid(head!.alm_codigo) });
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect((await servicesOf('costena')).fe).toBe('F');
  });
});

describe('activation is all or nothing across the central and the tenant schema', () => {
  it('rolls back the establishment change when the central update of tempresa fails', async () => {
    const costena = await companyId(server, 'costena');
    const branch = await addBranch('emp_costena', '002');
    const before = await establishments('emp_costena');
    await sql(server, `create function test_fail_tempresa() returns trigger language plpgsql as $$ begin raise exception 'fallo central simulado'; end $$`);
    await sql(
      server,
      `create trigger test_fail_tempresa before update on tempresa for each row when (new.emp_codigo = ${costena}) execute function test_fail_tempresa()`,
    );
    try {
      const result = await admin.graphql(ACTIVATE, { companyId: costena, input: { ...valid(branch), address: 'Malecón Escénico, local 5' } });
      expect(result.errors![0]!.extensions).toMatchObject({ code: 'INTERNAL' });
    } finally {
      await sql(server, 'drop trigger test_fail_tempresa on tempresa');
      await sql(server, 'drop function test_fail_tempresa()');
    }
    expect(await establishments('emp_costena')).toEqual(before);
    expect((await servicesOf('costena')).fe).toBe('F');
    expect(await auditOf(server, 'tempresa', String(costena))).toEqual([]);
  });

  it('rolls back the central flag and the establishment when a later write in the same transaction fails', async () => {
    const costena = await companyId(server, 'costena');
    const [, branch] = await establishments('emp_costena');
    const before = await establishments('emp_costena');
    // The audit rows are written last, after both updates have run: failing there proves neither survives.
    await sql(server, `create function test_fail_audit() returns trigger language plpgsql as $$ begin raise exception 'fallo de auditoría simulado'; end $$`);
    await sql(
      server,
      `create trigger test_fail_audit before insert on tauditoria for each row when (new.aud_entidad = 'tempresa') execute function test_fail_audit()`,
    );
    try {
      const result = await admin.graphql(ACTIVATE, { companyId: costena, input: valid(branch!.alm_codigo) });
      expect(result.errors![0]!.extensions).toMatchObject({ code: 'INTERNAL' });
    } finally {
      await sql(server, 'drop trigger test_fail_audit on tauditoria');
      await sql(server, 'drop function test_fail_audit()');
    }
    expect(await establishments('emp_costena')).toEqual(before);
    expect((await servicesOf('costena')).fe).toBe('F');

    const retried = await admin.graphql(ACTIVATE, { companyId: costena, input: valid(branch!.alm_codigo) });
    expect(retried.errors).toBeUndefined();
    expect((await servicesOf('costena')).fe).toBe('T');
    expect((await establishments('emp_costena')).find((r) => r.alm_codigo === branch!.alm_codigo)).toMatchObject({
      alm_matriz: 1,
      alm_tipoamb: 2,
      alm_codnum: '12345678',
    });
  });
});
