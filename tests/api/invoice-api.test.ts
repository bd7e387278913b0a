import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CEDULA_INVALID_MESSAGE, IDENTITY_FORMAT_MESSAGE } from '../../api/src/domain/identity.js';
import { DOCUMENT_MSG as M } from '../../api/src/modules/invoices/messages.js';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { companyIdOf, createToken, graphqlWithToken, invoiceBody, postDocument } from './invoice-api-fixtures.js';
import { businessDay, plusDays } from '../../api/src/domain/dates.js';

let server: TestServer;
let staff: ApiClient;
let integrator: ApiClient;
let andina: number;
let pacifico: number;
let token: string;
let pacificoToken: string;

const sql = <T>(text: string, params: unknown[] = []) => server.services.orm.em.fork().getConnection().execute<T[]>(text, params);
const counts = async (schema: string) =>
  (
    await sql<{ trn: number; api: number; doc: number; det: number }>(
      `select (select count(*)::int from ${schema}.ttransaccion) trn, (select count(*)::int from ${schema}.tdocapi) api,
            (select count(*)::int from ${schema}.tdocelectronico) doc, (select count(*)::int from ${schema}.ttransaccion_det) det`,
    )
  )[0]!;
const daysAgo = (n: number) => plusDays(businessDay(), -n);

/** Modulo 11 of the SRI written out again here (weights 2..7 from the right; 11 → 0, 10 → 1). */
function checkDigit(first48: string): number {
  let sum = 0;
  [...first48].reverse().forEach((d, i) => (sum += Number(d) * [2, 3, 4, 5, 6, 7][i % 6]!));
  const r = 11 - (sum % 11);
  return r === 11 ? 0 : r === 10 ? 1 : r;
}

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  staff = new ApiClient(server.url);
  integrator = new ApiClient(server.url);
  await staff.login('admin', TEST_PASSWORD);
  andina = await companyIdOf(server, 'andina');
  pacifico = await companyIdOf(server, 'pacifico');
  token = (await createToken(staff, andina)).token;
  pacificoToken = (await createToken(staff, pacifico, 'Tienda en línea')).token;
  // A cancelled emission point (002) and a manual one (003) in Andina's establishment 001.
  await sql(`insert into emp_andina.tpuntoventa (tdv_estado, tdv_numero, tdv_nombre, tdv_tipo, tdv_nroestab, alm_codigo)
             select 1, '002', 'PtoElec002', 4, '001', alm_codigo from emp_andina.talmacen where alm_nroest = '001'
             union all select 0, '003', 'Caja manual', 3, '001', alm_codigo from emp_andina.talmacen where alm_nroest = '001'
             union all select 0, '004', 'PtoElec004', 4, '001', alm_codigo from emp_andina.talmacen where alm_nroest = '001'`);
}, 120_000);
afterAll(async () => server?.close());

describe('API documentation and catalogues (no session, no token)', () => {
  it('datosapi?opc=getdatosini lists the requests with their parameters by place, type, name, value and example', async () => {
    const res = await integrator.rest('GET', '/rest/facturacion/datosapi?opc=getdatosini');
    expect(res.status).toBe(200);
    expect(res.body.estado).toBe(200);
    const requests = res.body.peticiones as Array<{ api: string; metodo: string; parametros: Array<Record<string, string>> }>;
    expect(requests.map((r) => `${r.metodo} ${r.api}`)).toEqual([
      'GET /rest/{service}/formaspago/{id}',
      'POST /rest/{service}/factura/{id}?opc=save',
      'POST /rest/{service}/notacredito/{id}?opc=save',
    ]);
    const invoice = requests[1]!;
    expect(invoice.parametros.map((p) => [p.tipoparametro, p.tipodato, p.parametro])).toEqual([
      ['path', 'int', 'id'],
      ['headers', 'string', 'Authorization'],
      ['body', 'json', 'body'],
    ]);
    const example = JSON.parse(invoice.parametros[2]!.ejemploparametro) as { trn_fecha: string; trn_total: string };
    expect(example.trn_fecha).toBe(businessDay());
    expect(example.trn_total).toBe('80.50');
  });

  it('formaspago answers the SRI payment methods in lstransaccpago with estado and msg', async () => {
    const res = await integrator.rest('GET', `/rest/facturacion/formaspago/${andina}`);
    expect(res.body.estado).toBe(200);
    expect(res.body.msg).toBe('Formas de pago del SRI');
    expect(res.body.lstransaccpago).toEqual([
      { fpa_codigo: '01', fpa_descri: 'SIN UTILIZACIÓN DEL SISTEMA FINANCIERO' },
      { fpa_codigo: '15', fpa_descri: 'COMPENSACIÓN DE DEUDAS' },
      { fpa_codigo: '16', fpa_descri: 'TARJETA DE DÉBITO' },
      { fpa_codigo: '17', fpa_descri: 'DINERO ELECTRÓNICO' },
      { fpa_codigo: '18', fpa_descri: 'TARJETA PREPAGO' },
      { fpa_codigo: '19', fpa_descri: 'TARJETA DE CRÉDITO' },
      { fpa_codigo: '20', fpa_descri: 'OTROS CON UTILIZACIÓN DEL SISTEMA FINANCIERO' },
      { fpa_codigo: '21', fpa_descri: 'ENDOSO DE TÍTULOS' },
    ]);
  });
});

