import { describe, expect, it } from 'vitest';
import { twoApiInstances } from '../support/two-instances.js';
import { listen, pause, SQ, signInAs, until, userId, wsClient } from './support-fixtures.js';

describe('support events across two API instances through Redis', () => {
  const { ready, servers } = twoApiInstances();

  it.skipIf(!ready)('a request sent on instance A reaches the addressed agent subscribed on instance B once, and nobody else', async () => {
    const { first, second } = servers();
    const agentOnB = await signInAs(second, 'soporte');
    const adminOnB = await signInAs(second, 'admin');
    const agentWs = wsClient(second.url, agentOnB.cookie);
    const adminWs = wsClient(second.url, adminOnB.cookie);
    const agentLive = listen(agentWs);
    const adminLive = listen(adminWs);
    await Promise.all([agentLive.ready, adminLive.ready]);
    const userOnA = await signInAs(first, 'consulta');
    const agent = await userId(first, 'soporte');
    const sent = await userOnA.graphql(SQ.send, { input: { message: 'Desde la instancia A', addressedTo: agent } });
    expect(sent.errors).toBeUndefined();
    const id = (sent.data as any).sendSupportRequest.request.id as number;
    await until(() => agentLive.events.length > 0);
    await pause(400);
    expect(agentLive.events.map((e) => [e.kind, e.requestId, e.userName, e.message])).toEqual([
      ['NEW_REQUEST', id, 'Diego Armijos Ochoa', 'Desde la instancia A'],
    ]);
    expect(adminLive.events).toEqual([]);
    await Promise.all([agentWs.dispose(), adminWs.dispose()]);
  });

  it.skipIf(!ready)('queues an e-mail to the technician through the send service when asked', async () => {
    const { first } = servers();
    const conn = first.services.orm.em.fork().getConnection();
    await conn.execute(`insert into tconfigcorreos (mcf_correo, mcf_nombre, mcf_tipo) values ('soporte@isyplus.ec', 'Soporte', 7)`);
    const user = await signInAs(first, 'consulta');
    const agent = await signInAs(first, 'soporte');
    const sent = await user.graphql(SQ.send, { input: { message: 'Necesito al técnico', addressedTo: 0 } });
    const id = (sent.data as any).sendSupportRequest.request.id as number;
    const admin = await userId(first, 'admin');
    const done = await agent.graphql(SQ.technical, { input: { requestId: id, message: 'Por favor revisar', to: admin, notifyByEmail: true } });
    expect((done.data as any).sendSupportTechnicalMessage.emailQueued).toBe(true);
    const rows = await conn.execute<{ mai_to: string; mai_subject: string }[]>('select mai_to, mai_subject from tmail where mai_subject = ?', [
      `Solicitud de soporte N° ${id}`,
    ]);
    expect(rows.map((r) => r.mai_to)).toEqual(['admin@isyplus.ec']);
  });
});
