import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, demoClients } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { insertCompany } from './companies-fixtures.js';

/**
 * Two settings with a documented range: the period's unbalanced-entry limit (a money amount from
 * 0,00 to 9999,99, docs/aplicativo.md rule 3; 1,00 by default) and the SMS contract's count
 * (-1 unlimited or 1 to 10000000, docs/sms.md). Each value outside is refused naming the field,
 * and the refusal changes nothing.
 */

const SET_LIMIT = 'mutation ($c: Int, $p: Int!, $l: Money!) { setUnbalancedEntryLimit(companyId: $c, periodId: $p, limit: $l) { limit message } }';
const SAVE_SMS = 'mutation ($input: SmsContractInput!) { saveSmsContract(input: $input) { contracted } }';

let server: TestServer;
let admin: ApiClient;
let andina: number;
let periodId: number;

const sql = <T>(text: string, params: unknown[] = []) => server.services.orm.em.fork().getConnection().execute(text, params) as Promise<T[]>;
const answer = (r: { data: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }) =>
  r.errors ? [r.errors[0]!.message, r.errors[0]!.extensions?.code, r.errors[0]!.extensions?.field] : r.data;
const storedLimit = async () => (await sql<{ l: string }>('select pe_limdescuadre::text as l from emp_andina.tperiodo where pe_codigo = ?', [periodId]))[0]!.l;

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  ({ admin } = await demoClients(server.url, TEST_PASSWORD));
  andina = (await sql<{ emp_codigo: number }>("select emp_codigo from tempresa where emp_coding = 'andina'"))[0]!.emp_codigo;
  periodId = (await sql<{ pe_codigo: number }>("select pe_codigo from emp_andina.tperiodo where pe_finicio = '2026-07-01'"))[0]!.pe_codigo;
});
afterAll(async () => server?.close());

describe('the unbalanced-entry limit of a period (0,00 to 9999,99)', () => {
  it('accepts the range, 1.00 (the default) included', async () => {
    const set = async (l: string) => answer(await admin.graphql(SET_LIMIT, { c: andina, p: periodId, l }));
    expect(await set('0.00')).toEqual({ setUnbalancedEntryLimit: { limit: '0.00', message: 'Límite de descuadre del período 01/07/2026 - 31/07/2026: 0,00' } });
    expect(await set('9999.99')).toEqual({
      setUnbalancedEntryLimit: { limit: '9999.99', message: 'Límite de descuadre del período 01/07/2026 - 31/07/2026: 9999,99' },
    });
    expect(await set('1.00')).toEqual({ setUnbalancedEntryLimit: { limit: '1.00', message: 'Límite de descuadre del período 01/07/2026 - 31/07/2026: 1,00' } });
    expect(await storedLimit()).toBe('1.00');
  });

  it('refuses a negative amount, one over 9999,99 and more than two decimals, naming the field, and keeps the limit', async () => {
    const set = async (l: string) => answer(await admin.graphql(SET_LIMIT, { c: andina, p: periodId, l }));
    const range = ['El límite de descuadre debe ser un monto de 0,00 a 9999,99', 'BAD_USER_INPUT', 'limit'];
    expect(await set('-0.01')).toEqual(range);
    expect(await set('10000.00')).toEqual(range);
    expect(await set('99999999.00')).toEqual(range);
    // Not an amount at all: the Money scalar refuses it before the resolver runs.
    expect((await set('1.001')).slice(0, 2)).toEqual(['El valor debe ser un monto con hasta dos decimales (por ejemplo "12.50")', 'BAD_USER_INPUT']);
    expect(await storedLimit()).toBe('1.00');
    const rest = await admin.rest('POST', `/rest/aplicativo/${andina}?accion=limiteDescuadreAsientos`, { pe_codigo: periodId, limite: '10000' });
    expect([rest.body.estado, rest.body.msj, rest.body.inputid]).toEqual([400, 'El límite de descuadre debe ser un monto de 0,00 a 9999,99', 'limite']);
    expect(await storedLimit()).toBe('1.00');
  });
});

describe('the SMS contract count (-1 unlimited, or 1 to 10000000)', () => {
  it('refuses a negative count other than -1, zero and more than 10000000, naming the field, and saves nothing', async () => {
    const id = await insertCompany(server, { coding: 'smsneg', ruc: '1790099887001' });
    const save = async (contracted: number) => answer(await admin.graphql(SAVE_SMS, { input: { companyId: id, contracted } }));
    // Outside the column's range the input parser answers first; 0, inside it, is the service's.
    const range = ['El campo input.contracted debe ser un número entero entre -1 y 10000000', 'BAD_USER_INPUT', 'input.contracted'];
    expect(await save(-5)).toEqual(range);
    expect(await save(-2)).toEqual(range);
    expect(await save(10_000_001)).toEqual(range);
    expect(await save(0)).toEqual(['Los SMS contratados deben ser -1 (ilimitado) o un entero entre 1 y 10000000', 'BAD_USER_INPUT', 'input.contracted']);
    expect(await sql('select sms_codigo from tsms_contrato where emp_codigo = ?', [id])).toEqual([]);
    expect(await save(-1)).toEqual({ saveSmsContract: { contracted: -1 } });
  });
});
