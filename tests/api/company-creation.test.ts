import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeCedula, completeRuc } from '../../api/src/db/seeders/demo-data.js';
import { TEMPLATE_V1, TENANT_TEMPLATES } from '../../api/src/db/tenant/template-v1.js';
import { verifyPassword } from '../../api/src/modules/auth/password.js';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let admin: ApiClient;
let readOnly: ApiClient;

const CREATE = `mutation ($input: CompanyCreationInput!) { createCompany(input: $input) { processed message accessCode companyId } }`;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.services.orm.em.fork().getConnection().execute<T[]>(text, params);
const count = async (text: string, params: unknown[] = []) => (await sql<{ n: number }>(`select count(*)::int as n from ${text}`, params))[0].n;
const schemaExists = (schema: string) => server.services.tenants.schemaExists(schema);

let rucSeq = 100;
/** Factory: a RUC of a private company (third digit 9) with a valid check digit, new each call. */
function newRuc(): string {
  for (;;) {
    try {
      return completeRuc(`1791${String(rucSeq++).padStart(5, '0')}`);
    } catch {
      // no check digit for this prefix: try the next
    }
  }
}

/** Factory: a complete, valid form input; `patch` overrides parts of it. */
function formInput(accessCode: string, patch: (input: Record<string, any>) => void = () => {}) {
  const input: Record<string, any> = {
    versionId: 1,
    taxpayer: {
      ruc: newRuc(),
      legalName: 'FERRETERÍA EL MARTILLO S.A.',
      tradeName: 'El Martillo',
      establishmentNumber: '001',
      address: 'Av. 10 de Agosto N25-12 y Colón',
      email: 'ventas@elmartillo.ec',
      taxpayerType: 'SOCIETY',
      rimpe: false,
      withholdingAgent: true,
    },
    emissionPoint: { number: '001', name: 'Caja principal', address: 'Av. 10 de Agosto N25-12', establishment: '001' },
    additional: {
      phone: '02-2550123',
      provinceCode: 17,
      province: 'Pichincha',
      city: 'Quito',
      sector: 'Centro norte',
      legalRepresentative: 'Carlos Andrade',
      economicActivity: 'VENTA AL POR MAYOR Y MENOR DE PRODUCTOS DIVERSOS',
      nationality: 'ECUATORIANA',
      countryCode: 593,
    },
    user: { username: 'candrade', password: 'Clave.Segura1', passwordConfirmation: 'Clave.Segura1', reuseTaxpayer: true },
    accessCode,
  };
  patch(input);
  return input;
}

const create = (client: ApiClient, input: Record<string, unknown>) =>
  client.graphql<{ createCompany: { processed: boolean; message: string; accessCode: string; companyId: number } }>(CREATE, { input });

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  admin = new ApiClient(server.url);
  await admin.login('admin', TEST_PASSWORD);
  readOnly = new ApiClient(server.url);
  await readOnly.login('consulta', TEST_PASSWORD);
});
afterAll(async () => server?.close());