describe('invoice', () => {
  it('is stored with its consecutive number, lines, payments and a 49-digit access key whose modulo-11 digit checks', async () => {
    const before = await counts('emp_andina');
    const [{ last }] = (await sql<{ last: number | null }>(
      `select max(substr(trn_compro, 9)::int) as last from emp_andina.ttransaccion where tra_codigo = 1 and trn_compro like '001-001-%'`,
    )) as [{ last: number | null }];
    const res = await postDocument(integrator, 'factura', andina, invoiceBody(), token);
    expect(res.status).toBe(200);
    const expected = (last ?? 0) + 1;
    expect(res.body).toMatchObject({
      estado: 200,
      secuencial: expected,
      trn_compro: `001-001-${String(expected).padStart(9, '0')}`,
      doc_tipo: '01',
      trn_total: '80.50',
      repetido: false,
    });
    expect(res.body.msg).toBe(M.saved('factura', res.body.trn_compro as string));
    const key = res.body.claveacceso as string;
    expect(key).toMatch(/^\d{49}$/);
    expect(Number(key[48])).toBe(checkDigit(key.slice(0, 48)));
    const [ruc] = await sql<{ alm_ruc: string }>(`select alm_ruc from emp_andina.talmacen where alm_nroest = '001'`);
    const today = businessDay();
    // Layout: ddmmaaaa, type 01, RUC, environment 2 (producción), 001, 001, sequential, numeric code 12345678 (alm_codnum), emission 1.
    expect(key.slice(0, 48)).toBe(
      `${today.slice(8, 10)}${today.slice(5, 7)}${today.slice(0, 4)}01${ruc!.alm_ruc}2001001${String(expected).padStart(9, '0')}123456781`,
    );
    const after = await counts('emp_andina');
    expect(after).toEqual({ trn: before.trn + 1, api: before.api + 1, doc: before.doc + 1, det: before.det + 2 });
    const [row] = await sql<Record<string, unknown>>(
      `select t.trn_subtotal::text s, t.trn_iva::text i, t.trn_total::text t, c.clp_cedruc, d.doc_numaut, d.doc_tipo, d.doc_estado,
              (select string_agg(tdt_cantidad::text || 'x' || tdt_precio::text || '=' || tdt_subtotal::text || '+' || tdt_iva::text, ' ' order by tdt_linea) from emp_andina.ttransaccion_det where trn_codigo = t.trn_codigo) lines,
              (select string_agg(fpa_codigo || ':' || tpa_valor::text, ' ') from emp_andina.ttransaccion_pago where trn_codigo = t.trn_codigo) pays
         from emp_andina.ttransaccion t join emp_andina.tclipro c on c.clp_codigo = t.clp_codigo join emp_andina.tdocelectronico d on d.trn_codigo = t.trn_codigo
        where t.trn_codigo = ?`,
      [res.body.trn_codigo],
    );
    expect(row).toEqual({
      s: '70.00',
      i: '10.50',
      t: '80.50',
      clp_cedruc: '1710034065',
      doc_numaut: key,
      doc_tipo: '01',
      doc_estado: 0,
      lines: '1.000000x45.000000=45.00+6.75 3.000000x8.333333=25.00+3.75',
      pays: '01:80.50',
    });
  });

  it('refuses each wrong field with a Spanish message naming it, and writes nothing', async () => {
    type Body = ReturnType<typeof invoiceBody>;
    const cases: Array<[string, (b: Body) => void, string, string]> = [
      ['no idempotency key', (b) => (b.idempotencia = ''), 'idempotencia', M.idempotencyKey],
      ['establishment of one digit', (b) => (b.alm_nroest = '1'), 'alm_nroest', M.establishmentFormat],
      ['unknown establishment', (b) => (b.alm_nroest = '009'), 'alm_nroest', M.establishmentMissing('009')],
      ['unknown emission point', (b) => (b.tdv_numero = '099'), 'tdv_numero', M.pointMissing('001', '099')],
      ['cancelled emission point', (b) => (b.tdv_numero = '002'), 'tdv_numero', M.pointInactive('001', '002')],
      ['manual emission point', (b) => (b.tdv_numero = '003'), 'tdv_numero', M.pointNotElectronic('001', '003')],
      ['impossible date', (b) => (b.trn_fecha = '2026-02-30'), 'trn_fecha', M.dateFormat],
      ['date written DD/MM/AAAA', (b) => (b.trn_fecha = '26/11/2026'), 'trn_fecha', M.dateFormat],
      ['date after today', (b) => (b.trn_fecha = daysAgo(-1)), 'trn_fecha', M.dateFuture],
      ['date older than 30 days', (b) => (b.trn_fecha = daysAgo(31)), 'trn_fecha', M.dateTooOld(30)],
      ['cédula with a wrong check digit', (b) => (b.cliente.clp_cedruc = '1710034066'), 'cliente.clp_cedruc', M.buyerId(CEDULA_INVALID_MESSAGE)],
      ['identity of 5 digits', (b) => (b.cliente.clp_cedruc = '12345'), 'cliente.clp_cedruc', M.buyerId(IDENTITY_FORMAT_MESSAGE)],
      ['buyer without name', (b) => (b.cliente.clp_nombre = ' '), 'cliente.clp_nombre', M.buyerName],
      ['buyer e-mail without domain', (b) => (b.cliente.clp_email = 'mandrade@'), 'cliente.clp_email', M.buyerEmail],
      ['no lines', (b) => (b.detalle = []), 'detalle', M.linesRequired],
      ['quantity zero', (b) => (b.detalle[0]!.det_cantidad = '0'), 'detalle[0].det_cantidad', M.lineQuantity(1)],
      ['price with 7 decimals', (b) => (b.detalle[1]!.det_precio = '8.3333333'), 'detalle[1].det_precio', M.linePrice(2)],
      ['discount with 3 decimals', (b) => (b.detalle[0]!.det_descuento = '1.005'), 'detalle[0].det_descuento', M.lineDiscount(1)],
      ['discount above quantity × price', (b) => (b.detalle[0]!.det_descuento = '45.01'), 'detalle[0].det_descuento', M.lineDiscountTooBig(1, '45.00')],
      ['line subtotal one cent off', (b) => (b.detalle[0]!.det_subtotal = '45.01'), 'detalle[0].det_subtotal', M.lineSubtotal(1, '45.01', '45.00')],
      ['unknown IVA code', (b) => (b.detalle[0]!.iva_codigo = '9'), 'detalle[0].iva_codigo', M.lineIvaCode(1, '0, 2, 3, 4, 5, 6, 7, 8, 10')],
      ['line IVA one cent off', (b) => (b.detalle[0]!.det_iva = '6.74'), 'detalle[0].det_iva', M.lineIva(1, '6.74', '15%', '45.00', '6.75')],
      [
        'subtotal one cent off',
        (b) => ((b.trn_subtotal = '70.01'), (b.trn_total = '80.51'), (b.pagos[0]!.pag_valor = '80.51')),
        'trn_subtotal',
        M.subtotal('70.01', '70.00'),
      ],
      ['IVA one cent off', (b) => ((b.trn_iva = '10.49'), (b.trn_total = '80.49'), (b.pagos[0]!.pag_valor = '80.49')), 'trn_iva', M.iva('10.49', '10.50')],
      ['total one cent off', (b) => ((b.trn_total = '80.51'), (b.pagos[0]!.pag_valor = '80.51')), 'trn_total', M.total('80.51', '80.50')],
      ['total as a float with more decimals', (b) => (b.trn_total = '80.499'), 'trn_total', M.totalFormat('total', 'trn_total')],
      ['no payments', (b) => (b.pagos = []), 'pagos', M.paymentsRequired],
      ['unknown payment method', (b) => (b.pagos[0]!.fpa_codigo = '99'), 'pagos[0].fpa_codigo', M.paymentMethod(1)],
      ['payments short of the total', (b) => (b.pagos[0]!.pag_valor = '80.00'), 'pagos', M.paymentsSum('80.00', '80.50')],
      ['payment term in weeks', (b) => (b.pagos[0]!.pag_unidad = 'semanas'), 'pagos[0].pag_unidad', M.paymentUnit(1)],
    ];
    const before = await counts('emp_andina');
    const answers: Array<[string, unknown, unknown, unknown]> = [];
    for (const [name, change, field, message] of cases) {
      const body = invoiceBody();
      change(body);
      const res = await postDocument(integrator, 'factura', andina, body, token);
      answers.push([name, res.body.estado, res.body.inputid, res.body.msg]);
      expect([name, res.body.estado, res.body.inputid, res.body.msg], name).toEqual([name, 400, field, message]);
    }
    expect(answers).toHaveLength(cases.length);
    expect(await counts('emp_andina')).toEqual(before);
  });

  it('adds lines, IVA and totals to the cent on exact decimals (3 × 8.333333 = 25.00; 0.125 rounds to 0.13, its 15% to 0.02)', async () => {
    const body = invoiceBody();
    body.detalle = [
      {
        art_codigo: 'A',
        art_descri: 'Tercios',
        det_cantidad: '3',
        det_precio: '8.333333',
        det_descuento: '0',
        det_subtotal: '25.00',
        iva_codigo: '4',
        det_iva: '3.75',
      },
      {
        art_codigo: 'B',
        art_descri: 'Medio centavo',
        det_cantidad: '1',
        det_precio: '0.125',
        det_descuento: '0',
        det_subtotal: '0.13',
        iva_codigo: '4',
        det_iva: '0.02',
      },
      {
        art_codigo: 'C',
        art_descri: 'Décimos',
        det_cantidad: '0.1',
        det_precio: '0.2',
        det_descuento: '0',
        det_subtotal: '0.02',
        iva_codigo: '0',
        det_iva: '0.00',
      },
    ];
    Object.assign(body, { trn_subtotal: '25.15', trn_iva: '3.77', trn_total: '28.92' });
    body.pagos = [
      { fpa_codigo: '19', pag_valor: '20.00', pag_plazo: 0, pag_unidad: 'dias' },
      { fpa_codigo: '01', pag_valor: '8.92', pag_plazo: 0, pag_unidad: 'dias' },
    ];
    const ok = await postDocument(integrator, 'factura', andina, body, token);
    expect([ok.body.estado, ok.body.trn_total]).toEqual([200, '28.92']);
    const wrong = invoiceBody();
    wrong.detalle = [{ ...body.detalle[1]!, det_subtotal: '0.12', det_iva: '0.02' }];
    Object.assign(wrong, { trn_subtotal: '0.12', trn_iva: '0.02', trn_total: '0.14' });
    wrong.pagos = [{ fpa_codigo: '01', pag_valor: '0.14', pag_plazo: 0, pag_unidad: 'dias' }];
    const res = await postDocument(integrator, 'factura', andina, wrong, token);
    expect([res.body.inputid, res.body.msg]).toEqual(['detalle[0].det_subtotal', M.lineSubtotal(1, '0.12', '0.13')]);
  });

  it('answers a resubmission with the same idempotency key with the first answer and creates nothing', async () => {
    const body = invoiceBody();
    const first = await postDocument(integrator, 'factura', andina, body, token);
    const before = await counts('emp_andina');
    const again = await postDocument(integrator, 'factura', andina, body, token);
    expect(again.body).toEqual({ ...first.body, repetido: true });
    expect(await counts('emp_andina')).toEqual(before);
    const changed = { ...body, trn_fecha: daysAgo(1) };
    const reused = await postDocument(integrator, 'factura', andina, changed, token);
    expect([reused.body.estado, reused.body.inputid, reused.body.msg]).toEqual([409, 'idempotencia', M.idempotencyReused]);
    expect(await counts('emp_andina')).toEqual(before);
  });

  it('answers a retry with its first answer even when the rules would now refuse it (its emission point since cancelled)', async () => {
    const body = { ...invoiceBody(), tdv_numero: '004' };
    const first = await postDocument(integrator, 'factura', andina, body, token);
    expect([first.body.estado, first.body.trn_compro]).toEqual([200, '001-004-000000001']);
    await sql(`update emp_andina.tpuntoventa set tdv_estado = 1 where tdv_numero = '004'`);
    const retry = await postDocument(integrator, 'factura', andina, body, token);
    expect(retry.body).toEqual({ ...first.body, repetido: true });
    const fresh = await postDocument(integrator, 'factura', andina, { ...invoiceBody(), tdv_numero: '004' }, token);
    expect([fresh.body.inputid, fresh.body.msg]).toEqual(['tdv_numero', M.pointInactive('001', '004')]);
  });

  it('gives 50 concurrent invoices of one emission point 50 distinct consecutive sequentials, and 10 concurrent resubmissions one document', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => postDocument(integrator, 'factura', pacifico, invoiceBody(), pacificoToken)));
    expect(answers.map((a) => a.body.estado)).toEqual(Array(50).fill(200));
    const sequentials = answers.map((a) => a.body.secuencial as number).sort((a, b) => a - b);
    expect(new Set(sequentials).size).toBe(50);
    expect(sequentials).toEqual(Array.from({ length: 50 }, (_, i) => sequentials[0]! + i));
    expect(new Set(answers.map((a) => a.body.claveacceso)).size).toBe(50);
    const body = invoiceBody();
    const before = await counts('emp_pacifico');
    const same = await Promise.all(Array.from({ length: 10 }, () => postDocument(integrator, 'factura', pacifico, body, pacificoToken)));
    expect(new Set(same.map((a) => a.body.trn_codigo)).size).toBe(1);
    expect(same.filter((a) => a.body.repetido === false)).toHaveLength(1);
    expect((await counts('emp_pacifico')).trn).toBe(before.trn + 1);
  }, 120_000);
});

