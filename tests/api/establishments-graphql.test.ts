import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { emptyCompany, signedIn, sql } from './establishments-support.js';

/*
 * The typed GraphQL contract of establishments: enums instead of codes, the emission points
 * relation read in one statement per batch, null for a missing establishment, and the order.
 */

let server: TestServer;
let admin: ApiClient;
let one: number;
let many: number;

/** Inserts establishments 001..n in a company's schema, each with a manual point 001 and an electronic point 002 (the last one cancelled). */
async function fill(schema: string, n: number): Promise<void> {
  for (let i = 1; i <= n; i++) {
    const number = String(i).padStart(3, '0');
    const [row] = await sql<{ alm_codigo: number }>(
      server,
      `insert into ${schema}.talmacen (alm_razsoc, alm_direcc, alm_ruc, alm_nroest, alm_descri, alm_provin, alm_ciudad, alm_matriz, alm_tipo, alm_tipcierre, alm_tipoamb, cnt_codigo)
       values ('EMPRESA S.A.', 'Calle ${number}', '1790016919001', ?, ?, 17, ?, ?, ?, 1, 1, 4) returning alm_codigo`,
      [number, `LOCAL ${number}`, i % 2 ? 'QUITO' : 'AMBATO', i === 1 ? 1 : 0, i === 1 ? 10 : 5],
    );
    await sql(
      server,
      `insert into ${schema}.tpuntoventa (tdv_numero, tdv_nombre, tdv_tipo, tdv_nroestab, alm_codigo, tdv_estado) values ('001', 'Caja', 3, ?, ?, 0), ('002', 'PtoElec002', 4, ?, ?, 7)`,
      [number, row!.alm_codigo, number, row!.alm_codigo],
    );
  }
}

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  admin = await signedIn(server, 'admin');
  one = await emptyCompany(server, 'relacionuno');
  many = await emptyCompany(server, 'relacionvarios');
  await fill('emp_relacionuno', 1);
  await fill('emp_relacionvarios', 8);
});
afterAll(async () => server?.close());

const WITH_POINTS = `query ($companyId: Int!) { establishments(companyId: $companyId) { totalCount items { id number emissionPoints { number name type state stateLabel establishmentNumber } } } }`;

type Listed = { establishments: { totalCount: number; items: Array<{ id: number; number: string; emissionPoints: Array<Record<string, unknown>> }> } };

/** Runs the operation counting the SQL statements the server sends while it runs. */
async function counting<T>(query: string, variables: Record<string, unknown>): Promise<{ data: T; statements: string[] }> {
  const connection = server.services.orm.em.getConnection() as unknown as { executeQuery: (query: string, ...rest: unknown[]) => Promise<unknown> };
  const original = connection.executeQuery;
  const statements: string[] = [];
  connection.executeQuery = function (this: unknown, text: string, ...rest: unknown[]) {
    statements.push(text);
    return original.call(this, text, ...rest);
  };
  try {
    const result = await admin.graphql<T>(query, variables);
    expect(result.errors).toBeUndefined();
    return { data: result.data!, statements };
  } finally {
    connection.executeQuery = original;
  }
}

