import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARCEL_PEOPLE } from '../../api/src/db/seeders/demo-parcels.js';
import { ApiClient } from '../support/client.js';
import { available, REDIS_URL, TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Public parcel tracking without a session shows what a tracking page needs (state, history,
 * places, dates) and hides names, item values and totals unless the caller gives the sender's or
 * the recipient's ID number; one address may look up only so many distinct guides in ten
 * minutes (walking consecutive guides is refused); signed-in staff see everything.
 */
let server: TestServer;
let visitor: ApiClient;
let staff: ApiClient;
let loja: number;

const BY_GUIDE = `query ($companyId: Int, $guide: String!, $idNumber: String) {
  parcelByGuide(companyId: $companyId, guide: $guide, idNumber: $idNumber) {
    error
    personalDataShown
    parcel { id guide state stateLabel origin destination senderName receiverName total date deliveredAt }
    history { stateLabel place date detail }
    articles { description quantity weight value }
  }
}`;
type GuideAnswer = {
  parcelByGuide: {
    error: boolean;
    personalDataShown: boolean;
    parcel: Record<string, unknown> | null;
    history: Array<Record<string, unknown>>;
    articles: Array<Record<string, unknown>>;
  };
};
const byGuide = (client: ApiClient, guide: string, idNumber?: string, companyId = loja) =>
  client.graphql<GuideAnswer>(BY_GUIDE, { companyId, guide, ...(idNumber === undefined ? {} : { idNumber }) });

/** Seeded parcel g of Loja Express: establishment 001, point (g % 2) + 1, sequence 1000 + g. */
const guideOf = (g: number) => `001${String((g % 2) + 1).padStart(3, '0')}${String(1000 + g).padStart(9, '0')}`;
/** Parcel 7 of the seed: sender person 8 (index 7), recipient person 13 (index 12), total 3 + 7 × 1.25. */
const SENDER = DEMO_PARCEL_PEOPLE[7]!;
const RECIPIENT = DEMO_PARCEL_PEOPLE[12]!;
const WALK_MESSAGE = 'Demasiadas guías distintas consultadas desde esta dirección: el máximo es 20 cada 10 minutos; espere unos minutos e intente de nuevo.';

const MASKED_PARCEL_7 = {
  id: 7,
  guide: '001002000001007',
  state: 'DELIVERED',
  stateLabel: 'ENTREGADA',
  origin: 'MACARÁ',
  destination: 'ZAMORA',
  senderName: null,
  receiverName: null,
  total: null,
};
const MASKED_ARTICLES_7 = [
  { description: 'SACO DE CAFÉ', quantity: 3, weight: '5.75', value: null },
  { description: 'REPUESTOS', quantity: 1, weight: '11.00', value: null },
];

beforeAll(async () => {
  server = await startTestServer({ redis: false, overrides: { parcelRateLimit: 1000 } });
  visitor = new ApiClient(server.url);
  staff = new ApiClient(server.url);
  await staff.login('admin', TEST_PASSWORD);
  const conn = server.services.orm.em.fork().getConnection();
  loja = (await conn.execute<{ emp_codigo: number }[]>(`select emp_codigo from tempresa where emp_coding = 'lojaexpress'`))[0]!.emp_codigo;
});
afterAll(async () => server?.close());

describe('anonymous lookup by guide', () => {
  it('shows state, history, places and dates, and masks names, item values and the total', async () => {
    const res = await byGuide(visitor, guideOf(7));
    expect(res.errors).toBeUndefined();
    const found = res.data!.parcelByGuide;
    expect(found).toMatchObject({ error: false, personalDataShown: false, parcel: MASKED_PARCEL_7, articles: MASKED_ARTICLES_7 });
    expect(typeof found.parcel!.date).toBe('string');
    expect(typeof found.parcel!.deliveredAt).toBe('string');
    expect(found.history.map((h) => [h.stateLabel, h.place, h.detail])).toEqual([
      ['RECIBIDA', 'MACARÁ', 'Recibida en la oficina de MACARÁ'],
      ['EN TRÁNSITO', 'EN RUTA A ZAMORA', 'Salió en el bus de la ruta MACARÁ - ZAMORA'],
      ['EN DESTINO', 'ZAMORA', 'Disponible para retirar en la oficina de ZAMORA'],
      ['ENTREGADA', 'ZAMORA', 'Entregada al destinatario'],
    ]);
    expect(found.history.every((h) => typeof h.date === 'string')).toBe(true);
    const text = JSON.stringify(found);
    for (const person of [SENDER, RECIPIENT]) {
      expect(text).not.toContain(person.name);
      expect(text).not.toContain(person.ced);
    }
  });

  it('masks an ID number that matches neither the sender nor the recipient', async () => {
    const other = DEMO_PARCEL_PEOPLE[0]!.ced;
    const found = (await byGuide(visitor, guideOf(7), other)).data!.parcelByGuide;
    expect(found).toMatchObject({ personalDataShown: false, parcel: MASKED_PARCEL_7, articles: MASKED_ARTICLES_7 });
  });

  it('shows names, values and the total with the sender’s or the recipient’s ID number', async () => {
    for (const person of [SENDER, RECIPIENT]) {
      const found = (await byGuide(visitor, guideOf(7), ` ${person.ced} `)).data!.parcelByGuide;
      expect(found, person.name).toMatchObject({
        personalDataShown: true,
        parcel: { ...MASKED_PARCEL_7, senderName: SENDER.name, receiverName: RECIPIENT.name, total: '11.75' },
        articles: [
          { ...MASKED_ARTICLES_7[0], value: '5.00' },
          { ...MASKED_ARTICLES_7[1], value: '1.00' },
        ],
      });
    }
  });

  it('hides the people’s names and ID numbers written in a history detail', async () => {
    const conn = server.services.orm.em.fork().getConnection();
    await conn.execute(
      `insert into emp_lojaexpress.tencomienda_hist (trn_codigo, ehi_estado, ehi_lugar, ehi_fecha, ehi_detalle)
       values (9, 1, 'LOJA', now(), ?)`,
      [`Retira ${DEMO_PARCEL_PEOPLE[6]!.name} con cédula ${DEMO_PARCEL_PEOPLE[6]!.ced}, envía ${DEMO_PARCEL_PEOPLE[9]!.name}`],
    );
    // Parcel 9: sender person 10 (index 9), recipient person 7 (index 6).
    const masked = (await byGuide(visitor, guideOf(9))).data!.parcelByGuide;
    expect(masked.history.at(-1)!.detail).toBe('Retira *** con cédula ***, envía ***');
    const shown = (await byGuide(visitor, guideOf(9), DEMO_PARCEL_PEOPLE[9]!.ced)).data!.parcelByGuide;
    expect(shown.history.at(-1)!.detail).toBe(
      `Retira ${DEMO_PARCEL_PEOPLE[6]!.name} con cédula ${DEMO_PARCEL_PEOPLE[6]!.ced}, envía ${DEMO_PARCEL_PEOPLE[9]!.name}`,
    );
  });

  it('masks the legacy REST answer too, and shows it with trn_ced of the sender', async () => {
    const R = `/rest/api/encomiendas/${loja}?accion=getEncByCompro&trn_compro=${guideOf(7)}`;
    const masked = await visitor.rest('GET', R);
    expect(masked.status).toBe(200);
    expect(masked.body).toMatchObject({
      estado: 200,
      error: false,
      datos_personales: false,
      encomienda: { trn_codigo: 7, trn_compro: '001002000001007', remitente: null, destinatario: null, total: null, origen: 'MACARÁ', destino: 'ZAMORA' },
      articulos: [
        { descripcion: 'SACO DE CAFÉ', cantidad: 3, peso: '5.75', valor: null },
        { descripcion: 'REPUESTOS', cantidad: 1, peso: '11.00', valor: null },
      ],
    });
    expect((masked.body.historial as unknown[]).length).toBe(4);
    expect(JSON.stringify(masked.body)).not.toContain(SENDER.name);
    const shown = await visitor.rest('GET', `${R}&trn_ced=${SENDER.ced}`);
    expect(shown.body).toMatchObject({
      datos_personales: true,
      encomienda: { remitente: SENDER.name, destinatario: RECIPIENT.name, total: '11.75' },
      articulos: [{ valor: '5.00' }, { valor: '1.00' }],
    });
  });
});

describe('signed-in staff', () => {
  it('see every field without an ID number, over GraphQL and REST', async () => {
    const found = (await byGuide(staff, guideOf(7))).data!.parcelByGuide;
    expect(found).toMatchObject({
      personalDataShown: true,
      parcel: { ...MASKED_PARCEL_7, senderName: SENDER.name, receiverName: RECIPIENT.name, total: '11.75' },
      articles: [{ value: '5.00' }, { value: '1.00' }],
    });
    const rest = await staff.rest('GET', `/rest/api/encomiendas/${loja}?accion=getEncByCompro&trn_compro=${guideOf(7)}`);
    expect(rest.body).toMatchObject({ datos_personales: true, encomienda: { remitente: SENDER.name, destinatario: RECIPIENT.name, total: '11.75' } });
  });
});

/** Walks guides 1..25 from one address: 20 answered, then refused with the Spanish message; repeats and staff still pass. */
async function walk(target: TestServer): Promise<void> {
  const client = new ApiClient(target.url);
  const coop = (
    await client.graphql<{ parcelCooperatives: Array<{ id: number; name: string }> }>('{ parcelCooperatives { id name } }')
  ).data!.parcelCooperatives.find((c) => c.name === 'COOPERATIVA DE TRANSPORTE LOJA EXPRESS')!.id;
  const answers = [];
  for (let g = 1; g <= 25; g++) answers.push(await byGuide(client, guideOf(g), undefined, coop));
  expect(answers.slice(0, 20).map((a) => [a.errors, a.data!.parcelByGuide.parcel!.id])).toEqual(Array.from({ length: 20 }, (_, i) => [undefined, i + 1]));
  expect(answers.slice(20).map((a) => [a.data, a.errors?.[0]?.message, a.errors?.[0]?.extensions?.code])).toEqual(
    Array.from({ length: 5 }, () => [null, WALK_MESSAGE, 'RATE_LIMITED']),
  );
  // A guide already looked up is not a new one: it is still answered (a visitor checking again).
  const again = await byGuide(client, guideOf(3), undefined, coop);
  expect([again.errors, again.data!.parcelByGuide.parcel!.id]).toEqual([undefined, 3]);
  // The legacy route counts the same guides: a new one is refused with 429 and the message.
  const rest = await client.rest('GET', `/rest/api/encomiendas/${coop}?accion=getEncByCompro&trn_compro=${guideOf(26)}`);
  expect([rest.status, rest.body.msg]).toEqual([429, WALK_MESSAGE]);
  // The same ID number does not open more guides either.
  const withId = await byGuide(client, guideOf(27), DEMO_PARCEL_PEOPLE[0]!.ced, coop);
  expect(withId.errors?.[0]?.message).toBe(WALK_MESSAGE);
  // Signed-in staff from the same address are not counted.
  const signedIn = new ApiClient(target.url);
  await signedIn.login('admin', TEST_PASSWORD);
  for (const g of [26, 27, 28]) expect((await byGuide(signedIn, guideOf(g), undefined, coop)).data!.parcelByGuide.parcel!.id).toBe(g);
}

describe('walking consecutive guides from one address', () => {
  it('is refused after 20 distinct guides in 10 minutes (counted in memory without Redis)', async () => {
    const target = await startTestServer({ redis: false, overrides: { parcelRateLimit: 1000 } });
    try {
      await walk(target);
    } finally {
      await target.close();
    }
  });

  it.runIf(available('Redis (REDIS_URL)', !!REDIS_URL))('is refused after 20 distinct guides in 10 minutes (counted in Redis)', async () => {
    const target = await startTestServer({ redis: true, overrides: { parcelRateLimit: 1000 } });
    try {
      expect(target.services.config.redisUrl).toBeTruthy();
      await walk(target);
      const redis = await import('ioredis');
      const client = new redis.Redis(target.services.config.redisUrl!);
      try {
        const keys = await client.keys(`${target.services.config.queuePrefix}:encomiendas:guias:*`);
        expect(keys).toHaveLength(1);
        expect(await client.zcard(keys[0]!)).toBe(20);
      } finally {
        client.disconnect();
      }
    } finally {
      await target.close();
    }
  });
});
