import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/client.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { auditOf, companyId, emptyCompany, ESTABLISHMENT_FIELDS, POINT_FIELDS, signedIn, sql } from './establishments-support.js';

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  admin = await signedIn(server, 'admin');
});
afterAll(async () => server?.close());

const LIST = `query ($companyId: Int!) { establishments(companyId: $companyId) {
  totalCount einvoicing items { ${ESTABLISHMENT_FIELDS} } headOffice { id number } electronicPoints { ${POINT_FIELDS} } } }`;
const SAVE = `mutation ($companyId: Int!, $input: EstablishmentInput!) { saveEstablishment(companyId: $companyId, input: $input) { message establishment { ${ESTABLISHMENT_FIELDS} } } }`;
const SET_HEAD = `mutation ($companyId: Int!, $id: Int!) { setHeadOffice(companyId: $companyId, id: $id) { message establishment { id headOffice } } }`;
const DELETE = `mutation ($companyId: Int!, $id: Int!) { deleteEstablishment(companyId: $companyId, id: $id) }`;
const CREATE_POINT = `mutation ($companyId: Int!, $input: ElectronicPointInput!) { createElectronicPoint(companyId: $companyId, input: $input) { message einvoicing point { ${POINT_FIELDS} } points { number state stateLabel } } }`;
const CANCEL_POINT = `mutation ($companyId: Int!, $id: Int!) { cancelEmissionPoint(companyId: $companyId, id: $id) { message point { state stateLabel } } }`;
const REACTIVATE_POINT = `mutation ($companyId: Int!, $id: Int!) { reactivateEmissionPoint(companyId: $companyId, id: $id) { message point { state stateLabel } } }`;

type Row = Record<string, unknown>;
const list = async (client: ApiClient, id: number) => {
  const result = await client.graphql<{
    establishments: { totalCount: number; einvoicing: boolean; items: Row[]; headOffice: Row | null; electronicPoints: Row[] };
  }>(LIST, { companyId: id });
  expect(result.errors).toBeUndefined();
  return result.data!.establishments;
};

/** A complete branch with only the required fields (besides the number). */
const branch = (number: string, extra: Row = {}) => ({
  ruc: '0992187452001',
  number,
  section: 'BODEGA',
  legalName: 'DISTRIBUIDORA DEL PACIFICO CIA. LTDA.',
  description: `SUCURSAL ${number}`,
  province: 9,
  city: 'GUAYAQUIL',
  address: `Av. 9 de Octubre ${number}`,
  ...extra,
});

describe('establishment list', () => {
  it('lists the head office first with every field, the e-invoicing state and the electronic points', async () => {
    const andina = await companyId(server, 'andina');
    const result = await list(admin, andina);
    expect(result.totalCount).toBe(1);
    expect(result.einvoicing).toBe(true);
    expect(result.items[0]).toMatchObject({
      number: '001',
      section: 'ALMACEN',
      description: 'COMERCIO',
      legalName: 'COMERCIAL ANDINA S.A.',
      address: 'Av. Amazonas N34-120 y Av. Atahualpa',
      province: 17,
      city: 'QUITO',
      headOffice: true,
      numericCode: '12345678',
      taxpayerType: 'SOCIETY',
      environment: 'PRODUCTION',
      type: 'COMMERCIAL',
      closingType: 'BY_DATE',
    });
    expect(result.headOffice).toEqual({ id: result.items[0]!.id, number: '001' });
    expect(result.electronicPoints).toEqual([
      expect.objectContaining({
        number: '001',
        name: 'PtoElec001',
        type: 'ELECTRONIC',
        state: 'ACTIVE',
        stateLabel: 'ACTIVO',
        establishmentNumber: '001',
        establishmentId: result.items[0]!.id,
      }),
    ]);
  });

  it('answers the coded values with their labels', async () => {
    const result = await admin.graphql<{ establishmentOptions: Record<string, Array<{ code: number; label: string }>> }>(
      '{ establishmentOptions { taxpayerTypes { code label } establishmentTypes { code label } closingTypes { code label } environments { code label } } }',
    );
    expect(result.data!.establishmentOptions).toEqual({
      taxpayerTypes: [
        { code: 0, label: 'No obligado a llevar contabilidad' },
        { code: 1, label: 'Institución pública' },
        { code: 2, label: 'Contribuyente especial' },
        { code: 3, label: 'Sociedad' },
        { code: 4, label: 'Persona natural obligada a llevar contabilidad' },
      ],
      establishmentTypes: [
        { code: 1, label: 'Comercial' },
        { code: 5, label: 'Hoteles' },
        { code: 10, label: 'Productores de ICE' },
      ],
      closingTypes: [
        { code: 0, label: 'Por fecha' },
        { code: 1, label: 'Por turno' },
        { code: 2, label: 'Jornada abierta' },
      ],
      environments: [
        { code: 1, label: 'Pruebas' },
        { code: 2, label: 'Producción' },
      ],
    });
  });

  it('answers the provinces of the reference data with their cities', async () => {
    const result = await admin.graphql<{ provinces: Array<{ id: number; name: string; cities: Array<{ name: string }> }> }>(
      '{ provinces { id name cities { name } } }',
    );
    const loja = result.data!.provinces.find((p) => p.id === 11)!;
    expect(loja.name).toBe('Loja');
    expect(loja.cities.map((c) => c.name)).toContain('Loja');
  });
});

