import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { pdfOf, pngOf, upload } from '../support/files.js';
import { serverWithSinkAccount } from '../support/mail-account.js';
import { MailSink } from '../support/mail-smtp.js';
import type { TestServer } from '../support/server.js';

let sink: MailSink;
let server: TestServer;
let admin: ApiClient;
let support: ApiClient;
let accountId: number;

const SAVE_ACCOUNT = `mutation ($input: SenderAccountInput!) { saveMailAccount(input: $input) { id email name type typeLabel disabled smtpHost smtpPort hasPassword perMinute userIds } }`;
const SEND = `mutation ($input: SendMailInput!) { sendMail(input: $input) { batchId results { email state message blacklisted mailId logId } } }`;
const SAVE_TEMPLATE = `mutation ($input: MailTemplateInput!, $confirm: Boolean) { saveMailTemplate(input: $input, confirmUnknown: $confirm) { message unknownPlaceholders template { id title body type isDefault accountType } } }`;
const BLACKLIST = `query ($text: String) { mailBlacklist(text: $text) { totalCount items { email source reason userName } } }`;

type Result<T> = { status: number; data: T | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
const sql = <T>(text: string, params: unknown[] = []) => server.services.orm.em.fork().getConnection().execute(text, params) as Promise<T[]>;
const errorOf = (r: Result<unknown>) => [r.errors?.[0]?.message, r.errors?.[0]?.extensions?.code];

beforeAll(async () => {
  sink = new MailSink();
  ({ server, admin, support, accountId } = await serverWithSinkAccount(sink, {
    email: 'cobranza@isyplus.ec',
    name: 'Cobranza Isyplus',
    type: 'COBRANZA',
    username: 'cobranza',
    password: 'clave-secreta-smtp',
  }));
});
afterAll(async () => {
  await server?.close();
  await sink?.stop();
});

describe('sender accounts', () => {
  it('keeps the SMTP password encrypted at rest and never answers it', async () => {
    const [row] = await sql<{ mcf_clave: string }>('select mcf_clave from tconfigcorreos where mcf_codigo = ?', [accountId]);
    expect(row!.mcf_clave).toMatch(/^v1:/);
    expect(row!.mcf_clave).not.toContain('clave-secreta-smtp');
    const list = await admin.graphql<{ mailAccounts: Record<string, unknown>[] }>('{ mailAccounts { id email typeLabel hasPassword } }');
    expect(list.data!.mailAccounts).toEqual([{ id: accountId, email: 'cobranza@isyplus.ec', typeLabel: 'Cobranza', hasPassword: true }]);
    const rest = await admin.rest('GET', '/rest/tmail/0?opc=tmailnuevo&mcf_tipo=4');
    expect(JSON.stringify(rest.body)).not.toContain('clave');
    expect(rest.body.tconfigcorreos).toEqual([
      { mcf_codigo: accountId, mcf_correo: 'cobranza@isyplus.ec', mcf_nombre: 'Cobranza Isyplus', mcf_tipo: 4, disabled: false },
    ]);
  });

  it('refuses a user without the account, a disabled account, and a send without account, message or recipients', async () => {
    const input = { accountId, subject: 'Saldo', body: '<p>Hola</p>', recipients: [{ email: 'ana@andina.ec' }] };
    expect(errorOf(await support.graphql(SEND, { input }))).toEqual(['EL usuario no tiene permiso para administrar este correo.', 'FORBIDDEN']);
    const info = await support.graphql<{ newMail: { accounts: unknown[]; message: string } }>('{ newMail(accountType: COBRANZA) { accounts { id } message } }');
    expect(info.data!.newMail).toEqual({ accounts: [], message: 'No tiene una cuenta de correo configurada para enviar desde esta opción.' });
    expect(errorOf(await admin.graphql(SEND, { input: { ...input, accountId: null } }))).toEqual([
      'Seleccione la cuenta desde donde se enviará el correo.',
      'BAD_USER_INPUT',
    ]);
    expect(errorOf(await admin.graphql(SEND, { input: { ...input, body: '<p> </p>' } }))).toEqual(['Escriba el mensaje', 'BAD_USER_INPUT']);
    expect(errorOf(await admin.graphql(SEND, { input: { ...input, recipients: [] } }))).toEqual([
      'Seleccione Los referentes a los que desea enviar',
      'BAD_USER_INPUT',
    ]);

    // Given to 'soporte', it may send; disabled, nobody may.
    const [soporte] = await sql<{ usr_codigo: number }>(`select usr_codigo from tusuarios where usr_id = 'soporte'`);
    await admin.graphql(SAVE_ACCOUNT, {
      input: {
        id: accountId,
        email: 'cobranza@isyplus.ec',
        name: 'Cobranza Isyplus',
        type: 'COBRANZA',
        smtpHost: '127.0.0.1',
        smtpPort: sink.port,
        userIds: [soporte!.usr_codigo],
        disabled: true,
        perMinute: 1000,
      },
    });
    expect(errorOf(await support.graphql(SEND, { input }))).toEqual(['EL usuario no tiene permiso para administrar este correo.', 'FORBIDDEN']);
    expect(errorOf(await admin.graphql(SEND, { input }))).toEqual(['EL usuario no tiene permiso para administrar este correo.', 'FORBIDDEN']);
    await admin.graphql(SAVE_ACCOUNT, {
      input: {
        id: accountId,
        email: 'cobranza@isyplus.ec',
        name: 'Cobranza Isyplus',
        type: 'COBRANZA',
        smtpHost: '127.0.0.1',
        smtpPort: sink.port,
        disabled: false,
        perMinute: 1000,
      },
    });
    const [kept] = await sql<{ mcf_clave: string }>('select mcf_clave from tconfigcorreos where mcf_codigo = ?', [accountId]);
    expect(kept!.mcf_clave).toMatch(/^v1:/);
    expect(sink.to('ana@andina.ec')).toHaveLength(0);
  });
});

describe('sending one recipient at a time (the modal over REST)', () => {
  it('sends to three contacts: one delivered, one refused with 550 and blacklisted, one already blacklisted', async () => {
    sink.reject.add('no.existe@andina.ec');
    await admin.graphql('mutation { addToMailBlacklist(email: "vieja@andina.ec", reason: "Buzón cerrado") { message } }');
    const logo = await upload(server.url, admin.cookie, { clase: 'IMAGE', propietario: 'plantilla', nombre: 'logo.png' }, pngOf(40, 20));
    const pdf = await upload(server.url, admin.cookie, { clase: 'ATTACHMENT', propietario: 'correo', nombre: 'estado de cuenta.pdf' }, pdfOf(2048));
    const body = `<p>Estimado <b>\${clp_nombre}</b>, adjuntamos su estado.</p><p><img src="/files/${logo.body.archivo.id}" alt="logo"></p><p>$[documentos]</p><script>alert(1)</script>`;
    const contacts = [
      { clp_email: 'gerencia@andina.ec', clp_nombre: 'Luis <Andrade>', emp_codigo: 1, documentos: [{ numero: '001-001-12', valor: '10.50' }] },
      { clp_email: 'no.existe@andina.ec', clp_nombre: 'Nadie' },
      { clp_email: 'vieja@andina.ec', clp_nombre: 'Antigua' },
    ];
    const answers = [];
    for (const ref of contacts) {
      const res = await admin.rest(
        'POST',
        '/rest/tmail/0?opc=enviar',
        {
          tmail: { mai_to: ref.clp_email, mai_subject: 'Estado de cuenta ${clp_nombre}', mai_content: body, mcf_codigo: accountId },
          ref,
          adjuntos: [{ id: pdf.body.archivo.id }],
          guardabitacora: 1,
          lcp_codigo: 7,
        },
        { origin: server.url },
      );
      answers.push([res.body.estado, res.body.msg, res.body.lista_negra, typeof res.body.bit_codigo, res.body.lcp_codigo]);
    }
    expect(answers).toEqual([
      [200, 'Mensaje enviado a: gerencia@andina.ec', false, 'number', 7],
      [200, 'Mensaje NO enviado a: no.existe@andina.ec, dirección de correo no encontrada', true, 'number', 7],
      [200, 'Mensaje NO enviado a: vieja@andina.ec, dirección de correo no encontrada', true, 'number', 7],
    ]);
    const [mail] = sink.to('gerencia@andina.ec');
    expect(sink.delivered.map((m) => m.to)).toEqual(['gerencia@andina.ec']);
    expect(mail!.subject).toBe('Estado de cuenta Luis <Andrade>');
    expect(mail!.from).toBe('"Cobranza Isyplus" <cobranza@isyplus.ec>');
    // The value is escaped, the table filled, the script gone, the image travels inline.
    expect(mail!.html).toContain('Estimado <b>Luis &lt;Andrade&gt;</b>');
    expect(mail!.html).toContain(
      '<table border="1" cellpadding="4" cellspacing="0"><thead><tr><th>numero</th><th>valor</th></tr></thead><tbody><tr><td>001-001-12</td><td>10.50</td></tr></tbody></table>',
    );
    expect(mail!.html).not.toContain('<script');
    expect(mail!.html).toMatch(/<img src="cid:archivo-\d+@isyplus" alt="logo">/);
    expect(mail!.attachments).toEqual([
      { filename: 'logo.png', contentType: 'image/png', size: expect.any(Number), cid: `archivo-${logo.body.archivo.id}@isyplus` },
      { filename: 'estado de cuenta.pdf', contentType: 'application/pdf', size: 2048, cid: null },
    ]);
    const list = await admin.graphql<{ mailBlacklist: { items: { email: string; source: string; reason: string; userName: string }[] } }>(BLACKLIST, {
      text: 'andina',
    });
    expect(list.data!.mailBlacklist.items.map((e) => [e.email, e.source])).toEqual([
      ['no.existe@andina.ec', 'RECHAZO'],
      ['vieja@andina.ec', 'MANUAL'],
    ]);
    expect(list.data!.mailBlacklist.items[0]!.reason).toContain('550');
    const rest = await admin.rest('GET', '/rest/facte/listanegracorreos/correoslstn?opc=getEstln&mai_to=NO.EXISTE@andina.ec');
    expect(rest.body).toMatchObject({ existe: true, lista_negra: { mai_to: 'no.existe@andina.ec', origen: 'rechazo' } });
    // The company's log has one entry per send, with the message and the result.
    const logs = await sql<{ aud_clave: string | null; observacion: string }>(
      `select aud_clave, observacion from tauditoria where aud_entidad = 'bitacora_empresa' order by aud_codigo`,
    );
    expect(logs.map((l) => l.observacion.split('\n')[3])).toEqual([
      'Resultado: Mensaje enviado a: gerencia@andina.ec',
      'Resultado: Mensaje NO enviado a: no.existe@andina.ec, dirección de correo no encontrada',
      'Resultado: Mensaje NO enviado a: vieja@andina.ec, dirección de correo no encontrada',
    ]);
    expect(logs[0]!.aud_clave).toBe('1');
  });

  it('retries a temporary 4xx with backoff and sends once; the same idempotency key never sends twice', async () => {
    sink.temporary.set('temporal@andina.ec', 1);
    const input = { accountId, subject: 'Aviso', body: '<p>Hola</p>', recipients: [{ email: 'temporal@andina.ec' }], idempotencyKey: 'clic-123', wait: true };
    const first = await admin.graphql<{ sendMail: { results: { state: string; message: string }[] } }>(SEND, { input });
    expect(first.data!.sendMail.results).toEqual([expect.objectContaining({ state: 'ENVIADO', message: 'Mensaje enviado a: temporal@andina.ec' })]);
    const again = await admin.graphql<{ sendMail: { batchId: string; results: { state: string }[] } }>(SEND, { input });
    expect(again.data!.sendMail.batchId).toBe('clic-123');
    expect(again.data!.sendMail.results[0]!.state).toBe('ENVIADO');
    expect(sink.to('temporal@andina.ec')).toHaveLength(1);
    const [row] = await sql<{ mai_intentos: number; mai_estado: string }>(`select mai_intentos, mai_estado from tmail where mai_to = 'temporal@andina.ec'`);
    expect(row).toEqual({ mai_intentos: 2, mai_estado: 'enviado' });
  });

  it('refuses an attachment that is not the user own upload', async () => {
    const other = await upload(server.url, admin.cookie, { clase: 'IMAGE', propietario: 'plantilla', nombre: 'x.png' }, pngOf(2, 2));
    const res = await admin.graphql(SEND, {
      input: { accountId, subject: 'A', body: '<p>b</p>', recipients: [{ email: 'x@andina.ec' }], attachments: [other.body.archivo.id] },
    });
    expect(errorOf(res)).toEqual([`El adjunto ${other.body.archivo.id} no existe o no es suyo.`, 'BAD_USER_INPUT']);
  });
});

describe('templates', () => {
  it('sanitizes the body, warns about unknown placeholders before saving and saves once confirmed', async () => {
    const input = {
      title: 'Cobro mensual',
      body: '<p onclick="x()">Hola ${clp_nombre} ${saldo_x} $[documentos] $[otra]</p><script>1</script>',
      type: 'EMAIL',
      isDefault: true,
      accountType: 'COBRANZA',
    };
    const warned = await admin.graphql(SAVE_TEMPLATE, { input });
    expect(errorOf(warned)).toEqual([
      'La plantilla usa claves que no existen: ${saldo_x}, $[otra]. Revise el texto o confirme para guardarla así.',
      'CONFLICT',
    ]);
    expect(await sql(`select 1 from tmailtemplate where mte_titulo = 'Cobro mensual'`)).toHaveLength(0);
    const saved = await admin.graphql<{ saveMailTemplate: { unknownPlaceholders: string[]; template: { id: number; body: string; isDefault: boolean } } }>(
      SAVE_TEMPLATE,
      { input, confirm: true },
    );
    expect(saved.data!.saveMailTemplate.unknownPlaceholders).toEqual(['${saldo_x}', '$[otra]']);
    expect(saved.data!.saveMailTemplate.template.body).toBe('<p>Hola ${clp_nombre} ${saldo_x} $[documentos] $[otra]</p>');
    const empty = await admin.graphql(SAVE_TEMPLATE, { input: { ...input, body: '<p><br></p>' } });
    expect(errorOf(empty)).toEqual(['Ingrese el texto de la plantilla', 'BAD_USER_INPUT']);
    const rest = await admin.rest('GET', '/rest/tmailtemplate/0?opc=listtemplate&mte_tipo=2&mcf_tipo=4');
    expect((rest.body.items as { mte_titulo: string; mte_default: number }[]).map((t) => [t.mte_titulo, t.mte_default])).toEqual([['Cobro mensual', 1]]);
    expect((rest.body.cols as { prop: string }[]).map((c) => c.prop)).toContain('clp_nombre');
    const def = await admin.rest('GET', '/rest/tmailtemplate/0?opc=defaulttmailtemplate&mte_tipo=2&mcf_tipo=4');
    expect((def.body.form as { mte_codigo: number }).mte_codigo).toBe(saved.data!.saveMailTemplate.template.id);
    const categories = await admin.rest('GET', '/rest/tmailtemcateg?opc=getcattemplates');
    expect(Object.keys(categories.body).filter((k) => k.startsWith('categ'))).toEqual(['categcobranza', 'categventas', 'categimplem', 'categsop', 'categnom']);
    // 'consulta' may read templates but not save them.
    const readOnly = new ApiClient(server.url);
    await readOnly.login('consulta', TEST_PASSWORD);
    expect(errorOf(await readOnly.graphql(SAVE_TEMPLATE, { input, confirm: true }))).toEqual(['No tiene los permisos para realizar esta acción', 'FORBIDDEN']);
  });
});

describe('per-account rate limit shared through Redis', () => {
  it('takes the slots of parallel deliveries in one count: N per window pass at once, each with its own slot, the rest wait for the next window', async () => {
    const { RateLimiter } = await import('../../api/src/send/rate-limit.js');
    const { openRedis } = await import('../../api/src/shared/redis.js');
    const redis = openRedis(server.services.config.redisUrl!, 'prueba-tasa');
    try {
      const limiter = new RateLimiter(redis, `${server.services.config.queuePrefix}-tasa`, 400);
      // Ten deliveries of one account at once, at the start of a window, with 6 per window: 6 pass now, 4 in the next window.
      await new Promise((resolve) => setTimeout(resolve, 400 - (Date.now() % 400) + 10));
      const waits = await Promise.all(Array.from({ length: 10 }, () => limiter.acquire('cuenta-paralela', 6)));
      expect(waits.filter((w) => w < 200)).toHaveLength(6);
      expect(waits.filter((w) => w >= 200)).toHaveLength(4);
    } finally {
      redis.disconnect();
    }
  });
});
