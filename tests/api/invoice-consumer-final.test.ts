import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MSG as M } from '../../api/src/modules/invoices/messages.js';
import { ApiClient } from '../support/client.js';
import type { TestServer } from '../support/server.js';
import { andinaIntegrator, graphqlWithToken, invoiceBody, postDocument } from './invoice-api-fixtures.js';
import { businessDay } from '../../api/src/domain/dates.js';

let server: TestServer;
const integrator = () => new ApiClient(server.url);
let andina: number;
let token: string;

const sql = <T>(text: string, params: unknown[] = []) => server.services.orm.em.fork().getConnection().execute<T[]>(text, params);
const CONSUMER = { clp_cedruc: '9999999999999', clp_nombre: 'CONSUMIDOR FINAL' };

/** The sample invoice (80.50) to the consumidor final. */
const consumerInvoice = (buyer: Record<string, unknown> = CONSUMER) => ({ ...invoiceBody(), cliente: buyer });

/** A credit note of 28.75 (the sample's second line) on an invoice, to a buyer. */
const creditNote = (invoiceNumber: string, buyer: Record<string, unknown>) => ({
  idempotencia: `nc-cf-${process.pid}-${Date.now()}-${Math.random()}`,
  alm_nroest: '001',
  tdv_numero: '001',
  trn_fecha: businessDay(),
  trn_codref: invoiceNumber,
  trn_motivo: 'Devolución',
  cliente: buyer,
  detalle: [
    { art_descri: 'Licencia de usuario adicional', det_cantidad: '3', det_precio: '8.333333', det_subtotal: '25.00', iva_codigo: '4', det_iva: '3.75' },
  ],
  trn_subtotal: '25.00',
  trn_iva: '3.75',
  trn_total: '28.75',
  pagos: [{ fpa_codigo: '01', pag_valor: '28.75' }],
});

beforeAll(async () => {
  ({ server, andina, token } = await andinaIntegrator());
}, 120_000);
afterAll(async () => server?.close());

describe('consumidor final (9999999999999, SRI identification type 07)', () => {
  it('is accepted as the buyer of an invoice, stored without a referente (no client), named CONSUMIDOR FINAL', async () => {
    const res = await postDocument(integrator(), 'factura', andina, consumerInvoice(), token);
    expect([res.status, res.body.estado, res.body.trn_total, res.body.doc_tipo]).toEqual([200, 200, '80.50', '01']);
    const [row] = await sql<{ clp_codigo: number | null; referentes: number }>(
      `select t.clp_codigo, (select count(*)::int from emp_andina.tclipro where clp_cedruc = '9999999999999') referentes from emp_andina.ttransaccion t where t.trn_codigo = ?`,
      [res.body.trn_codigo],
    );
    expect(row).toEqual({ clp_codigo: null, referentes: 0 });
    // The reports name a document without a client CONSUMIDOR FINAL.
    const omitted = await postDocument(integrator(), 'factura', andina, consumerInvoice({ clp_cedruc: '9999999999999' }), token);
    expect(omitted.body.estado).toBe(200);
    const lower = await postDocument(integrator(), 'factura', andina, consumerInvoice({ clp_cedruc: '9999999999999', clp_nombre: 'consumidor final' }), token);
    expect(lower.body.estado).toBe(200);
  });

  it('refuses another name for the consumidor final, (HTTP 200 with estado 400, as every business refusal), and another 13-digit number still goes through the RUC validator', async () => {
    const named = await postDocument(integrator(), 'factura', andina, consumerInvoice({ clp_cedruc: '9999999999999', clp_nombre: 'JUAN PÉREZ' }), token);
    expect([named.status, named.body.estado, named.body.inputid, named.body.msg]).toEqual([200, 400, 'cliente.clp_nombre', M.consumerFinalName]);
    expect(M.consumerFinalName).toBe('El comprador con identificación 9999999999999 es el consumidor final: su nombre (clp_nombre) debe ser CONSUMIDOR FINAL');
    const almost = await postDocument(integrator(), 'factura', andina, consumerInvoice({ clp_cedruc: '9999999999998', clp_nombre: 'CONSUMIDOR FINAL' }), token);
    expect([almost.body.inputid, almost.body.msg]).toEqual([
      'cliente.clp_cedruc',
      'Identificación del comprador (clp_cedruc): Ingrese un número de ruc válido',
    ]);
  });

  it('a credit note to the consumidor final follows the same rules: same buyer as the invoice, within its balance', async () => {
    const invoice = await postDocument(integrator(), 'factura', andina, consumerInvoice(), token);
    const number = invoice.body.trn_compro as string;
    const other = await postDocument(
      integrator(),
      'notacredito',
      andina,
      creditNote(number, { clp_cedruc: '1710034065', clp_nombre: 'MARÍA JOSÉ ANDRADE' }),
      token,
    );
    expect([other.body.inputid, other.body.msg]).toEqual(['cliente.clp_cedruc', M.invoiceRefBuyer(number)]);
    const first = await postDocument(integrator(), 'notacredito', andina, creditNote(number, CONSUMER), token);
    expect([first.body.estado, first.body.doc_tipo, first.body.trn_total]).toEqual([200, '04', '28.75']);
    const second = await postDocument(integrator(), 'notacredito', andina, creditNote(number, CONSUMER), token);
    expect(second.body.estado).toBe(200);
    // 80.50 − 2 × 28.75 = 23.00 left.
    const over = await postDocument(integrator(), 'notacredito', andina, creditNote(number, CONSUMER), token);
    expect([over.body.inputid, over.body.msg]).toEqual(['trn_total', M.invoiceRefBalance('28.75', '23.00')]);
    // An invoice to a cédula is not the consumidor final's.
    const named = await postDocument(integrator(), 'factura', andina, invoiceBody(), token);
    const wrong = await postDocument(integrator(), 'notacredito', andina, creditNote(named.body.trn_compro as string, CONSUMER), token);
    expect([wrong.body.inputid, wrong.body.msg]).toEqual(['cliente.clp_cedruc', M.invoiceRefBuyer(named.body.trn_compro as string)]);
  });

  it('is accepted by GraphQL too (submitInvoice with buyer.idNumber 9999999999999)', async () => {
    const b = invoiceBody();
    const input = {
      idempotencyKey: b.idempotencia,
      establishment: '001',
      emissionPoint: '001',
      date: b.trn_fecha,
      buyer: { idNumber: '9999999999999', name: 'CONSUMIDOR FINAL' },
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
      payments: [{ method: '01', amount: b.trn_total }],
    };
    const SUBMIT = 'mutation ($c: Int!, $i: InvoiceDocumentInput!) { submitInvoice(companyId: $c, input: $i) { documentType total repeated } }';
    const ok = await graphqlWithToken<{ submitInvoice: Record<string, unknown> }>(server, token, SUBMIT, { c: andina, i: input });
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.submitInvoice).toEqual({ documentType: 'INVOICE', total: '80.50', repeated: false });
    const bad = await graphqlWithToken(server, token, SUBMIT, {
      c: andina,
      i: { ...input, idempotencyKey: `${b.idempotencia}-x`, buyer: { idNumber: '9999999999999', name: 'OTRO' } },
    });
    expect(bad.errors![0]!.message).toBe(M.consumerFinalName);
    expect(bad.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.buyer.name' });
  });
});
