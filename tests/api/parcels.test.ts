import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COOPERATIVE_LOGO, DEMO_COOPERATIVES, DEMO_PARCEL_COUNT, DEMO_PARCEL_PEOPLE } from '../../api/src/db/seeders/demo-parcels.js';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let visitor: ApiClient;
let staff: ApiClient;
let loja: number;
let mitad: number;
let sanMarcos: number;
let andina: number;

const BY_GUIDE = `query ($companyId: Int, $guide: String!) {
  parcelByGuide(companyId: $companyId, guide: $guide) {
    error
    parcel { id guide senderName receiverName origin destination state stateLabel total }
    history { state stateLabel place detail }
    articles { description quantity weight value }
  }
}`;
const BY_ID = `query ($companyId: Int, $idNumber: String!, $foreign: Boolean, $limit: Int) {
  parcelsByIdNumber(companyId: $companyId, idNumber: $idNumber, foreign: $foreign, limit: $limit) { limit items { id guide state stateLabel } }
}`;

const companyId = async (access: string) =>
  (await server.services.orm.em.fork().getConnection().execute<{ emp_codigo: number }[]>('select emp_codigo from tempresa where emp_coding = ?', [access]))[0]!
    .emp_codigo;

type GuideAnswer = {
  parcelByGuide: { error: boolean; parcel: Record<string, unknown> | null; history: Array<Record<string, unknown>>; articles: Array<Record<string, unknown>> };
};
const byGuide = (client: ApiClient, companyId: number | null, guide: string) => client.graphql<GuideAnswer>(BY_GUIDE, { companyId, guide });
const byId = (client: ApiClient, variables: Record<string, unknown>) =>
  client.graphql<{ parcelsByIdNumber: { limit: number; items: Array<{ id: number; guide: string }> } }>(BY_ID, variables);

/** Parcel g of the seed: establishment (001 Loja Express, 002 Mitad del Mundo, 003 San Marcos) + point (g % 2) + 1 + sequence 1000 + g. */
const guideOf = (g: number, establishment = '001') => `${establishment}${String((g % 2) + 1).padStart(3, '0')}${String(1000 + g).padStart(9, '0')}`;
const cooperative = (access: string) => DEMO_COOPERATIVES.find((c) => c.accessCode === access)!;

beforeAll(async () => {
  // Every test server has its own limiter in memory; the limit is low to test it, and each test client counts from its own address key.
  server = await startTestServer({ redis: false, overrides: { parcelRateLimit: 1000 } });
  visitor = new ApiClient(server.url);
  staff = new ApiClient(server.url);
  await staff.login('admin', TEST_PASSWORD);
  loja = await companyId('lojaexpress');
  mitad = await companyId('mitadmundo');
  sanMarcos = await companyId('sanmarcos');
  andina = await companyId('andina');
});
afterAll(async () => server?.close());

