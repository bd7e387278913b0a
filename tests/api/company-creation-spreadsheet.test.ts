import { createHash } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVINCES } from '../../api/src/db/reference-data.js';
import { completeCedula, completeRuc } from '../../api/src/db/seeders/demo-data.js';
import { runImport } from '../../api/src/modules/company-creation/creation.jobs.js';
import { checkRow, provinceLookup } from '../../api/src/modules/company-creation/spreadsheet-rules.js';
import { encryptSecret } from '../../api/src/shared/secrets.js';
import { readCompanySheet } from '../../api/src/modules/company-creation/sheet-reader.js';
import { SHEET_COLUMNS, SHEET_LIMITS, type SheetRow } from '../../api/src/modules/company-creation/spreadsheet-columns.js';
import { TEMPLATE_TITLE } from '../../api/src/modules/company-creation/template-workbook.js';
import { verifyPassword } from '../../api/src/modules/auth/password.js';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD, TEST_SECRET_KEY } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let admin: ApiClient;

const SUBMIT = `mutation ($input: CompanySpreadsheetInput!) {
  createCompaniesFromSpreadsheet(input: $input) {
    hash jobId total valid errors created failed pending message resubmitted
    rows { row ruc accessCode legalName status field message companyId }
  }
}`;
const IMPORT = `query ($hash: String!) { companyImport(hash: $hash) { total valid errors created failed pending rows { row status field message accessCode companyId } } }`;

interface ImportRow {
  row: number;
  ruc: string | null;
  accessCode: string | null;
  status: string;
  field: string | null;
  message: string | null;
  companyId: number | null;
}
interface Import {
  hash: string;
  jobId: string;
  total: number;
  valid: number;
  errors: number;
  created: number;
  failed: number;
  pending: number;
  message: string;
  resubmitted: boolean;
  rows: ImportRow[];
}

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.services.orm.em.fork().getConnection().execute<T[]>(text, params);
const count = async (text: string, params: unknown[] = []) => (await sql<{ n: number }>(`select count(*)::int as n from ${text}`, params))[0].n;

let rucSeq = 500;
function newRuc(): string {
  for (;;) {
    try {
      return completeRuc(`1792${String(rucSeq++).padStart(5, '0')}`);
    } catch {
      // this prefix has no check digit: next one
    }
  }
}

/** Factory: one valid spreadsheet row; `patch` overrides cells. */
function goodRow(access: string, patch: Partial<SheetRow> = {}): Partial<SheetRow> {
  return {
    RUC: newRuc(),
    RAZON_SOCIAL: `COMERCIAL ${access.toUpperCase()} S.A.`,
    NOMBRE_COMERCIAL: `Comercial ${access}`,
    CONTABILIDAD: 'SI',
    RIMPE: 'NO',
    AG_RETENCION: 'no',
    ESTABLECIMIENTO: '001',
    PUNTO: '001',
    PUNTO_NOMBRE: '',
    EMAIL: `${access}@empresa.ec`,
    REPRESENTANTE: '',
    ACTIVIDAD: 'VENTA AL POR MAYOR',
    TELEFONO: '07-2570000',
    PROVINCIA: 'Loja',
    CIUDAD: 'Loja',
    SECTOR: 'CENTRO',
    DIRECCION: 'Bolívar 12-34 y Rocafuerte',
    ACCESO: access,
    USUARIO: 'admin',
    CLAVE: 'Clave.2025',
    COD_PAIS: '593',
    NACION: 'ECUATORIANA',
    ...patch,
  };
}

