import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { DATABASE_URL, REDIS_URL, TEST_PASSWORD } from '../support/env.js';
import { serverWithSinkAccount } from '../support/mail-account.js';
import { MailSink } from '../support/mail-smtp.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { readPdf } from '../web/export/pdf-text.js';
import {
  addReferente,
  companyOf,
  INBOX,
  listenUnread,
  RECIPIENTS,
  refusal,
  SEND,
  SET_STATE,
  sql,
  until,
  userIdOf,
  wsClient,
  type Result,
} from './notifications-fixtures.js';

let server: TestServer;
let other: TestServer | undefined;
let sink: MailSink;
let admin: ApiClient;
let support: ApiClient;
let andina: { id: number; schema: string };
let pacifico: { id: number; schema: string };
let refs: { ana: number; luis: number; sinCorreo: number; pacifico: number };
let supportId: number;
let readOnlyId: number;

beforeAll(async () => {
  sink = new MailSink();
  sink.keepContent = true;
  ({ server, admin, support } = await serverWithSinkAccount(sink, {
    email: 'notificaciones@isyplus.ec',
    name: 'Isyplus',
    type: 'SOPORTE',
    username: 'n',
    password: 'clave-smtp',
  }));
  andina = await companyOf(server, 'andina');
  pacifico = await companyOf(server, 'pacifico');
  refs = {
    ana: await addReferente(server, andina.schema, {
      cedruc: '1710034065',
      nombre: 'Ana',
      apellido: 'Zambrano Notif',
      email: 'ana.notif@andina.ec',
      movil: '0991112233',
    }),
    luis: await addReferente(server, andina.schema, {
      cedruc: '1710034066',
      nombre: 'Luis',
      apellido: 'Zambrano Notif',
      email: 'luis.notif@andina.ec',
      movil: null,
    }),
    sinCorreo: await addReferente(server, andina.schema, {
      cedruc: '1710034067',
      nombre: 'Pedro',
      apellido: 'Zambrano Notif',
      email: null,
      movil: '0993334455',
    }),
    pacifico: await addReferente(server, pacifico.schema, {
      cedruc: '0910034065',
      nombre: 'Rosa',
      apellido: 'Zambrano Notif',
      email: 'rosa.notif@pacifico.ec',
      movil: '0995556677',
    }),
  };
  supportId = await userIdOf(server, 'soporte');
  readOnlyId = await userIdOf(server, 'consulta');
});

afterAll(async () => {
  await other?.close();
  await server?.close();
  await sink?.stop();
});

const count = async (table: string) => (await sql<{ n: number }>(server, `select count(*)::int as n from ${table}`))[0]!.n;

describe('the wizard rules (step 1 and 2), refused before anything is written', () => {
  it('answers each rule with the spec message and writes nothing', async () => {
    const before = [await count('tnotificacion'), await count('tmail'), await count('tsms_envio')];
    const users = [{ userId: supportId }];
    const cases: Array<[Record<string, unknown>, unknown[]]> = [
      [{ channel: 'SYSTEM', message: '  <p> </p>', kind: 'USERS', recipients: users }, ['Ingrese por favor el mensaje a enviar.', 'BAD_USER_INPUT', 'mensaje']],
      [{ channel: 'SMS', message: '   ', kind: 'USERS', recipients: users }, ['Ingrese por favor el mensaje a enviar.', 'BAD_USER_INPUT', 'mensaje']],
      [
        { channel: 'EMAIL', message: '<p></p>', kind: 'USERS', recipients: users },
        ['Ingrese por favor el mensaje o seleccione una funcion de la lista Reportes a enviar', 'BAD_USER_INPUT', 'mensaje'],
      ],
      [
        { channel: 'SMS', message: 'x'.repeat(161), kind: 'USERS', recipients: users },
        ['Ha llegado al límite de caracteres disponibles para el envio del mensaje.', 'BAD_USER_INPUT', 'mensaje'],
      ],
      [
        { channel: 'SYSTEM', message: 'Hola', kind: 'USERS', recipients: [] },
        ['Agregue al menos un referente para poder enviar la notificación.', 'BAD_USER_INPUT', 'usuarios'],
      ],
      [
        { channel: 'EMAIL', message: 'Hola', kind: 'REFERENTES' },
        ['Agregue al menos un referente para poder enviar la notificación.', 'BAD_USER_INPUT', 'usuarios'],
      ],
      [
        { channel: 'EMAIL', message: 'Hola', kind: 'COMPANIES', companyIds: [] },
        ['Seleccione una empresa a enviar la notificación', 'BAD_USER_INPUT', 'empresas'],
      ],
    ];
    for (const [input, expected] of cases) expect(refusal(await admin.graphql(SEND, { input })), JSON.stringify(input)).toEqual(expected);
    // 160 characters is the limit, not past it.
    expect(refusal(await admin.graphql(SEND, { input: { channel: 'SMS', message: 'x'.repeat(160), kind: 'USERS', recipients: users } }))).toBe('ok');
    // E-mail without a message is accepted when a report function is selected (checked below with delivery).
    expect([await count('tnotificacion'), await count('tmail'), await count('tsms_envio')]).toEqual(before);
  });

  it('answers the REST guardar with the same messages and the legacy field names', async () => {
    const res = await admin.rest(
      'POST',
      '/rest/notificaciones/datos/0?opc=guardar',
      { opcion: 1, enviar_por: 3, datos_envio: { mensaje: '' }, usuarios: [{ usr_codigo: supportId }], tipo_transac: 2 },
      { origin: server.url },
    );
    expect([res.body.msg, res.body.inputid]).toEqual(['Ingrese por favor el mensaje a enviar.', 'mensaje']);
    const none = await admin.rest(
      'POST',
      '/rest/notificaciones/datos/0?opc=guardar',
      { opcion: 1, enviar_por: 1, datos_envio: { mensaje: 'Hola' }, send_all: true, empresas: [] },
      { origin: server.url },
    );
    expect([none.body.msg, none.body.inputid]).toEqual(['Seleccione una empresa a enviar la notificación', 'empresas']);
  });
});

