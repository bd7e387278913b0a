import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessKeyCheckDigit, accessKeyCheckDigitSql } from '../../api/src/domain/access-key.js';
import { DOCUMENT_MSG as M } from '../../api/src/modules/invoices/messages.js';
import { ApiClient } from '../support/client.js';
import type { TestServer } from '../support/server.js';
import { andinaIntegrator, invoiceBody, postDocument } from './invoice-api-fixtures.js';
import { businessDay, plusDays } from '../../api/src/domain/dates.js';

let server: TestServer;
let andina: number;
let token: string;
const integrator = () => new ApiClient(server.url);
const sql = <T>(text: string, params: unknown[] = []) => server.services.orm.em.fork().getConnection().execute<T[]>(text, params);
const daysAgo = (n: number) => plusDays(businessDay(), -n);

beforeAll(async () => {
  ({ server, andina, token } = await andinaIntegrator());
}, 120_000);
afterAll(async () => server?.close());

describe('the single statement that stores a document', () => {
  it('computes the access key check digit as accessKeyCheckDigit does (every remainder, 11 → 0 and 10 → 1 included)', async () => {
    let seed = 20_261_126;
    const random48 = () =>
      Array.from({ length: 48 }, () => {
        seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
        return String(seed % 10);
      }).join('');
    const keys = ['0'.repeat(48), '9'.repeat(48), '1'.repeat(48), ...Array.from({ length: 400 }, random48)];
    const rows = await sql<{ k: string; d: number }>(`select k, ${accessKeyCheckDigitSql('k')} as d from json_array_elements_text(?::json) as k`, [
      JSON.stringify(keys),
    ]);
    const expected = keys.map((k) => ({ k, d: accessKeyCheckDigit(k) }));
    expect(rows.map((r) => ({ k: r.k, d: Number(r.d) }))).toEqual(expected);
    // Every digit 0..9 occurs, so the 11 → 0 and 10 → 1 branches were taken.
    expect(new Set(expected.map((e) => e.d)).size).toBe(10);
  });

  it('one idempotency key sent at once with five different documents stores one; the others get CONFLICT and nothing', async () => {
    const key = `same-key-${process.pid}-${Date.now()}`;
    const before = await sql<{ n: number }>('select count(*)::int n from emp_andina.ttransaccion');
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map((n) => postDocument(integrator(), 'factura', andina, { ...invoiceBody(key), trn_fecha: daysAgo(n) }, token)),
    );
    expect(answers.map((a) => a.body.estado).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.body.estado === 409)) expect([a.body.inputid, a.body.msg]).toEqual(['idempotencia', M.idempotencyReused]);
    const after = await sql<{ n: number }>('select count(*)::int n from emp_andina.ttransaccion');
    expect(after[0]!.n).toBe(before[0]!.n + 1);
  });

  it('two credit notes sent at once on one invoice cannot both spend its balance', async () => {
    const invoice = await postDocument(integrator(), 'factura', andina, invoiceBody(), token);
    const note = (n: number) => ({
      idempotencia: `nc-race-${process.pid}-${Date.now()}-${n}`,
      alm_nroest: '001',
      tdv_numero: '001',
      trn_fecha: businessDay(),
      trn_codref: invoice.body.trn_compro,
      trn_motivo: 'Devolución',
      cliente: { clp_cedruc: '1710034065', clp_nombre: 'MARÍA JOSÉ ANDRADE' },
      detalle: [{ art_descri: 'Soporte técnico mensual', det_cantidad: '1', det_precio: '45.00', det_subtotal: '45.00', iva_codigo: '4', det_iva: '6.75' }],
      trn_subtotal: '45.00',
      trn_iva: '6.75',
      trn_total: '51.75',
      pagos: [{ fpa_codigo: '01', pag_valor: '51.75' }],
    });
    // 80.50: one 51.75 fits, the second finds 28.75 left.
    const [a, b] = await Promise.all([
      postDocument(integrator(), 'notacredito', andina, note(1), token),
      postDocument(integrator(), 'notacredito', andina, note(2), token),
    ]);
    const refused = [a, b].filter((r) => r.body.estado !== 200);
    expect([a, b].filter((r) => r.body.estado === 200)).toHaveLength(1);
    expect(refused.map((r) => [r.body.inputid, r.body.msg])).toEqual([['trn_total', M.invoiceRefBalance('51.75', '28.75')]]);
  });

  it('stores the consumidor final and a named buyer in the same statement shape: lines, payments, access key and answer', async () => {
    const res = await postDocument(integrator(), 'factura', andina, { ...invoiceBody(), cliente: { clp_cedruc: '9999999999999' } }, token);
    const [row] = await sql<Record<string, unknown>>(
      `select t.trn_compro, d.doc_numaut, a.dap_respuesta->>'accessKey' as answered, a.dap_respuesta->>'message' as message,
              (select count(*)::int from emp_andina.ttransaccion_det where trn_codigo = t.trn_codigo) lines,
              (select count(*)::int from emp_andina.ttransaccion_pago where trn_codigo = t.trn_codigo) payments
         from emp_andina.ttransaccion t join emp_andina.tdocelectronico d on d.trn_codigo = t.trn_codigo join emp_andina.tdocapi a on a.trn_codigo = t.trn_codigo
        where t.trn_codigo = ?`,
      [res.body.trn_codigo],
    );
    expect(row).toEqual({
      trn_compro: res.body.trn_compro,
      doc_numaut: res.body.claveacceso,
      answered: res.body.claveacceso,
      message: M.saved('factura', res.body.trn_compro as string),
      lines: 2,
      payments: 1,
    });
  });
});
