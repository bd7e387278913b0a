import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccessKey } from '../../api/src/domain/access-key.js';
import { DEMO_UNBALANCED } from '../../api/src/db/seeders/demo-accounting-data.js';
import { CHECK_DIGIT_MESSAGE, decodeAccessKey } from '../../api/src/modules/aplicativo/documents.service.js';
import { ApiClient, demoClients } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let admin: ApiClient;
let readOnly: ApiClient;
const company: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  ({ admin, readOnly } = await demoClients(server.url, TEST_PASSWORD));
  for (const r of await sql<{ emp_codigo: number; emp_coding: string }>('select emp_codigo, emp_coding from tempresa')) company[r.emp_coding] = r.emp_codigo;
});
afterAll(async () => server?.close());

type Result<T = Record<string, unknown>> = { status: number; data: T | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
const sql = <T>(text: string, params: unknown[] = []) => server.services.orm.em.fork().getConnection().execute(text, params) as Promise<T[]>;
const refusal = (r: Result) => [r.errors?.[0]?.message, r.errors?.[0]?.extensions?.code];
const gql = <T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}, client = admin) =>
  client.graphql<T>(query, variables) as Promise<Result<T>>;
const audits = (action: string) =>
  sql<{ aud_registro: string; aud_observacion: string }>(
    'select aud_clave as aud_registro, observacion as aud_observacion from tauditoria where aud_accion = ? order by aud_codigo',
    [action],
  );

const OPTIONS = 'query ($c: Int) { aplicativoOptions(companyId: $c) { message modules { module title uri uriParams } } }';
const ENTRIES =
  'query ($c: Int, $from: LocalDate!, $to: LocalDate!) { unbalancedEntries(companyId: $c, from: $from, to: $to) { id number date transactions debit credit balance unbalanced withinLimit } }';
const FIX = 'mutation ($c: Int, $ids: [Int!]!) { fixUnbalancedEntries(companyId: $c, entryIds: $ids) { message fixed } }';
const RESTORE =
  'mutation ($c: Int, $n: String!) { restoreElectronicDocument(companyId: $c, authorizationNumber: $n) { message document { state authorizedAt voucher message } key { issueDate documentType ruc sequence checkDigit } } }';
const ACTIVATE = 'mutation ($c: Int, $o: Int) { activateCompanyMenuOption(companyId: $c, optionId: $o) { message guide menus { id label enabled } } }';
const SET_INITIAL =
  'mutation ($c: Int, $from: LocalDate!, $to: LocalDate!) { setInitialAccountingPeriod(companyId: $c, from: $from, to: $to) { message period { from to initial } } }';

describe('demo accounting data', () => {
  it('gives every demo company a year of entries, a few unbalanced, and documents with valid access keys', async () => {
    for (const schema of ['emp_andina', 'emp_lojaexpress']) {
      const [counts] = await sql<{ p: number; d: number; e: number }>(
        `select (select count(*)::int from ${schema}.tperiodo) p, (select count(*)::int from ${schema}.tdiario) d, (select count(*)::int from ${schema}.tdocelectronico) e`,
      );
      expect(counts).toEqual({ p: 12, d: 372, e: 252 });
      const unbalanced = await sql(`select dia_codigo from ${schema}.tdiariodet group by dia_codigo having sum(ddi_debe) <> sum(ddi_haber)`);
      expect(unbalanced).toHaveLength(DEMO_UNBALANCED.size);
      const keys = await sql<{ doc_numaut: string }>(`select doc_numaut from ${schema}.tdocelectronico`);
      for (const { doc_numaut } of keys) expect(() => decodeAccessKey(doc_numaut)).not.toThrow();
    }
  });
});