describe('recipients (step 2)', () => {
  it('needs a criterion for referentes, finds them by name and says who cannot receive', async () => {
    expect(refusal(await admin.graphql(RECIPIENTS, { kind: 'REFERENTES', channel: 'EMAIL', companyId: andina.id, criterion: '  ' }))).toEqual([
      'Ingrese un criterio para buscar los referentes de la empresa',
      'BAD_USER_INPUT',
      'criterio',
    ]);
    const email = await admin.graphql<{ notificationRecipients: any[] }>(RECIPIENTS, {
      kind: 'REFERENTES',
      channel: 'EMAIL',
      companyId: andina.id,
      criterion: 'zambrano notif',
    });
    expect(email.data!.notificationRecipients.map((r) => [r.name, r.email, r.notSendableReason])).toEqual([
      ['Zambrano Notif Ana', 'ana.notif@andina.ec', null],
      ['Zambrano Notif Luis', 'luis.notif@andina.ec', null],
      ['Zambrano Notif Pedro', null, 'No tiene correo electrónico'],
    ]);
    const sms = await admin.graphql<{ notificationRecipients: any[] }>(RECIPIENTS, {
      kind: 'REFERENTES',
      channel: 'SMS',
      companyId: andina.id,
      criterion: 'Zambrano',
    });
    expect(sms.data!.notificationRecipients.filter((r) => r.name.includes('Notif')).map((r) => [r.name, r.mobile, r.notSendableReason])).toEqual([
      ['Zambrano Notif Ana', '0991112233', null],
      ['Zambrano Notif Luis', null, 'No tiene número de Celular!'],
      ['Zambrano Notif Pedro', '0993334455', null],
    ]);
    // A company without the SMS service: nobody has a mobile.
    const off = await admin.graphql<{ notificationRecipients: any[] }>(RECIPIENTS, {
      kind: 'REFERENTES',
      channel: 'SMS',
      companyId: pacifico.id,
      criterion: 'Zambrano Notif',
    });
    expect(off.data!.notificationRecipients.map((r) => [r.name, r.mobile, r.notSendableReason])).toEqual([
      ['Zambrano Notif Rosa', null, 'No tiene número de Celular!'],
    ]);
  });

  it('lists system users without a criterion; REST param/notificacion answers referentes', async () => {
    const users = await admin.graphql<{ notificationRecipients: any[] }>(RECIPIENTS, { kind: 'USERS', channel: 'SYSTEM' });
    const logins = users.data!.notificationRecipients.map((u) => u.idNumber);
    expect(logins).toEqual(expect.arrayContaining(['admin', 'soporte', 'consulta']));
    expect(users.data!.notificationRecipients.every((u) => u.notSendableReason === null && u.userId > 0)).toBe(true);
    const rest = await admin.rest(
      'POST',
      '/rest/param/notificacion/0?opc=referentes',
      { criterio: 'zambrano notif', empresa: andina.id },
      { origin: server.url },
    );
    expect((rest.body.referentes as any[]).map((r) => [r.clp_codigo, r.clp_nombre, r.clp_email, r.ref_select])).toEqual([
      [refs.ana, 'Zambrano Notif Ana', 'ana.notif@andina.ec', false],
      [refs.luis, 'Zambrano Notif Luis', 'luis.notif@andina.ec', false],
      [refs.sinCorreo, 'Zambrano Notif Pedro', null, false],
    ]);
    const empty = await admin.rest('POST', '/rest/param/notificacion/0?opc=referentes', { criterio: '', empresa: andina.id }, { origin: server.url });
    expect([empty.body.msg, empty.body.inputid]).toEqual(['Ingrese un criterio para buscar los referentes de la empresa', 'criterio']);
    const byCode = await admin.rest('GET', `/rest/referentes/tclipro/${refs.ana}?opc=cod&emp_codigo=${andina.id}`);
    expect([byCode.body.estado, (byCode.body.ref as any)?.clp_email]).toEqual([1, 'ana.notif@andina.ec']);
    const companies = await admin.rest('GET', '/rest/notificaciones/datos/0?opc=not_empresa');
    expect((companies.body.empresas as any[]).map((c) => c.emp_coding)).toEqual(expect.arrayContaining(['andina', 'pacifico']));
  });
});