describe('cooperatives and demo data', () => {
  it('lists only the three transport cooperatives, by name, each with its logo and app links, without a session', async () => {
    const res = await visitor.graphql<{ parcelCooperatives: Array<Record<string, unknown>> }>('{ parcelCooperatives { id name logo androidApp iosApp } }');
    expect(res.errors).toBeUndefined();
    expect(res.data!.parcelCooperatives).toEqual([
      {
        id: loja,
        name: 'COOPERATIVA DE TRANSPORTE LOJA EXPRESS',
        logo: DEMO_COOPERATIVE_LOGO,
        androidApp: 'https://play.google.com/store/apps/details?id=ec.lojaexpress.encomiendas',
        iosApp: 'https://apps.apple.com/ec/app/loja-express-encomiendas/id1500000001',
      },
      {
        id: sanMarcos,
        name: 'COOPERATIVA DE TRANSPORTE SAN MARCOS',
        logo: cooperative('sanmarcos').logo,
        androidApp: 'https://play.google.com/store/apps/details?id=ec.transanmarcos.encomiendas',
        iosApp: 'https://apps.apple.com/ec/app/trans-san-marcos/id1500000003',
      },
      {
        id: mitad,
        name: 'COOPERATIVA DE TRANSPORTES MITAD DEL MUNDO',
        logo: cooperative('mitadmundo').logo,
        androidApp: 'https://play.google.com/store/apps/details?id=ec.transmitaddelmundo.encomiendas',
        iosApp: 'https://apps.apple.com/ec/app/trans-mitad-del-mundo/id1500000002',
      },
    ]);
    // Three different logos, each an SVG with the cooperative's name.
    const logos = res.data!.parcelCooperatives.map((c) => Buffer.from(String(c.logo).replace('data:image/svg+xml;base64,', ''), 'base64').toString('utf8'));
    expect(logos.map((svg) => /<text[^>]*>([^<]+)<\/text>/.exec(svg)![1])).toEqual(['LOJA EXPRESS', 'SAN MARCOS', 'MITAD DEL MUNDO']);
  });

  it('seeds each cooperative with a few hundred parcels, histories and articles in its own schema; other companies have none', async () => {
    const conn = server.services.orm.em.fork().getConnection();
    expect(DEMO_COOPERATIVES.map((c) => c.parcels)).toEqual([DEMO_PARCEL_COUNT, 240, 180]);
    for (const coop of DEMO_COOPERATIVES) {
      const s = `emp_${coop.accessCode}`;
      const [counts] = await conn.execute<{ p: number; h: number; a: number; guides: number; est: string[] }[]>(
        `select (select count(*)::int from ${s}.tencomienda) p, (select count(*)::int from ${s}.tencomienda_hist) h, (select count(*)::int from ${s}.tencomienda_art) a,
                (select count(distinct trn_compro)::int from ${s}.tencomienda) guides, (select array_agg(distinct left(trn_compro, 3)) from ${s}.tencomienda) est`,
      );
      expect(counts, coop.accessCode).toMatchObject({ p: coop.parcels, guides: coop.parcels, est: [coop.establishment] });
      // Every parcel has one history row per state it went through (1 to 4), so more rows than parcels.
      expect(counts!.h).toBeGreaterThan(coop.parcels);
      expect(counts!.a).toBeGreaterThan(coop.parcels);
    }
    const [other] = await conn.execute<{ p: number }[]>('select count(*)::int p from emp_andina.tencomienda');
    expect(other!.p).toBe(0);
  });
});