describe('aplicativo: company and modules', () => {
  it("refuses without a company: 'Falta empresa'", async () => {
    expect(refusal(await gql(OPTIONS))).toEqual(['Falta empresa', 'BAD_USER_INPUT']);
    const rest = await admin.rest('GET', '/rest/aplicativo/0?accion=getOpciones');
    expect([rest.status, rest.body.msj, rest.body.inputid]).toEqual([200, 'Falta empresa', 'id']);
  });

  it('offers the five modules for a company on this server', async () => {
    const r = await gql(OPTIONS, { c: company.andina });
    expect(r.data!.aplicativoOptions.modules.map((m: { module: string }) => m.module)).toEqual([
      'ACCOUNTING_MODELS',
      'INITIAL_PERIOD',
      'UNBALANCED_ENTRIES',
      'RESTORE_DOCUMENT',
      'MENU_OPTIONS',
    ]);
    const rest = await admin.rest('GET', `/rest/aplicativo/${company.andina}?accion=getOpciones`);
    expect(rest.body).toMatchObject({ status: 200, uri: `/rest/aplicativo/${company.andina}`, uri_params: 'accion=modelosContablesByTipCta' });
  });

  it("answers 'No hay módulos disponibles' when the company's database is elsewhere", async () => {
    await sql("update tempresa set emp_ipdb = '10.20.30.40' where emp_coding = 'costena'");
    expect((await gql(OPTIONS, { c: company.costena })).data!.aplicativoOptions).toEqual({ modules: [], message: 'No hay módulos disponibles' });
    const rest = await admin.rest('GET', `/rest/aplicativo/${company.costena}?accion=getOpciones`);
    expect([rest.status, rest.body.msj, rest.body.opciones]).toEqual([200, 'No hay módulos disponibles', []]);
  });
});

describe('module 1: accounting models', () => {
  const MODELS =
    'query ($c: Int, $t: Int) { accountingModels(companyId: $c, accountType: $t) { models { transactionType { code name } account { number } side } accounts { id number } } }';
  const SAVE =
    'mutation ($c: Int, $i: AccountingModelInput!) { saveAccountingModel(companyId: $c, input: $i) { message models { transactionType { code } account { number } side } } }';

  it('lists the models of an account type and saves one, audited', async () => {
    const r = await gql(MODELS, { c: company.andina, t: 5 });
    expect(r.data!.accountingModels.models).toEqual([{ transactionType: { code: 20, name: 'COMPRA' }, account: { number: '5.1.01' }, side: 'DEBIT' }]);
    const saved = await gql(SAVE, { c: company.andina, i: { accountType: 5, transactionType: 30, accountId: 20, side: 'DEBIT' } });
    expect(saved.data!.saveAccountingModel.message).toBe('Modelo contable guardado: COSTOS Y GASTOS en DIARIO CONTABLE');
    expect(saved.data!.saveAccountingModel.models).toContainEqual({ transactionType: { code: 30 }, account: { number: '5.2.02' }, side: 'DEBIT' });
    expect((await audits('aplicativo_modelo_contable')).map((a) => a.aud_observacion)).toEqual(['COSTOS Y GASTOS / DIARIO CONTABLE / D: 5.2.02']);
  });

  it('refuses an account of another type and a group account', async () => {
    expect(refusal(await gql(SAVE, { c: company.andina, i: { accountType: 5, transactionType: 30, accountId: 3, side: 'CREDIT' } }))).toEqual([
      'La cuenta 1.1.02 no es del tipo de cuenta COSTOS Y GASTOS',
      'BAD_USER_INPUT',
    ]);
    expect(refusal(await gql(SAVE, { c: company.andina, i: { accountType: 5, transactionType: 30, accountId: 17, side: 'CREDIT' } }))).toEqual([
      'La cuenta 5 es de grupo: elija una cuenta de movimiento',
      'BAD_USER_INPUT',
    ]);
    const rest = await admin.rest('POST', `/rest/aplicativo/${company.andina}?accion=modeloContableByTipCta`, {
      tcu_codigo: 5,
      tra_codigo: 99,
      cue_codigo: 20,
      mco_debcre: 'D',
    });
    expect([rest.status, rest.body.msj, rest.body.inputid]).toEqual([200, 'No existe el tipo de transacción 99', 'tra_codigo']);
  });
});

