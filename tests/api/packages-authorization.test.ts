import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, demoClients } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { auditOf, companyIdOf, insertCompany, rowOf } from './companies-fixtures.js';
import { insertPackage, rowFor, rucOf } from './packages-fixtures.js';

let server: TestServer;
let admin: ApiClient;
let support: ApiClient;
let readOnly: ApiClient;

const BLOCK = `mutation ($ids: [Int!]!, $confirm: Boolean) { blockAuthorization(companyIds: $ids, confirmEmptyEmail: $confirm) { message needsConfirmation companyIds expressAccessCodes withoutEmail count } }`;
const UNBLOCK = `mutation ($ids: [Int!]!) { unblockAuthorization(companyIds: $ids) { message companyIds expressAccessCodes count } }`;
const HISTORY = `query ($id: Int!) { companyHistory(id: $id) { userName note } }`;
type Result = { message: string; needsConfirmation: boolean; companyIds: number[]; expressAccessCodes: string[]; withoutEmail: string[]; count: number };
const block = (client: ApiClient, ids: number[], confirm?: boolean) => client.graphql<{ blockAuthorization: Result }>(BLOCK, { ids, confirm });
const refusal = (r: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }) => [r.errors?.[0]?.message, r.errors?.[0]?.extensions?.code];
const flag = async (id: number) => JSON.parse(String((await rowOf(server, id))!.emp_tiposerv)).bloq_aut as string;

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  ({ admin, support, readOnly } = await demoClients(server.url, TEST_PASSWORD));
});
afterAll(async () => server?.close());

