import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { TestSmsGateway } from '../support/sms-gateway.js';
import { deliverSms } from '../../api/src/modules/sms/sms.jobs.js';
import { insertCompany } from './companies-fixtures.js';

const SMS_ON = '{"fe":"T","sms":"T","ced":"T","email":"T","bk":"T","bka":"F","bloq_aut":"F"}';
const SEND = `mutation($input: SmsSendInput!) { sendSms(input: $input) { message queued ids contracted used available duplicate } }`;
const SAVE = `mutation($input: SmsContractInput!) { saveSmsContract(input: $input) { id contracted contractedLabel used failed available } }`;
const CONTRACT = `query($id: Int!) { smsContract(companyId: $id) { contracted contractedLabel used failed available } }`;
const SENT = `query($filter: SentSmsFilter) { sentSms(filter: $filter, pageSize: 100) { totalCount items { mobile state error message } } }`;

let server: TestServer;
let gateway: TestSmsGateway;
let admin: ApiClient;
let readOnly: ApiClient;
let seq = 0;

type SendResult = { message: string; queued: number; ids: number[]; contracted: number; used: number; available: number | null; duplicate: boolean };
const send = (input: Record<string, unknown>, client = admin) => client.graphql<{ sendSms: SendResult }>(SEND, { input });
const to = (...mobiles: Array<string | null>) => mobiles.map((mobile, i) => ({ mobile, name: `Destinatario ${i + 1}` }));

async function company(contracted: number | null, services = SMS_ON): Promise<number> {
  seq++;
  const id = await insertCompany(server, { coding: `sms${seq}`, ruc: `17900${String(seq).padStart(5, '0')}001`, services });
  if (contracted !== null) {
    const saved = await admin.graphql(SAVE, { input: { companyId: id, contracted } });
    if (saved.errors) throw new Error(saved.errors[0]!.message);
  }
  return id;
}

const ledger = async (companyId: number) =>
  (
    await server.services.orm.em
      .fork()
      .getConnection()
      .execute<{ sen_estado: string; n: number }[]>(
        'select sen_estado, count(*)::int as n from tsms_envio where emp_codigo = ? group by sen_estado order by 1',
        [companyId],
      )
  )
    .map((r) => `${r.sen_estado}:${r.n}`)
    .join(' ');

/** Waits until the company has no SMS left in the queue. */
async function delivered(companyId: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (!(await ledger(companyId)).includes('pendiente')) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('SMS still pending');
}

const contract = async (id: number) => (await admin.graphql<{ smsContract: Record<string, unknown> }>(CONTRACT, { id })).data!.smsContract;

beforeAll(async () => {
  gateway = await new TestSmsGateway().start();
  server = await startTestServer({ redis: false, env: { SMS_URL: gateway.url, SMS_TOKEN: gateway.token } });
  admin = new ApiClient(server.url);
  readOnly = new ApiClient(server.url);
  await admin.login('admin', TEST_PASSWORD);
  await readOnly.login('consulta', TEST_PASSWORD);
});
afterAll(async () => {
  await server?.close();
  await gateway?.stop();
});