/** Builds an .xlsx like the template: title in row 1, column names in row 7, data from row 8. */
async function workbook(rows: Array<Partial<SheetRow>>, decorate?: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('EMPRESAS');
  sheet.getCell('A1').value = 'CARGA DE EMPRESAS';
  SHEET_COLUMNS.forEach((column, i) => (sheet.getRow(7).getCell(i + 1).value = column));
  rows.forEach((values, r) => SHEET_COLUMNS.forEach((column, i) => (sheet.getRow(8 + r).getCell(i + 1).value = values[column] ?? null)));
  decorate?.(sheet);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const submit = (content: Buffer | null, versionId = 1) =>
  admin.graphql<{ createCompaniesFromSpreadsheet: Import }>(SUBMIT, {
    input: { versionId, fileName: 'empresas.xlsx', contentBase64: content?.toString('base64') ?? null },
  });

/** Waits until the import has no pending rows (the job runs in the background). */
async function settled(hash: string): Promise<Import> {
  for (let i = 0; i < 600; i++) {
    const result = await admin.graphql<{ companyImport: Import }>(IMPORT, { hash });
    if (result.data!.companyImport.pending === 0) return result.data!.companyImport;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('la carga no terminó');
}

function progressEvents(jobId: string): { events: Array<{ progress: number; state: string }>; done: Promise<void>; ready: Promise<void>; client: Client } {
  const cookie = admin.cookie!;
  class CookieSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie } });
    }
  }
  const client = createClient({ url: `${server.url.replace('http', 'ws')}/graphql`, webSocketImpl: CookieSocket, lazy: false, retryAttempts: 0 });
  const events: Array<{ progress: number; state: string }> = [];
  let ready!: () => void;
  const readyPromise = new Promise<void>((r) => (ready = r));
  client.on('connected', () => setTimeout(ready, 150));
  const done = new Promise<void>((resolve, reject) => {
    client.subscribe<{ jobProgress: { progress: number; state: string } }>(
      { query: 'subscription ($id: String!) { jobProgress(jobId: $id) { progress state } }', variables: { id: jobId } },
      {
        next: ({ data }) => {
          events.push(data!.jobProgress);
          if (data!.jobProgress.state === 'COMPLETED') resolve();
        },
        error: reject,
        complete: () => {},
      },
    );
  });
  return { events, done, ready: readyPromise, client };
}

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  admin = new ApiClient(server.url);
  await admin.login('admin', TEST_PASSWORD);
});
afterAll(async () => server?.close());