describe('credit note', () => {
  it('must reference an existing, same-buyer invoice and cannot exceed its balance', async () => {
    const invoice = await postDocument(integrator, 'factura', andina, invoiceBody(), token);
    const number = invoice.body.trn_compro as string;
    const note = (total: '51.75' | '28.75', key: string, changes: Record<string, unknown> = {}) => {
      const today = businessDay();
      const body = {
        idempotencia: key,
        alm_nroest: '001',
        tdv_numero: '001',
        trn_fecha: today,
        trn_codref: number,
        trn_motivo: 'Devolución',
        cliente: { clp_cedruc: '1710034065', clp_nombre: 'MARÍA JOSÉ ANDRADE' },
        detalle:
          total === '51.75'
            ? [{ art_descri: 'Soporte técnico mensual', det_cantidad: '1', det_precio: '45.00', det_subtotal: '45.00', iva_codigo: '4', det_iva: '6.75' }]
            : [
                {
                  art_descri: 'Licencia de usuario adicional',
                  det_cantidad: '3',
                  det_precio: '8.333333',
                  det_subtotal: '25.00',
                  iva_codigo: '4',
                  det_iva: '3.75',
                },
              ],
        trn_subtotal: total === '51.75' ? '45.00' : '25.00',
        trn_iva: total === '51.75' ? '6.75' : '3.75',
        trn_total: total,
        pagos: [{ fpa_codigo: '01', pag_valor: total }],
        ...changes,
      };
      return postDocument(integrator, 'notacredito', andina, body, token);
    };
    const stamp = `${process.pid}-${Date.now()}`;
    const missing = await note('51.75', `nc-a-${stamp}`, { trn_codref: '001-001-999999999' });
    expect([missing.body.inputid, missing.body.msg]).toEqual(['trn_codref', M.invoiceRefMissing('001-001-999999999')]);
    const noRef = await note('51.75', `nc-b-${stamp}`, { trn_codref: 'F-12', trn_motivo: '' });
    expect([noRef.body.inputid, noRef.body.msg]).toEqual(['trn_codref', M.invoiceRefFormat]);
    const other = await note('51.75', `nc-c-${stamp}`, { cliente: { clp_cedruc: '0926687856', clp_nombre: 'OTRO COMPRADOR' } });
    expect([other.body.inputid, other.body.msg]).toEqual(['cliente.clp_cedruc', M.invoiceRefBuyer(number)]);
    const first = await note('51.75', `nc-d-${stamp}`);
    expect([first.body.estado, first.body.doc_tipo, first.body.secuencial]).toEqual([200, '04', expect.any(Number)]);
    // 80.50 − 51.75 = 28.75 left: a second 51.75 is refused, 28.75 passes, then nothing is left.
    const over = await note('51.75', `nc-e-${stamp}`);
    expect([over.body.inputid, over.body.msg]).toEqual(['trn_total', M.invoiceRefBalance('51.75', '28.75')]);
    const rest = await note('28.75', `nc-f-${stamp}`);
    expect(rest.body.estado).toBe(200);
    const none = await note('28.75', `nc-g-${stamp}`);
    expect([none.body.inputid, none.body.msg]).toEqual(['trn_total', M.invoiceRefBalance('28.75', '0.00')]);
    const [row] = await sql<{ n: number }>('select count(*)::int n from emp_andina.ttransaccion where trn_codref = ? and tra_codigo = 4', [
      invoice.body.trn_codigo,
    ]);
    expect(row!.n).toBe(2);
  });
});

