import { Readable } from 'node:stream';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPREADSHEET_LIMITS } from '../../api/src/files/spreadsheet-limits.js';
import { readCompanySheet } from '../../api/src/modules/company-creation/sheet-reader.js';
import { ApiClient, demoClients } from '../support/client.js';
import { goodRow, workbook } from '../support/company-sheet.js';
import { TEST_PASSWORD } from '../support/env.js';
import { pdfOf } from '../support/files.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Uploads within limits: the permission before any byte of the file is read, spreadsheets read
 * streaming within the limits of files/spreadsheet-limits.ts (zip bombs refused naming the
 * limit, memory bounded), and every upload path capped at the HTTP edge, storing nothing.
 */
let server: TestServer;
let admin: ApiClient;
let readOnly: ApiClient;
let company: number;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.services.orm.em.fork().getConnection().execute<T[]>(text, params);
const count = async (table: string) => (await sql<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;
/** What an upload may have written: reports of the company, company imports, stored files, help documents. */
const stored = async () => ({
  reports: await count('emp_costena.tinforme'),
  imports: await count('timportacion_empresa'),
  files: await count('tarchivo'),
  helpDocs: await count('thelpdoc'),
});

const IMPORT = 'mutation ($c: Int, $f: String) { importReports(companyId: $c, contentBase64: $f) { code name } }';
const SUBMIT = 'mutation ($input: CompanySpreadsheetInput!) { createCompaniesFromSpreadsheet(input: $input) { hash total } }';
const SAVE_DOC = 'mutation ($input: HelpDocumentInput!) { saveHelpDocument(input: $input) { message id } }';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FORBIDDEN = 'No tiene los permisos para realizar esta acción';

const WORKBOOK_PARTS: Record<string, string> = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  'xl/workbook.xml':
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Informes" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
};
const HEADER_ROW = '<row r="1"><c r="A1" t="inlineStr"><is><t>Nombre</t></is></c><c r="B1" t="inlineStr"><is><t>Función</t></is></c></row>';

/** The sheet XML of a report list: the header, then rows 2 to `rows` + 1 as `row` writes them, streamed (never held whole in memory). */
function sheetXml(rows: number, row: (n: number) => string): Readable {
  let written = 0;
  return new Readable({
    read() {
      if (written === 0)
        this.push(
          `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${HEADER_ROW}`,
        );
      if (written >= rows) {
        this.push('</sheetData></worksheet>');
        this.push(null);
        return;
      }
      let block = '';
      for (const end = Math.min(rows, written + 10_000); written < end; written++) block += row(written + 2);
      this.push(block);
    },
  });
}

/** A minimal .xlsx (JSZip, deflate level 9) whose sheet has `rows` rows. */
async function sheetFile(rows: number, row: (n: number) => string): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, text] of Object.entries(WORKBOOK_PARTS)) zip.file(name, text);
  zip.file('xl/worksheets/sheet1.xml', sheetXml(rows, row));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

/** The same zip with the declared (inflated) size of `name` replaced, in its local header and in the central directory. */
function lyingAbout(file: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(file);
  const target = Buffer.from(name);
  for (let p = 0; p < out.length - 46; p++) {
    const sig = out.readUInt32LE(p);
    if (sig === 0x04034b50 && out.subarray(p + 30, p + 30 + target.length).equals(target)) out.writeUInt32LE(size, p + 22);
    if (sig === 0x02014b50 && out.subarray(p + 46, p + 46 + target.length).equals(target)) out.writeUInt32LE(size, p + 24);
  }
  return out;
}

/** Runs `work` sampling the process RSS (the server runs in this process): time and the peak growth. */
async function measured<T>(label: string, work: () => Promise<T>): Promise<T> {
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const started = performance.now();
  try {
    return await work();
  } finally {
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const grew = (peak - base) / 2 ** 20;
    console.log(`${label}: ${(performance.now() - started).toFixed(0)} ms, RSS pico +${grew.toFixed(1)} MB`);
    // Sanity bound only: before the fix a 287 KB bomb took the process to +1.4 GB.
    expect(grew).toBeLessThan(256);
  }
}

/** A body sent chunked (no Content-Length): `head`, then zeros up to `total` bytes. */
function chunked(head: Buffer, total: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close();
      const piece = sent === 0 ? head : Buffer.alloc(Math.min(64 * 1024, total - sent));
      sent += piece.length;
      controller.enqueue(piece);
    },
  });
}

async function post(path: string, client: ApiClient, body: Buffer | ReadableStream<Uint8Array>, type: string) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { cookie: client.cookie!, 'content-type': type },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** 2 million rows of one cell (written without their row number, which keeps them alike): 98 MB of sheet XML in about 330 KB. */
let bomb: Buffer;
/** 60,000 numbered rows with a cell outside the report columns: 4 MB of sheet XML, within the byte limits. */
let longSheet: Buffer;

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  ({ admin, readOnly } = await demoClients(server.url, TEST_PASSWORD));
  company = (await sql<{ id: number }>("select emp_codigo as id from tempresa where emp_esquemadb = 'emp_costena' order by 1 limit 1"))[0]!.id;
  const alike = '<row><c r="A2" t="inlineStr"><is><t>x</t></is></c></row>';
  bomb = await sheetFile(2_000_000, () => alike);
  longSheet = await sheetFile(60_000, (n) => `<row r="${n}"><c r="C${n}" t="inlineStr"><is><t>x</t></is></c></row>`);
}, 120_000);
afterAll(async () => server?.close());