describe('module 2: initial accounting period', () => {
  it('is refused when electronic documents exist', async () => {
    const info = await gql('query ($c: Int) { initialAccountingPeriod(companyId: $c) { transactionCount electronicDocumentCount maxRecords confirmation } }', {
      c: company.andina,
    });
    expect(info.data!.initialAccountingPeriod).toEqual({
      transactionCount: 360,
      electronicDocumentCount: 252,
      maxRecords: 30,
      confirmation: 'Se va a encerar los movimientos en la base',
    });
    expect(refusal(await gql(SET_INITIAL, { c: company.andina, from: '2027-01-01', to: '2027-01-31' }))).toEqual([
      'No se puede establecer el período inicial: la empresa tiene 252 documentos electrónicos',
      'CONFLICT',
    ]);
  });

  it('is refused above 30 records', async () => {
    await sql('delete from emp_farmaustro.tdocelectronico');
    expect(refusal(await gql(SET_INITIAL, { c: company.farmaustro, from: '2027-01-01', to: '2027-01-31' }))).toEqual([
      'No se puede establecer el período inicial: la empresa tiene 360 registros (máximo 30)',
      'CONFLICT',
    ]);
    // Nothing was cleared.
    expect(await sql('select count(*)::int as n from emp_farmaustro.tdiario')).toEqual([{ n: 372 }]);
  });

  it('clears the movements and sets the initial period with 30 records or fewer, audited; read-only users cannot', async () => {
    await sql('delete from emp_mitadmundo.tdocelectronico');
    await sql('delete from emp_mitadmundo.tdiario where trn_codigo > 30 or trn_codigo is null');
    await sql('delete from emp_mitadmundo.ttransaccion where trn_codigo > 30');
    expect(refusal(await gql(SET_INITIAL, { c: company.mitadmundo, from: '2027-01-01', to: '2027-01-31' }, readOnly))).toEqual([
      'No tiene los permisos para realizar esta acción',
      'FORBIDDEN',
    ]);
    const r = await gql(SET_INITIAL, { c: company.mitadmundo, from: '2027-01-01', to: '2027-01-31' });
    expect(r.data!.setInitialAccountingPeriod).toEqual({
      message: 'Período contable inicial establecido del 01/01/2027 al 31/01/2027; los movimientos fueron encerados',
      period: { from: '2027-01-01', to: '2027-01-31', initial: true },
    });
    const [left] = await sql<Record<string, number>>(
      'select (select count(*)::int from emp_mitadmundo.ttransaccion) t, (select count(*)::int from emp_mitadmundo.tdiario) d, (select count(*)::int from emp_mitadmundo.tperiodo) p',
    );
    expect(left).toEqual({ t: 0, d: 0, p: 1 });
    expect((await audits('aplicativo_periodo_inicial')).map((a) => a.aud_observacion)).toEqual(['2027-01-01 a 2027-01-31; transacciones enceradas: 30']);
  });
});