describe('search by guide', () => {
  it('finds a parcel with its history and articles, and no ID numbers', async () => {
    // Parcel 7: state 1 + 7 % 4 = 4 (delivered), so four history entries; 1 + 7 % 3 = 2 articles.
    const res = await byGuide(visitor, loja, guideOf(7));
    expect(res.errors).toBeUndefined();
    const found = res.data!.parcelByGuide;
    expect(found.error).toBe(false);
    expect(found.parcel).toMatchObject({
      id: 7,
      guide: '001002000001007',
      state: 'DELIVERED',
      stateLabel: 'ENTREGADA',
      origin: 'MACARÁ',
      destination: 'ZAMORA',
    });
    expect(found.history.map((h) => h.stateLabel)).toEqual(['RECIBIDA', 'EN TRÁNSITO', 'EN DESTINO', 'ENTREGADA']);
    expect(found.history[0]).toMatchObject({ place: 'MACARÁ', detail: 'Recibida en la oficina de MACARÁ' });
    expect(found.articles).toHaveLength(2);
  });

  it('pads the sequence to 9 digits in the dashed form', async () => {
    const res = await byGuide(visitor, loja, '001-002-1007');
    expect(res.data!.parcelByGuide.parcel).toMatchObject({ guide: '001002000001007' });
  });

  it.each([
    ['000000000000000', '¡El numero de guia debe ser diferente a cero!'],
    ['00100100000100', '¡El número de guía debe contener 15 números!'],
    ['0010010000010011', '¡El número de guía debe contener 15 números!'],
    ['00100A000001001', '¡El número de guía no debe contener letras ó  caracteres especiales!'],
    ['001 001 00000100', '¡El número de guía no debe contener letras ó  caracteres especiales!'],
  ])('refuses %j with the spec text', async (guide, message) => {
    const res = await byGuide(visitor, loja, guide);
    expect(res.errors?.[0]?.message).toBe(message);
    expect(res.errors?.[0]?.extensions?.field).toBe('guide');
  });

  it('needs a cooperative', async () => {
    const res = await byGuide(visitor, null, guideOf(7));
    expect(res.errors?.[0]?.message).toBe('¡Debe seleccionar una empresa de transporte para poder buscar la guía!');
  });

  it('answers not found for an unknown guide, and never reads another company', async () => {
    expect((await byGuide(visitor, loja, '001001999999999')).data!.parcelByGuide).toEqual({ error: true, parcel: null, history: [], articles: [] });
    // The same guide in a non-cooperative company that holds the parcel is not searched.
    const conn = server.services.orm.em.fork().getConnection();
    await conn.execute(
      `insert into emp_andina.tencomienda (trn_compro, trn_fecha, enc_remced, enc_remnombre, enc_desced, enc_desnombre, enc_origen, enc_destino) values ('009009000000009', now(), '1100000001', 'A', '1100000002', 'B', 'QUITO', 'LOJA')`,
    );
    expect((await byGuide(visitor, andina, '009009000000009')).data!.parcelByGuide.error).toBe(true);
    expect((await byGuide(visitor, loja, '009009000000009')).data!.parcelByGuide.error).toBe(true);
    expect((await byGuide(visitor, 999_999, guideOf(7))).data!.parcelByGuide.error).toBe(true);
  });

  it('finds each cooperative’s own guides, with its own offices, and not another cooperative’s', async () => {
    // Parcel 7 of Mitad del Mundo (establishment 002): origin city 1 + 7 % 10, destination 1 + 22 % 10.
    const mitadGuide = guideOf(7, '002');
    const found = (await byGuide(visitor, mitad, mitadGuide)).data!.parcelByGuide;
    expect(found.parcel).toMatchObject({
      id: 7,
      guide: '002002000001007',
      stateLabel: 'ENTREGADA',
      origin: cooperative('mitadmundo').cities[7],
      destination: cooperative('mitadmundo').cities[2],
    });
    expect(found.history).toHaveLength(4);
    // San Marcos, parcel 150 (state 1 + 150 % 4 = 3: EN DESTINO).
    const sm = (await byGuide(visitor, sanMarcos, '003-001-1150')).data!.parcelByGuide;
    expect(sm.parcel).toMatchObject({ guide: '003001000001150', stateLabel: 'EN DESTINO', origin: cooperative('sanmarcos').cities[0] });
    expect(sm.history.map((h) => h.stateLabel)).toEqual(['RECIBIDA', 'EN TRÁNSITO', 'EN DESTINO']);
    // A guide of one cooperative is not found in another.
    expect((await byGuide(visitor, loja, mitadGuide)).data!.parcelByGuide.error).toBe(true);
    expect((await byGuide(visitor, sanMarcos, mitadGuide)).data!.parcelByGuide.error).toBe(true);
    expect((await byGuide(visitor, mitad, guideOf(7))).data!.parcelByGuide.error).toBe(true);
  });
});

describe('search by ID number', () => {
  const heavy = DEMO_PARCEL_PEOPLE[0]!.ced;

  it('lists at most 30 parcels, newest first', async () => {
    const res = await byId(visitor, { companyId: loja, idNumber: heavy });
    expect(res.errors).toBeUndefined();
    const { items, limit } = res.data!.parcelsByIdNumber;
    expect(limit).toBe(30);
    expect(items).toHaveLength(30);
    const ids = items.map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids[0]).toBe(300);
  });

  it('lists the same person’s parcels per cooperative: 30 of the newest in each, with that cooperative’s guides', async () => {
    for (const [id, coop] of [
      [mitad, cooperative('mitadmundo')],
      [sanMarcos, cooperative('sanmarcos')],
    ] as const) {
      const { items } = (await byId(visitor, { companyId: id, idNumber: heavy })).data!.parcelsByIdNumber;
      expect(items, coop.accessCode).toHaveLength(30);
      expect(items[0]!.id).toBe(coop.parcels);
      expect(items.every((i) => i.guide.startsWith(coop.establishment))).toBe(true);
    }
  });

  it('lets signed-in staff change the limit (actualizarLimite) but not a visitor', async () => {
    const refused = await byId(visitor, { companyId: loja, idNumber: heavy, limit: 100 });
    expect(refused.errors?.[0]?.message).toBe('Solo el personal con sesión iniciada puede cambiar el límite de la búsqueda');
    const more = await byId(staff, { companyId: loja, idNumber: heavy, limit: 100 });
    expect(more.data!.parcelsByIdNumber.items.length).toBeGreaterThan(60);
    const range = await byId(staff, { companyId: loja, idNumber: heavy, limit: 501 });
    expect(range.errors?.[0]?.message).toBe('El límite de la búsqueda debe estar entre 1 y 500');
  });

  it.each([
    ['110000000', '¡El número de ruc o cédula no tiene el formato correcto!'],
    ['11000000011', '¡El número de ruc o cédula no tiene el formato correcto!'],
    ['11000A0001', '¡El número de cédula no debe contener letras ó  caracteres especiales!'],
    ['1100-00001', '¡El número de cédula no debe contener letras ó  caracteres especiales!'],
  ])('refuses %j with the spec text', async (idNumber, message) => {
    const res = await byId(visitor, { companyId: loja, idNumber });
    expect(res.errors?.[0]?.message).toBe(message);
  });

  it('needs a cooperative (plural text); a foreign ID needs only the company', async () => {
    expect((await byId(visitor, { companyId: null, idNumber: heavy })).errors?.[0]?.message).toBe(
      '¡Debe seleccionar una empresa de transporte para poder buscar las guías!',
    );
    const foreign = await byId(visitor, { companyId: loja, idNumber: 'P-AB12345', foreign: true });
    expect(foreign.errors).toBeUndefined();
    expect(foreign.data!.parcelsByIdNumber.items).toEqual([]);
  });
});

