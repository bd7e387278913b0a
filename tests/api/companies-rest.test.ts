import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { auditOf, companyIdOf, insertCompany, rowOf } from './companies-fixtures.js';

let server: TestServer;
let admin: ApiClient;
let readOnly: ApiClient;
const R = '/rest/empresas/tempresa';

type Row = Record<string, unknown>;
const list = (body: Record<string, unknown>, key: string) => body[key] as Row[];

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  admin = new ApiClient(server.url);
  readOnly = new ApiClient(server.url);
  await admin.login('admin', TEST_PASSWORD);
  await readOnly.login('consulta', TEST_PASSWORD);
});
afterAll(async () => server?.close());

describe('REST /rest/empresas/tempresa', () => {
  it('getForm answers the first page, columns, countries, provinces, types, states and permisos', async () => {
    const { status, body } = await admin.rest('GET', `${R}/0?accion=getForm`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 200, total: 8, permisos: { ver: 4, crear: 4, editar: 4, eliminar: 4 } });
    const first = list(body, 'lst_emp')[0]!;
    expect(first).toMatchObject({
      emp_coding: 'andina',
      emp_razons: 'COMERCIAL ANDINA S.A.',
      emp_activa: 1,
      estado: 'ACTIVO',
      estado_color: 'limegreen',
      tac_descrip: 'Comercial',
      emp_puertodb: 5432,
    });
    expect(Object.keys(first)).not.toContain('emp_clavedb');
    expect(list(body, 'cols').map((c) => c.di_column)).toEqual([
      'emp_coding',
      'emp_razons',
      'emp_ruc',
      'tac_descrip',
      'estado',
      'fechafin',
      'emp_ipdb',
      'emp_esquemadb',
    ]);
    expect(list(body, 'lst_country')[0]).toEqual({ pai_codigo: 593, pai_nombre: 'Ecuador' });
    expect(list(body, 'provincias').find((p) => p.prv_codigo === 11)).toMatchObject({ prv_nombre: 'Loja', ciudades: ['Catamayo', 'Loja', 'Macará'] });
    expect(list(body, 'lst_emptip')[6]).toEqual({ tac_codigo: 7, tac_descrip: 'Transporte' });
    expect(list(body, 'lst_empactiva')).toEqual([
      { emp_activa: 0, label: 'INACTIVO', color: 'gray', lectura: false },
      { emp_activa: 1, label: 'ACTIVO', color: 'limegreen', lectura: false },
      { emp_activa: 2, label: 'DEMO', color: 'gold', lectura: false },
      { emp_activa: 3, label: 'BLOQUEADO', color: 'crimson', lectura: false },
      { emp_activa: 1, label: 'LECTURA', color: 'cornflowerblue', lectura: true },
    ]);
    const consulta = await readOnly.rest('GET', `${R}/0?accion=getForm`);
    expect(consulta.body.permisos).toEqual({ ver: 1, crear: 0, editar: 0, eliminar: 0 });
  });

  it('POST search filters by tac_codigo, emp_activa, servicios and modadcs', async () => {
    const byType = await admin.rest('POST', `${R}/0?accion=search`, { filter: { tac_codigo: 7 } });
    // Type 7 (Transporte): the three demo cooperatives, by legal name.
    expect(list(byType.body, 'lst_emp').map((e) => e.emp_coding)).toEqual(['lojaexpress', 'sanmarcos', 'mitadmundo']);
    const byState = await admin.rest('POST', `${R}/0?accion=search`, { filter: { estado: [0, 2] } });
    // By legal name: COOPERATIVA DE TRANSPORTE SAN MARCOS before RESTAURANTE LA COSTEÑA.
    expect(list(byState.body, 'lst_emp').map((e) => e.emp_coding)).toEqual(['sanmarcos', 'costena']);
    const byService = await admin.rest('POST', `${R}/0?accion=search`, { filter: { emp_activa: 1, servicios: { sms: 'T' }, modadcs: ['inv'] } });
    expect(list(byService.body, 'lst_emp').map((e) => e.emp_coding)).toEqual(['andina', 'lojaexpress', 'farmaustro']);
    const unknown = await admin.rest('POST', `${R}/0?accion=search`, { filter: { servicios: ['xyz'] } });
    expect(unknown.body).toMatchObject({ estado: 400, msj: 'Servicio desconocido: xyz', inputid: 'servicios' });
  });

  it('GET ?search answers the empresas list by access code or RUC', async () => {
    const byCoding = await admin.rest('GET', `${R}/0?search&tac_codigo=0&emp_activa=&host=&base=&modo=bycoding&filtro=MAR`);
    expect(list(byCoding.body, 'empresas').map((e) => e.emp_coding)).toEqual(['sanmarcos']);
    const ruc = (await rowOf(server, await companyIdOf(server, 'farmaustro')))!.emp_ruc as string;
    const byRuc = await admin.rest('GET', `${R}/0?search&tac_codigo=0&emp_activa=1&host=localhost&base=isyplus&modo=byruc&filtro=${ruc.slice(0, 5)}`);
    expect(list(byRuc.body, 'empresas').map((e) => e.emp_coding)).toEqual(['farmaustro']);
    const otherHost = await admin.rest('GET', `${R}/0?search&modo=byruc&filtro=${ruc}&host=10.0.0.9`);
    expect(list(otherHost.body, 'empresas')).toEqual([]);
    const wrongMode = await admin.rest('GET', `${R}/0?search&modo=bynombre&filtro=x`);
    expect(wrongMode.body).toMatchObject({ estado: 400, msj: "El modo de búsqueda debe ser 'bycoding' o 'byruc'", inputid: 'modo' });
  });

  it('get_emp answers emp with legacy names and empadc with the read JSON columns', async () => {
    const id = await insertCompany(server, { coding: 'restget', location: null, services: '{"fe":"T"}' });
    const { body } = await admin.rest('GET', `${R}/${id}?accion=get_emp&cod=${id}`);
    expect(body.emp).toMatchObject({ emp_codigo: id, emp_coding: 'restget', estado: 'ACTIVO', emp_ubica: null });
    expect(body.empadc).toEqual({
      emp_ubica: { provincia: 2, ciudad: 'LOJA' },
      emp_tiposerv: { fe: 'T', sms: 'F', ced: 'F', email: 'F', bk: 'T', bka: 'F', bloq_aut: 'F' },
      emp_modadc: { pry: 'F', fol: 'F', orc: 'F', orp: 'F', bod: 'F', imp: 'F', ven: 'F', inv: 'F' },
    });
    const missing = await admin.rest('GET', `${R}/0?accion=get_emp&cod=999999`);
    expect(missing).toMatchObject({ status: 404, body: { msj: 'No existe la empresa con código 999999' } });
  });

  it('save_emp saves with cod 1, and refuses a duplicate access with the spec text and inputid', async () => {
    const id = await insertCompany(server, { coding: 'restsave' });
    const saved = await admin.rest('POST', `${R}/${id}?accion=save_emp`, {
      emp_codigo: id,
      empresa: {
        emp_razons: 'GUARDADA POR REST',
        emp_puertodb: '5433',
        emp_ubica: '{"provincia":1,"ciudad":"Cuenca"}',
        emp_tiposerv: { sms: 'T' },
        emp_modadc: '{"ven":"T"}',
      },
    });
    expect(saved.body).toMatchObject({ cod: 1, msj: 'Empresa guardada correctamente', emp_codigo: id });
    expect(await rowOf(server, id)).toMatchObject({ emp_razons: 'GUARDADA POR REST', emp_puertodb: 5433, emp_ubica: '{"provincia":1,"ciudad":"CUENCA"}' });
    expect(JSON.parse((await rowOf(server, id))!.emp_tiposerv as string)).toMatchObject({ sms: 'T', ced: 'T' });
    const duplicate = await admin.rest('POST', `${R}/${id}?accion=save_emp`, { emp_codigo: id, empresa: { emp_coding: 'andina' } });
    expect(duplicate).toMatchObject({
      status: 200,
      body: { estado: 409, cod: 0, msj: 'el acceso ya ha sido asignado a otra empreasa', inputid: 'emp_coding' },
    });
    const empty = await admin.rest('POST', `${R}/${id}?accion=save_emp`, { emp_codigo: id, empresa: { emp_razons: '' } });
    expect(empty.body).toMatchObject({ estado: 400, msj: 'Existen campos obligatorios vacíos', inputid: 'emp_razons' });
  });

  it('agrupar changes the type or the state with fechafin of every listed company, and get_historyestado lists the change', async () => {
    const a = await insertCompany(server, { coding: 'restagr1' });
    const b = await insertCompany(server, { coding: 'restagr2', state: 3 });
    const type = await admin.rest('POST', `${R}/0?accion=agrupar`, { lst_emp: [a, b], tac_codigo: 19 });
    expect(type.body).toMatchObject({ cod: 1, msj: '2 empresa(s) quedaron con el tipo Turismo' });
    const state = await admin.rest('POST', `${R}/0?accion=agrupar`, { lst_emp: [a, b], emp_activa: 0, fechafin: '2027-01-15' });
    expect(state.body).toMatchObject({ cod: 1, msj: '2 empresa(s) quedaron en estado INACTIVO' });
    expect(await rowOf(server, b)).toMatchObject({ tac_codigo: 19, emp_activa: 0, fechafin_iso: '2027-01-15' });
    const history = await admin.rest('GET', `${R}/0?accion=get_historyestado&emp_codigo=${b}`);
    expect(list(history.body, 'history')).toEqual([
      {
        aud_fecha: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        usr_nombre: 'Administrador General',
        observacion: 'Cambio masivo: BLOQUEADO → INACTIVO hasta 15/01/2027',
      },
    ]);
    const refused = await readOnly.rest('POST', `${R}/0?accion=agrupar`, { lst_emp: [a], tac_codigo: 1 });
    expect(refused.status).toBe(403);
  });

  it('delete_emp deletes and audits; the read-only user and signed-out callers are refused', async () => {
    const id = await insertCompany(server, { coding: 'restdel', schema: 'emp_restdel' });
    expect((await readOnly.rest('DELETE', `${R}/${id}?accion=delete_emp`)).status).toBe(403);
    const anonymous = await new ApiClient(server.url).rest('DELETE', `${R}/${id}?accion=delete_emp`);
    expect(anonymous).toMatchObject({ status: 401, body: { ss_expirada: true } });
    const done = await admin.rest('DELETE', `${R}/${id}?accion=delete_emp`);
    expect(done.body).toMatchObject({ cod: 1, msj: 'Se eliminó la empresa EMPRESA RESTDEL' });
    expect(await rowOf(server, id)).toBeUndefined();
    expect((await auditOf(server, id, 'eliminar'))[0]!.observacion).toBe('restdel · EMPRESA RESTDEL; esquema emp_restdel inexistente');
  });

  it('answers the small lists: getEmpTrans, tempresaTrans, get_demos, getAllServ, get_lstbd, tiposemp, get_imagen, save_get_emp_codigo', async () => {
    // The transport companies: the three demo cooperatives.
    expect(list((await admin.rest('GET', `${R}/0?accion=getEmpTrans`)).body, 'empresas').map((e) => e.emp_coding)).toEqual([
      'lojaexpress',
      'sanmarcos',
      'mitadmundo',
    ]);
    expect(list((await admin.rest('GET', '/rest/empresas/tempresaTrans/0?accion=getEmpTrans')).body, 'empresas').map((e) => e.emp_coding)).toEqual([
      'lojaexpress',
      'sanmarcos',
      'mitadmundo',
    ]);
    expect(list((await admin.rest('GET', `${R}/0?accion=get_demos`)).body, 'empresas').map((e) => e.emp_coding)).toEqual(['sanmarcos']);
    const services = (await admin.rest('GET', `${R}/0?accion=getAllServ`)).body;
    expect(list(services, 'servicios').map((s) => s.clave)).toEqual(['fe', 'sms', 'ced', 'email', 'bk', 'bka', 'bloq_aut']);
    expect(list(services, 'modadcs').map((s) => s.clave)).toEqual(['pry', 'fol', 'orc', 'orp', 'bod', 'imp', 'ven', 'inv']);
    const bd = (await admin.rest('GET', `${R}/0?accion=get_lstbd`)).body;
    expect(list(bd, 'lst_bd')[0]).toMatchObject({ emp_ipdb: 'localhost', emp_puertodb: 5432, emp_nombredb: 'isyplus' });
    expect(list(bd, 'tiposemp')).toHaveLength(23);
    expect(list((await admin.rest('GET', `${R}/0?accion=tiposemp`)).body, 'tiposemp')[0]).toEqual({ tac_codigo: 1, tac_descrip: 'Comercial' });
    const andina = await companyIdOf(server, 'andina');
    expect((await admin.rest('GET', `${R}/${andina}?accion=get_imagen&cod=${andina}`)).body).toMatchObject({ imagen: null });
    expect((await admin.rest('GET', `${R}/0?accion=save_get_emp_codigo&emp_coding=ANDINA`)).body).toMatchObject({
      estado: 200,
      emp_codigo: andina,
      emp_coding: 'andina',
      estado_empresa: 'ACTIVO',
    });
    expect((await admin.rest('POST', `${R}/0?accion=save_get_emp_codigo`, { emp_coding: 'noexiste' })).status).toBe(404);
    expect((await admin.rest('GET', `${R}/0?accion=bloquearAut`)).status).toBe(404);
  });
});