describe('API tokens', () => {
  it('refuses a missing, unknown, other-company or revoked token; staff see prefixes only and the actions are audited', async () => {
    const body = invoiceBody();
    const none = await postDocument(integrator, 'factura', andina, body);
    expect([none.status, none.body.msg]).toEqual([401, 'Falta el token de API: envíelo en la cabecera Authorization: Bearer <token>']);
    const unknown = await postDocument(integrator, 'factura', andina, body, 'isy_no-existe');
    expect([unknown.status, unknown.body.msg]).toEqual([401, 'El token de API no es válido']);
    const other = await postDocument(integrator, 'factura', andina, body, pacificoToken);
    expect([other.status, other.body.msg]).toEqual([403, `El token de API no pertenece a la empresa ${andina}`]);
    const { token: revocable, id } = await createToken(staff, andina, 'Integración retirada');
    expect((await postDocument(integrator, 'factura', andina, invoiceBody(), revocable)).body.estado).toBe(200);
    const revoke = await staff.graphql<{ revokeApiToken: { message: string; apiToken: { state: string; revokedBy: string } } }>(
      'mutation ($id: Int!) { revokeApiToken(id: $id) { message apiToken { state revokedBy } } }',
      { id },
    );
    expect(revoke.data!.revokeApiToken).toEqual({
      message: 'Se revocó el token Integración retirada: ya no se acepta en la API',
      apiToken: { state: 'REVOKED', revokedBy: 'Administrador General' },
    });
    const refused = await postDocument(integrator, 'factura', andina, invoiceBody(), revocable);
    expect([refused.status, refused.body.msg]).toEqual([401, 'El token de API fue revocado']);
    const list = await staff.graphql<{ apiTokens: { totalCount: number; items: Array<Record<string, unknown>> } }>(
      'query ($f: ApiTokenFilter) { apiTokens(filter: $f, orderBy: { field: NAME }) { totalCount items { name prefix state companyId } } }',
      { f: { companyId: andina } },
    );
    expect(list.data!.apiTokens).toEqual({
      totalCount: 2,
      items: [
        { name: 'ERP de pruebas', prefix: token.slice(0, 12), state: 'ACTIVE', companyId: andina },
        { name: 'Integración retirada', prefix: revocable.slice(0, 12), state: 'REVOKED', companyId: andina },
      ],
    });
    const [stored] = await sql<{ hashes: string }>("select string_agg(tok_hash, ',') hashes from tapitoken");
    expect(stored!.hashes).not.toContain(token.slice(4, 20));
    const audit = await sql<{ aud_accion: string }>(`select aud_accion from tauditoria where aud_entidad = 'tapitoken' order by aud_codigo`);
    expect(audit.map((a) => a.aud_accion)).toEqual(['crear', 'crear', 'crear', 'revocar']);
  });

  it('needs the apitokens permission: the read-only profile lists but cannot create or revoke', async () => {
    const reader = new ApiClient(server.url);
    await reader.login('consulta', TEST_PASSWORD);
    expect((await reader.graphql('{ apiTokens { totalCount } }')).errors).toBeUndefined();
    const res = await reader.graphql('mutation { createApiToken(input: { companyId: 1, name: "x" }) { token } }');
    expect(res.errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });
});

describe('GraphQL', () => {
  const SUBMIT = `mutation ($companyId: Int!, $input: InvoiceDocumentInput!) { submitInvoice(companyId: $companyId, input: $input) { number sequential accessKey documentType total repeated } }`;
  const toInput = (b: ReturnType<typeof invoiceBody>) => ({
    idempotencyKey: b.idempotencia,
    establishment: b.alm_nroest,
    emissionPoint: b.tdv_numero,
    date: b.trn_fecha,
    buyer: { idNumber: b.cliente.clp_cedruc, name: b.cliente.clp_nombre, address: b.cliente.clp_direcc, email: b.cliente.clp_email },
    lines: b.detalle.map((l) => ({
      code: l.art_codigo,
      description: l.art_descri,
      quantity: l.det_cantidad,
      unitPrice: l.det_precio,
      discount: l.det_descuento,
      subtotal: l.det_subtotal,
      ivaCode: l.iva_codigo,
      iva: l.det_iva,
    })),
    subtotal: b.trn_subtotal,
    iva: b.trn_iva,
    total: b.trn_total,
    payments: b.pagos.map((p) => ({ method: p.fpa_codigo, amount: p.pag_valor, term: p.pag_plazo, timeUnit: p.pag_unidad })),
  });

  it('submitInvoice stores the same document with the token, and names the input path of a wrong field', async () => {
    const ok = await graphqlWithToken<{ submitInvoice: Record<string, unknown> }>(server, token, SUBMIT, { companyId: andina, input: toInput(invoiceBody()) });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.submitInvoice).toMatchObject({ documentType: 'INVOICE', total: '80.50', repeated: false });
    expect(ok.data!.submitInvoice.accessKey).toMatch(/^\d{49}$/);
    const bad = toInput(invoiceBody());
    bad.lines[0]!.quantity = '-1';
    const res = await graphqlWithToken(server, token, SUBMIT, { companyId: andina, input: bad });
    expect(res.errors![0]!.message).toBe(M.lineQuantity(1));
    expect(res.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.lines.0.quantity' });
    const anonymous = await new ApiClient(server.url).graphql(SUBMIT, { companyId: andina, input: toInput(invoiceBody()) });
    expect(anonymous.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('submitCreditNote modifies an invoice of the same buyer', async () => {
    const invoice = await postDocument(integrator, 'factura', andina, invoiceBody(), token);
    const NOTE = `mutation ($companyId: Int!, $input: CreditNoteDocumentInput!) { submitCreditNote(companyId: $companyId, input: $input) { number documentType total accessKey } }`;
    const input = {
      ...toInput(invoiceBody()),
      invoiceNumber: invoice.body.trn_compro,
      reason: 'Devolución de la licencia',
      lines: [
        { code: 'LIC-002', description: 'Licencia de usuario adicional', quantity: '3', unitPrice: '8.333333', subtotal: '25.00', ivaCode: '4', iva: '3.75' },
      ],
      subtotal: '25.00',
      iva: '3.75',
      total: '28.75',
      payments: [{ method: '01', amount: '28.75' }],
    };
    const res = await graphqlWithToken<{ submitCreditNote: { number: string; documentType: string; total: string; accessKey: string } }>(server, token, NOTE, {
      companyId: andina,
      input,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.submitCreditNote).toMatchObject({ documentType: 'CREDIT_NOTE', total: '28.75' });
    expect(res.data!.submitCreditNote.accessKey.slice(8, 10)).toBe('04');
  });

  it('an active API token opens introspection for codegen and GraphiQL; a revoked one does not', async () => {
    const INTROSPECT = '{ __schema { mutationType { name } } }';
    const open = await graphqlWithToken<{ __schema: { mutationType: { name: string } } }>(server, token, INTROSPECT, {});
    expect(open.errors).toBeUndefined();
    expect(open.data!.__schema.mutationType.name).toBe('Mutation');
    const { token: old, id } = await createToken(staff, andina, 'Herramienta retirada');
    await staff.graphql('mutation ($id: Int!) { revokeApiToken(id: $id) { message } }', { id });
    const refused = await graphqlWithToken(server, old, INTROSPECT, {});
    expect(refused.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('paymentMethods answers the catalogue without a session', async () => {
    const res = await new ApiClient(server.url).graphql<{ paymentMethods: Array<{ code: string }> }>('{ paymentMethods { code description } }');
    expect(res.data!.paymentMethods.map((p) => p.code)).toEqual(['01', '15', '16', '17', '18', '19', '20', '21']);
  });
});
