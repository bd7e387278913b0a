// The checking side of docker/prod-install-check.sh (run with the repository's Node 22, so it may
// use the repository's node_modules: smtp-server, mailparser, pg). Against an API and a worker
// started from the temporary production install, it
//   1. signs in as admin through GraphQL like tests/support/client.ts (JSON body, which satisfies
//      Apollo's CSRF prevention, plus the page's own Origin) and keeps the session cookie;
//   2. saves a sender mail account without its own SMTP server, so the worker delivers through
//      SMTP_URL, which points at the SMTP sink this script listens with on SMTP_PORT;
//   3. sends a notification by e-mail to a demo referente with the first report function
//      ('Ventas por mes') attached: the API runs the report and exports it to PDF (jspdf) and to a
//      spreadsheet (exceljs), the worker sends the message;
//   4. parses the received message with mailparser and checks the attachments' names, types and
//      bytes (%PDF, a zip for the .xlsx, the same sha256 as the files the API stored in tarchivo).
// Environment: BASE_URL, ADMIN_PASSWORD, SMTP_PORT, DATABASE_URL. Exit 0 when everything holds.
import { createHash } from 'node:crypto';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

const { BASE_URL, ADMIN_PASSWORD, SMTP_PORT, DATABASE_URL } = process.env;
const MAIL_TIMEOUT_MS = 60_000;

const fail = (message) => {
  console.error(`prod-install: FALLÓ: ${message}`);
  process.exit(1);
};
const ok = (message) => console.log(`prod-install: ok: ${message}`);
for (const [name, value] of Object.entries({ BASE_URL, ADMIN_PASSWORD, SMTP_PORT, DATABASE_URL })) if (!value) fail(`falta la variable ${name}`);

// --- the SMTP sink: keeps every message, raw and parsed ------------------------------------
const received = [];
let wake = () => {};
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  disableReverseLookup: true,
  logger: false,
  size: 40 * 1024 * 1024,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('error', callback);
    stream.on('end', () => {
      const raw = Buffer.concat(chunks);
      simpleParser(raw)
        .then((mail) => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(', '), raw, mail });
          wake();
          callback();
        })
        .catch(callback);
    });
  },
});
await new Promise((resolve, reject) => {
  sink.on('error', reject);
  sink.listen(Number(SMTP_PORT), '127.0.0.1', resolve);
});

// --- a browser-like GraphQL client (tests/support/client.ts) ----------------------------------
let cookie;
async function graphql(query, variables) {
  const res = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE_URL, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(60_000),
  });
  const setCookie = res.headers.get('set-cookie');
  if (setCookie) {
    const [pair] = setCookie.split(';');
    cookie = pair.split('=')[1] ? pair : undefined;
  }
  const text = await res.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    fail(`GraphQL respondió ${res.status} sin JSON: ${text.slice(0, 300)}`);
  }
  if (body.errors?.length) fail(`GraphQL: ${body.errors.map((e) => e.message).join('; ')} (${query.slice(0, 60)}...)`);
  return body.data;
}