describe('the permission comes before the file', () => {
  it('refuses the read-only user a report import with the permission message, whatever the file (not even an xlsx, or a bomb), storing nothing', async () => {
    const before = await stored();
    for (const file of [Buffer.from('esto no es un libro de Excel'), bomb]) {
      const gql = await measured(`importReports (consulta, ${file.length} B)`, () => readOnly.graphql(IMPORT, { c: company, f: file.toString('base64') }));
      expect(gql.errors?.[0]).toMatchObject({ message: FORBIDDEN, extensions: { code: 'FORBIDDEN' } });
      const rest = await readOnly.rest('POST', '/rest/informes/treporte/0?opc=reporte_from_file', { emp_codigo: company, archivo: file.toString('base64') });
      expect(rest.body).toMatchObject({ estado: 403, msg: FORBIDDEN });
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses the read-only user a company spreadsheet before reading its raw body (even one over the size limit)', async () => {
    const before = await stored();
    const big = await post('/rest/empresa/talmacen/0?accion=crea_empresa_excel&ver_codigo=1', readOnly, Buffer.alloc(800 * 1024), XLSX);
    expect(big.body).toMatchObject({ estado: 403, msg: FORBIDDEN });
    const gql = await readOnly.graphql(SUBMIT, { input: { versionId: 1, fileName: 'x.xlsx', contentBase64: Buffer.from('no es un xlsx').toString('base64') } });
    expect(gql.errors?.[0]?.message).toBe(FORBIDDEN);
    expect(await stored()).toEqual(before);
  });
});

describe('spreadsheets are read streaming within limits', () => {
  it('refuses a zip bomb of 2 million rows by its declared size, naming the limit, with memory bounded', async () => {
    expect(bomb.length).toBeLessThan(SPREADSHEET_LIMITS.maxFileBytes);
    const before = await stored();
    const r = await measured(`bomba ${bomb.length} B, tamaño declarado (importReports)`, () =>
      admin.graphql(IMPORT, { c: company, f: bomb.toString('base64') }),
    );
    expect(r.errors?.[0]).toMatchObject({
      message: 'El contenido del archivo supera los 20 MB descomprimido; no se procesa',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const created = await measured('bomba, tamaño declarado (crea_empresa_excel)', () =>
      post('/rest/empresa/talmacen/0?accion=crea_empresa_excel&ver_codigo=1', admin, bomb, XLSX),
    );
    expect(created.body).toMatchObject({ estado: 400, msg: 'El contenido del archivo supera los 20 MB descomprimido; no se procesa' });
    expect(await stored()).toEqual(before);
  });

  it('refuses the same bomb when its zip lies about the size, while inflating it, naming the limit', async () => {
    const liar = lyingAbout(bomb, 'xl/worksheets/sheet1.xml', 100_000);
    const r = await measured('bomba con tamaño falso (importReports)', () => admin.graphql(IMPORT, { c: company, f: liar.toString('base64') }));
    expect(r.errors?.[0]?.message).toBe('El contenido del archivo supera los 20 MB descomprimido; no se procesa');
  });

  it('stops reading at the row, cell and zip entry limits, each named', async () => {
    const before = await stored();
    const manyRows = await measured(`60 000 filas, ${longSheet.length} B`, () => admin.graphql(IMPORT, { c: company, f: longSheet.toString('base64') }));
    expect(manyRows.errors?.[0]?.message).toBe('El archivo supera el límite de 50 000 filas');

    const wide = await sheetFile(40, (n) => `<row r="${n}"><c r="XFD${n}" t="inlineStr"><is><t>x</t></is></c></row>`);
    const manyCells = await admin.graphql(IMPORT, { c: company, f: wide.toString('base64') });
    expect(manyCells.errors?.[0]?.message).toBe('El archivo supera el límite de 500 000 celdas');

    const zip = new JSZip();
    for (let i = 0; i < 201; i++) zip.file(`parte${i}.xml`, '<a/>');
    const parts = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const manyParts = await admin.graphql(IMPORT, { c: company, f: parts.toString('base64') });
    expect(manyParts.errors?.[0]?.message).toBe('El archivo supera el límite de 200 partes comprimidas; no se procesa');
    const companies = await admin.graphql(SUBMIT, { input: { versionId: 1, fileName: 'partes.xlsx', contentBase64: parts.toString('base64') } });
    expect(companies.errors?.[0]?.message).toBe('El archivo supera el límite de 200 partes comprimidas; no se procesa');
    expect(await stored()).toEqual(before);
  });

  it('stops reading at the time limit, naming it', async () => {
    const file = await workbook([goodRow('tiempo1'), goodRow('tiempo2')]);
    expect((await readCompanySheet(file)).map((r) => r.values.ACCESO)).toEqual(['tiempo1', 'tiempo2']);
    await expect(readCompanySheet(file, { ...SPREADSHEET_LIMITS, maxReadMs: 0 })).rejects.toThrow(
      'La lectura del archivo superó el límite de 0 s; no se procesa',
    );
  });
});

describe('every upload path is capped before it is buffered', () => {
  it('report import: a file over 700 KB, and a body over the 1 MiB edge, refused naming the limit', async () => {
    const before = await stored();
    const over = Buffer.concat([bomb, Buffer.alloc(SPREADSHEET_LIMITS.maxFileBytes + 1 - bomb.length)]);
    const r = await admin.graphql(IMPORT, { c: company, f: over.toString('base64') });
    expect(r.errors?.[0]?.message).toBe('El archivo supera el tamaño máximo de 700 KB');
    const rest = await admin.rest('POST', '/rest/informes/treporte/0?opc=reporte_from_file', { emp_codigo: company, archivo: over.toString('base64') });
    expect(rest.body).toMatchObject({ estado: 400, msg: 'El archivo supera el tamaño máximo de 700 KB' });
    const edge = await admin.rest('POST', '/rest/informes/treporte/0?opc=reporte_from_file', { emp_codigo: company, archivo: 'A'.repeat(1_200_000) });
    expect(edge).toMatchObject({ status: 413, body: { msg: 'El contenido enviado supera el tamaño máximo permitido de 1024 KB' } });
    const edgeGql = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: admin.cookie! },
      body: JSON.stringify({ query: IMPORT, variables: { c: company, f: 'A'.repeat(1_200_000) } }),
    });
    expect(edgeGql.status).toBe(413);
    expect(await edgeGql.json()).toMatchObject({ msg: 'El contenido enviado supera el tamaño máximo permitido de 1024 KB' });
    expect(await stored()).toEqual(before);
  });

  it('company spreadsheet: a raw body over 700 KB refused, declared or chunked, reading no further', async () => {
    const before = await stored();
    const message = { estado: 400, msg: 'El archivo supera el tamaño máximo de 700 KB' };
    const declared = await post('/rest/empresa/talmacen/0?accion=crea_empresa_excel&ver_codigo=1', admin, Buffer.alloc(5 * 1024 * 1024), XLSX);
    expect(declared.body).toMatchObject(message);
    const streamed = await measured('crea_empresa_excel, 5 MB sin Content-Length', () =>
      post('/rest/empresa/talmacen/0?accion=crea_empresa_excel&ver_codigo=1', admin, chunked(Buffer.from('PK'), 5 * 1024 * 1024), XLSX),
    );
    expect(streamed.body).toMatchObject(message);
    const gql = await admin.graphql(SUBMIT, { input: { versionId: 1, fileName: 'x.xlsx', contentBase64: Buffer.alloc(701 * 1024).toString('base64') } });
    expect(gql.errors?.[0]?.message).toBe('El archivo supera el tamaño máximo de 700 KB');
    expect(await stored()).toEqual(before);
  });

  it('help files and mail attachments: over the class limit (15360 KB) on the files route, chunked too, and legacy base64 over the 1 MiB edge', async () => {
    const before = await stored();
    const limit = 15360 * 1024;
    for (const [clase, propietario] of [
      ['PDF', 'ayuda'],
      ['ATTACHMENT', 'correo'],
    ]) {
      const path = `/files?clase=${clase}&propietario=${propietario}&nombre=grande.pdf`;
      const message = { estado: 400, msg: "El archivo 'grande.pdf' pesa 15361 KB y supera el tamaño máximo permitido de 15360 KB." };
      expect((await post(path, admin, pdfOf(limit + 1), 'application/pdf')).body).toMatchObject(message);
      const streamed = await measured(`/files ${propietario}, 20 MB sin Content-Length`, () =>
        post(path, admin, chunked(pdfOf(1024), 20 * 1024 * 1024), 'application/octet-stream'),
      );
      expect(streamed.body).toMatchObject({
        estado: 400,
        msg: expect.stringMatching(/^El archivo 'grande\.pdf' pesa \d+ KB y supera el tamaño máximo permitido de 15360 KB\.$/),
      });
    }
    const topic = (await sql<{ id: number }>('select hte_codigo as id from thelptema where hte_parent is not null order by 1 limit 1'))[0]!.id;
    const screen = (await sql<{ id: number }>('select hpa_codigo as id from thelppantalla order by 1 limit 1'))[0]!.id;
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: admin.cookie! },
      body: JSON.stringify({
        query: SAVE_DOC,
        variables: {
          input: {
            topicId: topic,
            title: 'Manual grande',
            kinds: 'P',
            screenId: screen,
            pdfName: 'grande.pdf',
            pdfBase64: pdfOf(900 * 1024).toString('base64'),
          },
        },
      }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ msg: 'El contenido enviado supera el tamaño máximo permitido de 1024 KB' });
    expect(await stored()).toEqual(before);
  });
});