describe('system notifications and the live unread counter', () => {
  it('stores one per user (unread), pushes the counter to the subscriber, and reading it lowers the counter', async () => {
    const ws = wsClient(server.url, support.cookie);
    const live = listenUnread(ws);
    await live.ready;
    const sent = await admin.graphql<{ sendNotification: any }>(SEND, {
      input: {
        channel: 'SYSTEM',
        message: '<p>Mantenimiento <b>hoy</b> a las 22:00</p><script>x()</script>',
        kind: 'USERS',
        recipients: [{ userId: supportId }, { userId: readOnlyId }],
      },
    });
    expect(sent.errors).toBeUndefined();
    const result = sent.data!.sendNotification;
    expect(result.message).toBe('Su mensaje se envio con exito');
    expect(result.sent.map((s: any) => s.address).sort()).toEqual(['consulta', 'soporte']);
    expect(result.notSent).toEqual([]);
    await until(() => live.events.length >= 1);
    expect(live.events[0]).toMatchObject({ unread: 1, notificationId: result.notificationId, text: 'Mantenimiento hoy a las 22:00' });
    const rows = await sql(server, 'select usr_codigo, not_estado from tnotificacion_usuario where not_codigo = ? order by usr_codigo', [
      result.notificationId,
    ]);
    expect(rows).toEqual([...[supportId, readOnlyId].sort((a, b) => a - b).map((u) => ({ usr_codigo: u, not_estado: 0 }))]);

    const inbox = await support.graphql<{ myNotifications: any }>(INBOX);
    expect(inbox.data!.myNotifications.unread).toBe(1);
    expect(inbox.data!.myNotifications.items[0]).toMatchObject({
      id: result.notificationId,
      state: 'UNREAD',
      senderName: 'Administrador General',
      channel: 'SYSTEM',
      message: '<p>Mantenimiento <b>hoy</b> a las 22:00</p>',
    });

    const read = await support.graphql<{ setNotificationState: any }>(SET_STATE, { id: result.notificationId, state: 'READ' });
    expect(read.data!.setNotificationState).toEqual({ unread: 0, notification: { id: result.notificationId, state: 'READ' } });
    await until(() => live.events.length >= 2);
    expect(live.events[1]).toMatchObject({ unread: 0, notificationId: null });
    // Another user's notification cannot be opened by this one.
    const foreign = await admin.graphql(SET_STATE, { id: result.notificationId, state: 'READ' });
    expect(refusal(foreign)).toEqual([`No existe la notificación ${result.notificationId}`, 'NOT_FOUND', null]);
    live.stop();
    await ws.dispose();
  });

  it('writes one counter event for all the users of a notification; a subscriber back with afterEventId gets only its own missed changes', async () => {
    const send = async (message: string, users: number[]) => {
      const r = await admin.graphql<{ sendNotification: any }>(SEND, {
        input: { channel: 'SYSTEM', message, kind: 'USERS', recipients: users.map((userId) => ({ userId })) },
      });
      expect(r.errors).toBeUndefined();
      return r.data!.sendNotification.notificationId as number;
    };
    const unreadOf = async (userId: number) =>
      (await sql<{ n: number }>(server, 'select count(*)::int as n from tnotificacion_usuario where usr_codigo = ? and not_estado = 0', [userId]))[0]!.n;
    let ws = wsClient(server.url, support.cookie);
    let live = listenUnread(ws);
    await live.ready;
    const first = await send('<p>Primero</p>', [supportId, readOnlyId]);
    await until(() => live.events.length >= 1);
    expect(live.events.map((e) => e.notificationId)).toEqual([first]);
    const seen = live.events[0]!.eventId;
    live.stop();
    await ws.dispose();

    // Away: one for the other user only, then one for both.
    const onlyOther = await send('<p>Solo para consulta</p>', [readOnlyId]);
    const both = await send('<p>Para los dos</p>', [supportId, readOnlyId]);
    const events = await sql<{ key: string | null; users: string[] }>(
      server,
      `select key, (select array_agg(k order by k) from jsonb_object_keys(payload->'byKey') k) as users from tevento where topic = 'UNREAD_COUNT' and (payload->>'notificationId')::int in (?, ?, ?) order by id`,
      [first, onlyOther, both],
    );
    const pair = [supportId, readOnlyId].map(String).sort();
    expect(events).toEqual([
      { key: null, users: pair },
      { key: null, users: [String(readOnlyId)] },
      { key: null, users: pair },
    ]);

    ws = wsClient(server.url, support.cookie);
    live = listenUnread(ws, seen);
    await until(() => live.events.length >= 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(live.errors).toEqual([]);
    expect(live.events.map((e) => [e.notificationId, e.unread, e.text])).toEqual([[both, await unreadOf(supportId), 'Para los dos']]);
    live.stop();
    await ws.dispose();
    // The tests after this one count from the inboxes as they were.
    await sql(server, 'delete from tnotificacion_usuario where not_codigo in (?, ?, ?)', [first, onlyOther, both]);
  });

  it('lists unread first, marks read over REST (revisado), deletes from the review screen and reports what a user received', async () => {
    const send = (message: string) =>
      admin.graphql<{ sendNotification: any }>(SEND, { input: { channel: 'SYSTEM', message, kind: 'USERS', recipients: [{ userId: readOnlyId }] } });
    const second = (await send('Segunda')).data!.sendNotification.notificationId;
    const third = (await send('Tercera')).data!.sendNotification.notificationId;
    const consulta = new ApiClient(server.url);
    await consulta.login('consulta', TEST_PASSWORD);
    await consulta.graphql(SET_STATE, { id: third, state: 'READ' });
    const list = await consulta.rest('GET', '/rest/notificaciones/datos/0?opc=lista');
    const items = (list.body.notificaciones as any[]).map((n) => [n.not_mensaje, n.not_estado]);
    expect(items.slice(0, 3)).toEqual([
      ['Segunda', 0],
      ['<p>Mantenimiento <b>hoy</b> a las 22:00</p>', 0],
      ['Tercera', 1],
    ]);
    expect(list.body.sin_leer).toBe(2);
    const reviewed = await consulta.rest(
      'POST',
      '/rest/notificaciones/datos/0?opc=revisado',
      { notificacion: { not_codigo: second, not_estado: 1 } },
      { origin: server.url },
    );
    expect([(reviewed.body.notificacion as any).not_estado, reviewed.body.sin_leer]).toEqual([1, 1]);
    await consulta.graphql(SET_STATE, { id: third, state: 'DELETED' });
    const unreadOnly = await consulta.graphql<{ myNotifications: any }>(INBOX, { state: 'UNREAD' });
    expect(unreadOnly.data!.myNotifications.items.map((n: any) => n.state)).toEqual(['UNREAD']);
    const all = await consulta.graphql<{ myNotifications: any }>(INBOX);
    expect(all.data!.myNotifications.items.map((n: any) => n.id)).not.toContain(third);
    const report = await admin.rest('GET', `/rest/notificaciones/datos/0?opc=rpt_notif_user&codigo=${readOnlyId}`);
    expect((report.body.notificaciones as any[]).map((n) => [n.not_mensaje, n.not_estado]).slice(0, 2)).toEqual([
      ['Tercera', 2],
      ['Segunda', 1],
    ]);
    const badDate = await admin.rest('GET', `/rest/notificaciones/datos/0?opc=rpt_notif_user&codigo=${readOnlyId}&desde=2026-02-30`);
    expect([badDate.body.estado, badDate.body.msg, badDate.body.inputid]).toEqual([400, 'La fecha desde no es una fecha válida (AAAA-MM-DD)', 'desde']);
    const received = await admin.graphql<{ notificationsReceived: Array<{ message: string }> }>(
      `query { notificationsReceived(userId: ${readOnlyId}) { message } }`,
    );
    expect(received.data!.notificationsReceived.map((n) => n.message).slice(0, 2)).toEqual(['Tercera', 'Segunda']);
  });

  it.runIf(!!DATABASE_URL && !!REDIS_URL)('pushes the counter to a subscriber of another API instance', async () => {
    other = await startTestServer({ shareDatabaseOf: server });
    const there = new ApiClient(other.url);
    await there.login('soporte', TEST_PASSWORD);
    const ws = wsClient(other.url, there.cookie);
    const live = listenUnread(ws);
    await live.ready;
    const sent = await admin.graphql<{ sendNotification: any }>(SEND, {
      input: { channel: 'SYSTEM', message: 'Desde otra instancia', kind: 'USERS', recipients: [{ userId: supportId }] },
    });
    await until(() => live.events.length >= 1);
    expect(live.events.map((e) => [e.unread, e.notificationId, e.text])).toEqual([[1, sent.data!.sendNotification.notificationId, 'Desde otra instancia']]);
    live.stop();
    await ws.dispose();
  });
});

describe('e-mail with report functions attached', () => {
  it('sends to two referentes with the fixed subject and a readable PDF and spreadsheet of the report; the one without e-mail is not sent', async () => {
    const params = await admin.graphql<{ notificationParams: any }>(
      '{ notificationParams { februaryDays subject smsLimit desktopCloseMs functions { id title description } } }',
    );
    const year = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Guayaquil' }).format(new Date()).slice(0, 4));
    expect(params.data!.notificationParams).toMatchObject({
      februaryDays: year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28,
      subject: 'Notificación ISYPLUS',
      smsLimit: 160,
      desktopCloseMs: 60000,
    });
    expect(params.data!.notificationParams.functions[0]).toEqual({
      id: 1,
      title: 'Ventas por mes',
      description: 'Facturas emitidas por mes en el rango de fechas',
    });
    const input = {
      channel: 'EMAIL',
      message: '',
      functionIds: [1],
      kind: 'REFERENTES',
      recipients: [refs.ana, refs.luis, refs.sinCorreo].map((referenteId) => ({ companyId: andina.id, referenteId })),
      from: '2020-01-01',
      to: '2030-12-31',
    };
    const sent = await admin.graphql<{ sendNotification: any }>(SEND, { input });
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendNotification.sent.map((s: any) => s.address)).toEqual(['ana.notif@andina.ec', 'luis.notif@andina.ec']);
    expect(sent.data!.sendNotification.notSent).toEqual([
      { name: 'Zambrano Notif Pedro', address: null, companyName: 'COMERCIAL ANDINA S.A.', reason: 'No tiene correo electrónico' },
    ]);
    await until(() => sink.delivered.length >= 2, 20000);
    const mails = [...sink.delivered].sort((a, b) => a.to.localeCompare(b.to));
    expect(mails.map((m) => [m.to, m.subject, m.attachments.map((f) => f.filename)])).toEqual([
      ['ana.notif@andina.ec', 'Notificación ISYPLUS', ['ventas_por_mes.pdf', 'ventas_por_mes.xlsx']],
      ['luis.notif@andina.ec', 'Notificación ISYPLUS', ['ventas_por_mes.pdf', 'ventas_por_mes.xlsx']],
    ]);
    expect(mails[0]!.html).toContain('Se adjuntan los reportes: Ventas por mes.');
    const pdf = mails[0]!.attachments[0]!;
    const bytes = pdf.content!;
    expect(pdf.contentType).toBe('application/pdf');
    const [page] = await readPdf(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const texts = page!.items.map((i) => i.str);
    expect(texts).toEqual(expect.arrayContaining(['Ventas por mes', 'Desde 2020-01-01 hasta 2030-12-31', 'Mes', 'Documentos', 'Subtotal', 'IVA', 'Total']));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(mails[0]!.attachments[1]!.content as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Ventas por mes');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Mes', 'Documentos', 'Subtotal', 'IVA', 'Total']);
    // The demo company has invoices: the data rows are there, amounts as numbers.
    expect(sheet.rowCount).toBeGreaterThan(1);
    expect(typeof sheet.getRow(2).getCell(5).value).toBe('number');
    // Same rows as the report run for the company.
    const run = await admin.graphql<{ runReport: { rowCount: number } }>(
      `query ($c: Int!) { runReport(companyId: $c, code: 1, form: { from: "2020-01-01", to: "2030-12-31", yearFrom: 2020, monthFrom: 1, yearTo: 2030, monthTo: 12 }) { rowCount } }`,
      { c: andina.id },
    );
    expect(run.errors).toBeUndefined();
    expect(sheet.rowCount - 1).toBe(run.data!.runReport.rowCount);
  });
});

