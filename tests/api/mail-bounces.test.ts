import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { dsnMessage } from '../support/dsn.js';
import { TEST_PASSWORD } from '../support/env.js';
import { TestImap } from '../support/imap-server.js';
import { startTestServer, type TestServer } from '../support/server.js';

let imap: TestImap;
let server: TestServer;
let admin: ApiClient;

const SUBJECT = 'Estado de cuenta – noviembre';

beforeAll(async () => {
  imap = new TestImap('cobranza', 'clave-imap', [
    'From: cliente@andina.ec\r\nTo: cobranza@isyplus.ec\r\nSubject: Re: Estado de cuenta – noviembre\r\nContent-Type: text/plain\r\n\r\nGracias\r\n',
    dsnMessage({
      id: 'd1',
      subject: SUBJECT,
      recipients: [
        {
          email: 'perdido@andina.ec',
          action: 'failed',
          status: '5.1.1',
          diagnostic: '550 5.1.1 <perdido@andina.ec>: Recipient address rejected: User unknown',
        },
      ],
    }),
    dsnMessage({
      id: 'd2',
      subject: SUBJECT,
      recipients: [
        { email: 'lento@andina.ec', action: 'delayed', status: '4.4.1', diagnostic: 'connect timed out' },
        { email: 'cerrado@andina.ec', action: 'failed', status: '5.2.1', diagnostic: '550 5.2.1 Mailbox disabled' },
      ],
    }),
    dsnMessage({
      id: 'd3',
      subject: 'Otro asunto',
      recipients: [{ email: 'ajeno@andina.ec', action: 'failed', status: '5.1.1', diagnostic: '550 User unknown' }],
    }),
  ]);
  const port = await imap.start();
  server = await startTestServer({ redis: false });
  admin = new ApiClient(server.url);
  await admin.login('admin', TEST_PASSWORD);
  const saved = await admin.graphql<{ saveMailAccount: { id: number } }>(`mutation ($input: SenderAccountInput!) { saveMailAccount(input: $input) { id } }`, {
    input: {
      email: 'cobranza@isyplus.ec',
      type: 'COBRANZA',
      username: 'cobranza',
      password: 'clave-imap',
      imapHost: '127.0.0.1',
      imapPort: port,
      imapSecure: false,
    },
  });
  expect(saved.data).toBeTruthy();
});
afterAll(async () => {
  await server?.close();
  await imap?.stop();
});

describe('bounce check over IMAP (verificarrebotado)', () => {
  it('reads the delivery reports of the subject, blacklists the failed recipients and answers them', async () => {
    const res = await admin.rest('GET', `/rest/tmail/0?opc=verificarrebotado&mcf_correo=COBRANZA@isyplus.ec&mai_subject=${encodeURIComponent(SUBJECT)}`);
    expect(res.body).toMatchObject({
      estado: 200,
      msg: '2 direcciones rebotadas agregadas a la lista negra',
      agregados: 2,
      rebotados: [
        { mai_to: 'perdido@andina.ec', status: '5.1.1', diagnostico: 'smtp; 550 5.1.1 <perdido@andina.ec>: Recipient address rejected: User unknown' },
        { mai_to: 'cerrado@andina.ec', status: '5.2.1', diagnostico: 'smtp; 550 5.2.1 Mailbox disabled' },
      ],
    });
    expect(imap.unknown).toEqual([]);
    expect(imap.commands.some((c) => /SEARCH HEADER/i.test(c))).toBe(true);
    const list = await admin.graphql<{ mailBlacklist: { items: { email: string; source: string }[] } }>('{ mailBlacklist { items { email source } } }');
    expect(list.data!.mailBlacklist.items.map((e) => `${e.email} ${e.source}`).sort()).toEqual(['cerrado@andina.ec REBOTE', 'perdido@andina.ec REBOTE']);
    // A second check finds the same reports and adds nothing new.
    const again = await admin.graphql<{ checkMailBounces: { added: number; message: string; bounces: { email: string }[] } }>(
      `mutation { checkMailBounces(accountEmail: "cobranza@isyplus.ec", subject: "${SUBJECT}") { added message bounces { email } } }`,
    );
    expect(again.data!.checkMailBounces).toEqual({
      added: 0,
      message: 'No se encontraron correos rebotados',
      bounces: [{ email: 'perdido@andina.ec' }, { email: 'cerrado@andina.ec' }],
    });
  });

  it('answers a clear message when the mailbox refuses the sign-in', async () => {
    await server.services.orm.em.fork().getConnection().execute(`update tconfigcorreos set mcf_usuario = 'otro'`);
    const res = await admin.rest('GET', `/rest/tmail/0?opc=verificarrebotado&mcf_correo=cobranza@isyplus.ec&mai_subject=x`);
    expect(res.body.estado).toBe(400);
    expect(String(res.body.msg)).toMatch(/^No se pudo revisar el buzón de la cuenta: /);
  });
});
