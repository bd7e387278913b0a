import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../api/src/modules/auth/password.js';
import { User } from '../../api/src/modules/users/user.entity.js';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

type Result<T> = { data: T | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
type Row = Record<string, unknown>;

const OPTIONS = '{ developmentOptions { areas { id name moduleCount } versions { id name moduleIds } permisos { view create edit delete } } }';
const CYCLE = 'state stateLabel note date userName';
const AREA = `query ($areaId: Int!) { developmentArea(areaId: $areaId) { area { name } modules { id name type typeLabel cycle { ${CYCLE} } attributes { id name type typeLabel cycle { ${CYCLE} } functionals { id description } } } } }`;
const M = {
  module: 'mutation ($input: DevModuleInput!) { r: saveDevelopmentModule(input: $input) { message id } }',
  attribute: 'mutation ($input: DevAttributeInput!) { r: saveDevelopmentAttribute(input: $input) { message id } }',
  functional: 'mutation ($input: DevFunctionalInput!) { r: saveDevelopmentFunctional(input: $input) { message id } }',
  version: 'mutation ($input: DevVersionInput!) { r: saveDevelopmentVersion(input: $input) { message id } }',
  versionModules:
    'mutation ($versionId: Int!, $moduleIds: [Int!]!) { r: saveDevelopmentVersionModules(versionId: $versionId, moduleIds: $moduleIds) { message id } }',
  cycle: `mutation ($input: DevCycleInput!) { r: saveDevelopmentCycle(input: $input) { id ${CYCLE} moduleId attributeId } }`,
  deleteModule: 'mutation ($id: Int!) { r: deleteDevelopmentModule(id: $id) { message id } }',
  deleteAttribute: 'mutation ($id: Int!) { r: deleteDevelopmentAttribute(id: $id) { message id } }',
  deleteFunctional: 'mutation ($id: Int!) { r: deleteDevelopmentFunctional(id: $id) { message id } }',
  deleteVersion: 'mutation ($id: Int!) { r: deleteDevelopmentVersion(id: $id) { message id } }',
};
const R = '/rest/desarrollo';
const FORBIDDEN = { message: 'No tiene los permisos para realizar esta acción', code: 'FORBIDDEN' };

let server: TestServer;
let superUser: ApiClient;
let administrator: ApiClient;
let support: ApiClient;
let plain: ApiClient;

const refusal = (r: Result<unknown>) => ({
  message: r.errors?.[0]?.message,
  code: r.errors?.[0]?.extensions?.code,
  ...(r.errors?.[0]?.extensions?.field ? { field: r.errors[0].extensions.field } : {}),
});
const sql = <T = Row>(text: string, params: unknown[] = []) => server.services.orm.em.fork().getConnection().execute<T[]>(text, params) as Promise<T[]>;
const call = async <T = { message: string; id: number }>(client: ApiClient, op: keyof typeof M, variables: Row) => client.graphql<{ r: T }>(M[op], variables);
const ok = async <T = { message: string; id: number }>(client: ApiClient, op: keyof typeof M, variables: Row): Promise<T> => {
  const r = await call<T>(client, op, variables);
  if (r.errors) throw new Error(r.errors[0]!.message);
  return r.data!.r;
};
const idOf = async (table: string, key: string, column: string, name: string) =>
  (await sql<{ id: number }>(`select ${key} as id from ${table} where ${column} = ?`, [name]))[0]!.id;

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  [superUser, administrator, support, plain] = [0, 1, 2, 3].map(() => new ApiClient(server.url));
  const em = server.services.orm.em.fork();
  // The demo data has a super user (hierarchy 2) but no plain administrator (1).
  em.create(User, { login: 'admin.desarrollo', name: 'Administrador de Desarrollo', passwordHash: await hashPassword('clave-admin-des'), hierarchy: 1 });
  await em.flush();
  await Promise.all([
    superUser.login('admin', TEST_PASSWORD),
    administrator.login('admin.desarrollo', 'clave-admin-des'),
    support.login('soporte', TEST_PASSWORD),
    plain.login('consulta', TEST_PASSWORD),
  ]);
});
afterAll(async () => server?.close());