describe('e-mail to a blacklisted address', () => {
  it('answers it as not sent with the send service message and queues nothing for it', async () => {
    await admin.graphql('mutation { addToMailBlacklist(email: "ROSA.notif@pacifico.ec", reason: "Buzón cerrado") { message } }');
    const sent = await admin.graphql<{ sendNotification: any }>(SEND, {
      input: { channel: 'EMAIL', message: '<p>Hola</p>', kind: 'REFERENTES', recipients: [{ companyId: pacifico.id, referenteId: refs.pacifico }] },
    });
    expect(sent.data!.sendNotification).toMatchObject({
      sent: [],
      notSent: [
        {
          name: 'Zambrano Notif Rosa',
          address: 'rosa.notif@pacifico.ec',
          reason: 'Mensaje NO enviado a: rosa.notif@pacifico.ec, dirección de correo no encontrada',
        },
      ],
    });
    expect(await sql(server, `select mai_codigo from tmail where mai_to = 'rosa.notif@pacifico.ec'`)).toEqual([]);
  });
});

describe('SMS through the company packages', () => {
  it('queues one SMS per referente with a mobile and reports the others with the reason', async () => {
    const before = (await sql<{ n: number }>(server, 'select count(*)::int as n from tsms_envio where clp_destino = ?', ['0991112233']))[0]!.n;
    const sent = await admin.graphql<{ sendNotification: any }>(SEND, {
      input: {
        channel: 'SMS',
        message: 'Su factura está disponible',
        kind: 'REFERENTES',
        recipients: [refs.ana, refs.luis]
          .map((referenteId) => ({ companyId: andina.id, referenteId }))
          .concat([{ companyId: pacifico.id, referenteId: refs.pacifico }]),
      },
    });
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendNotification.sent.map((s: any) => [s.name, s.address])).toEqual([['Zambrano Notif Ana', '0991112233']]);
    expect(sent.data!.sendNotification.notSent.map((s: any) => [s.name, s.reason])).toEqual([
      ['Zambrano Notif Luis', 'No tiene número de Celular!'],
      ['Zambrano Notif Rosa', 'No tiene número de Celular!'],
    ]);
    const after = (
      await sql<{ n: number }>(server, 'select count(*)::int as n from tsms_envio where clp_destino = ? and not_mensaje = ?', [
        '0991112233',
        'Su factura está disponible',
      ])
    )[0]!.n;
    expect(after).toBe(before + 1);
  });
});

describe('permissions', () => {
  it('refuses sending to a user whose profile does not reach the send screen and lets them read their own inbox', async () => {
    const consulta = new ApiClient(server.url);
    await consulta.login('consulta', TEST_PASSWORD);
    const [grant] = await sql<{ n: number | null }>(
      server,
      `select max(pm.pme_nivel)::int as n from tperfil_menu pm join tusuarios u on u.usr_perfil = pm.usr_codigo where u.usr_id = 'consulta' and pm.mb_codigo = 13`,
    );
    expect(grant!.n ?? 0).toBeLessThan(2);
    const refused = await consulta.graphql(SEND, { input: { channel: 'SYSTEM', message: 'x', kind: 'USERS', recipients: [{ userId: supportId }] } });
    expect(refusal(refused)[1]).toBe('FORBIDDEN');
    const inbox = await consulta.graphql<{ myNotifications: any }>(INBOX);
    expect(inbox.errors).toBeUndefined();
  });
});