describe('module 3: unbalanced entries', () => {
  it('gives the periods and their limit', async () => {
    const rest = await admin.rest('GET', `/rest/aplicativo/${company.andina}?accion=limiteDescuadreAsientos`);
    expect(rest.body.limite).toBe('1.00');
    expect((rest.body.periodos as unknown[]).length).toBe(12);
    expect((rest.body.periodos as Record<string, unknown>[]).at(-1)).toMatchObject({ pe_finicio: '2025-12-01', pe_ffin: '2025-12-31', pe_block: 'T' });
  });

  it('lists the unbalanced entries between two dates', async () => {
    const r = await gql(ENTRIES, { c: company.andina, from: '2026-01-01', to: '2026-11-30' });
    const list = r.data!.unbalancedEntries as { id: number; balance: string; withinLimit: boolean }[];
    expect(list.map((e) => [e.id, e.balance, e.withinLimit])).toEqual([
      [61, '0.02', true],
      [114, '0.05', true],
      [167, '0.03', true],
      [220, '12.50', false],
      [273, '0.04', true],
      [326, '0.10', true],
    ]);
    const rest = await admin.rest('GET', `/rest/aplicativo/${company.andina}?accion=descuadreAsientos&desde=01/01/2026&hasta=31/01/2026`);
    expect(rest.body.asientos).toEqual([expect.objectContaining({ dia_codigo: 61, dia_fecha: '2026-01-30', saldo: '0.02', descuadrado: true })]);
  });

  it("refuses a locked or missing period: 'El período que está buscando está bloqueado'", async () => {
    expect(refusal(await gql(ENTRIES, { c: company.andina, from: '2025-12-01', to: '2026-01-31' }))).toEqual([
      'El período que está buscando está bloqueado',
      'CONFLICT',
    ]);
    expect(refusal(await gql(ENTRIES, { c: company.andina, from: '2027-01-01', to: '2027-01-31' }))).toEqual([
      'El período que está buscando está bloqueado',
      'CONFLICT',
    ]);
  });

  it('fixes an entry with a rounding line to the rounding account, audited; a second time it is already balanced', async () => {
    const r = await gql(FIX, { c: company.andina, ids: [61] });
    expect(r.data!.fixUnbalancedEntries).toEqual({ message: 'Se cuadró 1 asiento', fixed: [61] });
    expect(
      await sql('select cue_codigo, ddi_debe::text, ddi_haber::text, ddi_detalle from emp_andina.tdiariodet where dia_codigo = 61 and cue_codigo = 21'),
    ).toEqual([{ cue_codigo: 21, ddi_debe: '0.00', ddi_haber: '0.02', ddi_detalle: 'Ajuste por redondeo (aplicativo)' }]);
    expect((await audits('aplicativo_cuadrar_asiento')).map((a) => [a.aud_registro, a.aud_observacion])).toEqual([
      ['61', 'asiento 30 del 2026-01-30: 0.02 al haber de la cuenta 5.2.99'],
    ]);
    expect(refusal(await gql(FIX, { c: company.andina, ids: [61] }))).toEqual(['El asiento ya está cuadrado', 'CONFLICT']);
  });

  it("refuses an entry of a locked period: 'El período indicado está bloqueado...', and fixes all or none", async () => {
    expect(refusal(await gql(FIX, { c: company.andina, ids: [114, 8] }))).toEqual(['El período indicado está bloqueado...', 'CONFLICT']);
    expect((await gql(ENTRIES, { c: company.andina, from: '2026-03-01', to: '2026-03-31' })).data!.unbalancedEntries).toHaveLength(1);
  });

  it('refuses a difference over the limit until the period limit is raised', async () => {
    expect(refusal(await gql(FIX, { c: company.andina, ids: [220] }))).toEqual([
      'La diferencia del asiento 10 (12,50) supera el límite de descuadre del período (1,00)',
      'CONFLICT',
    ]);
    const [{ pe_codigo }] = await sql<{ pe_codigo: number }>("select pe_codigo from emp_andina.tperiodo where pe_finicio = '2026-07-01'");
    const rest = await admin.rest('POST', `/rest/aplicativo/${company.andina}?accion=limiteDescuadreAsientos`, { pe_codigo, limite: '20' });
    expect([rest.status, rest.body.msj, rest.body.limite]).toEqual([200, 'Límite de descuadre del período 01/07/2026 - 31/07/2026: 20,00', '20.00']);
    const bad = await admin.rest('POST', `/rest/aplicativo/${company.andina}?accion=limiteDescuadreAsientos`, { pe_codigo, limite: '-1' });
    expect([bad.body.msj, bad.body.inputid]).toEqual(['El límite de descuadre debe ser un monto de 0,00 a 9999,99', 'limite']);
    const fixed = await admin.rest('POST', `/rest/aplicativo/${company.andina}?accion=descuadreAsientos`, { asientos: [220] });
    expect([fixed.status, fixed.body.msj, fixed.body.asientos]).toEqual([200, 'Se cuadró 1 asiento', [220]]);
  });
});