describe('development catalogue: reading', () => {
  it('answers areas, versions and the permisos object; support without the screen is refused', async () => {
    const read = (await plain.graphql<{ developmentOptions: { areas: Row[]; versions: { name: string; moduleIds: number[] }[]; permisos: Row } }>(OPTIONS))
      .data!.developmentOptions;
    expect(read.areas.map((a) => [a.name, a.moduleCount])).toEqual([
      ['Contabilidad', 3],
      ['Facturación electrónica', 2],
      ['Inventario', 2],
      ['Nómina', 1],
    ]);
    expect(read.versions.map((v) => [v.name, v.moduleIds.length])).toEqual([
      ['Isyplus Básico', 4],
      ['Isyplus Empresarial', 8],
    ]);
    expect(read.permisos).toEqual({ view: 1, create: 0, edit: 0, delete: 0 });
    expect((await superUser.graphql<{ developmentOptions: { permisos: Row } }>(OPTIONS)).data!.developmentOptions.permisos).toEqual({
      view: 4,
      create: 4,
      edit: 4,
      delete: 4,
    });
    expect(refusal(await support.graphql(OPTIONS))).toEqual(FORBIDDEN);
  });

  it("shows an area's modules, attributes and functionals with the current cycle state of each", async () => {
    const areaId = await idOf('tdes_area', 'ar_codigo', 'ar_nombre', 'Contabilidad');
    const { modules } = (await plain.graphql<{ developmentArea: { modules: Row[] } }>(AREA, { areaId })).data!.developmentArea;
    expect(modules.map((m) => [m.name, m.typeLabel])).toEqual([
      ['Asientos contables', 'Incluido'],
      ['Plan de cuentas', 'Incluido'],
      ['Presupuestos', 'Adquirible'],
    ]);
    expect(modules[2]!.cycle).toEqual({
      state: 'DEVELOPMENT',
      stateLabel: 'En desarrollo',
      note: 'Primer sprint',
      date: '2026-10-15',
      userName: 'Administrador General',
    });
    const plan = modules[1] as { attributes: { name: string; typeLabel: string; functionals: { description: string }[] }[] };
    expect(plan.attributes.map((a) => [a.name, a.typeLabel, a.functionals.map((f) => f.description)])).toEqual([
      ['Centros de costo', 'Adquirible', ['Centro de costo por línea de asiento']],
      ['Niveles de cuentas', 'Incluido', ['Hasta 9 niveles de cuentas', 'Importación del plan desde Excel']],
    ]);
    expect(modules.map((m) => m.type)).toEqual(['INCLUDED', 'INCLUDED', 'PURCHASABLE']);
    expect(plan.attributes.map((a) => (a as Row).type)).toEqual(['PURCHASABLE', 'INCLUDED']);
    expect(refusal(await plain.graphql(AREA, { areaId: 0 }))).toEqual({ message: 'Seleccione un área', code: 'BAD_USER_INPUT', field: 'areaId' });
    // A lookup of a missing area answers null, never NOT_FOUND, so sibling fields survive.
    expect(await plain.graphql(AREA, { areaId: 999 })).toMatchObject({ status: 200, data: { developmentArea: null } });
    expect((await plain.graphql(AREA, { areaId: 999 })).errors).toBeUndefined();
  });
});