describe('versions and form data', () => {
  it('lists the versions with their template and maximum lengths, in GraphQL and REST', async () => {
    const gql = await admin.graphql<{
      productVersions: Array<{ id: number; name: string; template: string; accessType: string; maxLengths: Array<{ field: string; length: number }> }>;
    }>('{ productVersions { id name template accessType maxLengths { field length } } }');
    expect(gql.data!.productVersions.map((v) => [v.id, v.name, v.template, v.accessType])).toEqual([
      [1, 'Contable 2024', 'v1', 'ACCOUNTING'],
      [2, 'Transporte 2024', 'v1', 'TRANSPORT'],
    ]);
    expect(gql.data!.productVersions[1].maxLengths).toContainEqual({ field: 'alm_direcc', length: 250 });
    const rest = await admin.rest('GET', '/rest/empresa/talmacen/0?accion=lista_versiones');
    expect(rest.status).toBe(200);
    const versiones = rest.body.versiones as Array<Record<string, unknown>>;
    expect(versiones[0]).toMatchObject({ ver_codigo: 1, ver_nombre: 'Contable 2024', ver_plantilla: 'v1', ver_maxlen: { alm_descri: 60, alm_direcc: 300 } });
  });

  it('gives the form its defaults, taxpayer types, activities, provinces with cities, manual point flag and controls', async () => {
    const rest = await admin.rest('GET', '/rest/empresa/talmacen/0?accion=form_crea_empresa');
    expect(Object.keys(rest.body)).toEqual(
      expect.arrayContaining(['form', 'tipocontribuyentes', 'activeconomicas', 'provincias', 'permite_ptomanual', 'controles']),
    );
    expect(rest.body.tipocontribuyentes).toEqual([
      { codigo: 0, descripcion: 'No obligado a llevar contabilidad' },
      { codigo: 1, descripcion: 'Institución pública' },
      { codigo: 2, descripcion: 'Contribuyente especial' },
      { codigo: 3, descripcion: 'Sociedad' },
      { codigo: 4, descripcion: 'Persona natural obligada a llevar contabilidad' },
    ]);
    const loja = (rest.body.provincias as Array<{ prv_codigo: number; prv_nombre: string; ciudades: string[] }>).find((p) => p.prv_codigo === 11)!;
    expect(loja).toEqual({ prv_codigo: 11, prv_nombre: 'Loja', ciudades: ['CATAMAYO', 'LOJA', 'MACARÁ'] });
    expect((rest.body.form as any).infocontrib.nroestab).toBe('001');
    expect((rest.body.controles as any[]).find((c) => c.campo === 'infocontrib.ruc')).toEqual({
      campo: 'infocontrib.ruc',
      requerido: true,
      minimo: 13,
      maximo: 13,
      mensaje: 'Debe ingresar un RUC válido!',
    });
    const gql = await admin.graphql<{ companyCreationForm: { allowsManualPoint: boolean; provinces: unknown[] } }>(
      '{ companyCreationForm { allowsManualPoint provinces { code name cities } } }',
    );
    expect(gql.data!.companyCreationForm.provinces).toHaveLength(24);
  });
});