describe('module 4: restore an electronic document', () => {
  it('decodes an access key and refuses a wrong length or check digit', () => {
    const key = buildAccessKey({
      issueDate: '25112026',
      documentType: '01',
      ruc: '1792456134001',
      environment: '2',
      establishment: '001',
      emissionPoint: '002',
      sequence: '000000123',
      numericCode: '12345678',
      emissionType: '1',
    });
    expect(decodeAccessKey(key)).toMatchObject({
      issueDate: '2026-11-25',
      documentType: '01',
      ruc: '1792456134001',
      environment: '2',
      establishment: '001',
      emissionPoint: '002',
      sequence: '000000123',
      numericCode: '12345678',
      emissionType: '1',
    });
    expect(() => decodeAccessKey(key.slice(0, 48))).toThrow('El número de autorización debe tener 49 dígitos');
    expect(() => decodeAccessKey(`${key}0`)).toThrow('El número de autorización debe tener 49 dígitos');
    const wrong = `${key.slice(0, 48)}${(Number(key[48]) + 1) % 10}`;
    expect(() => decodeAccessKey(wrong)).toThrow(CHECK_DIGIT_MESSAGE(wrong[48]!, Number(key[48])));
    expect(CHECK_DIGIT_MESSAGE('5', 3)).toBe('El dígito verificador de la clave de acceso no es válido: termina en 5 y debería terminar en 3');
  });

  it('puts a returned document back to pending, audited; a second time it is already pending', async () => {
    const [doc] = await sql<{ doc_numaut: string }>('select doc_numaut from emp_andina.tdocelectronico where trn_codigo = 1');
    const r = await gql(RESTORE, { c: company.andina, n: doc.doc_numaut });
    expect(r.data!.restoreElectronicDocument).toMatchObject({
      message: 'Documento electrónico 001-001-000000001 restaurado: queda pendiente de envío',
      document: { state: 'PENDING', authorizedAt: null, voucher: '001-001-000000001', message: 'Restaurado por el aplicativo para reenvío' },
      key: { issueDate: '2025-12-01', documentType: '01', sequence: '000000001' },
    });
    expect((await audits('aplicativo_restaurar_docele')).map((a) => a.aud_observacion)).toEqual([`${doc.doc_numaut}: DEVUELTO -> PENDIENTE`]);
    expect(refusal(await gql(RESTORE, { c: company.andina, n: doc.doc_numaut }))).toEqual(['El documento electrónico ya está pendiente de envío', 'CONFLICT']);
  });

  it('refuses through REST a number that is not 49 digits, a wrong check digit, and an unknown document', async () => {
    const path = `/rest/aplicativo/${company.andina}?accion=restaurarDocele`;
    const short = await admin.rest('POST', path, { numAutorizacion: '123' });
    expect([short.status, short.body.msj, short.body.inputid]).toEqual([200, 'El número de autorización debe tener 49 dígitos', 'numAutorizacion']);
    const [doc] = await sql<{ doc_numaut: string }>('select doc_numaut from emp_andina.tdocelectronico where trn_codigo = 2');
    const bad = `${doc.doc_numaut.slice(0, 48)}${(Number(doc.doc_numaut[48]) + 1) % 10}`;
    expect((await admin.rest('POST', path, { numAutorizacion: bad })).body.msj).toMatch(/^El dígito verificador de la clave de acceso no es válido/);
    const [other] = await sql<{ doc_numaut: string }>('select doc_numaut from emp_pacifico.tdocelectronico limit 1');
    expect((await admin.rest('POST', path, { numAutorizacion: other.doc_numaut })).body.msj).toBe(
      'No existe un documento electrónico con ese número de autorización en la empresa',
    );
  });
});