const db = new pg.Client({ connectionString: DATABASE_URL });
try {
  // 1. Sign-in.
  const login = await graphql('mutation ($input: LoginInput!) { login(input: $input) { uri } }', { input: { username: 'admin', password: ADMIN_PASSWORD } });
  if (!login?.login?.uri || !cookie) fail(`el ingreso de admin no dio sesión: ${JSON.stringify(login)}`);
  const me = await graphql('{ notificationParams { subject functions { id title } } }');
  ok(`ingreso de admin correcto (cookie de sesión, ${login.login.uri})`);

  // 2. A sender account without its own SMTP server: the worker uses SMTP_URL (the sink).
  const account = await graphql('mutation ($input: SenderAccountInput!) { saveMailAccount(input: $input) { id } }', {
    input: { email: 'prod-check@isyplus.ec', name: 'Prueba de producción', type: 'SOPORTE', perMinute: 1000 },
  });
  const accountId = account.saveMailAccount.id;

  // 3. A demo referente with an e-mail address, and the first report function.
  const fn = me.notificationParams.functions[0];
  if (!fn) fail('no hay funciones de reporte (tnotif_funcion) en la demo');
  const { notificationCompanies: companies } = await graphql('{ notificationCompanies { id } }');
  let target;
  for (const company of companies) {
    const { notificationRecipients: found } = await graphql(
      'query ($c: Int) { notificationRecipients(kind: REFERENTES, channel: EMAIL, companyId: $c, criterion: "@") { companyId referenteId name email notSendableReason } }',
      { c: company.id },
    );
    target = found.find((r) => r.email && !r.notSendableReason);
    if (target) break;
  }
  if (!target) fail('ningún referente de la demo tiene correo');
  const sent = await graphql('mutation ($input: NotificationSendInput!) { sendNotification(input: $input) { sent { address } notSent { address reason } } }', {
    input: {
      channel: 'EMAIL',
      message: '',
      functionIds: [fn.id],
      kind: 'REFERENTES',
      recipients: [{ companyId: target.companyId, referenteId: target.referenteId }],
      accountId,
      from: '2020-01-01',
      to: '2030-12-31',
    },
  });
  const { sent: sentTo, notSent } = sent.sendNotification;
  if (sentTo.length !== 1) fail(`la notificación no se envió: ${JSON.stringify(notSent)}`);

  // 4. The message the worker delivered.
  const deadline = Date.now() + MAIL_TIMEOUT_MS;
  while (!received.length && Date.now() < deadline) await new Promise((resolve) => ((wake = resolve), setTimeout(resolve, 500)));
  if (!received.length) fail(`el worker no entregó el correo por SMTP_URL en ${MAIL_TIMEOUT_MS / 1000} s`);
  const { to, raw, mail } = received[0];
  if (to.toLowerCase() !== target.email.toLowerCase()) fail(`el correo fue a ${to}, no a ${target.email}`);
  if (mail.subject !== me.notificationParams.subject) fail(`asunto '${mail.subject}', se esperaba '${me.notificationParams.subject}'`);
  const names = mail.attachments.map((a) => a.filename);
  const pdf = mail.attachments.find((a) => a.filename?.endsWith('.pdf'));
  const xlsx = mail.attachments.find((a) => a.filename?.endsWith('.xlsx'));
  if (!pdf || !xlsx) fail(`adjuntos ${JSON.stringify(names)}: falta el PDF o la hoja de cálculo`);
  const sha = (bytes) => createHash('sha256').update(bytes).digest('hex');
  await db.connect();
  const stored = async (name) =>
    (await db.query('select arc_sha256, arc_tamano from tarchivo where arc_nombre = $1 order by arc_codigo desc limit 1', [name])).rows[0];

  const head = pdf.content.subarray(0, 8).toString('latin1');
  if (pdf.contentType !== 'application/pdf') fail(`el PDF llegó como ${pdf.contentType}`);
  if (!head.startsWith('%PDF-')) fail(`el PDF no empieza con %PDF: ${JSON.stringify(head)}`);
  if (!pdf.content.subarray(-32).toString('latin1').includes('%%EOF')) fail('el PDF está cortado (sin %%EOF)');
  const pdfRow = await stored(pdf.filename);
  if (!pdfRow || pdfRow.arc_sha256 !== sha(pdf.content)) fail(`los bytes del PDF recibido no son los guardados en tarchivo (${pdf.filename})`);
  ok(`reporte '${fn.title}' exportado a PDF por la API: ${pdf.filename}, ${pdf.content.length} bytes, ${head.trim()}, sha256 igual al de tarchivo`);

  if (xlsx.content.subarray(0, 2).toString('latin1') !== 'PK') fail('la hoja de cálculo no es un zip (xlsx)');
  const xlsxRow = await stored(xlsx.filename);
  if (!xlsxRow || xlsxRow.arc_sha256 !== sha(xlsx.content)) fail(`los bytes de la hoja recibida no son los guardados en tarchivo (${xlsx.filename})`);
  ok(
    `correo entregado por el worker vía SMTP_URL a ${to} y leído con mailparser (${raw.length} bytes): asunto '${mail.subject}', adjuntos ${names.join(', ')} con los bytes guardados`,
  );
} finally {
  await db.end().catch(() => {});
  // The worker's nodemailer pool keeps its connection open: close() would wait for it (30 s).
  sink.close();
}
process.exit(0);