describe('create a company from the form', () => {
  it('creates the central row, the schema, head office, points, owner and assistant, in one go', async () => {
    const longAddress = `Av. Quitumbe Ñan ${'y calle secundaria '.repeat(16)}`.slice(0, 280);
    const input = formInput('  trans  andes ', (i) => {
      i.versionId = 2; // Transporte 2024: alm_direcc 250, alm_repleg 120
      i.taxpayer.address = longAddress;
      i.additional.legalRepresentative = 'R'.repeat(130);
      i.secondPoint = { number: '002', name: 'Sucursal sur', address: 'Av. Maldonado S12-40', establishment: '002' };
      i.assistant = {
        username: 'contadora1',
        password: 'Conta.2025',
        passwordConfirmation: 'Conta.2025',
        fullName: 'LUCÍA ESPINOZA',
        idNumber: completeCedula('171234567'),
        email: 'lucia@contadores.ec',
        mobile: '0991234567',
      };
    });
    const result = await create(admin, input);
    expect(result.errors).toBeUndefined();
    expect(result.data!.createCompany).toMatchObject({
      processed: true,
      message: 'Empresa creada con éxito. Código de acceso: transandes',
      accessCode: 'transandes',
    });

    const [company] = await sql<any>('select * from tempresa where emp_coding = ?', ['transandes']);
    expect(company).toMatchObject({
      emp_razons: 'FERRETERÍA EL MARTILLO S.A.',
      emp_ruc: input.taxpayer.ruc,
      emp_activa: 1,
      emp_tipoacces: 2,
      emp_codpais: 593,
      ver_codigo: 2,
      emp_esquemadb: 'emp_transandes',
      emp_ipdb: 'localhost',
    });
    expect(JSON.parse(company.emp_tiposerv)).toEqual({ fe: 'F', sms: 'F', ced: 'T', email: 'F', bk: 'T', bka: 'F', bloq_aut: 'F' });
    expect(JSON.parse(company.emp_ubica)).toEqual({ provincia: 17, ciudad: 'QUITO' });
    expect(company.emp_clavedb).toMatch(/^v1:/);
    expect(await schemaExists('emp_transandes')).toBe(true);

    const offices = await sql<any>('select * from emp_transandes.talmacen order by alm_codigo');
    expect(offices.map((o) => [o.alm_nroest, o.alm_matriz])).toEqual([
      ['001', 1],
      ['002', 0],
    ]);
    expect(offices[0]).toMatchObject({
      alm_razsoc: 'FERRETERÍA EL MARTILLO S.A.',
      alm_ruc: input.taxpayer.ruc,
      alm_descri: 'El Martillo',
      alm_provin: 17,
      alm_ciudad: 'QUITO',
      cnt_codigo: 3,
      alm_email: 'ventas@elmartillo.ec',
    });
    expect(offices[0].alm_direcc).toBe(longAddress.slice(0, 250));
    expect(offices[0].alm_repleg).toBe('R'.repeat(120));
    const points = await sql<any>(
      'select tdv_numero, tdv_nombre, tdv_tipo, tdv_nroestab, tdv_estado, alm_codigo from emp_transandes.tpuntoventa order by tdv_codigo',
    );
    expect(points).toEqual([
      { tdv_numero: '001', tdv_nombre: 'Caja principal', tdv_tipo: 4, tdv_nroestab: '001', tdv_estado: 0, alm_codigo: offices[0].alm_codigo },
      { tdv_numero: '002', tdv_nombre: 'Sucursal sur', tdv_tipo: 4, tdv_nroestab: '002', tdv_estado: 0, alm_codigo: offices[1].alm_codigo },
    ]);
    const users = await sql<any>('select usr_id, usr_nombre, usr_cedruc, usr_email, usr_clave, usr_jerarq from emp_transandes.tusuarios order by usr_codigo');
    expect(users.map((u) => [u.usr_id, u.usr_nombre, u.usr_cedruc, u.usr_email, u.usr_jerarq])).toEqual([
      ['candrade', 'FERRETERÍA EL MARTILLO S.A.', input.taxpayer.ruc, 'ventas@elmartillo.ec', 1],
      ['contadora1', 'LUCÍA ESPINOZA', input.assistant.idNumber, 'lucia@contadores.ec', 0],
    ]);
    expect(users[0].usr_clave).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(users[0].usr_clave, 'Clave.Segura1')).toBe(true);
    expect(await verifyPassword(users[1].usr_clave, 'Conta.2025')).toBe(true);

    const [extra] = await sql<any>('select ecr_origen, ecr_rimpe, ecr_agenteret, ecr_nacion, usr_nombre from tempresa_creacion where emp_codigo = ?', [
      company.emp_codigo,
    ]);
    expect(extra).toEqual({ ecr_origen: 'formulario', ecr_rimpe: 'F', ecr_agenteret: 'T', ecr_nacion: 'ECUATORIANA', usr_nombre: 'Administrador General' });
    const audit = await sql<any>(`select usr_nombre, aud_accion from tauditoria where aud_entidad = 'tempresa' and aud_clave = ?`, [
      String(company.emp_codigo),
    ]);
    expect(audit).toEqual([{ usr_nombre: 'Administrador General', aud_accion: 'crear' }]);
  });

  it('defaults the commercial name and legal representative to the business name; an owner not reused keeps his own data', async () => {
    const input = formInput('farmavida', (i) => {
      i.taxpayer.tradeName = '';
      i.additional.legalRepresentative = '  ';
      i.user = {
        username: 'jlopez',
        password: 'abc12345',
        passwordConfirmation: 'abc12345',
        reuseTaxpayer: false,
        fullName: 'JORGE LÓPEZ',
        idNumber: completeCedula('110456789'),
        email: 'jorge@farmavida.ec',
        mobile: '0987000111',
      };
    });
    expect((await create(admin, input)).data!.createCompany.accessCode).toBe('farmavida');
    const [office] = await sql<any>('select alm_descri, alm_repleg from emp_farmavida.talmacen');
    expect(office).toEqual({ alm_descri: 'FERRETERÍA EL MARTILLO S.A.', alm_repleg: 'FERRETERÍA EL MARTILLO S.A.' });
    const [owner] = await sql<any>('select usr_nombre, usr_cedruc, usr_email, usr_celular from emp_farmavida.tusuarios');
    expect(owner).toEqual({ usr_nombre: 'JORGE LÓPEZ', usr_cedruc: input.user.idNumber, usr_email: 'jorge@farmavida.ec', usr_celular: '0987000111' });
  });

  const rules: Array<[string, (i: Record<string, any>) => void, string, string]> = [
    ['RUC of 12 characters', (i) => (i.taxpayer.ruc = '179245613900'), 'infocontrib.ruc', 'Debe ingresar un RUC válido!'],
    ['RUC of 13 digits with a wrong check digit', (i) => (i.taxpayer.ruc = '1792456130001'), 'infocontrib.ruc', 'Debe ingresar un RUC válido!'],
    ['empty business name', (i) => (i.taxpayer.legalName = '  '), 'infocontrib.razonsocial', 'Ingrese la razón social'],
    [
      'establishment number of 2 characters',
      (i) => (i.taxpayer.establishmentNumber = '01'),
      'infocontrib.nroestab',
      'El número de establecimiento debe tener 3 dígitos (ejemplo 001)',
    ],
    ['empty tax address', (i) => (i.taxpayer.address = ''), 'infocontrib.direccion', 'Ingrese la dirección tributaria'],
    ['empty e-mail', (i) => (i.taxpayer.email = null), 'infocontrib.email', 'Ingrese el correo electrónico'],
    [
      'emission point number of 4 characters',
      (i) => (i.emissionPoint.number = '0001'),
      'ptoemision.numero',
      'El número del punto de emisión debe tener 3 dígitos (ejemplo 001)',
    ],
    ['no province', (i) => (i.additional.provinceCode = null), 'infoadc.provcod', 'Seleccione la provincia'],
    ['a province not in the list', (i) => (i.additional.provinceCode = 99), 'infoadc.provcod', 'No se ha podido localizar la provincia'],
    ['no city', (i) => (i.additional.city = ''), 'infoadc.ciudad', 'Seleccione la ciudad'],
    ['no user name', (i) => (i.user.username = ''), 'usuario.usuario', 'Ingrese el nombre de usuario'],
    ['no password', (i) => (i.user.password = ''), 'usuario.password', 'Ingrese la clave'],
    [
      'a confirmation that differs',
      (i) => (i.user.passwordConfirmation = 'otra'),
      'usuario.passwordconf',
      'La clave y la confirmación de la clave no coinciden.',
    ],
    [
      'owner not reused without a name',
      (i) => Object.assign(i.user, { reuseTaxpayer: false, fullName: '', idNumber: '1710034065' }),
      'usuario.apenom',
      'Ingrese los apellidos y nombres del usuario',
    ],
    [
      'owner not reused without an id',
      (i) => Object.assign(i.user, { reuseTaxpayer: false, fullName: 'ANA PAZ', idNumber: '' }),
      'usuario.cedruc',
      'Ingrese la cédula o RUC del usuario',
    ],
    [
      'assistant user of 3 characters',
      (i) => (i.assistant = { username: 'ana', password: 'x1234', passwordConfirmation: 'x1234', fullName: 'ANA', idNumber: '1710034065', email: 'a@b.ec' }),
      'usuario2.usuario',
      'El usuario de la contadora debe tener de 4 a 20 caracteres',
    ],
    [
      'second point number of 2 characters',
      (i) => (i.secondPoint = { number: '02', establishment: '001' }),
      'ptoemision2.numero',
      'El número del punto de emisión debe tener 3 dígitos (ejemplo 001)',
    ],
    ['no access code', (i) => (i.accessCode = '   '), 'acceso', 'Ingrese el código de acceso'],
    ['no version', (i) => (i.versionId = null), 'ver_codigo', 'Seleccione la versión del producto'],
  ];
  for (const [name, patch, field, message] of rules) {
    it(`refuses ${name} with '${message}' on ${field} and creates nothing`, async () => {
      const before = await count('tempresa');
      const result = await create(admin, formInput('reglas', patch));
      // extensions.field is the GraphQL argument path; the form's legacy name travels as legacyField.
      expect(result.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', field: expect.stringMatching(/^input\.[a-zA-Z]+(\.[a-zA-Z]+)?$/), legacyField: field },
      });
      expect(await count('tempresa')).toBe(before);
      expect(await schemaExists('emp_reglas')).toBe(false);
    });
  }

  it("refuses an access code another company holds with 'el acceso ya ha sido asignado a otra empreasa'", async () => {
    const result = await create(admin, formInput('Andina'));
    expect(result.errors?.[0]).toMatchObject({
      message: 'el acceso ya ha sido asignado a otra empreasa',
      extensions: { code: 'CONFLICT', field: 'input.accessCode', legacyField: 'acceso' },
    });
  });

  it('names the GraphQL path of a legacy form field: infoadc.provcod is input.additional.provinceCode', async () => {
    const result = await create(
      admin,
      formInput('rutas', (i) => (i.additional = { ...i.additional, provinceCode: null })),
    );
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.additional.provinceCode', legacyField: 'infoadc.provcod' });
  });

  it('lets only one of two simultaneous creations with the same access code through', async () => {
    const results = await Promise.all([create(admin, formInput('simultanea')), create(admin, formInput('simultanea'))]);
    expect(results.filter((r) => r.data?.createCompany?.accessCode === 'simultanea')).toHaveLength(1);
    expect(results.flatMap((r) => r.errors ?? []).map((e) => [e.message, e.extensions?.code])).toEqual([
      ['el acceso ya ha sido asignado a otra empreasa', 'CONFLICT'],
    ]);
    expect(await count('tempresa where emp_coding = ?', ['simultanea'])).toBe(1);
  });

  it('refuses a user without the create permission on empresas.creacion', async () => {
    const result = await create(readOnly, formInput('sinpermiso'));
    expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await count('tempresa where emp_coding = ?', ['sinpermiso'])).toBe(0);
  });

  it('answers the REST crea_empresa with procesado, msj and acceso, and refusals with inputid', async () => {
    const ruc = newRuc();
    const body = {
      ver_codigo: 1,
      infocontrib: {
        ruc,
        razonsocial: 'PANADERÍA LA ESPIGA',
        nombrecomercial: '',
        nroestab: '001',
        direccion: 'Calle Larga 7-45',
        email: 'espiga@gmail.com',
        contribuyente: 3,
        rimpe: 'SI',
        agenteretencion: 'NO',
      },
      ptoemision: { numero: '001', nombre: '', direccion: '', establecimiento: '001' },
      infoadc: {
        telefono: '07-2831234',
        provcod: 1,
        provincia: 'Azuay',
        ciudad: 'Cuenca',
        sector: '',
        reprelegal: '',
        activeconomica: '',
        nacion: 'ECUATORIANA',
        codpais: 593,
      },
      usuario: { usuario: 'espiga', password: 'pan.2025', passwordconf: 'pan.2025', reusarcontrib: true },
      acceso: 'la espiga',
    };
    const ok = await admin.rest('POST', '/rest/empresa/talmacen/0?accion=crea_empresa', body);
    expect(ok.body).toMatchObject({ estado: 200, procesado: true, acceso: 'laespiga', msj: 'Empresa creada con éxito. Código de acceso: laespiga' });
    const [point] = await sql<any>('select tdv_nombre, direccion from emp_laespiga.tpuntoventa');
    expect(point).toEqual({ tdv_nombre: 'PtoElec001', direccion: 'Calle Larga 7-45' });
    const [extra] = await sql<any>('select ecr_rimpe from tempresa_creacion c join tempresa e using (emp_codigo) where e.emp_coding = ?', ['laespiga']);
    expect(extra.ecr_rimpe).toBe('T');

    const bad = await admin.rest('POST', '/rest/empresa/talmacen/0?accion=crea_empresa', {
      ...body,
      acceso: 'otra',
      usuario: { ...body.usuario, passwordconf: 'x' },
    });
    expect(bad.body).toMatchObject({ estado: 400, inputid: 'usuario.passwordconf', msj: 'La clave y la confirmación de la clave no coinciden.' });
  });
});