describe('spreadsheet of companies', () => {
  it('creates the 20 good rows, reports the 3 bad ones by row, field and message, and shows progress up to 100 %', async () => {
    const good = Array.from({ length: 20 }, (_, i) => goodRow(`lote${String(i + 1).padStart(2, '0')}`));
    good[4] = goodRow('lote05', {
      PUNTO2: '002',
      ESTAB2: '002',
      DIRECCION2: 'Sucursal Catamayo',
      PUNTO2_NOMBRE: 'Catamayo',
      USUARIO_CONTADORA: 'contadora',
      CLAVE_CONTADORA: 'Conta.2025',
      APENOM_CONTADORA: 'MARÍA TORRES',
      CED_CONTADORA: completeCedula('110345678'),
      EMAIL_CONTADORA: 'maria@conta.ec',
    });
    const rows = [
      ...good.slice(0, 10),
      goodRow('malo1', { RUC: '110345678900' }), // row 18
      ...good.slice(10, 15),
      goodRow('malo2', { RIMPE: 'TAL VEZ' }), // row 24
      ...good.slice(15),
      goodRow('malo3', { PUNTO2: '2', ESTAB2: '001' }), // row 30
    ];
    const content = await workbook(rows);
    const hash = createHash('sha256').update(content).digest('hex');
    const progress = progressEvents(`crea_empresa_excel.${hash}`);
    await progress.ready;

    const result = await submit(content);
    expect(result.errors).toBeUndefined();
    const submitted = result.data!.createCompaniesFromSpreadsheet;
    expect(submitted).toMatchObject({ hash, jobId: `crea_empresa_excel.${hash}`, total: 23, valid: 20, errors: 3, resubmitted: false });
    expect(submitted.message).toBe('Hay errores en el archivo. Revise que haya ingresado todos los campos obligatorios.');
    expect(submitted.rows.filter((r) => r.status === 'INVALID').map((r) => [r.row, r.field, r.message])).toEqual([
      [18, 'RUC', 'RUC debe tener 13 caracteres'],
      [24, 'RIMPE', 'RIMPE debe ser SI o NO'],
      [30, 'PUNTO2', 'PUNTO2 debe tener 3 caracteres numéricos (ejemplo 001)'],
    ]);

    await progress.done;
    await progress.client.dispose();
    expect(progress.events.at(-1)).toEqual({ progress: 100, state: 'COMPLETED' });
    expect(progress.events.some((e) => e.progress > 0 && e.progress < 100)).toBe(true);

    const done = await settled(hash);
    expect(done).toMatchObject({ total: 23, valid: 20, errors: 3, created: 20, failed: 0, pending: 0 });
    expect(await count(`tempresa where emp_coding like 'lote%'`)).toBe(20);
    expect(await count(`tempresa_creacion where imp_hash = ?`, [hash])).toBe(20);
    const [lote05] = await sql<any>(`select emp_esquemadb from tempresa where emp_coding = 'lote05'`);
    const offices = await sql<any>(
      `select alm_nroest, alm_matriz, alm_direcc, alm_provin, alm_ciudad, cnt_codigo from ${lote05.emp_esquemadb}.talmacen order by alm_codigo`,
    );
    expect(offices).toEqual([
      { alm_nroest: '001', alm_matriz: 1, alm_direcc: 'Bolívar 12-34 y Rocafuerte', alm_provin: 11, alm_ciudad: 'LOJA', cnt_codigo: 3 },
      { alm_nroest: '002', alm_matriz: 0, alm_direcc: 'Sucursal Catamayo', alm_provin: 11, alm_ciudad: 'LOJA', cnt_codigo: 3 },
    ]);
    const users = await sql<any>(`select usr_id, usr_nombre, usr_clave, usr_jerarq from ${lote05.emp_esquemadb}.tusuarios order by usr_codigo`);
    expect(users.map((u) => [u.usr_id, u.usr_nombre, u.usr_jerarq])).toEqual([
      ['admin', 'COMERCIAL LOTE05 S.A.', 1],
      ['contadora', 'MARÍA TORRES', 0],
    ]);
    expect(await verifyPassword(users[1].usr_clave, 'Conta.2025')).toBe(true);
    // Passwords waited for the job encrypted, and are gone once used.
    expect(await count(`timportacion_fila where imp_hash = ? and imf_datos is not null`, [hash])).toBe(0);
  });

  it('does not duplicate companies when the same file is sent again', async () => {
    const content = await workbook([goodRow('repetida1'), goodRow('repetida2')]);
    const first = (await submit(content)).data!.createCompaniesFromSpreadsheet;
    await settled(first.hash);
    const again = (await submit(content)).data!.createCompaniesFromSpreadsheet;
    expect(again).toMatchObject({ hash: first.hash, jobId: first.jobId, resubmitted: true, created: 2, pending: 0 });
    await settled(first.hash);
    expect(await count(`tempresa where emp_coding like 'repetida%'`)).toBe(2);
  });

  it('a retry after a crash creates only what is missing, never a company twice', async () => {
    const rows = [goodRow('retoma1'), goodRow('retoma2'), goodRow('retoma3')];
    const first = (await submit(await workbook(rows))).data!.createCompaniesFromSpreadsheet;
    const done = await settled(first.hash);
    const before = done.rows.find((r) => r.row === 9)!.companyId;
    // As if the worker died after row 9's transaction committed but before the queue recorded
    // it: the row is pending again with its data, and the job runs a second time.
    const version = { id: 1, name: 'Contable 2024', description: null, template: 'v1', accessType: 1, maxLengths: {} };
    const check = checkRow(
      { ...Object.fromEntries(SHEET_COLUMNS.map((c) => [c, ''])), ...rows[1] } as SheetRow,
      version,
      provinceLookup(PROVINCES.map(([code, , name]) => ({ code, name }))),
    );
    if (!check.ok) throw new Error('la fila de prueba no es válida');
    const { version: _v, ...draft } = check.draft;
    await sql(`update timportacion_fila set imf_estado = 'pendiente', imf_datos = ? where imp_hash = ? and imf_fila = 9`, [
      encryptSecret(Buffer.from(TEST_SECRET_KEY, 'hex'), JSON.stringify(draft)),
      first.hash,
    ]);
    const outcome = await runImport(server.services, first.hash, { id: first.jobId, lastAttempt: true, progress: async () => {} });
    expect(outcome).toEqual({ created: 1, failed: 0 });
    expect(await count(`tempresa where emp_coding like 'retoma%'`)).toBe(3);
    const after = await settled(first.hash);
    expect(after.rows.find((r) => r.row === 9)).toMatchObject({ status: 'CREATED', companyId: before });
  });

  const ruleCases: Array<[string, Partial<SheetRow>, string, string]> = [
    ['RUC of 12 characters', { RUC: '179245613900' }, 'RUC', 'RUC debe tener 13 caracteres'],
    ['RUC with a bad check digit', { RUC: '1792456130001' }, 'RUC', 'Debe ingresar un RUC válido!'],
    ['RAZON_SOCIAL of 3 characters', { RAZON_SOCIAL: 'ABC' }, 'RAZON_SOCIAL', 'RAZON_SOCIAL debe tener más de 3 caracteres'],
    ['NOMBRE_COMERCIAL empty', { NOMBRE_COMERCIAL: '' }, 'NOMBRE_COMERCIAL', 'NOMBRE_COMERCIAL es obligatorio'],
    ['CONTABILIDAD not SI or NO', { CONTABILIDAD: 'X' }, 'CONTABILIDAD', 'CONTABILIDAD debe ser SI o NO'],
    ['AG_RETENCION empty', { AG_RETENCION: '' }, 'AG_RETENCION', 'AG_RETENCION debe ser SI o NO'],
    ['ESTABLECIMIENTO not numeric', { ESTABLECIMIENTO: '00A' }, 'ESTABLECIMIENTO', 'ESTABLECIMIENTO debe tener 3 caracteres numéricos (ejemplo 001)'],
    ['PUNTO of 2 digits', { PUNTO: '01' }, 'PUNTO', 'PUNTO debe tener 3 caracteres numéricos (ejemplo 001)'],
    ['DIRECCION of 1 character', { DIRECCION: 'X' }, 'DIRECCION', 'DIRECCION debe tener más de 1 caracteres'],
    ['EMAIL of 3 characters', { EMAIL: 'a@b' }, 'EMAIL', 'EMAIL debe tener más de 3 caracteres'],
    ['PROVINCIA unknown', { PROVINCIA: 'ATLANTIDA' }, 'PROVINCIA', 'No se ha podido localizar la provincia'],
    ['CIUDAD of 3 characters', { CIUDAD: 'UIO' }, 'CIUDAD', 'CIUDAD debe tener más de 3 caracteres'],
    ['ACCESO of 3 characters', { ACCESO: 'abc' }, 'ACCESO', 'ACCESO debe tener más de 3 caracteres'],
    ['ACCESO of another company', { ACCESO: 'andina' }, 'ACCESO', 'el acceso ya ha sido asignado a otra empreasa'],
    ['PUNTO2 without ESTAB2', { PUNTO2: '002', ESTAB2: '' }, 'ESTAB2', 'ESTAB2 debe tener 3 caracteres numéricos (ejemplo 001)'],
    [
      'USUARIO_CONTADORA of 3 characters',
      { USUARIO_CONTADORA: 'ana', CLAVE_CONTADORA: 'Clave1', APENOM_CONTADORA: 'ANA PAZ', CED_CONTADORA: '1710034065', EMAIL_CONTADORA: 'ana@x.ec' },
      'USUARIO_CONTADORA',
      'USUARIO_CONTADORA debe tener de 4 a 20 caracteres',
    ],
    [
      'USUARIO_CONTADORA of 21 characters',
      { USUARIO_CONTADORA: 'u'.repeat(21), CLAVE_CONTADORA: 'Clave1', APENOM_CONTADORA: 'ANA PAZ', CED_CONTADORA: '1710034065', EMAIL_CONTADORA: 'ana@x.ec' },
      'USUARIO_CONTADORA',
      'USUARIO_CONTADORA debe tener de 4 a 20 caracteres',
    ],
    [
      'assistant without its clave',
      { USUARIO_CONTADORA: 'anapaz', CLAVE_CONTADORA: '', APENOM_CONTADORA: 'ANA PAZ', CED_CONTADORA: '1710034065', EMAIL_CONTADORA: 'ana@x.ec' },
      'CLAVE_CONTADORA',
      'CLAVE_CONTADORA es obligatorio',
    ],
    [
      'assistant with a short name',
      { USUARIO_CONTADORA: 'anapaz', CLAVE_CONTADORA: 'Clave1', APENOM_CONTADORA: 'ANA', CED_CONTADORA: '1710034065', EMAIL_CONTADORA: 'ana@x.ec' },
      'APENOM_CONTADORA',
      'APENOM_CONTADORA debe tener más de 3 caracteres',
    ],
    [
      'assistant with a short cédula',
      { USUARIO_CONTADORA: 'anapaz', CLAVE_CONTADORA: 'Clave1', APENOM_CONTADORA: 'ANA PAZ', CED_CONTADORA: '171', EMAIL_CONTADORA: 'ana@x.ec' },
      'CED_CONTADORA',
      'CED_CONTADORA debe tener más de 3 caracteres',
    ],
    [
      'assistant with a short email',
      { USUARIO_CONTADORA: 'anapaz', CLAVE_CONTADORA: 'Clave1', APENOM_CONTADORA: 'ANA PAZ', CED_CONTADORA: '1710034065', EMAIL_CONTADORA: 'a@x' },
      'EMAIL_CONTADORA',
      'EMAIL_CONTADORA debe tener más de 3 caracteres',
    ],
  ];
  it('applies every rule of the spreadsheet, each row on its own', async () => {
    const rows = ruleCases.map(([, patch], i) => goodRow(`regla${i}`, patch));
    rows.push(goodRow('reglaok'), goodRow('reglaok', { RUC: newRuc() }));
    const result = (await submit(await workbook(rows))).data!.createCompaniesFromSpreadsheet;
    const byRow = new Map(result.rows.map((r) => [r.row, r]));
    ruleCases.forEach(([name, , field, message], i) => {
      expect([name, byRow.get(8 + i)?.status, byRow.get(8 + i)?.field, byRow.get(8 + i)?.message]).toEqual([name, 'INVALID', field, message]);
    });
    const last = 8 + ruleCases.length;
    expect(byRow.get(last)?.status).toBe('PENDING');
    expect(byRow.get(last + 1)).toMatchObject({ status: 'INVALID', field: 'ACCESO', message: `ACCESO repetido: ya consta en la fila ${last}` });
    await settled(result.hash);
    expect(await count(`tempresa where emp_coding like 'regla%'`)).toBe(1);
  });

  it('truncates the establishment fields to the version maximum lengths', async () => {
    const long = goodRow('recorte', {
      DIRECCION: 'D'.repeat(400),
      REPRESENTANTE: 'R'.repeat(200),
      ACTIVIDAD: 'A'.repeat(350),
      CIUDAD: 'C'.repeat(70),
      SECTOR: 'S'.repeat(70),
      TELEFONO: '0'.repeat(40),
      NOMBRE_COMERCIAL: 'N'.repeat(80),
    });
    const result = (await submit(await workbook([long]), 2)).data!.createCompaniesFromSpreadsheet; // Transporte 2024
    await settled(result.hash);
    const [office] = await sql<any>(
      `select length(alm_direcc) d, length(alm_repleg) r, length(alm_acteco) a, length(alm_ciudad) c, length(alm_sector) s, length(alm_fono1) f, length(alm_descri) n from emp_recorte.talmacen`,
    );
    expect(office).toEqual({ d: 250, r: 120, a: 200, c: 50, s: 50, f: 20, n: 60 });
  });

  it('reads formula cells by their cached value, never evaluating them', async () => {
    const content = await workbook([goodRow('formula')], (sheet) => {
      sheet.getRow(8).getCell(SHEET_COLUMNS.indexOf('RAZON_SOCIAL') + 1).value = {
        formula: 'CONCATENATE("CALCULADA"," S.A.")',
        result: 'GUARDADA S.A.',
      } as ExcelJS.CellFormulaValue;
      sheet.getRow(8).getCell(SHEET_COLUMNS.indexOf('SECTOR') + 1).value = { formula: 'WEBSERVICE("http://127.0.0.1:9/")' } as ExcelJS.CellFormulaValue;
    });
    const rows = await readCompanySheet(content);
    expect(rows[0].values.RAZON_SOCIAL).toBe('GUARDADA S.A.');
    expect(rows[0].values.SECTOR).toBe('');
  });

  it('reads files whose zip entries carry data descriptors (as LibreOffice writes them)', async () => {
    const plain = await workbook([goodRow('descriptor')]);
    const repacked = await (await JSZip.loadAsync(plain)).generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', streamFiles: true });
    expect(repacked.readUInt16LE(6) & 8).toBe(8);
    const rows = await readCompanySheet(repacked);
    expect(rows.map((r) => [r.row, r.values.ACCESO])).toEqual([[8, 'descriptor']]);
  });

  it("answers 'Seleccione un archivo para procesar' without a file", async () => {
    const result = await submit(null);
    expect(result.errors?.[0]).toMatchObject({
      message: 'Seleccione un archivo para procesar',
      extensions: { code: 'BAD_USER_INPUT', field: 'input.contentBase64', legacyField: 'archivo' },
    });
    const rest = await admin.rest('POST', '/rest/empresa/talmacen/0?accion=crea_empresa_excel', { ver_codigo: 1 });
    expect(rest.body).toMatchObject({ estado: 400, msj: 'Seleccione un archivo para procesar', inputid: 'archivo' });
  });

  it('refuses more data rows than the limit', async () => {
    const rows = Array.from({ length: SHEET_LIMITS.maxRows + 1 }, () => ({ RUC: '1' }));
    const result = await submit(await workbook(rows));
    expect(result.errors?.[0]).toMatchObject({
      message: `El archivo supera el máximo de ${SHEET_LIMITS.maxRows} filas de datos`,
      extensions: { field: 'input.contentBase64', legacyField: 'archivo' },
    });
  });

  it('refuses a file over the size limit, through the raw REST upload', async () => {
    const big = Buffer.concat([await workbook([goodRow('grande')]), Buffer.alloc(SHEET_LIMITS.maxFileBytes)]);
    const res = await fetch(`${server.url}/rest/empresa/talmacen/0?accion=crea_empresa_excel&ver_codigo=1`, {
      method: 'POST',
      headers: { cookie: admin.cookie!, 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      body: big,
    });
    expect(await res.json()).toMatchObject({ estado: 400, msj: `El archivo supera el tamaño máximo de ${SHEET_LIMITS.maxFileBytes / 1024} KB` });
  });

  it('refuses a zip bomb before decompressing it past the limit', async () => {
    // A valid-looking xlsx whose worksheet inflates to 64 MB of spaces from a few KB.
    const bomb = zip([
      ['[Content_Types].xml', Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>')],
      ['xl/worksheets/sheet1.xml', Buffer.alloc(64 * 1024 * 1024, 0x20)],
    ]);
    expect(bomb.length).toBeLessThan(SHEET_LIMITS.maxFileBytes);
    const result = await submit(bomb);
    expect(result.errors?.[0].message).toBe(
      `El contenido del archivo supera los ${SHEET_LIMITS.maxUncompressedBytes / 1024 / 1024} MB descomprimido; no se procesa`,
    );
  });

  it('accepts the raw .xlsx body on REST and answers datos with every row', async () => {
    const content = await workbook([goodRow('crudo1'), goodRow('crudo2', { EMAIL: 'x' })]);
    const res = await fetch(`${server.url}/rest/empresa/talmacen/0?accion=crea_empresa_excel&ver_codigo=1&nombre=carga.xlsx`, {
      method: 'POST',
      headers: { cookie: admin.cookie!, 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      body: content,
    });
    const body = (await res.json()) as any;
    expect(body).toMatchObject({
      estado: 200,
      msj: 'Hay errores en el archivo. Revise que haya ingresado todos los campos obligatorios.',
      datos: { total: 2, validas: 1, errores: 1, archivo: 'carga.xlsx' },
    });
    expect(body.datos.filas[1]).toMatchObject({ fila: 9, estado: 'error', campo: 'EMAIL', mensaje: 'EMAIL debe tener más de 3 caracteres' });
    await settled(body.datos.hash);
  });

  it('downloads a template with the title, the column names in row 7 and a valid example in row 8', async () => {
    const result = await admin.graphql<{ companyCreationTemplate: { fileName: string; mimeType: string; contentBase64: string } }>(
      '{ companyCreationTemplate { fileName mimeType contentBase64 } }',
    );
    const file = result.data!.companyCreationTemplate;
    expect(file.fileName).toBe('plantilla_creacion_empresas.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(file.contentBase64, 'base64') as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getCell('A1').value).toBe(TEMPLATE_TITLE);
    expect((sheet.getRow(7).values as unknown[]).slice(1)).toEqual([...SHEET_COLUMNS]);
    const rows = await readCompanySheet(Buffer.from(file.contentBase64, 'base64'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ row: 8, values: { RUC: '1793456782001', ESTABLECIMIENTO: '001', PROVINCIA: 'PICHINCHA', ACCESO: 'ejemplo' } });
    const rest = await admin.rest('GET', '/rest/empresa/talmacen/0?accion=plantilla_excel');
    expect(rest.body).toMatchObject({ estado: 200, nombre: 'plantilla_creacion_empresas.xlsx' });
    // The example row passes every rule: the template sent as it is (JSON base64 on REST) creates it.
    const sent = await admin.rest('POST', '/rest/empresa/talmacen/0?accion=crea_empresa_excel', {
      ver_codigo: 1,
      nombre: file.fileName,
      archivo: rest.body.archivo,
    });
    expect(sent.body).toMatchObject({ estado: 200, msj: 'Se creará 1 empresa en segundo plano', datos: { total: 1, validas: 1, errores: 0 } });
    expect((await settled((sent.body.datos as { hash: string }).hash)).created).toBe(1);
    expect(await count(`tempresa where emp_coding = 'ejemplo'`)).toBe(1);
  });
});

/** A minimal zip writer (deflate) for the zip-bomb test. */
function zip(files: Array<[string, Buffer]>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of files) {
    const compressed = deflateRawSync(data, { level: 9 });
    const nameBuf = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, compressed);
    centrals.push(central, nameBuf);
    offset += 30 + nameBuf.length + compressed.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}
