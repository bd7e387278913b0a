import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { companyIdOf } from './companies-fixtures.js';
import { rowFor, rucOf } from './packages-fixtures.js';

let server: TestServer;
let admin: ApiClient;
let support: ApiClient;
const R = '/rest/empresas/conexiones';

type Row = Record<string, unknown>;

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  admin = new ApiClient(server.url);
  support = new ApiClient(server.url);
  await admin.login('admin', TEST_PASSWORD);
  await support.login('soporte', TEST_PASSWORD);
});
afterAll(async () => server?.close());

describe('REST /rest/empresas/conexiones', () => {
  it('search_lista answers items with the legacy names, cols, resumen and permisos', async () => {
    const { status, body } = await support.rest('GET', `${R}/0?accion=search_lista&filtro=excedido`);
    expect(status).toBe(200);
    const items = body.items as Row[];
    // By legal name: COOPERATIVA DE TRANSPORTES MITAD DEL MUNDO before FARMACIAS DEL AUSTRO.
    expect(items.map((i) => i.emp_coding)).toEqual(['mitadmundo', 'farmaustro']);
    expect(items.find((i) => i.emp_coding === 'farmaustro')).toMatchObject({
      rucempresa: rucOf('farmaustro'),
      estado: 1,
      paquete: 300,
      conexadquiridas: 300,
      usadas: 300,
      saldo: 0,
      excedente: 25,
      tipo_contrato: 0,
      notificar_porcentaje: 15,
      bloquear: 'T',
      trn_compro: '001-001-000004102',
      relacionado: 'F',
      estado_notificacion: 'Notificado...',
      estado_contrato: 'ACTIVO',
      filtro: 'excedido',
      color: '#F55145',
    });
    expect(body.resumen).toMatchObject({ companies: 8, excedido: 2, porcompletar: 1, sinasignar: 2, disponible: 3 });
    expect(body.permisos).toEqual({ ver: 2, crear: 2, editar: 2, eliminar: 0 });
    expect((body.cols as Row[]).map((c) => c.di_column)).toContain('saldo');
    const refused = await support.rest('GET', `${R}/0?accion=search_lista&otro_nombre=T`);
    expect(refused.body).toMatchObject({
      estado: 400,
      level_code: 101,
      msg: 'Para buscar paquetes facturados a otro nombre ingrese el número de ruc a buscar',
      inputid: 'rucempresa',
    });
  });

  it('verdetalles needs one contract; buscarFactura answers trn_codigo and the asiento or the spec message', async () => {
    expect((await support.rest('GET', `${R}/0?accion=verdetalles`)).body).toMatchObject({
      estado: 400,
      msg: 'Debe seleccionar un contrato para ver detalles',
      inputid: 'rucempresa',
    });
    const details = await support.rest('GET', `${R}/0?accion=verdetalles&rucempresa=${rucOf('andina')}`);
    expect(details.body).toMatchObject({ rucempresa: rucOf('andina'), empresas: ['COMERCIAL ANDINA S.A.'] });
    expect((details.body.items as Row[])[0]).toMatchObject({ conexadquiridas: 1000, usadas: 420, saldo: 580, estado_str: 'ACTIVO' });

    const found = await support.rest('GET', `${R}/0?accion=buscarFactura&trn_compro=001-001-000004521`);
    expect(found.body).toMatchObject({ status: 200, trn_compro: '001-001-000004521', total: 138, con_codigo: null });
    expect(typeof found.body.trn_codigo).toBe('number');
    expect(found.body.asiento).toEqual([
      { asi_linea: 1, asi_cuenta: '1.1.02.01', asi_descri: 'Clientes', asi_debe: 138, asi_haber: 0 },
      { asi_linea: 2, asi_cuenta: '4.1.01.03', asi_descri: 'Venta de documentos electrónicos', asi_debe: 0, asi_haber: 120 },
      { asi_linea: 3, asi_cuenta: '2.1.07.01', asi_descri: 'IVA en ventas 15%', asi_debe: 0, asi_haber: 18 },
    ]);
    const byCode = await support.rest('GET', `${R}/0?accion=buscarFactura&trn_codigo=${found.body.trn_codigo}`);
    expect(byCode.body.trn_compro).toBe('001-001-000004521');
    const missing = await support.rest('GET', `${R}/0?accion=buscarFactura&trn_compro=001-001-000000077`);
    expect(missing.body).toMatchObject({
      estado: 400,
      level_code: 101,
      msg: '001-001-000000077 verifique que haya ingresado el número correcto.',
      inputid: 'trn_compro',
    });
  });

  it('crear_conexiones, editar_conexiones and anular_conexiones (opc=paquete) call the same rules', async () => {
    const costena = await companyIdOf(server, 'costena');
    const noInvoice = await support.rest('POST', `${R}/0?accion=crear_conexiones&opc=paquete`, { emp_codigo: costena, paquete: 100, tipo_contrato: 0 });
    expect(noInvoice.body).toMatchObject({
      estado: 400,
      msg: 'Toda contratación de paquete debe estar asociada a una factura. Seleccione la factura asociada.',
      inputid: 'trn_compro',
    });
    const free = await support.rest('POST', `${R}/0?accion=crear_conexiones&opc=paquete`, { emp_codigo: costena, paquete: 100, tipo_contrato: 2 });
    expect(free.status).toBe(403);
    expect(free.body).toMatchObject({ msg: 'Este paquete es Gratuito, solo un administrador puede gestionar este tipo de paquetes', inputid: 'tipo_contrato' });
    const created = await support.rest('POST', `${R}/0?accion=crear_conexiones&opc=paquete`, {
      emp_codigo: costena,
      paquete: 100,
      tipo_contrato: 0,
      trn_compro: '001-001-000004522',
      fechacompra: '01/11/2026',
      fechafin: '31/10/2027',
      bloquear: 'F',
    });
    expect(created.body).toMatchObject({ cod: 1, msj: `Paquete registrado para ${rucOf('costena')}: 100 documentos adquiridos` });
    const pkg = created.body.paquete as Row;
    expect(pkg).toMatchObject({ fechacompra: '2026-11-01', fechafin: '2027-10-31', bloquear: 'F', relacionado: 'T', ruc_fac: rucOf('andina') });
    const edited = await support.rest('POST', `${R}/0?accion=editar_conexiones&opc=paquete`, {
      con_codigo: pkg.con_codigo,
      paquete: 120,
      tipo_contrato: 0,
      notificar_porcentaje: 25,
    });
    // What the edit does not send (bloquear F, the dates, the invoice) is kept.
    expect(edited.body).toMatchObject({
      cod: 1,
      msj: `Paquete ${pkg.con_codigo} actualizado`,
      paquete: { conexadquiridas: 120, notificar_porcentaje: 25, bloquear: 'F', fechafin: '2027-10-31', trn_compro: '001-001-000004522' },
    });
    const noPackage = await support.rest('POST', `${R}/0?accion=editar_conexiones&opc=paquete`, { paquete: 1, tipo_contrato: 0 });
    expect(noPackage.body).toMatchObject({ estado: 400, msg: 'Debe seleccionar un paquete', inputid: 'con_codigo' });
    const cancelled = await support.rest('POST', `${R}/0?accion=anular_conexiones&opc=paquete`, { con_codigo: pkg.con_codigo, motivo: 'Factura equivocada' });
    expect(cancelled.body).toMatchObject({
      cod: 1,
      msj: `Paquete ${pkg.con_codigo} anulado`,
      paquete: { estado: 0, estado_str: 'ANULADO', motivo_anula: 'Factura equivocada' },
    });
    expect((await rowFor(admin, 'costena')).packageId).toBeNull();
  });

  it('editar_correo_notificacion changes the e-mail of the chosen roles and needs one role and a valid e-mail', async () => {
    const contacts = (await support.rest('GET', `${R}/${await companyIdOf(server, 'pacifico')}?accion=contactos`)).body.contactos as Row[];
    expect(contacts.map((c) => [c.fad_nomcontacto, c.fad_cargo, c.fad_mailcontacto])).toEqual([
      ['Carlos Zambrano', 'Gerente', 'czambrano@dispacifico.com.ec'],
      ['Lucía Mendoza', 'Contador', null],
    ]);
    const folio = contacts[0]!.fol_codigo;
    const noRole = await support.rest('POST', `${R}/0?accion=editar_correo_notificacion`, {
      fol_codigo: folio,
      correoOld: '',
      correoNew: 'nuevo@dispacifico.com.ec',
      ids: [],
    });
    expect(noRole.body).toMatchObject({ estado: 400, msg: 'Seleccione al menos un Cargo...', inputid: 'ids' });
    const badEmail = await support.rest('POST', `${R}/0?accion=editar_correo_notificacion`, {
      fol_codigo: folio,
      correoNew: 'nuevo@',
      ids: [contacts[1]!.fad_codigo],
    });
    expect(badEmail.body).toMatchObject({ estado: 400, msg: 'Ingrese un email válido', inputid: 'correoNew' });
    const done = await support.rest('POST', `${R}/0?accion=editar_correo_notificacion`, {
      fol_codigo: folio,
      clp_codigo: contacts[1]!.clp_codigo,
      correoOld: '',
      correoNew: 'lmendoza@dispacifico.com.ec',
      ids: [contacts[1]!.fad_codigo],
    });
    expect(done.body).toMatchObject({
      cod: 1,
      msj: 'Se actualizó el email de 1 contacto',
      contactos: [{ fad_nomcontacto: 'Lucía Mendoza', fad_cargo: 'Contador', fad_mailcontacto: 'lmendoza@dispacifico.com.ec' }],
    });
    const foreign = await support.rest('POST', `${R}/0?accion=editar_correo_notificacion`, { fol_codigo: folio, correoNew: 'x@y.ec', ids: [999999] });
    expect(foreign.body).toMatchObject({ estado: 400, msg: 'Los cargos seleccionados no pertenecen al contrato' });
  });

  it('answers 404 for an unknown action and 401 without a session', async () => {
    expect((await support.rest('GET', `${R}/0?accion=nada`)).status).toBe(404);
    expect((await new ApiClient(server.url).rest('GET', `${R}/0?accion=search_lista`)).status).toBe(401);
  });
});