describe('Establishment.emissionPoints', () => {
  it('answers every point of each establishment with typed state and type (any code other than 0 is CANCELLED)', async () => {
    const { data } = await counting<Listed>(WITH_POINTS, { companyId: many });
    expect(data.establishments.totalCount).toBe(8);
    const third = data.establishments.items.find((e) => e.number === '003')!;
    expect(third.emissionPoints).toEqual([
      { number: '001', name: 'Caja', type: 'MANUAL', state: 'ACTIVE', stateLabel: 'ACTIVO', establishmentNumber: '003' },
      { number: '002', name: 'PtoElec002', type: 'ELECTRONIC', state: 'CANCELLED', stateLabel: 'de baja', establishmentNumber: '003' },
    ]);
    for (const item of data.establishments.items) expect(item.emissionPoints.map((p) => p.establishmentNumber)).toEqual([item.number, item.number]);
  });

  it('reads the points of 1 or of 8 establishments with the same number of statements, one of them for the points', async () => {
    await counting<Listed>(WITH_POINTS, { companyId: one }); // warm caches (permissions, tenant registry)
    await counting<Listed>(WITH_POINTS, { companyId: many });
    const single = await counting<Listed>(WITH_POINTS, { companyId: one });
    const several = await counting<Listed>(WITH_POINTS, { companyId: many });
    expect(single.data.establishments.items).toHaveLength(1);
    expect(several.data.establishments.items).toHaveLength(8);
    const pointReads = (list: string[]) => list.filter((s) => s.includes('alm_codigo = any(')).length;
    expect(pointReads(single.statements)).toBe(1);
    expect(pointReads(several.statements)).toBe(1);
    // The connection is the process's: the background loops (outbox, sessions, sends, plans,
    // imports) may run a statement during either request; only the request's own are compared.
    const own = (list: string[]) => list.filter((s) => !/\b(tevento|tsesion|tmail|tsms_envio|tnotif_plan\w*|timportacion\w*|tempresa_creacion)\b/.test(s));
    expect(own(several.statements).length).toBe(own(single.statements).length);
    expect(own(single.statements)).toHaveLength(6);
  });
});

describe('typed establishment fields', () => {
  it('answers the coded columns as enums and the head office as a boolean', async () => {
    const result = await admin.graphql<{ establishments: { items: Array<Record<string, unknown>> } }>(
      'query ($c: Int!) { establishments(companyId: $c) { items { number headOffice type closingType environment taxpayerType } } }',
      { c: many },
    );
    expect(result.data!.establishments.items.slice(0, 2)).toEqual([
      { number: '001', headOffice: true, type: 'ICE_PRODUCER', closingType: 'BY_SHIFT', environment: 'TEST', taxpayerType: 'NATURAL_PERSON_KEEPING_ACCOUNTS' },
      { number: '002', headOffice: false, type: 'HOTEL', closingType: 'BY_SHIFT', environment: 'TEST', taxpayerType: 'NATURAL_PERSON_KEEPING_ACCOUNTS' },
    ]);
  });

  it('saves the enum names as the legacy codes the REST adapter still answers', async () => {
    const saved = await admin.graphql<{ saveEstablishment: { establishment: { id: number; emissionPoints: unknown[] } } }>(
      'mutation ($c: Int!, $input: EstablishmentInput!) { saveEstablishment(companyId: $c, input: $input) { establishment { id emissionPoints { number } } } }',
      {
        c: many,
        input: {
          ruc: '1790016919001',
          legalName: 'EMPRESA S.A.',
          number: '050',
          province: 17,
          city: 'QUITO',
          address: 'Av. Patria',
          type: 'HOTEL',
          closingType: 'OPEN_DAY',
          environment: 'TEST',
          taxpayerType: 'SPECIAL_TAXPAYER',
          specialTaxpayerAuth: '555',
        },
      },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveEstablishment.establishment.emissionPoints).toEqual([]);
    const head = await admin.graphql<{ setHeadOffice: { establishment: { headOffice: boolean; emissionPoints: unknown[] } } }>(
      'mutation ($c: Int!, $id: Int!) { setHeadOffice(companyId: $c, id: $id) { establishment { headOffice emissionPoints { number } } } }',
      { c: one, id: (await sql<{ alm_codigo: number }>(server, "select alm_codigo from emp_relacionuno.talmacen where alm_nroest = '001'"))[0]!.alm_codigo },
    );
    expect(head.errors).toBeUndefined();
    expect(head.data!.setHeadOffice.establishment).toEqual({ headOffice: true, emissionPoints: [{ number: '001' }, { number: '002' }] });
    const [row] = await sql<Record<string, number>>(
      server,
      'select alm_tipo, alm_tipcierre, alm_tipoamb, cnt_codigo, alm_matriz from emp_relacionvarios.talmacen where alm_codigo = ?',
      [saved.data!.saveEstablishment.establishment.id],
    );
    expect(row).toEqual({ alm_tipo: 5, alm_tipcierre: 2, alm_tipoamb: 1, cnt_codigo: 2, alm_matriz: 0 });
    const rest = await admin.rest(
      'GET',
      `/rest/empresa/talmacen/0?accion=get_est&emp_codigo=${many}&alm_codigo=${saved.data!.saveEstablishment.establishment.id}`,
    );
    expect(rest.body.alm).toMatchObject({ alm_tipo: 5, alm_tipcierre: 2, alm_tipoamb: 1, cnt_codigo: 2, alm_matriz: 0 });
  });

  it('refuses a name outside the enum in GraphQL, and a code outside the catalogue over REST with the Spanish message', async () => {
    const result = await admin.graphql('mutation ($c: Int!, $input: EstablishmentInput!) { saveEstablishment(companyId: $c, input: $input) { message } }', {
      c: many,
      input: { ruc: '1790016919001', legalName: 'X', province: 17, city: 'QUITO', address: 'Calle', type: 'FACTORY' },
    });
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const rest = await admin.rest('POST', `/rest/empresa/talmacen/0?accion=save_est&emp_codigo=${many}`, {
      almacen: { alm_ruc: '1790016919001', alm_razsoc: 'X', alm_nroest: '060', alm_provin: 17, alm_ciudad: 'QUITO', alm_direcc: 'Calle', alm_tipo: 2 },
    });
    expect(rest.body).toMatchObject({ msg: 'El valor 2 no es válido para Tipo de establecimiento', inputid: 'alm_tipo' });
  });
});