describe('all or nothing', () => {
  it('leaves no tempresa row and no schema when an establishment insert fails after the schema was created', async () => {
    // A version whose limit exceeds the column: the head office insert fails once the schema exists.
    await sql(`insert into tversion (ver_codigo, ver_nombre, ver_plantilla, ver_maxlen) values (90, 'Prueba límites', 'v1', '{"alm_direcc": 1000}')`);
    const before = await count('tempresa');
    const audits = await count('tauditoria');
    const result = await create(
      admin,
      formInput('amedias', (i) => {
        i.versionId = 90;
        i.taxpayer.address = 'D'.repeat(400);
      }),
    );
    // PostgreSQL refuses the value (too long for the column): a user error, and nothing is left behind.
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await count('tempresa')).toBe(before);
    expect(await count('tempresa where emp_coding = ?', ['amedias'])).toBe(0);
    expect(await count('tauditoria')).toBe(audits);
    expect(await schemaExists('emp_amedias')).toBe(false);
  });

  it('leaves nothing when a statement of the version template fails mid-way', async () => {
    TENANT_TEMPLATES.v_rota = [...TEMPLATE_V1.slice(0, 2), 'create table troto (x tipo_que_no_existe)', ...TEMPLATE_V1.slice(2)];
    await sql(`insert into tversion (ver_codigo, ver_nombre, ver_plantilla) values (91, 'Plantilla rota', 'v_rota')`);
    const before = await count('tempresa');
    const result = await create(
      admin,
      formInput('plantillarota', (i) => (i.versionId = 91)),
    );
    expect(result.errors?.[0].extensions?.code).toBe('INTERNAL');
    expect(await count('tempresa')).toBe(before);
    expect(await schemaExists('emp_plantillarota')).toBe(false);
    // The same company then goes through with a sound version.
    const retry = await create(admin, formInput('plantillarota'));
    expect(retry.data!.createCompany.accessCode).toBe('plantillarota');
    expect(await schemaExists('emp_plantillarota')).toBe(true);
    delete TENANT_TEMPLATES.v_rota;
  });
});