describe('development catalogue: structure, versions and cycle', () => {
  it('creates, edits and deletes modules, attributes and functionals with the type rules; deletions are audited', async () => {
    const areaId = await idOf('tdes_area', 'ar_codigo', 'ar_nombre', 'Nómina');
    expect(refusal(await call(administrator, 'module', { input: { areaId, name: 'Décimos' } }))).toEqual({
      message: 'El tipo de módulo debe ser 1 (incluido) o 2 (adquirible)',
      code: 'BAD_USER_INPUT',
      field: 'input.type',
    });
    expect(refusal(await call(administrator, 'module', { input: { areaId, name: 'Décimos', type: 3 } })).code).toBe('BAD_USER_INPUT');
    expect(refusal(await call(administrator, 'module', { input: { areaId, name: ' ', type: 'INCLUDED' } }))).toEqual({
      message: 'Ingrese el nombre del módulo',
      code: 'BAD_USER_INPUT',
      field: 'input.name',
    });
    const module = await ok(administrator, 'module', { input: { areaId, name: 'Décimos', type: 'PURCHASABLE', description: 'Décimo tercero y cuarto' } });
    expect(module.message).toBe("Se guardó el módulo 'Décimos'");
    expect(refusal(await call(administrator, 'attribute', { input: { moduleId: module.id, name: 'Pago mensualizado' } }))).toEqual({
      message: 'El tipo de atributo debe ser 0 (no disponible), 1 (incluido) o 2 (adquirible)',
      code: 'BAD_USER_INPUT',
      field: 'input.type',
    });
    const attribute = await ok(administrator, 'attribute', { input: { moduleId: module.id, name: 'Pago mensualizado', type: 'NOT_AVAILABLE' } });
    const functional = await ok(administrator, 'functional', { input: { attributeId: attribute.id, description: 'Provisión mensual en el rol' } });
    expect(refusal(await call(administrator, 'functional', { input: { attributeId: attribute.id, description: '' } }))).toEqual({
      message: 'Ingrese la descripción del funcional',
      code: 'BAD_USER_INPUT',
      field: 'input.description',
    });
    await ok(administrator, 'module', { input: { id: module.id, areaId, name: 'Décimos y utilidades', type: 'INCLUDED' } });
    await ok(administrator, 'functional', { input: { id: functional.id, attributeId: attribute.id, description: 'Provisión mensual' } });
    expect(
      await sql(
        'select m.mo_nombre, m.mo_tipo, a.at_tipo, f.fu_descri from tdes_modulo m join tdes_atributo a on a.at_modulo = m.mo_codigo join tdes_funcional f on f.fu_atributo = a.at_codigo where m.mo_codigo = ?',
        [module.id],
      ),
    ).toEqual([{ mo_nombre: 'Décimos y utilidades', mo_tipo: 1, at_tipo: 0, fu_descri: 'Provisión mensual' }]);
    expect(await ok(administrator, 'deleteFunctional', { id: functional.id })).toEqual({ message: 'Se eliminó el funcional', id: functional.id });
    expect(await ok(administrator, 'deleteAttribute', { id: attribute.id })).toEqual({
      message: "Se eliminó el atributo 'Pago mensualizado'",
      id: attribute.id,
    });
    expect(await ok(administrator, 'deleteModule', { id: module.id })).toEqual({ message: "Se eliminó el módulo 'Décimos y utilidades'", id: module.id });
    expect(refusal(await call(administrator, 'deleteModule', { id: module.id }))).toEqual({ message: `No existe el módulo ${module.id}`, code: 'NOT_FOUND' });
    const audit = await sql<{ aud_entidad: string; aud_accion: string }>(
      "select aud_entidad, aud_accion from tauditoria where aud_entidad like 'tdes_%' and aud_accion = 'eliminar' order by aud_codigo",
    );
    expect(audit.map((a) => a.aud_entidad)).toEqual(['tdes_funcional', 'tdes_atributo', 'tdes_modulo']);
  });

  it('creates a version with a unique name, assigns it modules exactly, and deletes it', async () => {
    const version = await ok(superUser, 'version', { input: { name: 'Isyplus Transporte', description: 'Cooperativas' } });
    expect(refusal(await call(superUser, 'version', { input: { name: 'isyplus transporte' } }))).toEqual({
      message: "Ya existe la versión 'isyplus transporte'",
      code: 'CONFLICT',
      field: 'input.name',
    });
    const kardex = await idOf('tdes_modulo', 'mo_codigo', 'mo_nombre', 'Kardex');
    const emision = await idOf('tdes_modulo', 'mo_codigo', 'mo_nombre', 'Emisión de comprobantes');
    expect((await ok(superUser, 'versionModules', { versionId: version.id, moduleIds: [kardex, emision, kardex] })).message).toBe(
      "La versión 'Isyplus Transporte' tiene 2 módulos asignados",
    );
    const detail = await plain.graphql<{ developmentVersion: { modules: { name: string; assigned: boolean }[] } }>(
      'query ($v: Int!) { developmentVersion(versionId: $v) { modules { name assigned } } }',
      { v: version.id },
    );
    expect(detail.data!.developmentVersion.modules.filter((m) => m.assigned).map((m) => m.name)).toEqual(['Emisión de comprobantes', 'Kardex']);
    expect(refusal(await call(superUser, 'versionModules', { versionId: version.id, moduleIds: [9999] }))).toEqual({
      message: 'No existe el módulo 9999',
      code: 'NOT_FOUND',
    });
    expect(await ok(superUser, 'deleteVersion', { id: version.id })).toEqual({ message: "Se eliminó la versión 'Isyplus Transporte'", id: version.id });
    expect(await sql('select count(*)::int as n from tdes_version_modulo where ve_codigo = ?', [version.id])).toEqual([{ n: 0 }]);
  });

  it('records a cycle state with note, date and an active user; the latest one is the current state', async () => {
    const moduleId = await idOf('tdes_modulo', 'mo_codigo', 'mo_nombre', 'Bodegas múltiples');
    const consulta = await idOf('tusuarios', 'usr_codigo', 'usr_id', 'consulta');
    const profile = await idOf('tusuarios', 'usr_codigo', 'usr_id', 'perfil.consulta');
    const input = { moduleId, state: 'ANALYSIS', note: 'Revisión con bodegueros', date: '2026-11-20', userId: consulta };
    expect(refusal(await call(superUser, 'cycle', { input: { ...input, state: null } }))).toEqual({
      message: "Estado de ciclo desconocido: ''. Use off, an, de, im o fi",
      code: 'BAD_USER_INPUT',
      field: 'input.state',
    });
    // Unknown states and impossible dates are refused by the enum and the LocalDate scalar themselves.
    expect(refusal(await call(superUser, 'cycle', { input: { ...input, state: 'xx' } })).code).toBe('BAD_USER_INPUT');
    expect(refusal(await call(superUser, 'cycle', { input: { ...input, date: '2026-02-30' } })).code).toBe('BAD_USER_INPUT');
    expect(refusal(await call(superUser, 'cycle', { input: { ...input, date: null } }))).toEqual({
      message: 'La fecha del ciclo no es válida (AAAA-MM-DD)',
      code: 'BAD_USER_INPUT',
      field: 'input.date',
    });
    expect(refusal(await call(superUser, 'cycle', { input: { ...input, userId: profile } }))).toEqual({
      message: 'Seleccione un usuario activo',
      code: 'BAD_USER_INPUT',
      field: 'input.userId',
    });
    expect(refusal(await call(superUser, 'cycle', { input: { ...input, moduleId: null } }))).toEqual({
      message: 'Seleccione un módulo o un atributo para registrar el estado del ciclo',
      code: 'BAD_USER_INPUT',
      field: 'input.moduleId',
    });
    expect(await ok(superUser, 'cycle', { input })).toMatchObject({
      state: 'ANALYSIS',
      stateLabel: 'En análisis',
      note: 'Revisión con bodegueros',
      date: '2026-11-20',
      userName: 'Diego Armijos Ochoa',
      moduleId,
      attributeId: null,
    });
    await ok(administrator, 'cycle', { input: { ...input, state: 'MAINTENANCE', note: null, date: '2026-11-21' } });
    const history = await plain.graphql<{ developmentCycles: { state: string }[] }>('query ($m: Int) { developmentCycles(moduleId: $m) { state } }', {
      m: moduleId,
    });
    expect(history.data!.developmentCycles.map((c) => c.state)).toEqual(['MAINTENANCE', 'ANALYSIS']);
    const users = await plain.graphql<{ developmentUsers: { login: string }[] }>('{ developmentUsers { login } }');
    expect(users.data!.developmentUsers.map((u) => u.login)).toEqual(expect.arrayContaining(['admin', 'consulta', 'soporte']));
    expect(users.data!.developmentUsers.map((u) => u.login)).not.toContain('perfil.consulta');
  });

  it('refuses every change to support and the plain user, changing nothing', async () => {
    const before = await sql(
      'select (select count(*) from tdes_modulo) + (select count(*) from tdes_atributo) + (select count(*) from tdes_funcional) + (select count(*) from tdes_version) + (select count(*) from tdes_ciclo) + (select count(*) from tdes_version_modulo) as n',
    );
    const areaId = await idOf('tdes_area', 'ar_codigo', 'ar_nombre', 'Inventario');
    const moduleId = await idOf('tdes_modulo', 'mo_codigo', 'mo_nombre', 'Kardex');
    const attributeId = await idOf('tdes_atributo', 'at_codigo', 'at_nombre', 'Costo promedio');
    const functionalId = (await sql<{ id: number }>('select fu_codigo as id from tdes_funcional where fu_atributo = ?', [attributeId]))[0]!.id;
    const versionId = await idOf('tdes_version', 've_codigo', 've_nombre', 'Isyplus Básico');
    const attempts: [keyof typeof M, Row][] = [
      ['module', { input: { areaId, name: 'Lotes', type: 'PURCHASABLE' } }],
      ['module', { input: { id: moduleId, areaId, name: 'Kardex', type: 'PURCHASABLE' } }],
      ['attribute', { input: { moduleId, name: 'Lotes', type: 'INCLUDED' } }],
      ['functional', { input: { attributeId, description: 'Otro' } }],
      ['version', { input: { name: 'Otra' } }],
      ['versionModules', { versionId, moduleIds: [] }],
      ['cycle', { input: { moduleId, state: 'DEVELOPMENT', date: '2026-11-20', userId: 1 } }],
      ['deleteModule', { id: moduleId }],
      ['deleteAttribute', { id: attributeId }],
      ['deleteFunctional', { id: functionalId }],
      ['deleteVersion', { id: versionId }],
    ];
    for (const client of [support, plain]) {
      for (const [op, variables] of attempts) expect(refusal(await call(client, op, variables)), op).toEqual(FORBIDDEN);
    }
    expect((await plain.rest('POST', `${R}/0?accion=saveModulo`, { mo_area: areaId, mo_nombre: 'Lotes', mo_tipo: 2 })).status).toBe(403);
    expect((await plain.rest('DELETE', `${R}/${versionId}?accion=deleteVersion`)).status).toBe(403);
    expect(
      await sql(
        'select (select count(*) from tdes_modulo) + (select count(*) from tdes_atributo) + (select count(*) from tdes_funcional) + (select count(*) from tdes_version) + (select count(*) from tdes_ciclo) + (select count(*) from tdes_version_modulo) as n',
      ),
    ).toEqual(before);
  });
});

