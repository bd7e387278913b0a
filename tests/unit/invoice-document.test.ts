import { describe, expect, it } from 'vitest';
import { accessKeyCheckDigit, buildAccessKey, isValidAccessKey } from '../../api/src/domain/access-key.js';
import { sampleCreditNote, sampleInvoice } from '../../api/src/modules/api-docs/api-docs.catalog.js';
import { centsText, lineGross, parseScaled, scaledText, taxOf } from '../../api/src/modules/invoices/document-amounts.js';
import { checkDocument } from '../../api/src/modules/invoices/document-validation.js';
import { documentFromBody } from '../../api/src/modules/invoices/document.rest.js';
import { DOCUMENT_MSG as M } from '../../api/src/modules/invoices/messages.js';
import { prepareRequest, type ApiRequest } from '../../web/src/features/api-docs/api-request.js';
import { businessDay } from '../../api/src/domain/dates.js';

const TODAY = '2026-11-26';

describe('exact amounts of a document', () => {
  it('parses decimal text or numbers with a bounded number of decimals, never through a float', () => {
    expect(parseScaled('8.333333', 6)).toBe(8_333_333n);
    expect(parseScaled(0.1, 2)).toBe(10n);
    expect(parseScaled('80.5', 2)).toBe(8050n);
    expect(parseScaled('80.499', 2)).toBeNull();
    expect(parseScaled('-1', 2)).toBeNull();
    expect(parseScaled('1e3', 2)).toBeNull();
    expect(parseScaled(0.1 + 0.2, 2)).toBeNull();
  });

  it('rounds quantity × price and the tax half away from zero to the cent', () => {
    expect(centsText(lineGross(3_000_000n, 8_333_333n))).toBe('25.00');
    expect(centsText(lineGross(1_000_000n, 125_000n))).toBe('0.13');
    expect(centsText(lineGross(100_000n, 200_000n))).toBe('0.02');
    expect(centsText(taxOf(13n, 1500n))).toBe('0.02');
    expect(centsText(taxOf(4500n, 1500n))).toBe('6.75');
    expect(centsText(taxOf(3n, 1500n))).toBe('0.00');
    expect(scaledText(1500n, 2)).toBe('15');
    expect(scaledText(3_000_000n, 6)).toBe('3');
  });
});

describe('document checks without the database', () => {
  it('accepts the documented examples', () => {
    const invoice = checkDocument('invoice', documentFromBody(sampleInvoice(TODAY)), TODAY);
    expect('document' in invoice && [invoice.document.subtotal, invoice.document.iva, invoice.document.total]).toEqual([7000n, 1050n, 8050n]);
    const note = checkDocument('creditNote', documentFromBody(sampleCreditNote(TODAY)), TODAY);
    expect('document' in note && [note.document.invoiceNumber, note.document.total]).toEqual(['001-001-000000001', 5175n]);
  });

  it('names every wrong field at once, with its GraphQL path and its REST name', () => {
    const body = sampleInvoice(TODAY);
    body.detalle[0]!.det_cantidad = 'dos';
    body.pagos[0]!.fpa_codigo = '02';
    body.trn_fecha = '2026-12-01';
    const result = checkDocument('invoice', documentFromBody(body), TODAY);
    expect('problems' in result && result.problems).toEqual([
      { field: 'input.date', legacyField: 'trn_fecha', message: M.dateFuture },
      { field: 'input.lines.0.quantity', legacyField: 'detalle[0].det_cantidad', message: M.lineQuantity(1) },
      { field: 'input.payments.0.method', legacyField: 'pagos[0].fpa_codigo', message: M.paymentMethod(1) },
    ]);
  });

  it('takes today in Ecuador (UTC−5): 03:00 UTC is still the day before', () => {
    expect(businessDay(new Date('2026-11-27T03:00:00Z'))).toBe('2026-11-26');
    expect(businessDay(new Date('2026-11-27T05:00:00Z'))).toBe('2026-11-27');
  });
});

describe('access key', () => {
  it('appends the modulo-11 digit (weights 2..7 from the right; 11 → 0, 10 → 1) to the 48 digits of its layout', () => {
    const key = buildAccessKey({
      issueDate: '26112026',
      documentType: '01',
      ruc: '1792456134001',
      environment: '2',
      establishment: '001',
      emissionPoint: '001',
      sequence: '000000217',
      numericCode: '12345678',
      emissionType: '1',
    });
    expect(key).toBe('2611202601179245613400120010010000002171234567817');
    expect(isValidAccessKey(key)).toBe(true);
    expect(isValidAccessKey(`${key.slice(0, 48)}${(Number(key[48]) + 1) % 10}`)).toBe(false);
    expect(accessKeyCheckDigit('0'.repeat(48))).toBe(0);
  });
});

describe('the /api tester builds the request from the form', () => {
  const invoice: ApiRequest = {
    api: '/rest/{service}/factura/{id}?opc=save',
    metodo: 'POST',
    nombre: 'Factura',
    descripcion: '',
    parametros: [
      { tipoparametro: 'path', tipodato: 'int', parametro: 'id', valorparametro: '', ejemploparametro: '1' },
      { tipoparametro: 'headers', tipodato: 'string', parametro: 'Authorization', valorparametro: 'Bearer ', ejemploparametro: '' },
      { tipoparametro: 'body', tipodato: 'json', parametro: 'body', valorparametro: '', ejemploparametro: '{}' },
    ],
  };
  const messages = { idRequired: M.idRequired, invalidJson: 'El cuerpo (body) no es un JSON válido' };

  it("asks for the path id when it is missing or 0: 'Ingrese el parámetro id'", () => {
    for (const id of ['', ' ', '0', '00']) {
      expect(prepareRequest(invoice, { 'path:id': id, 'body:body': '{}' }, '', messages)).toEqual({
        ok: false,
        message: 'Ingrese el parámetro id',
        focus: 'path:id',
      });
    }
  });

  it('fills the path, sends only the headers given and the body as JSON; refuses a body that is not JSON', () => {
    const bare = prepareRequest(invoice, { 'path:id': '7', 'headers:Authorization': 'Bearer ', 'body:body': '{ "a": 1 }' }, '/soporte', messages);
    expect(bare).toEqual({
      ok: true,
      url: '/soporte/rest/facturacion/factura/7?opc=save',
      init: { method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/json' }, body: '{"a":1}', credentials: 'same-origin' },
    });
    const signed = prepareRequest(invoice, { 'path:id': '7', 'headers:Authorization': 'Bearer isy_x', 'body:body': '{}' }, '', messages);
    expect(signed.ok && (signed.init.headers as Record<string, string>).Authorization).toBe('Bearer isy_x');
    expect(prepareRequest(invoice, { 'path:id': '7', 'body:body': '{ a: 1 }' }, '', messages)).toEqual({
      ok: false,
      message: messages.invalidJson,
      focus: 'body:body',
    });
  });
});