describe('module 5: menu options', () => {
  it('activates an option, answers menus and guia; refuses none and one already active', async () => {
    const list = await admin.rest('GET', `/rest/aplicativo/${company.andina}?accion=opcionesMenu`);
    expect((list.body.procesos as unknown[]).length).toBe(5);
    const guide = (list.body.menus as { opm_codigo: number; label: string }[]).find((m) => m.label === 'Guías de remisión')!;
    expect(refusal(await gql(ACTIVATE, { c: company.andina }))).toEqual(['Seleccione una opción', 'BAD_USER_INPUT']);
    const r = await admin.rest('POST', `/rest/aplicativo/${company.andina}?accion=opcionMenu`, { opm_codigo: guide.opm_codigo });
    expect([r.status, r.body.msj, r.body.guia]).toEqual([
      200,
      'Opción Guías de remisión activada',
      'Ventas > Guías de remisión: emita la guía desde una factura o de forma independiente.',
    ]);
    expect((r.body.menus as { opm_codigo: number; habilitado: string }[]).find((m) => m.opm_codigo === guide.opm_codigo)!.habilitado).toBe('T');
    expect(refusal(await gql(ACTIVATE, { c: company.andina, o: guide.opm_codigo }))).toEqual(['La opción ya está activa en la empresa', 'CONFLICT']);
    expect((await audits('aplicativo_activar_opcion')).map((a) => a.aud_observacion)).toEqual(['Guías de remisión']);
  });
});

describe('aplicativo: other refusals', () => {
  it('refuses an empty selection, a company without rounding account, inverted dates, and a read-only user fixing', async () => {
    expect(refusal(await gql(FIX, { c: company.andina, ids: [] }))).toEqual(['Seleccione al menos un asiento', 'BAD_USER_INPUT']);
    expect(refusal(await gql(FIX, { c: company.andina, ids: [114] }, readOnly))).toEqual(['No tiene los permisos para realizar esta acción', 'FORBIDDEN']);
    // Reading is level 1: the read-only user lists the entries.
    expect((await gql(ENTRIES, { c: company.andina, from: '2026-03-01', to: '2026-03-31' }, readOnly)).data!.unbalancedEntries).toHaveLength(1);
    await sql("delete from emp_pacifico.tparametro where par_clave = 'CUENTA_REDONDEO'");
    expect(refusal(await gql(FIX, { c: company.pacifico, ids: [61] }))).toEqual([
      'La empresa no tiene configurada la cuenta de redondeo (CUENTA_REDONDEO): no se pueden cuadrar asientos',
      'CONFLICT',
    ]);
    expect(refusal(await gql(SET_INITIAL, { c: company.pacifico, from: '2027-02-01', to: '2027-01-31' }))).toEqual([
      'La fecha de inicio no puede ser posterior a la fecha de fin',
      'BAD_USER_INPUT',
    ]);
    expect(refusal(await gql(ENTRIES, { c: company.pacifico, from: '2026-02-01', to: '2026-01-31' }))).toEqual([
      'La fecha de inicio no puede ser posterior a la fecha de fin',
      'BAD_USER_INPUT',
    ]);
  });

  it('refuses to work on a company whose database is on another server', async () => {
    const [doc] = await sql<{ doc_numaut: string }>('select doc_numaut from emp_costena.tdocelectronico limit 1');
    expect(refusal(await gql(RESTORE, { c: company.costena, n: doc.doc_numaut }))).toEqual([
      'La base de RESTAURANTE LA COSTEÑA COSTERES S.A. no está en este servidor: el aplicativo no puede trabajar sobre ella',
      'CONFLICT',
    ]);
  });
});