describe('REST for the cooperatives sites', () => {
  it('getEncByCompro answers estado, error, encomienda, historial, articulos without a session', async () => {
    const res = await visitor.rest('GET', `/rest/api/encomiendas/${loja}?accion=getEncByCompro&trn_compro=${guideOf(7)}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ estado: 200, error: false, encomienda: { trn_compro: '001002000001007', trn_codigo: 7, estado_descri: 'ENTREGADA' } });
    expect((res.body.historial as unknown[]).length).toBe(4);
    expect((res.body.articulos as unknown[]).length).toBe(2);
    // No ID number of anyone reaches the public answer.
    for (const person of DEMO_PARCEL_PEOPLE) expect(JSON.stringify(res.body)).not.toContain(person.ced);
    const missing = await visitor.rest('GET', `/rest/api/encomiendas/${loja}?accion=getEncByCompro&trn_compro=001001999999999`);
    expect(missing.body).toMatchObject({ estado: 200, error: true, encomienda: null });
    const zero = await visitor.rest('GET', `/rest/api/encomiendas/${loja}?accion=getEncByCompro&trn_compro=000000000000000`);
    // A refusal keeps HTTP 200 with estado 400 and the message (the page shows res.msg as an error).
    expect(zero.body).toMatchObject({ estado: 400, msg: '¡El numero de guia debe ser diferente a cero!', inputid: 'trn_compro' });
  });

  it('getEncByCed answers estado and encomiendalist with comprobante and trn_codigo', async () => {
    const res = await visitor.rest('GET', `/rest/api/encomiendas/${loja}?accion=getEncByCed&trn_ced=${DEMO_PARCEL_PEOPLE[0]!.ced}`);
    expect(res.body.estado).toBe(200);
    const list = res.body.encomiendalist as Array<{ comprobante: string; trn_codigo: number }>;
    expect(list).toHaveLength(30);
    expect(list[0]).toMatchObject({ comprobante: guideOf(300), trn_codigo: 300 });
  });
});

describe('rate limit per address', () => {
  it('refuses searches past the limit from one address with 429 and a Spanish message', async () => {
    const limited = await startTestServer({ redis: true, overrides: { parcelRateLimit: 3 } });
    try {
      const client = new ApiClient(limited.url);
      const coop = (await client.graphql<{ parcelCooperatives: Array<{ id: number }> }>('{ parcelCooperatives { id } }')).data!.parcelCooperatives[0]!.id;
      for (let i = 0; i < 3; i++) expect((await byGuide(client, coop, guideOf(7))).errors).toBeUndefined();
      const refused = await byGuide(client, coop, guideOf(7));
      expect(refused.errors?.[0]?.message).toBe('Demasiadas búsquedas de encomiendas desde esta dirección; espere un minuto e intente de nuevo.');
      expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      const rest = await client.rest('GET', `/rest/api/encomiendas/${coop}?accion=getEncByCed&trn_ced=${DEMO_PARCEL_PEOPLE[0]!.ced}`);
      expect(rest.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