describe('SMS rules', () => {
  it('accepts 160 characters and refuses 161 with the spec message, recording nothing', async () => {
    const id = await company(10);
    const long = await send({ companyId: id, message: 'x'.repeat(161), recipients: to('0991234567') });
    expect(long.errors?.[0]?.message).toBe('Ha llegado al límite de caracteres disponibles para el envio del mensaje.');
    expect(long.errors?.[0]?.extensions?.field).toBe('input.message');
    expect(await ledger(id)).toBe('');
    const exact = await send({ companyId: id, message: 'y'.repeat(160), recipients: to('0991234567') });
    expect(exact.data!.sendSms).toMatchObject({ queued: 1, contracted: 10, used: 1, available: 9, duplicate: false });
    await delivered(id);
    expect(gateway.messages.filter((m) => m.message === 'y'.repeat(160))).toHaveLength(1);
  });

  it('sends without limit on an unlimited package (-1, Ilimitado)', async () => {
    const id = await company(-1);
    const result = await send({ companyId: id, message: 'Promoción', recipients: to('0991000001', '0991000002', '0991000003', '0991000004', '0991000005') });
    expect(result.data!.sendSms).toMatchObject({ queued: 5, contracted: -1, used: 5, available: null });
    await delivered(id);
    expect(await contract(id)).toEqual({ contracted: -1, contractedLabel: 'Ilimitado', used: 5, failed: 0, available: null });
  });

  it('refuses without a package, with too few SMS left, and a recipient without mobile, sending nothing', async () => {
    const none = await company(null);
    expect((await send({ companyId: none, message: 'Hola', recipients: to('0991234567') })).errors?.[0]?.message).toBe(
      'No tiene un paquete de SMS contratado.',
    );
    const disabled = await company(50, '{"fe":"T","sms":"F","ced":"T","email":"T","bk":"T","bka":"F","bloq_aut":"F"}');
    expect((await send({ companyId: disabled, message: 'Hola', recipients: to('0991234567') })).errors?.[0]?.message).toBe(
      'No tiene un paquete de SMS contratado.',
    );
    const small = await company(3);
    const over = await send({ companyId: small, message: 'Hola', recipients: to('0991000011', '0991000012', '0991000013', '0991000014', '0991000015') });
    expect(over.errors?.[0]?.message).toBe('Usted solo tiene disponibles 3 sms');
    const noMobile = await send({ companyId: small, message: 'Hola', recipients: to('0991000011', null) });
    expect(noMobile.errors?.[0]?.message).toBe('No tiene número de Celular!');
    expect(noMobile.errors?.[0]?.extensions?.field).toBe('input.recipients.1.mobile');
    expect(await ledger(small)).toBe('');
    expect(await contract(small)).toMatchObject({ contracted: 3, contractedLabel: '3 - Por paquete', used: 0, available: 3 });
    expect((await send({ companyId: small, message: 'Hola', recipients: to('0991000011') }, readOnly)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('counts gateway refusals as failed, gives their unit back and retries temporary failures', async () => {
    const id = await company(10);
    gateway.temporary.set('0992000003', 2);
    const result = await send({ companyId: id, message: 'Aviso de cobro', recipients: to('0992000001', '0992000100', '0992000003') });
    expect(result.data!.sendSms).toMatchObject({ queued: 3, used: 3, available: 7 });
    await delivered(id);
    expect(await ledger(id)).toBe('enviado:2 fallido:1');
    expect(await contract(id)).toEqual({ contracted: 10, contractedLabel: '10 - Por paquete', used: 2, failed: 1, available: 8 });
    expect(
      gateway.messages
        .filter((m) => m.message === 'Aviso de cobro')
        .map((m) => m.to)
        .sort(),
    ).toEqual(['0992000001', '0992000003']);
    const failed = (
      await admin.graphql<{ sentSms: { items: Array<{ mobile: string; state: string; error: string }> } }>(SENT, {
        filter: { outcome: 'FAILED', companyId: id },
      })
    ).data!.sentSms;
    expect(failed.items).toEqual([
      { mobile: '0992000100', state: 'FALLIDO', error: 'La pasarela SMS respondió 422: Número inexistente: 0992000100', message: 'Aviso de cobro' },
    ]);
    const sent = (await admin.graphql<{ sentSms: { totalCount: number } }>(SENT, { filter: { outcome: 'SENT', companyId: id } })).data!.sentSms;
    expect(sent.totalCount).toBe(2);
  });

  it('loses no unit with 50 senders at once on one company: 30 sent of a package of 30, 20 refused', async () => {
    const id = await company(30);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => send({ companyId: id, message: 'Concurrente', recipients: to(`0993${String(i).padStart(6, '1')}`) })),
    );
    const ok = results.filter((r) => r.data?.sendSms);
    const refused = results.filter((r) => r.errors);
    expect(ok).toHaveLength(30);
    expect(refused.map((r) => r.errors![0]!.message)).toEqual(Array(20).fill('Usted solo tiene disponibles 0 sms'));
    expect(ok.map((r) => r.data!.sendSms.used).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    await delivered(id);
    expect(await contract(id)).toMatchObject({ used: 30, failed: 0, available: 0 });
  });

  it('POST /rest/enviosms/lista/0 sends on the same service, once per clave_envio', async () => {
    const id = await company(5);
    const body = {
      emp_codigo: id,
      mensaje: 'Su pedido llegó',
      clave_envio: 'rest-1',
      lista: [
        { clp_codigo: 7, clp_nombre: 'Ana', clp_movil: '099 400 0001' },
        { clp_nombre: 'Luis', clp_movil: '0994000002' },
      ],
    };
    const first = await admin.rest('POST', '/rest/enviosms/lista/0', body);
    expect(first.body).toMatchObject({
      estado: 200,
      msg: 'Su mensaje se envio con exito',
      enviados: 2,
      sms_contratados: 5,
      sms_utilizados: 2,
      sms_disponibles: 3,
      duplicado: false,
    });
    const again = await admin.rest('POST', '/rest/enviosms/lista/0', body);
    expect(again.body).toMatchObject({ estado: 200, enviados: 2, sms_utilizados: 2, duplicado: true });
    await delivered(id);
    // One job per SMS, run in parallel: each number once, in any order.
    expect(
      gateway.messages
        .filter((m) => m.message === 'Su pedido llegó')
        .map((m) => m.to)
        .sort(),
    ).toEqual(['0994000001', '0994000002']);
    const refused = await admin.rest('POST', '/rest/enviosms/lista/0', { emp_codigo: id, mensaje: '', lista: [{ clp_movil: '0994000003' }] });
    expect(refused.body).toMatchObject({ msg: 'Ingrese por favor el mensaje a enviar.', inputid: 'mensaje' });
  });
});

describe('SMS delivery and packages', () => {
  it('sends an SMS once when its delivery runs again after a crash between the gateway and the update', async () => {
    const id = await company(5);
    const [smsId] = (await send({ companyId: id, message: 'Una sola vez', recipients: to('0996000001') })).data!.sendSms.ids;
    await delivered(id);
    const conn = server.services.orm.em.fork().getConnection();
    // The crash: the gateway took it but the row was never updated.
    await conn.execute(`update tsms_envio set sen_estado = 'pendiente', not_fenvio = null where sen_codigo = ?`, [smsId]);
    expect(await deliverSms(server.services, smsId!, false)).toBe('enviado');
    expect(await deliverSms(server.services, smsId!, false)).toBe('enviado');
    expect(gateway.messages.filter((m) => m.message === 'Una sola vez')).toHaveLength(1);
    expect(await contract(id)).toMatchObject({ used: 1, failed: 0, available: 4 });
  });

  it('replaces a package only for administrators, starting from zero used, and records it in the audit', async () => {
    const id = await company(5);
    await send({ companyId: id, message: 'Antes', recipients: to('0996100001', '0996100002') });
    await delivered(id);
    const support = new ApiClient(server.url);
    await support.login('soporte', TEST_PASSWORD);
    expect((await support.graphql(SAVE, { input: { companyId: id, contracted: 100 } })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await admin.graphql(SAVE, { input: { companyId: id, contracted: 0 } })).errors?.[0]?.message).toBe(
      'Los SMS contratados deben ser -1 (ilimitado) o un entero entre 1 y 10000000',
    );
    const saved = await admin.graphql<{ saveSmsContract: Record<string, unknown> }>(SAVE, {
      input: { companyId: id, contracted: 100, contractType: 'TARIFA_FIJA' },
    });
    expect(saved.data!.saveSmsContract).toMatchObject({ contracted: 100, contractedLabel: '100 - Tarifa fija', used: 0, failed: 0, available: 100 });
    const [audit] = await server.services.orm.em
      .fork()
      .getConnection()
      .execute<{ aud_accion: string; observacion: string }[]>(
        `select aud_accion, observacion from tauditoria where aud_entidad = 'tsms_contrato' and aud_clave = ?`,
        [String(saved.data!.saveSmsContract.id)],
      );
    expect(audit).toEqual({ aud_accion: 'PAQUETE_SMS', observacion: `empresa ${id}: 5 -> 100` });
    const list = await readOnly.graphql<{ smsContracts: { totalCount: number; items: Array<{ accessCode: string }> } }>(
      `query { smsContracts(search: "sms${seq}") { totalCount items { accessCode } } }`,
    );
    expect(list.data!.smsContracts).toEqual({ totalCount: 1, items: [{ accessCode: `sms${seq}` }] });
    const reversed = await admin.graphql(SENT, { filter: { from: '2026-11-20', to: '2026-11-19' } });
    expect(reversed.errors?.[0]?.message).toBe('La fecha inicial no puede ser posterior a la fecha final');
  });
});

describe('without SMS_URL', () => {
  it('stores the SMS as not sent with the reason, counted as failed', async () => {
    const plain = await startTestServer({ redis: false, env: { SMS_URL: '' } });
    try {
      const client = new ApiClient(plain.url);
      await client.login('admin', TEST_PASSWORD);
      const id = await insertCompany(plain, { coding: 'smsnogw', ruc: '1790099999001', services: SMS_ON });
      await client.graphql(SAVE, { input: { companyId: id, contracted: 4 } });
      await client.graphql(SEND, { input: { companyId: id, message: 'Sin pasarela', recipients: to('0995000001') } });
      const conn = plain.services.orm.em.fork().getConnection();
      for (
        let i = 0;
        i < 100 && (await conn.execute<{ n: number }[]>(`select count(*)::int as n from tsms_envio where sen_estado = 'pendiente'`))[0]!.n > 0;
        i++
      )
        await new Promise((r) => setTimeout(r, 50));
      const failed = (await client.graphql<{ sentSms: { items: unknown[] } }>(SENT, { filter: { outcome: 'FAILED', companyId: id } })).data!.sentSms.items;
      expect(failed).toEqual([
        {
          mobile: '0995000001',
          state: 'NO_ENVIADO',
          error: 'No se envió: no hay una pasarela SMS configurada (SMS_URL); el mensaje quedó guardado',
          message: 'Sin pasarela',
        },
      ]);
      expect((await client.graphql<{ smsContract: unknown }>(CONTRACT, { id })).data!.smsContract).toMatchObject({ used: 0, failed: 1, available: 4 });
    } finally {
      await plain.close();
    }
  });
});