describe('establishment save', () => {
  it('gives a new establishment section ALMACEN, number 001 and description COMERCIO, and makes the first one the head office', async () => {
    const id = await emptyCompany(server, 'nuevaestab');
    const result = await admin.graphql<{ saveEstablishment: { message: string; establishment: Row } }>(SAVE, {
      companyId: id,
      input: { ruc: '1790016919001', legalName: 'NUEVA S.A.', province: 17, city: 'QUITO', address: 'Av. Patria E4-41' },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.saveEstablishment.message).toBe('Establecimiento guardado correctamente');
    expect(result.data!.saveEstablishment.establishment).toMatchObject({
      section: 'ALMACEN',
      number: '001',
      description: 'COMERCIO',
      headOffice: true,
      type: 'COMMERCIAL',
      closingType: 'BY_DATE',
      environment: 'PRODUCTION',
    });
    const audit = await auditOf(server, 'talmacen', `${id}/${result.data!.saveEstablishment.establishment.id}`);
    expect(audit).toEqual([
      {
        usr_nombre: 'Administrador General',
        aud_accion: 'crear',
        aud_entidad: 'talmacen',
        aud_clave: `${id}/${result.data!.saveEstablishment.establishment.id}`,
        observacion: '001 COMERCIO',
      },
    ]);
  });

  it('names every empty required field in one message, focuses the first and saves nothing', async () => {
    const pacifico = await companyId(server, 'pacifico');
    const empty = { ruc: ' ', number: '', section: '', legalName: '', description: '', province: null, city: '', address: '' };
    const result = await admin.graphql(SAVE, { companyId: pacifico, input: empty });
    expect(result.errors![0]!.message).toBe(
      'Existen campos obligatorios vacíos: RUC, Número de establecimiento, Sección, Razón social, Descripción, Provincia, Ciudad, Dirección',
    );
    expect(result.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.ruc' });
    const some = await admin.graphql(SAVE, { companyId: pacifico, input: branch('004', { city: '', address: ' ' }) });
    expect(some.errors![0]!.message).toBe('Existen campos obligatorios vacíos: Ciudad, Dirección');
    expect(some.errors![0]!.extensions).toMatchObject({ field: 'input.city' });
    expect((await list(admin, pacifico)).totalCount).toBe(1);
  });

  it.each([
    [{ number: '01' }, 'number', 'El número de establecimiento debe tener 3 dígitos (ejemplo 001)'],
    [{ number: '0a2' }, 'number', 'El número de establecimiento debe tener 3 dígitos (ejemplo 001)'],
    [{ ruc: '099218745200' }, 'ruc', 'Debe ingresar un RUC válido!'],
    [{ numericCode: '1234567' }, 'numericCode', 'Debe contener 8 caracteres'],
    [{ email: 'sin-arroba' }, 'email', 'Ingrese un correo electrónico válido'],
    [{ number: '001' }, 'number', 'Ya existe el establecimiento número 001 en la empresa'],
  ])('refuses %j on %s with "%s"', async (change, field, message) => {
    const pacifico = await companyId(server, 'pacifico');
    const result = await admin.graphql(SAVE, { companyId: pacifico, input: branch('005', change) });
    expect(result.errors![0]!.message).toBe(message);
    expect(result.errors![0]!.extensions).toMatchObject({ field: `input.${field}` });
    expect((await list(admin, pacifico)).items.map((e) => e.number)).not.toContain('005');
  });

  it('updates every field of an existing establishment and records who did it', async () => {
    const pacifico = await companyId(server, 'pacifico');
    const created = await admin.graphql<{ saveEstablishment: { establishment: Row } }>(SAVE, { companyId: pacifico, input: branch('006') });
    const id = created.data!.saveEstablishment.establishment.id as number;
    const changes = {
      ...branch('007'),
      id,
      phone: '04-2687451',
      legalRepresentative: 'ANDRÉS PÉREZ',
      economicActivity: 'VENTA AL POR MAYOR',
      email: 'sucursal7@dispacifico.com.ec',
      website: 'www.dispacifico.com.ec',
      mobile: '0991234567',
      fax: '04-2687452',
      sector: 'NORTE',
      type: 'HOTEL',
      environment: 'TEST',
      numericCode: '87654321',
      specialTaxpayerAuth: '0123',
      closingType: 'OPEN_DAY',
      businessUnit: 3,
      taxpayerType: 'SPECIAL_TAXPAYER',
    };
    const updated = await admin.graphql<{ saveEstablishment: { establishment: Row } }>(SAVE, { companyId: pacifico, input: changes });
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.saveEstablishment.establishment).toEqual({ ...changes, headOffice: false });
    const audit = await auditOf(server, 'talmacen', `${pacifico}/${id}`);
    expect(audit.map((a) => [a.aud_accion, a.usr_nombre, a.observacion])).toEqual([
      ['crear', 'Administrador General', '006 SUCURSAL 006'],
      ['editar', 'Administrador General', '007 SUCURSAL 007'],
    ]);
  });
});

describe('head office (Matriz)', () => {
  it('sets the chosen establishment to 1 and every other to 0, lists it first and records it', async () => {
    const pacifico = await companyId(server, 'pacifico');
    const created = await admin.graphql<{ saveEstablishment: { establishment: Row } }>(SAVE, { companyId: pacifico, input: branch('010') });
    const id = created.data!.saveEstablishment.establishment.id as number;
    const result = await admin.graphql<{ setHeadOffice: { message: string; establishment: Row } }>(SET_HEAD, { companyId: pacifico, id });
    expect(result.data!.setHeadOffice).toEqual({ message: 'El establecimiento 010 es ahora la Matriz', establishment: { id, headOffice: true } });
    const after = await list(admin, pacifico);
    expect(after.items[0]).toMatchObject({ id, headOffice: true });
    expect(after.items.filter((e) => e.headOffice === true)).toHaveLength(1);
    expect(after.headOffice).toEqual({ id, number: '010' });
    expect((await auditOf(server, 'talmacen', `${pacifico}/${id}`)).at(-1)).toMatchObject({ aud_accion: 'matriz', usr_nombre: 'Administrador General' });
    const back = after.items.find((e) => e.number === '001')!;
    await admin.graphql(SET_HEAD, { companyId: pacifico, id: back.id });
    expect((await list(admin, pacifico)).items[0]).toMatchObject({ number: '001', headOffice: true });
  });

  it('refuses an establishment that does not exist and changes nothing', async () => {
    const pacifico = await companyId(server, 'pacifico');
    const result = await admin.graphql(SET_HEAD, { companyId: pacifico, id: 99999 });
    expect(result.errors![0]).toMatchObject({ message: 'No existe el establecimiento con código 99999', extensions: { code: 'NOT_FOUND' } });
    expect((await list(admin, pacifico)).items[0]).toMatchObject({ number: '001', headOffice: true });
  });
});

describe('establishment delete', () => {
  it('refuses the head office', async () => {
    const pacifico = await companyId(server, 'pacifico');
    const head = (await list(admin, pacifico)).headOffice!;
    const result = await admin.graphql(DELETE, { companyId: pacifico, id: head.id });
    expect(result.errors![0]).toMatchObject({ message: 'No se puede eliminar el establecimiento Matriz', extensions: { code: 'CONFLICT' } });
  });

  it('refuses an establishment with emission points, even cancelled ones', async () => {
    const pacifico = await companyId(server, 'pacifico');
    const created = await admin.graphql<{ saveEstablishment: { establishment: Row } }>(SAVE, { companyId: pacifico, input: branch('020') });
    const id = created.data!.saveEstablishment.establishment.id as number;
    const point = await admin.graphql<{ createElectronicPoint: { point: Row } }>(CREATE_POINT, { companyId: pacifico, input: { establishmentId: id } });
    await admin.graphql(CANCEL_POINT, { companyId: pacifico, id: point.data!.createElectronicPoint.point.id });
    const result = await admin.graphql(DELETE, { companyId: pacifico, id });
    expect(result.errors![0]!.message).toBe('No se puede eliminar el establecimiento: tiene 1 punto(s) de emisión registrados (activos o de baja)');
    expect((await list(admin, pacifico)).items.map((e) => e.id)).toContain(id);
  });

  it('deletes a branch without points and records it', async () => {
    const pacifico = await companyId(server, 'pacifico');
    const created = await admin.graphql<{ saveEstablishment: { establishment: Row } }>(SAVE, { companyId: pacifico, input: branch('021') });
    const id = created.data!.saveEstablishment.establishment.id as number;
    const result = await admin.graphql<{ deleteEstablishment: string }>(DELETE, { companyId: pacifico, id });
    expect(result.data!.deleteEstablishment).toBe('Establecimiento eliminado');
    expect((await list(admin, pacifico)).items.map((e) => e.id)).not.toContain(id);
    expect((await auditOf(server, 'talmacen', `${pacifico}/${id}`)).map((a) => a.aud_accion)).toEqual(['crear', 'eliminar']);
  });
});

describe('electronic emission points', () => {
  it('creates point 002 PtoElec002 of type 4 with the establishment number, then refuses the same number there', async () => {
    const farmaustro = await companyId(server, 'farmaustro');
    const head = (await list(admin, farmaustro)).items[0]!;
    const result = await admin.graphql<{ createElectronicPoint: { message: string; einvoicing: boolean; point: Row; points: Row[] } }>(CREATE_POINT, {
      companyId: farmaustro,
      input: { establishmentId: head.id },
    });
    expect(result.errors).toBeUndefined();
    const created = result.data!.createElectronicPoint;
    expect(created.message).toBe('Punto de emisión electrónico 002 creado');
    expect(created.einvoicing).toBe(true);
    expect(created.point).toMatchObject({
      number: '002',
      name: 'PtoElec002',
      type: 'ELECTRONIC',
      state: 'ACTIVE',
      stateLabel: 'ACTIVO',
      establishmentNumber: '001',
      establishmentId: head.id,
      address: head.address,
    });
    expect(created.points.map((p) => p.number)).toEqual(['001', '002']);
    expect(await auditOf(server, 'tpuntoventa', `${farmaustro}/${created.point.id}`)).toEqual([
      expect.objectContaining({ aud_accion: 'crear', usr_nombre: 'Administrador General', observacion: '001-002 PtoElec002' }),
    ]);
    const again = await admin.graphql(CREATE_POINT, { companyId: farmaustro, input: { establishmentId: head.id, number: '002', name: 'Otro' } });
    expect(again.errors![0]).toMatchObject({
      message: 'Ya existe el punto de emisión 002 en el establecimiento 001',
      extensions: { code: 'CONFLICT', field: 'input.number' },
    });
  });

  it('refuses a number that is not 3 digits and a missing establishment', async () => {
    const farmaustro = await companyId(server, 'farmaustro');
    const head = (await list(admin, farmaustro)).items[0]!;
    const bad = await admin.graphql(CREATE_POINT, { companyId: farmaustro, input: { establishmentId: head.id, number: '2' } });
    expect(bad.errors![0]).toMatchObject({
      message: 'El número del punto de emisión debe tener 3 dígitos (ejemplo 002)',
      extensions: { field: 'input.number' },
    });
    const none = await admin.graphql(CREATE_POINT, { companyId: farmaustro, input: { number: '003' } });
    expect(none.errors![0]).toMatchObject({ message: 'Seleccione un establecimiento', extensions: { field: 'input.establishmentId' } });
  });

  it("cancels a point ('de baja'), refuses cancelling it twice, and reactivates it back to 0", async () => {
    const farmaustro = await companyId(server, 'farmaustro');
    const head = (await list(admin, farmaustro)).items[0]!;
    const made = await admin.graphql<{ createElectronicPoint: { point: Row } }>(CREATE_POINT, {
      companyId: farmaustro,
      input: { establishmentId: head.id, number: '003' },
    });
    const id = made.data!.createElectronicPoint.point.id;
    expect(made.data!.createElectronicPoint.point.name).toBe('PtoElec003');
    const cancelled = await admin.graphql<{ cancelEmissionPoint: { message: string; point: Row } }>(CANCEL_POINT, { companyId: farmaustro, id });
    expect(cancelled.data!.cancelEmissionPoint).toEqual({ message: 'Punto de emisión 003 anulado', point: { state: 'CANCELLED', stateLabel: 'de baja' } });
    const twice = await admin.graphql(CANCEL_POINT, { companyId: farmaustro, id });
    expect(twice.errors![0]!.message).toBe('El punto de emisión ya está de baja');
    const back = await admin.graphql<{ reactivateEmissionPoint: { message: string; point: Row } }>(REACTIVATE_POINT, { companyId: farmaustro, id });
    expect(back.data!.reactivateEmissionPoint).toEqual({ message: 'Punto de emisión 003 reactivado', point: { state: 'ACTIVE', stateLabel: 'ACTIVO' } });
    const [row] = await sql<{ tdv_estado: number }>(server, `select tdv_estado from emp_farmaustro.tpuntoventa where tdv_codigo = ?`, [id]);
    expect(row!.tdv_estado).toBe(0);
    expect((await auditOf(server, 'tpuntoventa', `${farmaustro}/${id}`)).map((a) => a.aud_accion)).toEqual(['crear', 'anular', 'reactivar']);
  });
});

describe('permissions', () => {
  it('lets the read-only user list but refuses every write', async () => {
    const consulta = await signedIn(server, 'consulta');
    const andina = await companyId(server, 'andina');
    const head = (await list(consulta, andina)).items[0]!;
    const writes: Array<[string, Row]> = [
      [SAVE, { companyId: andina, input: branch('030') }],
      [SET_HEAD, { companyId: andina, id: head.id }],
      [DELETE, { companyId: andina, id: head.id }],
      [CREATE_POINT, { companyId: andina, input: { establishmentId: head.id } }],
      [CANCEL_POINT, { companyId: andina, id: 1 }],
      [REACTIVATE_POINT, { companyId: andina, id: 1 }],
    ];
    for (const [query, variables] of writes) {
      const result = await consulta.graphql(query, variables);
      expect(result.errors![0], query).toMatchObject({ message: 'No tiene los permisos para realizar esta acción', extensions: { code: 'FORBIDDEN' } });
    }
    expect((await list(admin, andina)).items).toHaveLength(1);
  });

  it('lets support staff edit but not delete', async () => {
    const soporte = await signedIn(server, 'soporte');
    const pacifico = await companyId(server, 'pacifico');
    const created = await soporte.graphql<{ saveEstablishment: { establishment: Row } }>(SAVE, { companyId: pacifico, input: branch('031') });
    expect(created.errors).toBeUndefined();
    const refused = await soporte.graphql(DELETE, { companyId: pacifico, id: created.data!.saveEstablishment.establishment.id });
    expect(refused.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses a signed-out caller', async () => {
    const anonymous = new ApiClient(server.url);
    const result = await anonymous.graphql(LIST, { companyId: 1 });
    expect(result.errors![0]).toMatchObject({ message: 'NO AUTENTICADO', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('refuses an unknown company naming companyId', async () => {
    const result = await admin.graphql(LIST, { companyId: 9999 });
    expect(result.errors![0]).toMatchObject({ message: 'No existe la empresa con código 9999', extensions: { code: 'BAD_USER_INPUT', field: 'companyId' } });
  });
});
