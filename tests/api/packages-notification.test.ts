import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { TestSmtp } from '../support/smtp.js';
import { companyIdOf } from './companies-fixtures.js';
import { rowFor, rucOf } from './packages-fixtures.js';

let smtp: TestSmtp;
let server: TestServer;
let support: ApiClient;

const CONTACTS = `query ($companyId: Int!) { companyContacts(companyId: $companyId) { id name role email } }`;
const SEND = `mutation ($companyId: Int!, $contactIds: [Int!]!) { sendPackageNotification(companyId: $companyId, contactIds: $contactIds) { message sent warnings emailIds } }`;
type Contact = { id: number; name: string; role: string; email: string | null };
type Sent = { message: string; sent: number; warnings: string[]; emailIds: number[] };

const contactsOf = async (access: string) =>
  (await support.graphql<{ companyContacts: Contact[] }>(CONTACTS, { companyId: await companyIdOf(server, access) })).data!.companyContacts;

beforeAll(async () => {
  smtp = new TestSmtp();
  server = await startTestServer({ env: { SMTP_URL: await smtp.start() } });
  support = new ApiClient(server.url);
  await support.login('soporte', TEST_PASSWORD);
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

describe('package notification to contacts', () => {
  it("sends the mte_tipo 2 template to each chosen referent with e-mail and marks the package 'Notificado...'", async () => {
    const andina = await companyIdOf(server, 'andina');
    const contacts = await contactsOf('andina');
    expect(contacts.map((c) => [c.name, c.role, c.email])).toEqual([
      ['María José Jaramillo', 'Gerente', 'mjaramillo@comercialandina.ec'],
      ['Pedro Salazar', 'Contador', 'psalazar@comercialandina.ec'],
    ]);
    expect((await rowFor(support, 'andina')).notificationState).toBe('Sin notificación');
    const result = await support.graphql<{ sendPackageNotification: Sent }>(SEND, { companyId: andina, contactIds: contacts.map((c) => c.id) });
    expect(result.data!.sendPackageNotification).toMatchObject({ message: 'Se enviaron 2 notificaciones', sent: 2, warnings: [] });
    await expect.poll(() => smtp.messages.filter((m) => m.to.endsWith('@comercialandina.ec')).length, { timeout: 15_000 }).toBe(2);
    const row = await rowFor(support, 'andina');
    expect(row.notificationState).toBe('Notificado...');
    const mail = smtp.messages.find((m) => m.to === 'mjaramillo@comercialandina.ec')!;
    expect(mail.subject).toBe('Saldo de documentos electrónicos de COMERCIAL ANDINA S.A.');
    const end = String(row.endDate).split('-').reverse().join('/');
    expect(mail.text).toBe(
      `Estimado(a) María José Jaramillo:\n\nLe informamos que el paquete de documentos electrónicos de COMERCIAL ANDINA S.A. (RUC ${rucOf('andina')}) tiene un saldo de 580 de 1000 documentos adquiridos, con vigencia hasta ${end}.\n\nPara no interrumpir la autorización de sus comprobantes, le recomendamos adquirir un nuevo paquete.\n\nAtentamente,\nDepartamento de Soporte Isyplus`,
    );
  });

  it('warns about each referent without e-mail and refuses when none has one, changing nothing', async () => {
    const pacifico = await companyIdOf(server, 'pacifico');
    const [carlos, lucia] = await contactsOf('pacifico');
    const before = (
      await server.services.orm.em.fork().getConnection().execute<{ n: number }[]>(`select count(*)::int as n from tmail where mai_origen = 'conexiones'`)
    )[0]!.n;
    const none = await support.graphql(SEND, { companyId: pacifico, contactIds: [lucia!.id] });
    expect([none.errors?.[0]?.message, none.errors?.[0]?.extensions?.field]).toEqual([
      'Los referentes seleccionados no tienen configurado el email en el contrato!',
      'contactIds',
    ]);
    expect(
      (await server.services.orm.em.fork().getConnection().execute<{ n: number }[]>(`select count(*)::int as n from tmail where mai_origen = 'conexiones'`))[0]!
        .n,
    ).toBe(before);
    const some = await support.graphql<{ sendPackageNotification: Sent }>(SEND, { companyId: pacifico, contactIds: [carlos!.id, lucia!.id] });
    expect(some.data!.sendPackageNotification).toMatchObject({
      message: 'Se envió 1 notificación',
      sent: 1,
      warnings: ['Lucía Mendoza no tiene configurado el email en el contrato en Contador'],
    });
    await expect.poll(() => smtp.messages.some((m) => m.to === 'czambrano@dispacifico.com.ec'), { timeout: 15_000 }).toBe(true);
  });

  it('needs a chosen referent and a package in force', async () => {
    const none = await support.graphql(SEND, { companyId: await companyIdOf(server, 'andina'), contactIds: [] });
    expect(none.errors?.[0]?.message).toBe('Seleccione al menos un referente');
    const costena = await support.graphql(SEND, { companyId: await companyIdOf(server, 'costena'), contactIds: [1] });
    expect([costena.errors?.[0]?.message, costena.errors?.[0]?.extensions?.code]).toEqual(['La empresa no tiene un paquete activo para notificar', 'CONFLICT']);
  });
});