describe('establishment lookup and order', () => {
  it('answers null for a code the company does not have, without an error', async () => {
    const result = await admin.graphql<{ establishment: unknown }>('query ($c: Int!) { establishment(companyId: $c, id: 987654) { id } }', { c: many });
    expect(result.errors).toBeUndefined();
    expect(result.data!.establishment).toBeNull();
    const [row] = await sql<{ alm_codigo: number }>(server, "select alm_codigo from emp_relacionuno.talmacen where alm_nroest = '001'");
    const found = await admin.graphql<{ establishment: { number: string; headOffice: boolean } }>(
      'query ($c: Int!, $id: Int!) { establishment(companyId: $c, id: $id) { number headOffice } }',
      { c: one, id: row!.alm_codigo },
    );
    expect(found.data!.establishment).toEqual({ number: '001', headOffice: true });
  });

  it('orders by the requested field with the code as tie-breaker, the head office first by default', async () => {
    const order = async (orderBy?: Record<string, string>) => {
      const result = await admin.graphql<{ establishments: { items: Array<{ number: string; city: string }> } }>(
        'query ($c: Int!, $o: EstablishmentOrder) { establishments(companyId: $c, orderBy: $o) { items { number city } } }',
        { c: many, o: orderBy ?? null },
      );
      expect(result.errors).toBeUndefined();
      return result.data!.establishments.items;
    };
    expect((await order()).map((e) => e.number).slice(0, 3)).toEqual(['001', '002', '003']);
    expect((await order({ field: 'NUMBER', direction: 'DESC' })).map((e) => e.number).slice(0, 3)).toEqual(['050', '008', '007']);
    const byCity = await order({ field: 'CITY' });
    expect(byCity.slice(0, 4).map((e) => e.city)).toEqual(['AMBATO', 'AMBATO', 'AMBATO', 'AMBATO']);
    expect(byCity.slice(0, 4).map((e) => e.number)).toEqual(['002', '004', '006', '008']);
    expect((await order({ field: 'HEAD_OFFICE', direction: 'DESC' })).at(-1)!.number).toBe('001');
  });
});