describe('REST /rest/desarrollo', () => {
  it('answers every accion with the legacy names', async () => {
    const options = await plain.rest('GET', `${R}/0?accion=getOpciones`);
    expect(options.body).toMatchObject({ cod: 1, permisos: { ver: 1, crear: 0, editar: 0, eliminar: 0 } });
    const areas = options.body.areas as Row[];
    expect(areas[1]).toMatchObject({ ar_nombre: 'Facturación electrónica', modulos: 2 });
    const area = await plain.rest('GET', `${R}/${areas[1]!.ar_codigo}?accion=getArea`);
    const emision = (area.body.modulos as Row[])[0]!;
    expect(emision).toMatchObject({ mo_nombre: 'Emisión de comprobantes', mo_tipo: 1, ciclo: null });
    expect((emision.atributos as Row[]).map((a) => [a.at_nombre, a.at_tipo, (a.ciclo as Row | null)?.ci_estado ?? null])).toEqual([
      ['Facturas', 1, null],
      ['Guías de remisión', 2, 'de'],
      ['Liquidaciones de compra', 0, null],
    ]);
    const schema = await plain.rest('GET', `${R}/0?accion=getEsquemaModulo&mo_codigo=${emision.mo_codigo}`);
    expect(((schema.body.modulo as Row).atributos as Row[])[0]!.funcionales).toEqual([
      expect.objectContaining({ fu_descri: 'Firma electrónica XAdES-BES' }),
      expect.objectContaining({ fu_descri: 'Envío al SRI en línea' }),
    ]);
    const users = await plain.rest('GET', `${R}/0?accion=getUsuarios`);
    expect((users.body.usuarios as Row[]).find((u) => u.usr_id === 'admin')).toMatchObject({ usr_nombre: 'Administrador General' });

    const refused = await superUser.rest('POST', `${R}/0?accion=saveModulo`, { mo_area: areas[3]!.ar_codigo, mo_nombre: '', mo_tipo: 1 });
    expect(refused.body).toMatchObject({ estado: 400, msg: 'Ingrese el nombre del módulo', inputid: 'mo_nombre' });
    const module = await superUser.rest('POST', `${R}/0?accion=saveModulo`, { mo_area: areas[3]!.ar_codigo, mo_nombre: 'Utilidades', mo_tipo: 2 });
    expect(module.body).toMatchObject({ cod: 1, msj: "Se guardó el módulo 'Utilidades'" });
    const mo = module.body.mo_codigo as number;
    const attr = await superUser.rest('POST', `${R}/0?accion=saveAtributo`, { at_modulo: mo, at_nombre: 'Cálculo 15%', at_tipo: 1 });
    const fu = await superUser.rest('POST', `${R}/0?accion=saveFuncional`, { fu_atributo: attr.body.at_codigo, fu_descri: 'Reparto por días trabajados' });
    expect(fu.body).toMatchObject({ cod: 1, msj: 'Se guardó el funcional' });
    const cycle = await superUser.rest('POST', `${R}/0?accion=saveCiclo`, {
      ci_atributo: attr.body.at_codigo,
      ci_estado: 'xx',
      ci_fecha: '2026-11-20',
      ci_usuario: 1,
    });
    expect(cycle.body).toMatchObject({ estado: 400, inputid: 'ci_estado' });
    const version = await superUser.rest('POST', `${R}/0?accion=saveVersion`, { ve_nombre: 'Isyplus Nómina' });
    const assigned = await superUser.rest('POST', `${R}/${version.body.ve_codigo}?accion=saveVersionMod`, { modulos: [{ mo_codigo: mo }] });
    expect(assigned.body).toMatchObject({ cod: 1, msj: "La versión 'Isyplus Nómina' tiene 1 módulos asignados" });
    const read = await plain.rest('GET', `${R}/0?accion=getVersion&ve_codigo=${version.body.ve_codigo}`);
    expect((read.body.modulos as Row[]).filter((m) => m.asignado).map((m) => m.mo_nombre)).toEqual(['Utilidades']);
    expect((await superUser.rest('DELETE', `${R}/${fu.body.fu_codigo}?accion=deleteFuncional`)).body).toMatchObject({ cod: 1, msj: 'Se eliminó el funcional' });
    expect((await superUser.rest('DELETE', `${R}/${attr.body.at_codigo}?accion=deleteAtributo`)).body).toMatchObject({ cod: 1 });
    expect((await superUser.rest('DELETE', `${R}/${mo}?accion=deleteModulo`)).body).toMatchObject({ cod: 1, msj: "Se eliminó el módulo 'Utilidades'" });
    expect((await superUser.rest('DELETE', `${R}/${version.body.ve_codigo}?accion=deleteVersion`)).body).toMatchObject({
      cod: 1,
      msj: "Se eliminó la versión 'Isyplus Nómina'",
    });
  });
});
