import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { companyId, signedIn } from './establishments-support.js';

let server: TestServer;
let admin: ApiClient;
let mitad: number;

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  admin = await signedIn(server, 'admin');
  mitad = await companyId(server, 'mitadmundo');
});
afterAll(async () => server?.close());

const url = (accion: string, query = '') => `/rest/empresa/talmacen/0?accion=${accion}&emp_codigo=${mitad}${query}`;

const branch = {
  alm_ruc: '1793012450001',
  alm_nroest: '002',
  alm_seccio: 'RECEPCION',
  alm_razsoc: 'COOPERATIVA DE TRANSPORTES MITAD DEL MUNDO',
  alm_descri: 'SUCURSAL NORTE',
  alm_provin: 17,
  alm_ciudad: 'QUITO',
  alm_direcc: 'Av. Eloy Alfaro N45-12',
  alm_tipo: 5,
};

describe('/rest/empresa/talmacen/{id}', () => {
  it('base answers lst_estab with the legacy columns and colours, cols, estadofele, controles and puntosfele', async () => {
    const { status, body } = await admin.rest('GET', `${url('base')}&nombre_bd=emp_mitadmundo`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ estado: 200, cod: 1, estadofele: 'T' });
    const [head] = body.lst_estab as Array<Record<string, unknown>>;
    expect(head).toMatchObject({
      alm_nroest: '001',
      alm_matriz: 1,
      alm_seccio: 'ALMACEN',
      alm_descri: 'COMERCIO',
      alm_provin: 17,
      alm_ciudad: 'QUITO',
      cnt_codigo: 3,
      alm_codnum: '12345678',
      color: 'ffc171',
    });
    expect(Object.keys(head!)).toEqual(
      expect.arrayContaining([
        'alm_codigo',
        'alm_razsoc',
        'alm_direcc',
        'alm_ruc',
        'alm_fono1',
        'alm_repleg',
        'alm_acteco',
        'alm_email',
        'alm_websit',
        'alm_movil',
        'alm_fax',
        'alm_sector',
        'alm_tipo',
        'alm_tipoamb',
        'alm_autesp',
        'ung_codigo',
      ]),
    );
    expect((body.cols as Array<{ di_column: string }>).map((c) => c.di_column)).toEqual([
      'alm_nroest',
      'alm_descri',
      'alm_seccio',
      'alm_razsoc',
      'alm_ruc',
      'alm_direcc',
      'alm_ciudad',
      'alm_email',
      'alm_matriz',
    ]);
    expect(body.controles).toMatchObject({
      tipocontribuyentes: [
        { codigo: 0, descri: 'No obligado a llevar contabilidad' },
        { codigo: 1, descri: 'Institución pública' },
        { codigo: 2, descri: 'Contribuyente especial' },
        { codigo: 3, descri: 'Sociedad' },
        { codigo: 4, descri: 'Persona natural obligada a llevar contabilidad' },
      ],
      tiposestab: [
        { codigo: 1, descri: 'Comercial' },
        { codigo: 5, descri: 'Hoteles' },
        { codigo: 10, descri: 'Productores de ICE' },
      ],
      tiposcierre: [
        { codigo: 0, descri: 'Por fecha' },
        { codigo: 1, descri: 'Por turno' },
        { codigo: 2, descri: 'Jornada abierta' },
      ],
      nuevo: { alm_seccio: 'ALMACEN', alm_nroest: '001', alm_descri: 'COMERCIO' },
      nuevo_ptoele: { tdv_numero: '002', tdv_nombre: 'PtoElec002', tdv_tipo: 4 },
    });
    expect(body.puntosfele).toEqual([
      expect.objectContaining({ tdv_numero: '001', tdv_nombre: 'PtoElec001', tdv_tipo: 4, tdv_estado: 0, estado_descri: 'ACTIVO', tdv_nroestab: '001' }),
    ]);
  });

  it('base finds the company by nombre_bd when emp_codigo is not sent', async () => {
    const { body } = await admin.rest('GET', '/rest/empresa/talmacen/0?accion=base&nombre_bd=emp_mitadmundo');
    expect(body).toMatchObject({ cod: 1, estadofele: 'T' });
    expect((body.lst_estab as Array<Record<string, unknown>>)[0]).toMatchObject({ alm_razsoc: 'COOPERATIVA DE TRANSPORTES MITAD DEL MUNDO' });
    const none = await admin.rest('GET', '/rest/empresa/talmacen/0?accion=base');
    expect(none.body).toMatchObject({ estado: 400, msj: 'Debe seleccionar una empresa', inputid: 'emp_codigo' });
  });

  it('save_est creates and edits with the alm_* body, get_est reads it back, set_matriz moves the head office and delete_est removes a branch', async () => {
    const created = await admin.rest('POST', url('save_est'), { almacen: branch, referente: null, estado: 'N' });
    expect(created.body).toMatchObject({ cod: 1, msj: 'Establecimiento guardado correctamente', alm: { ...branch, alm_matriz: 0, color: 'ffffff' } });
    const id = (created.body.alm as { alm_codigo: number }).alm_codigo;
    const edited = await admin.rest('POST', url('save_est'), { almacen: { ...branch, alm_codigo: id, alm_descri: 'SUCURSAL NORTE 2' }, estado: 'E' });
    expect(edited.body).toMatchObject({ cod: 1, alm: { alm_codigo: id, alm_descri: 'SUCURSAL NORTE 2' } });
    const read = await admin.rest('GET', url('get_est', `&alm_codigo=${id}`));
    expect(read.body.alm).toMatchObject({ alm_codigo: id, alm_descri: 'SUCURSAL NORTE 2', alm_tipo: 5 });

    const moved = await admin.rest('POST', url('set_matriz'), { almacen: { alm_codigo: id } });
    expect(moved.body).toMatchObject({ cod: 1, msj: 'El establecimiento 002 es ahora la Matriz', alm: { alm_matriz: 1, color: 'ffc171' } });
    const list = await admin.rest('GET', url('base'));
    expect((list.body.lst_estab as Array<Record<string, unknown>>).map((e) => [e.alm_nroest, e.alm_matriz, e.color])).toEqual([
      ['002', 1, 'ffc171'],
      ['001', 0, 'ffffff'],
    ]);
    const refused = await admin.rest('POST', url('delete_est'), { almacen: { alm_codigo: id } });
    expect(refused.body).toMatchObject({ estado: 409, cod: 0, msj: 'No se puede eliminar el establecimiento Matriz' });
    const head = (list.body.lst_estab as Array<{ alm_codigo: number; alm_nroest: string }>).find((e) => e.alm_nroest === '001')!;
    await admin.rest('POST', url('set_matriz'), { alm_codigo: head.alm_codigo });
    const deleted = await admin.rest('POST', url('delete_est'), { almacen: { alm_codigo: id } });
    expect(deleted.body).toMatchObject({ cod: 1, msj: 'Establecimiento eliminado' });
  });

  it('save_est refuses an empty required field naming the alm_* column in inputid', async () => {
    const { status, body } = await admin.rest('POST', url('save_est'), { almacen: { ...branch, alm_nroest: '003', alm_direcc: '' } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ estado: 400, cod: 0, msj: 'Existen campos obligatorios vacíos: Dirección', inputid: 'alm_direcc', level_code: 101 });
  });

  it('crearptoele and anularptoele answer cod, msj, estadofele and puntosfele; tdv_estado 0 reactivates', async () => {
    const base = await admin.rest('GET', url('base'));
    const head = (base.body.lst_estab as Array<{ alm_codigo: number }>)[0]!;
    const created = await admin.rest('POST', url('crearptoele'), { ptoele: { alm_codigo: head.alm_codigo } });
    expect(created.body).toMatchObject({ cod: 1, msj: 'Punto de emisión electrónico 002 creado', estadofele: 'T' });
    const points = created.body.puntosfele as Array<Record<string, unknown>>;
    expect(points.map((p) => [p.tdv_numero, p.tdv_nombre, p.tdv_tipo, p.tdv_estado])).toEqual([
      ['001', 'PtoElec001', 4, 0],
      ['002', 'PtoElec002', 4, 0],
    ]);
    const tdv = points[1]!.tdv_codigo;
    const duplicate = await admin.rest('POST', url('crearptoele'), { alm_codigo: head.alm_codigo, tdv_numero: '002' });
    expect(duplicate.body).toMatchObject({ estado: 409, msj: 'Ya existe el punto de emisión 002 en el establecimiento 001', inputid: 'tdv_numero' });
    const cancelled = await admin.rest('POST', url('anularptoele'), { ptoele: { tdv_codigo: tdv } });
    expect(cancelled.body).toMatchObject({ cod: 1, msj: 'Punto de emisión 002 anulado', estadofele: 'T' });
    expect((cancelled.body.puntosfele as Array<Record<string, unknown>>)[1]).toMatchObject({ tdv_estado: 1, estado_descri: 'de baja' });
    const back = await admin.rest('POST', url('anularptoele'), { ptoele: { tdv_codigo: tdv, tdv_estado: 0 } });
    expect(back.body).toMatchObject({ cod: 1, msj: 'Punto de emisión 002 reactivado' });
  });

  it('activarfactele refuses with the spec message on the alm_* field and activates a valid head office', async () => {
    const base = await admin.rest('GET', url('base'));
    const head = (base.body.lst_estab as Array<Record<string, unknown>>)[0]!;
    const missing = await admin.rest('POST', url('activarfactele'), { almacen: { ...head, alm_email: '' } });
    expect(missing.body).toMatchObject({ estado: 400, cod: 0, msj: 'Debe coincidir con el colocado en la facturación electrónica', inputid: 'alm_email' });
    const none = await admin.rest('POST', url('activarfactele'), { almacen: {} });
    expect(none.body).toMatchObject({ msj: 'Seleccione el establecimiento Matriz.', inputid: 'alm_codigo' });
    const ok = await admin.rest('POST', url('activarfactele'), { almacen: { ...head, alm_email: 'reservas@hotelmitaddelmundo.ec', alm_codnum: '' } });
    expect(ok.body).toMatchObject({
      cod: 1,
      msj: 'Facturación electrónica activada',
      estadofele: 'T',
      alm: { alm_matriz: 1, alm_tipoamb: 2, alm_codnum: '12345678' },
    });
  });

  it('refuses writes of the read-only user with 403 and a signed-out caller with 401 ss_expirada', async () => {
    const consulta = await signedIn(server, 'consulta');
    const read = await consulta.rest('GET', url('base'));
    expect(read.status).toBe(200);
    for (const accion of ['save_est', 'set_matriz', 'delete_est', 'crearptoele', 'anularptoele', 'activarfactele']) {
      const { status, body } = await consulta.rest('POST', url(accion), { almacen: { ...branch, alm_codigo: 1 }, alm_codigo: 1, tdv_codigo: 1 });
      expect(status, accion).toBe(403);
      expect(body.msj, accion).toBe('No tiene los permisos para realizar esta acción');
    }
    const anonymous = new ApiClient(server.url);
    const { status, body } = await anonymous.rest('GET', url('base'));
    expect(status).toBe(401);
    expect(body).toMatchObject({ ss_expirada: true });
  });
});
