import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/client.js';
import { pngOf, upload } from '../support/files.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { addUser, listen, pause, SQ, signInAs, until, userId, wsClient } from './support-fixtures.js';

type R = { data: Record<string, any> | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
const refusal = (r: R) => (r.errors ? [r.errors[0]!.extensions?.code, r.errors[0]!.message] : 'ok');

describe('support requests: state machine, defaults, visibility and live delivery', () => {
  let server: TestServer;
  let user: ApiClient; // consulta: a user without the support role
  let agent: ApiClient; // soporte: usr_soporte 1
  let admin: ApiClient;
  let other: ApiClient;
  let ids: { user: number; agent: number; admin: number; other: number };
  const count = async (table: string) =>
    Number((await server.services.orm.em.fork().getConnection().execute<{ n: number }[]>(`select count(*)::int as n from ${table}`))[0]!.n);

  beforeAll(async () => {
    server = await startTestServer();
    ids = {
      user: await userId(server, 'consulta'),
      agent: await userId(server, 'soporte'),
      admin: await userId(server, 'admin'),
      other: await addUser(server, 'tercero', 'Pablo Tercero Vélez'),
    };
    [user, agent, admin, other] = await Promise.all([
      signInAs(server, 'consulta'),
      signInAs(server, 'soporte'),
      signInAs(server, 'admin'),
      signInAs(server, 'tercero'),
    ]);
  });
  afterAll(async () => server?.close());

  it('opens the list on Soporte Isyplus (3) for a support-side user and on Soporte Técnico (5) otherwise', async () => {
    expect((await agent.graphql(SQ.defaults)).data).toEqual({ supportDefaultState: 'ISYPLUS' });
    expect((await user.graphql(SQ.defaults)).data).toEqual({ supportDefaultState: 'TECHNICAL' });
    const rest = await agent.rest('GET', '/rest/notificaciones/datos/1?opc=soporte_recib&tipo=1');
    expect([rest.body.estado, rest.body.usr_soporte, rest.body.estado_filtro]).toEqual([200, 1, 3]);
    const restUser = await user.rest('GET', '/rest/notificaciones/datos/0?opc=soporte_recib');
    expect([restUser.body.usr_soporte, restUser.body.estado_filtro]).toEqual([0, 5]);
  });

  it('refuses a blank message with the spec text, an unknown company or a non-administrator, and writes nothing', async () => {
    const before = await count('tnotificacion');
    const r = await user.graphql(SQ.send, { input: { message: '   \n ', addressedTo: 0 } });
    expect(refusal(r)).toEqual(['BAD_USER_INPUT', 'Ingrese por favor alguna indicación que ayude a resolver su solicitud.']);
    const rest = await user.rest('POST', '/rest/notificaciones/datos/0?opc=soporte', { not_mensaje: '  ', num_user: 0 });
    expect([rest.body.estado, rest.body.msg, rest.body.inputid]).toEqual([
      400,
      'Ingrese por favor alguna indicación que ayude a resolver su solicitud.',
      'not_mensaje',
    ]);
    expect(refusal(await user.graphql(SQ.send, { input: { message: 'Hola', companyId: 2147483647 } }))).toEqual([
      'BAD_USER_INPUT',
      'La empresa indicada no existe.',
    ]);
    expect(refusal(await user.graphql(SQ.send, { input: { message: 'Hola', addressedTo: ids.other } }))).toEqual([
      'BAD_USER_INPUT',
      'El administrador elegido no existe o no está activo.',
    ]);
    expect(await count('tnotificacion')).toBe(before);
  });

  it('lists the administrators a request can be addressed to', async () => {
    const r = await user.graphql(SQ.admins);
    expect(r.data!.supportAdmins).toEqual([
      { id: ids.admin, name: 'Administrador General', support: false },
      { id: ids.agent, name: 'María Fernanda Jaramillo', support: true },
    ]);
  });

  it('walks a request through its states: new 0, reply with the chosen state, selector, technical support 5; each step in the history', async () => {
    const sent = await user.graphql(SQ.send, { input: { message: '  No puedo emitir facturas  ', addressedTo: 0, errorMessage: 'Error 500 al firmar' } });
    expect(sent.errors).toBeUndefined();
    const request = sent.data!.sendSupportRequest;
    expect(request.message).toBe('Su solicitud se envio con exito');
    expect(request.request).toMatchObject({
      state: 'NEW',
      stateLabel: 'Nueva',
      message: 'No puedo emitir facturas',
      senderName: 'Diego Armijos Ochoa',
      addressedTo: 0,
      errorMessage: 'Error 500 al firmar',
      replyTo: null,
    });
    const id = request.request.id as number;
    const inbox = await server.services.orm.em
      .fork()
      .getConnection()
      .execute<{ usr_codigo: number }[]>('select usr_codigo from tnotificacion_usuario where not_codigo = ? order by usr_codigo', [id]);
    expect(inbox.map((r) => r.usr_codigo)).toEqual([ids.admin, ids.agent].sort((a, b) => a - b));

    const reply = await agent.graphql(SQ.send, { input: { message: 'Estamos revisando su firma', replyTo: id, state: 'ANALYSIS' } });
    expect(reply.data!.sendSupportRequest).toMatchObject({
      message: 'Su respuesta se envio con exito',
      request: { replyTo: id, addressedTo: ids.user, state: 'ANALYSIS' },
    });
    expect(refusal(await agent.graphql(SQ.send, { input: { message: 'x', replyTo: reply.data!.sendSupportRequest.request.id } }))).toEqual([
      'BAD_USER_INPUT',
      'Responda a la solicitud original, no a una respuesta.',
    ]);

    expect((await agent.graphql(SQ.change, { id, state: 'ISYPLUS' })).data!.changeSupportState).toEqual({
      message: 'La solicitud quedó en estado Soporte Isyplus',
      request: { id, state: 'ISYPLUS', stateLabel: 'Soporte Isyplus' },
    });
    expect(refusal(await agent.graphql(SQ.change, { id, state: 'ISYPLUS' }))).toEqual(['BAD_USER_INPUT', 'La solicitud ya está en ese estado.']);
    expect(refusal(await agent.graphql(SQ.change, { id, state: 'NEW' }))).toEqual([
      'BAD_USER_INPUT',
      'Elija un estado de soporte válido: En análisis, Soporte Isyplus, Resueltas o Soporte Técnico.',
    ]);

    const tech = await agent.graphql(SQ.technical, { input: { requestId: id, message: 'Revisar el certificado de firma', to: ids.admin } });
    expect(tech.data!.sendSupportTechnicalMessage).toEqual({
      message: 'El mensaje se envió a soporte técnico',
      sender: 'María Fernanda Jaramillo',
      emailQueued: false,
      technicalMessages: [{ fromName: 'María Fernanda Jaramillo', toName: 'Administrador General', message: 'Revisar el certificado de firma' }],
    });
    const answer = await admin.graphql(SQ.technical, { input: { requestId: id, message: 'Certificado caducado; renovar', to: ids.user } });
    expect(answer.errors).toBeUndefined();

    const review = (await user.graphql(SQ.review, { id })).data!.supportRequest;
    expect(review.request).toEqual({
      id,
      state: 'TECHNICAL',
      message: 'No puedo emitir facturas',
      senderName: 'Diego Armijos Ochoa',
      errorMessage: 'Error 500 al firmar',
      screenshotUrl: null,
    });
    expect(review.replies).toEqual([
      { id: reply.data!.sendSupportRequest.request.id, message: 'Estamos revisando su firma', state: 'ANALYSIS', senderName: 'María Fernanda Jaramillo' },
    ]);
    expect(review.technicalMessages.map((m: any) => [m.fromName, m.toName, m.message])).toEqual([
      ['María Fernanda Jaramillo', 'Administrador General', 'Revisar el certificado de firma'],
      ['Administrador General', 'Diego Armijos Ochoa', 'Certificado caducado; renovar'],
    ]);
    expect(review.history.map((h: any) => [h.action, h.actorName, h.fromState, h.toState])).toEqual([
      ['CREATED', 'Diego Armijos Ochoa', null, 'NEW'],
      ['REPLY', 'María Fernanda Jaramillo', 'NEW', 'ANALYSIS'],
      ['STATE', 'María Fernanda Jaramillo', 'ANALYSIS', 'ISYPLUS'],
      ['TECHNICAL', 'María Fernanda Jaramillo', 'ISYPLUS', 'TECHNICAL'],
      ['TECHNICAL', 'Administrador General', null, null],
    ]);
    expect(review.usersToNotify.map((u: any) => u.name)).toEqual(['Administrador General', 'Diego Armijos Ochoa', 'María Fernanda Jaramillo']);
  });

  it('refuses another user the request by id (IDOR) on every path, and keeps it out of their lists', async () => {
    const png = pngOf(40, 30);
    const up = await upload(server.url, user.cookie, { clase: 'IMAGE', propietario: 'soporte', nombre: 'captura.png' }, png);
    expect(up.status).toBe(201);
    const sent = await user.graphql(SQ.send, { input: { message: 'Pantalla en blanco', addressedTo: ids.agent, screenshotId: up.body.archivo.id } });
    const id = sent.data!.sendSupportRequest.request.id as number;
    expect(sent.data!.sendSupportRequest.request.screenshotUrl).toBe(`/files/${up.body.archivo.id}`);

    const forbidden = ['FORBIDDEN', 'No tiene permiso para ver esta solicitud de soporte.'];
    expect(refusal(await other.graphql(SQ.review, { id }))).toEqual(forbidden);
    expect(refusal(await other.graphql(SQ.change, { id, state: 'RESOLVED' }))).toEqual(forbidden);
    expect(refusal(await other.graphql(SQ.send, { input: { message: 'me meto', replyTo: id } }))).toEqual(forbidden);
    expect(refusal(await other.graphql(SQ.technical, { input: { requestId: id, message: 'hola', to: ids.user } }))).toEqual(forbidden);
    const rest = await other.rest('GET', `/rest/notificaciones/datos/${id}?opc=ver_soporte`);
    expect([rest.status, rest.body.msg]).toEqual([403, 'No tiene permiso para ver esta solicitud de soporte.']);
    const put = await other.rest('PUT', `/rest/notificaciones/datos/${id}?opc=cambia_estado_soporte`, { not_codigo: id, not_soporte_estado: 4 });
    expect(put.status).toBe(403);
    expect((await fetch(`${server.url}/files/${up.body.archivo.id}`, { headers: { cookie: other.cookie! } })).status).toBe(403);
    expect((await fetch(`${server.url}/files/${up.body.archivo.id}`, { headers: { cookie: agent.cookie! } })).status).toBe(200);
    expect(refusal(await other.graphql(SQ.review, { id: 99999999 }))).toEqual(['NOT_FOUND', 'La solicitud de soporte no existe.']);

    const received = (f: ApiClient) => f.graphql(SQ.list, { filter: { box: 'RECEIVED' } });
    expect((await received(other)).data!.supportRequests.items.map((i: any) => i.id)).not.toContain(id);
    expect((await received(agent)).data!.supportRequests.items.map((i: any) => i.id)).toContain(id);
    expect((await user.graphql(SQ.list, { filter: { box: 'SENT', state: 'NEW' } })).data!.supportRequests.items.map((i: any) => i.id)).toContain(id);
    // The admin was not addressed and has no support role: not in their received list, refused by id.
    expect((await received(admin)).data!.supportRequests.items.map((i: any) => i.id)).not.toContain(id);
    expect(refusal(await admin.graphql(SQ.review, { id }))).toEqual(forbidden);
  });

  it('delivers each event only to the users it names: a new request to the addressed admin, a reply to its user, state changes to participants', async () => {
    const clients = {
      user: wsClient(server.url, user.cookie),
      agent: wsClient(server.url, agent.cookie),
      admin: wsClient(server.url, admin.cookie),
      other: wsClient(server.url, other.cookie),
    };
    const live = { user: listen(clients.user), agent: listen(clients.agent), admin: listen(clients.admin), other: listen(clients.other) };
    await Promise.all(Object.values(live).map((l) => l.ready));
    const sent = await user.graphql(SQ.send, { input: { message: 'Se cerró el sistema', addressedTo: ids.agent } });
    const id = sent.data!.sendSupportRequest.request.id as number;
    await until(() => live.agent.events.length >= 1);
    await agent.graphql(SQ.send, { input: { message: 'Ya lo revisamos', replyTo: id, state: 'RESOLVED' } });
    await until(() => live.user.events.length >= 2);
    await pause(400);
    const seen = (l: (typeof live)['user']) => l.events.map((e) => [e.kind, e.requestId, e.userName, e.userId, e.message, e.state]);
    expect(seen(live.agent)).toEqual([
      ['NEW_REQUEST', id, 'Diego Armijos Ochoa', ids.agent, 'Se cerró el sistema', 'NEW'],
      ['STATE_CHANGED', id, 'María Fernanda Jaramillo', ids.agent, 'Resueltas', 'RESOLVED'],
    ]);
    expect(seen(live.user)).toEqual([
      ['REPLY', id, 'María Fernanda Jaramillo', ids.user, 'Ya lo revisamos', 'RESOLVED'],
      ['STATE_CHANGED', id, 'María Fernanda Jaramillo', ids.user, 'Resueltas', 'RESOLVED'],
    ]);
    expect(live.admin.events).toEqual([]);
    expect(live.other.events).toEqual([]);
    await Promise.all(Object.values(clients).map((c) => c.dispose()));
  });

  it('gives a subscriber that reconnects with afterEventId the events it missed, and only its own', async () => {
    const first = wsClient(server.url, user.cookie);
    const live = listen(first);
    await live.ready;
    const sent = await user.graphql(SQ.send, { input: { message: 'Reconexión', addressedTo: ids.agent } });
    const id = sent.data!.sendSupportRequest.request.id as number;
    await agent.graphql(SQ.send, { input: { message: 'Primera respuesta', replyTo: id } });
    await until(() => live.events.length >= 1);
    const last = live.events.at(-1)!.eventId;
    await first.dispose();
    // While it is away: a reply to it, a request it does not take part in, an escalation it only sees as a state change, a technician message to it.
    await agent.graphql(SQ.send, { input: { message: 'Segunda respuesta', replyTo: id } });
    await other.graphql(SQ.send, { input: { message: 'Ajeno', addressedTo: ids.agent } });
    await agent.graphql(SQ.technical, { input: { requestId: id, message: 'Escalado al técnico', to: ids.admin } });
    await admin.graphql(SQ.technical, { input: { requestId: id, message: 'Mensaje del técnico', to: ids.user } }).then((r) => expect(r.errors).toBeUndefined());
    await pause(600);
    const again = wsClient(server.url, user.cookie);
    const replay = listen(again, { after: last });
    await replay.ready;
    await until(() => replay.events.length >= 3);
    await pause(400);
    expect(replay.events.map((e) => [e.kind, e.message])).toEqual([
      ['REPLY', 'Segunda respuesta'],
      ['STATE_CHANGED', 'Soporte Técnico'],
      ['TECHNICAL_MESSAGE', 'Mensaje del técnico'],
    ]);
    expect(replay.events.every((e) => BigInt(e.eventId) > BigInt(last))).toBe(true);
    await again.dispose();
  });

  it('serves the legacy opc routes from the same services', async () => {
    const saved = await user.rest('POST', '/rest/notificaciones/datos/0?opc=soporte', { not_mensaje: 'Desde REST', num_user: 0, not_msg_error: 'Timeout' });
    expect([saved.body.estado, saved.body.msg]).toEqual([200, 'Su solicitud se envio con exito']);
    const id = (saved.body.notificacion as any).not_codigo as number;
    const state = await agent.rest('PUT', `/rest/notificaciones/datos/${id}?opc=cambia_estado_soporte`, { soporte: { not_codigo: id, not_soporte_estado: 2 } });
    expect([state.body.estado, state.body.msg]).toEqual([200, 'La solicitud quedó en estado En análisis']);
    const tech = await agent.rest('POST', '/rest/notificaciones/datos/0?opc=send_soporte_tecnico', {
      not_codigo: id,
      mensaje: 'Escalado',
      usuario: ids.admin,
      notif_email: false,
    });
    expect([tech.body.estado, tech.body.remite, (tech.body.lista_soporte as any[]).map((m) => [m.remite, m.destino, m.mensaje])]).toEqual([
      200,
      'María Fernanda Jaramillo',
      [['María Fernanda Jaramillo', 'Administrador General', 'Escalado']],
    ]);
    const view = await user.rest('GET', `/rest/notificaciones/datos/${id}?opc=ver_soporte`);
    expect(view.body.soporte as any).toMatchObject({
      not_codigo: id,
      not_soporte_estado: 5,
      not_mensaje: 'Desde REST',
      not_msg_error: 'Timeout',
      nom_user: 'Diego Armijos Ochoa',
    });
    const replied = await agent.rest('POST', '/rest/notificaciones/datos/0?opc=responde_soporte', {
      not_mensaje: 'Listo',
      not_respuesta: id,
      not_soporte_estado: 4,
    });
    expect([replied.body.estado, replied.body.msg]).toEqual([200, 'Su respuesta se envio con exito']);
    const incoming = await user.rest('GET', `/rest/notificaciones/datos/${id}?opc=soporte_entrante`);
    expect([(incoming.body.solicitud as any).not_soporte_estado, (incoming.body.notificaciones as any[]).map((n) => n.not_mensaje)]).toEqual([4, ['Listo']]);
    const list = await agent.rest('GET', '/rest/notificaciones/datos/1?opc=soporte_recib&tipo=1&estado=4');
    expect((list.body.solicitudes as any[]).map((s) => s.not_codigo)).toContain(id);
  });
});