describe('block authorization', () => {
  it('refuses an empty selection, companies with saldo and companies never notified, changing nothing', async () => {
    const andina = await companyIdOf(server, 'andina');
    const mitadmundo = await companyIdOf(server, 'mitadmundo');
    const costena = await companyIdOf(server, 'costena');
    expect(refusal(await block(support, []))).toEqual(['Seleccione al menos una empresa', 'BAD_USER_INPUT']);
    expect(refusal(await block(support, [andina, mitadmundo]))).toEqual(['Las empresas COMERCIAL ANDINA S.A. aún tienen saldo disponible', 'BAD_USER_INPUT']);
    expect(refusal(await block(support, [costena, mitadmundo]))).toEqual([
      'Las empresas RESTAURANTE LA COSTEÑA COSTERES S.A. no han sido notificadas (Sin notificación)',
      'BAD_USER_INPUT',
    ]);
    expect(refusal(await block(readOnly, [mitadmundo]))).toEqual(['No tiene los permisos para realizar esta acción', 'FORBIDDEN']);
    expect(await flag(mitadmundo)).toBe('F');
  });

  it('blocks a used-up, notified company, shows it BLOQUEADO and records it in its history; unblocking reverses it', async () => {
    const mitadmundo = await companyIdOf(server, 'mitadmundo');
    const done = await block(support, [mitadmundo]);
    expect(done.data!.blockAuthorization).toEqual({
      message: 'Se bloqueó la autorización de documentos electrónicos de 1 empresa',
      needsConfirmation: false,
      companyIds: [mitadmundo],
      expressAccessCodes: [],
      withoutEmail: [],
      count: 1,
    });
    expect(await flag(mitadmundo)).toBe('T');
    expect(await rowFor(admin, 'mitadmundo')).toMatchObject({ contractState: 'BLOQUEADO' });
    const company = await admin.graphql<{ company: { serviceFlags: { bloqAut: boolean } } }>(
      `query ($id: Int!) { company(id: $id) { serviceFlags { bloqAut } } }`,
      { id: mitadmundo },
    );
    expect(company.data!.company.serviceFlags.bloqAut).toBe(true);
    expect(refusal(await block(support, [mitadmundo]))).toEqual([
      'Las empresas COOPERATIVA DE TRANSPORTES MITAD DEL MUNDO ya tienen bloqueada la autorización de documentos',
      'CONFLICT',
    ]);

    const undone = await support.graphql<{ unblockAuthorization: Result }>(UNBLOCK, { ids: [mitadmundo] });
    expect(undone.data!.unblockAuthorization).toEqual({
      message: 'Se desbloqueó la autorización de documentos electrónicos de 1 empresa',
      companyIds: [mitadmundo],
      expressAccessCodes: [],
      count: 1,
    });
    expect(await flag(mitadmundo)).toBe('F');
    expect(await rowFor(admin, 'mitadmundo')).toMatchObject({ contractState: 'ACTIVO' });
    const again = await support.graphql(UNBLOCK, { ids: [mitadmundo] });
    expect(refusal(again)).toEqual(['Las empresas COOPERATIVA DE TRANSPORTES MITAD DEL MUNDO no tienen bloqueada la autorización de documentos', 'CONFLICT']);

    const history = await admin.graphql<{ companyHistory: Array<{ userName: string; note: string }> }>(HISTORY, { id: mitadmundo });
    expect(history.data!.companyHistory).toEqual([
      { userName: 'María Fernanda Jaramillo', note: 'Autorización de documentos electrónicos desbloqueada (bloq_aut F)' },
      { userName: 'María Fernanda Jaramillo', note: 'Autorización de documentos electrónicos bloqueada (bloq_aut T)' },
    ]);
    expect((await auditOf(server, mitadmundo, 'bloquear_aut')).map((a) => a.usr_nombre)).toEqual(['María Fernanda Jaramillo']);
  });

  it('asks to confirm companies without e-mail (with their count) and blocks them once confirmed', async () => {
    const farmaustro = await companyIdOf(server, 'farmaustro');
    const conn = server.services.orm.em.fork().getConnection();
    await conn.execute(`update tcontrato set clp_email = null where emp_ruc = ?`, [rucOf('farmaustro')]);
    await conn.execute(`update tcliente set clp_email = null where clp_cedruc = ?`, [rucOf('farmaustro')]);
    const asked = await block(support, [farmaustro]);
    expect(asked.data!.blockAuthorization).toEqual({
      message: 'La empresa FARMACIAS DEL AUSTRO FARMAUSTRO S.A. no tiene email configurado. ¿Desea continuar de todas formas?',
      needsConfirmation: true,
      companyIds: [],
      expressAccessCodes: [],
      withoutEmail: ['FARMACIAS DEL AUSTRO FARMAUSTRO S.A.'],
      count: 0,
    });
    expect(await flag(farmaustro)).toBe('F');
    const confirmed = await block(support, [farmaustro], true);
    expect(confirmed.data!.blockAuthorization).toMatchObject({
      needsConfirmation: false,
      companyIds: [farmaustro],
      count: 1,
      withoutEmail: ['FARMACIAS DEL AUSTRO FARMAUSTRO S.A.'],
    });
    expect(await flag(farmaustro)).toBe('T');
  });

  it('lists express companies apart, by access code, and blocks by access code over REST', async () => {
    const expressRuc = '1790099887001';
    const express = await insertCompany(server, { coding: 'expresito', name: 'EXPRESS FACTURAS S.A.', ruc: expressRuc, businessLine: 10 });
    const other = await insertCompany(server, { coding: 'sinsaldo', name: 'SIN SALDO CIA. LTDA.', ruc: '1790099888001' });
    for (const [ruc] of [[expressRuc], ['1790099888001']]) {
      const pkg = await insertPackage(server, ruc!, 0, { notified: true });
      expect(pkg).toBeGreaterThan(0);
    }
    await server.services.orm.em
      .fork()
      .getConnection()
      .execute(`insert into tcliente (clp_cedruc, clp_apenom, clp_email) values (?, 'EXPRESS', 'a@express.ec'), (?, 'SIN SALDO', 'b@sinsaldo.ec')`, [
        expressRuc,
        '1790099888001',
      ]);
    const rest = await support.rest('POST', '/rest/empresas/tempresa/0?accion=bloquearAut', { cods: [other], acceso: ['expresito'] });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      status: 200,
      msj: 'Se bloqueó la autorización de documentos electrónicos de 2 empresas',
      confirmar: false,
      cods: [other],
      acceso: ['expresito'],
    });
    expect(await flag(express)).toBe('T');
    expect(await flag(other)).toBe('T');
    const undo = await support.rest('POST', '/rest/empresas/tempresa/0?accion=desbloquearAut', { acceso: 'expresito' });
    expect(undo.body).toMatchObject({
      status: 200,
      msj: 'Se desbloqueó la autorización de documentos electrónicos de 1 empresa',
      cods: [],
      acceso: ['expresito'],
    });
    const refused = await support.rest('POST', '/rest/empresas/tempresa/0?accion=bloquearAut', { cods: [await companyIdOf(server, 'andina')] });
    expect(refused.body).toMatchObject({
      estado: 400,
      level_code: 101,
      msg: 'Las empresas COMERCIAL ANDINA S.A. aún tienen saldo disponible',
      inputid: 'cods',
    });
  });
});
