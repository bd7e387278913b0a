import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../api/src/modules/auth/password.js';
import { User } from '../../api/src/modules/users/user.entity.js';
import { ApiClient } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { companyIdOf } from './companies-fixtures.js';

type Result<T> = { data: T | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
type Entry = { id: number; title: string; url: string | null; order: number; parentId: number; level: string; parentTitle: string | null; childCount: number };

const ENTRY = 'id title url order parentId level parentTitle childCount';
const BAR = `query ($companyId: Int!, $principalOnly: Boolean) { menuBar(companyId: $companyId, principalOnly: $principalOnly) { company { id accessCode legalName } items { ${ENTRY} } permisos { resource view create edit delete } } }`;
const SAVE = `mutation ($companyId: Int!, $input: MenuBarEntryInput!) { saveMenuBarEntry(companyId: $companyId, input: $input) { message menu { ${ENTRY} } } }`;
const DELETE = 'mutation ($companyId: Int!, $ids: [Int!]!) { deleteMenuBarEntries(companyId: $companyId, ids: $ids) { message deletedIds } }';
const R = '/rest/menus/tmenubar';
const FORBIDDEN = { message: 'No tiene los permisos para realizar esta acción', code: 'FORBIDDEN' };

let server: TestServer;
let superUser: ApiClient;
let administrator: ApiClient;
let support: ApiClient;
let plain: ApiClient;
let andina: number;
let pacifico: number;

const refusal = (r: Result<unknown>) => ({
  message: r.errors?.[0]?.message,
  code: r.errors?.[0]?.extensions?.code,
  ...(r.errors?.[0]?.extensions?.field ? { field: r.errors[0].extensions.field } : {}),
});
const sql = <T>(text: string, params: unknown[] = []) => server.services.orm.em.fork().getConnection().execute<T[]>(text, params);
const bar = async (client: ApiClient, companyId: number | null, principalOnly?: boolean) =>
  client.graphql<{ menuBar: { items: Entry[]; permisos: Record<string, unknown> } }>(BAR, { companyId, principalOnly });
const save = (client: ApiClient, companyId: number | null, input: Record<string, unknown>) =>
  client.graphql<{ saveMenuBarEntry: { message: string; menu: Entry } }>(SAVE, { companyId, input });
const titles = (items: Entry[]) => items.map((i) => `${i.parentId ? '  ' : ''}${i.title} ${i.order}`);

/** An administrator (hierarchy 1): the demo data has a super user (2) but no plain administrator. */
async function createAdministrator(): Promise<void> {
  const em = server.services.orm.em.fork();
  em.create(User, { login: 'admin.menus', name: 'Administradora de Menús', passwordHash: await hashPassword('clave-admin-menus'), hierarchy: 1 });
  await em.flush();
}

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  [superUser, administrator, support, plain] = [0, 1, 2, 3].map(() => new ApiClient(server.url));
  await createAdministrator();
  await Promise.all([
    superUser.login('admin', TEST_PASSWORD),
    administrator.login('admin.menus', 'clave-admin-menus'),
    support.login('soporte', TEST_PASSWORD),
    plain.login('consulta', TEST_PASSWORD),
  ]);
  andina = await companyIdOf(server, 'andina');
  pacifico = await companyIdOf(server, 'pacifico');
});
afterAll(async () => server?.close());

describe('menu administrator: choosing a company and listing its menus', () => {
  it('finds companies by the start of their access code and lists the seeded menus, sub-menus under their principal', async () => {
    const found = await plain.graphql<{ menuAdminCompanies: { accessCode: string }[] }>('{ menuAdminCompanies(search: "PA") { accessCode } }');
    expect(found.data!.menuAdminCompanies.map((c) => c.accessCode)).toEqual(['pacifico']);
    const result = await bar(plain, andina);
    expect(titles(result.data!.menuBar.items)).toEqual([
      'Ventas 1000',
      '  Facturación 1001',
      '  Notas de crédito 1002',
      '  Clientes 1003',
      'Compras 2000',
      '  Compras 2001',
      '  Retenciones 2002',
      '  Proveedores 2003',
      'Inventario 3000',
      '  Artículos 3001',
      '  Kardex 3002',
      'Contabilidad 4000',
      '  Plan de cuentas 4001',
      '  Asientos 4002',
      '  Balance general 4003',
      'Reportes 5000',
    ]);
    expect(result.data!.menuBar.items[1]).toMatchObject({ url: '/ventas/facturas', level: 'SUBMENU', parentTitle: 'Ventas', childCount: 0 });
    expect(result.data!.menuBar.permisos).toEqual({ resource: 'menus', view: 1, create: 0, edit: 0, delete: 0 });
    const principals = await bar(plain, andina, true);
    expect(principals.data!.menuBar.items.map((i) => [i.title, i.childCount])).toEqual([
      ['Ventas', 3],
      ['Compras', 3],
      ['Inventario', 2],
      ['Contabilidad', 3],
      ['Reportes', 0],
    ]);
  });

  it("refuses without a company with the spec's message, and answers 'No se ha podido obtener menus' when the schema is gone", async () => {
    // GraphQL requires the company (Int!); the legacy route answers the spec's message.
    expect(refusal(await bar(plain, null)).code).toBe('BAD_USER_INPUT');
    expect(refusal(await save(superUser, null, { title: 'Nuevo', order: 10 })).code).toBe('BAD_USER_INPUT');
    const none = await plain.rest('GET', `${R}/0?opc=search`);
    expect(none.body).toMatchObject({ msg: 'Seleccione una empresa tipeando el acceso de la empresa en el campo de búsqueda', inputid: 'emp_codigo' });
    await sql('drop schema emp_costena cascade');
    const costena = await companyIdOf(server, 'costena');
    expect(refusal(await bar(plain, costena))).toEqual({ message: 'No se ha podido obtener menus', code: 'NOT_FOUND' });
    const rest = await plain.rest('GET', `${R}/0?opc=search&emp_codigo=${costena}`);
    expect(rest.body).toMatchObject({ msg: 'No se ha podido obtener menus', estado: 404 });
  });
});

describe('menu administrator: lookup and order', () => {
  it('answers null for a menu the company does not have, the menu otherwise', async () => {
    const missing = await plain.graphql<{ menuBarEntry: unknown }>('query ($c: Int!) { menuBarEntry(companyId: $c, id: 987654) { id } }', { c: andina });
    expect([missing.errors, missing.data!.menuBarEntry]).toEqual([undefined, null]);
    const first = (await bar(plain, andina)).data!.menuBar.items[0]!;
    const found = await plain.graphql<{ menuBarEntry: Entry }>(
      'query ($c: Int!, $id: Int!) { menuBarEntry(companyId: $c, id: $id) { title level childCount } }',
      { c: andina, id: first.id },
    );
    expect(found.data!.menuBarEntry).toEqual({ title: 'Ventas', level: 'MAIN', childCount: 3 });
  });

  it('orders by title or code with the code as tie-breaker, and counts the menus', async () => {
    const ordered = await plain.graphql<{ menuBar: { totalCount: number; items: Entry[] } }>(
      'query ($c: Int!) { menuBar(companyId: $c, principalOnly: true, orderBy: { field: TITLE, direction: DESC }) { totalCount items { title } } }',
      { c: andina },
    );
    expect(ordered.errors).toBeUndefined();
    expect(ordered.data!.menuBar).toEqual({
      totalCount: 5,
      items: ['Ventas', 'Reportes', 'Inventario', 'Contabilidad', 'Compras'].map((title) => ({ title })),
    });
    const byId = await plain.graphql<{ menuBar: { items: Entry[] } }>('query ($c: Int!) { menuBar(companyId: $c, orderBy: { field: ID }) { items { id } } }', {
      c: andina,
    });
    const ids = byId.data!.menuBar.items.map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
});

describe('menu administrator: saving and deleting', () => {
  it('creates a principal menu and a sub-menu whose order is above the parent and at most parent + 999', async () => {
    const principal = await save(administrator, pacifico, { title: '  Nómina ', url: '', order: 6000 });
    expect(principal.data!.saveMenuBarEntry).toEqual({
      message: "Se creó el menú 'Nómina'",
      menu: expect.objectContaining({ title: 'Nómina', url: null, order: 6000, parentId: 0, level: 'MAIN' }),
    });
    const parentId = principal.data!.saveMenuBarEntry.menu.id;
    for (const order of [6000, 6000 + 1000]) {
      expect(refusal(await save(administrator, pacifico, { title: 'Roles de pago', order, parentId }))).toEqual({
        message: 'El orden del submenú debe ser mayor que 6000 y como máximo 6999',
        code: 'BAD_USER_INPUT',
        field: 'input.order',
      });
    }
    const child = await save(administrator, pacifico, { title: 'Roles de pago', url: '/nomina/roles', order: 6999, parentId });
    expect(child.data!.saveMenuBarEntry.menu).toMatchObject({ title: 'Roles de pago', order: 6999, parentId, level: 'SUBMENU', parentTitle: 'Nómina' });
    const childId = child.data!.saveMenuBarEntry.menu.id;
    // A sub-menu's parent must be principal; moving the principal must keep its sub-menus in range.
    expect(refusal(await save(administrator, pacifico, { title: 'Otro', order: 7000, parentId: childId }))).toEqual({
      message: 'El menú padre debe ser un menú principal',
      code: 'BAD_USER_INPUT',
      field: 'input.parentId',
    });
    expect(refusal(await save(administrator, pacifico, { id: parentId, title: 'Nómina', order: 5000 }))).toEqual({
      message: "El nuevo orden del menú 'Nómina' deja fuera de rango a sus submenús (orden del menú + 999)",
      code: 'BAD_USER_INPUT',
      field: 'input.order',
    });
    expect(refusal(await save(administrator, pacifico, { title: ' ', order: 1 }))).toEqual({
      message: 'Ingrese el título del menú',
      code: 'BAD_USER_INPUT',
      field: 'input.title',
    });
    expect(refusal(await save(administrator, pacifico, { title: 'X', order: 0 }))).toEqual({
      message: 'El orden del menú debe ser un número entero mayor que cero',
      code: 'BAD_USER_INPUT',
      field: 'input.order',
    });
    const edited = await save(administrator, pacifico, { id: childId, title: 'Roles', url: '/nomina/roles', order: 6500, parentId });
    expect(edited.data!.saveMenuBarEntry.message).toBe("Se guardó el menú 'Roles'");
    const [stored] = await sql<Record<string, unknown>>('select mb_titulo, mb_url, mb_orden, mb_parent, nivel from emp_pacifico.tmenubar where mb_codigo = ?', [
      childId,
    ]);
    expect(stored).toEqual({ mb_titulo: 'Roles', mb_url: '/nomina/roles', mb_orden: 6500, mb_parent: parentId, nivel: 1 });

    // A principal goes only with all its sub-menus; the deletion is audited per menu.
    const refused = await administrator.graphql(DELETE, { companyId: pacifico, ids: [parentId] });
    expect(refusal(refused)).toEqual({
      message: "No se puede eliminar el menú 'Nómina': tiene 1 submenús; elimínelos primero o selecciónelos también",
      code: 'CONFLICT',
    });
    const deleted = await administrator.graphql<{ deleteMenuBarEntries: unknown }>(DELETE, { companyId: pacifico, ids: [parentId, childId] });
    expect(deleted.data!.deleteMenuBarEntries).toEqual({ message: 'Se eliminaron 2 menús', deletedIds: [parentId, childId] });
    const audit = await sql<{ aud_accion: string; aud_clave: string; usr_nombre: string }>(
      "select aud_accion, aud_clave, usr_nombre from tauditoria where aud_entidad = 'tmenubar' order by aud_codigo",
    );
    expect(audit.map((a) => [a.aud_accion, a.aud_clave, a.usr_nombre])).toEqual([
      ['crear', `${pacifico}/${parentId}`, 'Administradora de Menús'],
      ['crear', `${pacifico}/${childId}`, 'Administradora de Menús'],
      ['editar', `${pacifico}/${childId}`, 'Administradora de Menús'],
      ['eliminar', `${pacifico}/${parentId}`, 'Administradora de Menús'],
      ['eliminar', `${pacifico}/${childId}`, 'Administradora de Menús'],
    ]);
  });

  it('lets the administrator and the super user change menus and refuses support and the plain user, changing nothing', async () => {
    const before = await sql<{ n: number }>('select count(*)::int as n from emp_andina.tmenubar');
    const [reportes] = await sql<{ mb_codigo: number }>("select mb_codigo from emp_andina.tmenubar where mb_titulo = 'Reportes'");
    for (const client of [support, plain]) {
      expect(refusal(await save(client, andina, { title: 'Intruso', order: 9000 }))).toEqual(FORBIDDEN);
      expect(refusal(await save(client, andina, { id: reportes.mb_codigo, title: 'Intruso', order: 5000 }))).toEqual(FORBIDDEN);
      expect(refusal(await client.graphql(DELETE, { companyId: andina, ids: [reportes.mb_codigo] }))).toEqual(FORBIDDEN);
      expect((await client.rest('POST', `${R}/0?opc=save_menu`, { emp_codigo: andina, menu: { mb_titulo: 'Intruso', mb_orden: 9000 } })).status).toBe(403);
      expect((await client.rest('POST', `${R}/0?opc=delete_menu`, { emp_codigo: andina, lst_menu: [reportes.mb_codigo] })).status).toBe(403);
    }
    // Support has no 'menus' grant at all: not even reading.
    expect(refusal(await bar(support, andina))).toEqual(FORBIDDEN);
    expect(await sql('select count(*)::int as n from emp_andina.tmenubar')).toEqual(before);
    for (const [client, title] of [
      [administrator, 'Indicadores'],
      [superUser, 'Tablero'],
    ] as const) {
      const created = await save(client, andina, { title, order: 9000 });
      const id = created.data!.saveMenuBarEntry.menu.id;
      expect((await save(client, andina, { id, title: `${title} 2`, order: 9100 })).data!.saveMenuBarEntry.menu).toMatchObject({
        title: `${title} 2`,
        order: 9100,
      });
      expect(
        (await client.graphql<{ deleteMenuBarEntries: { message: string } }>(DELETE, { companyId: andina, ids: [id] })).data!.deleteMenuBarEntries.message,
      ).toBe('Se eliminó 1 menú');
    }
  });
});

describe('REST /rest/menus/tmenubar', () => {
  it('answers base, search, get_parents, get_menu, get_children, save_menu and delete_menu with the legacy names', async () => {
    const base = await superUser.rest('GET', `${R}/0?opc=base`);
    expect(base.body).toMatchObject({ cod: 1, permisos: { ver: 4, crear: 4, editar: 4, eliminar: 4 }, uri: '/menu_admin' });
    expect((base.body.cols as { di_column: string }[]).map((c) => c.di_column)).toEqual(['mb_codigo', 'mb_titulo', 'mb_url', 'mb_orden', 'mb_parent', 'nivel']);
    const lojaexpress = await companyIdOf(server, 'lojaexpress');
    const all = await plain.rest('GET', `${R}/0?opc=search&emp_codigo=${lojaexpress}`);
    expect((all.body.lst_menus as { mb_titulo: string }[]).map((m) => m.mb_titulo)).toEqual([
      'Encomiendas',
      'Recepción',
      'Entrega',
      'Boletería',
      'Venta de boletos',
      'Frecuencias',
      'Contabilidad',
      'Asientos',
    ]);
    const primaries = await plain.rest('GET', `${R}/0?opc=search&emp_codigo=${lojaexpress}&filtprimary=T`);
    const parents = await plain.rest('GET', `${R}/0?opc=get_parents&emp_codigo=${lojaexpress}`);
    expect((primaries.body.lst_menus as { mb_titulo: string }[]).map((m) => m.mb_titulo)).toEqual(['Encomiendas', 'Boletería', 'Contabilidad']);
    expect(parents.body.lst_menus).toEqual(primaries.body.lst_menus);
    const encomiendas = (parents.body.lst_menus as { mb_codigo: number }[])[0];
    const menu = await plain.rest('GET', `${R}/0?opc=get_menu&emp_codigo=${lojaexpress}&mb_codigo=${encomiendas.mb_codigo}`);
    expect(menu.body.menu).toEqual({
      mb_codigo: encomiendas.mb_codigo,
      mb_titulo: 'Encomiendas',
      mb_url: null,
      mb_orden: 1000,
      mb_parent: 0,
      nivel: 0,
      parent_titulo: null,
      hijos: 2,
    });
    const children = await plain.rest('GET', `${R}/0?opc=get_children&emp_codigo=${lojaexpress}&mb_parent=${encomiendas.mb_codigo}`);
    expect((children.body.lst_menus as { mb_titulo: string; mb_orden: number }[]).map((m) => [m.mb_titulo, m.mb_orden])).toEqual([
      ['Recepción', 1001],
      ['Entrega', 1002],
    ]);

    const refused = await superUser.rest('POST', `${R}/0?opc=save_menu`, {
      emp_codigo: lojaexpress,
      menu: { mb_titulo: 'Guías', mb_orden: 2500, mb_parent: encomiendas.mb_codigo },
    });
    expect(refused.body).toMatchObject({
      estado: 400,
      level_code: 101,
      msg: 'El orden del submenú debe ser mayor que 1000 y como máximo 1999',
      inputid: 'mb_orden',
    });
    const noCompany = await superUser.rest('POST', `${R}/0?opc=save_menu`, { menu: { mb_titulo: 'Guías', mb_orden: 1003 } });
    expect(noCompany.body).toMatchObject({
      estado: 400,
      msg: 'Seleccione una empresa tipeando el acceso de la empresa en el campo de búsqueda',
      inputid: 'emp_codigo',
    });
    const saved = await superUser.rest('POST', `${R}/0?opc=save_menu`, {
      emp_codigo: lojaexpress,
      menu: { mb_titulo: 'Guías', mb_url: '/encomiendas/guias', mb_orden: 1003, mb_parent: encomiendas.mb_codigo },
    });
    expect(saved.body).toMatchObject({
      cod: 1,
      msj: "Se creó el menú 'Guías'",
      menu: { mb_titulo: 'Guías', mb_orden: 1003, mb_parent: encomiendas.mb_codigo, nivel: 1 },
    });
    const guias = (saved.body.menu as { mb_codigo: number }).mb_codigo;
    const removed = await superUser.rest('DELETE', `${R}/0?opc=delete_menu`, { emp_codigo: lojaexpress, lst_menu: [{ mb_codigo: guias }] });
    expect(removed.body).toMatchObject({ cod: 1, msj: 'Se eliminó 1 menú', eliminados: [guias] });
    const gone = await plain.rest('GET', `${R}/0?opc=get_menu&emp_codigo=${lojaexpress}&mb_codigo=${guias}`);
    expect(gone.body).toMatchObject({ estado: 404, msg: `No existe el menú ${guias} en la empresa` });
  });
});

describe('menu administrator: menu urls (defect 9)', () => {
  it('accepts as url only a relative path or an http(s) address: javascript:, data: and //host are refused naming the field', async () => {
    const hostile = [
      'javascript:alert(1)',
      ' JavaScript:alert(document.cookie)',
      'jav\tascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/x',
    ];
    for (const url of hostile) {
      expect(refusal(await save(administrator, pacifico, { title: 'Enlace', url, order: 8000 })), url).toEqual({
        message: 'El campo input.url solo admite una ruta relativa o una dirección http(s)',
        code: 'BAD_USER_INPUT',
        field: 'input.url',
      });
    }
    const rest = await superUser.rest('POST', `${R}/0?opc=save_menu`, {
      emp_codigo: pacifico,
      menu: { mb_titulo: 'Enlace', mb_url: 'javascript:alert(1)', mb_orden: 8000 },
    });
    expect(rest.body).toMatchObject({ estado: 400, msg: 'El campo mb_url solo admite una ruta relativa o una dirección http(s)', inputid: 'mb_url' });
    const [{ n }] = await sql<{ n: number }>("select count(*)::int as n from emp_pacifico.tmenubar where mb_titulo = 'Enlace'");
    expect(n).toBe(0);
    const saved = [];
    for (const [url, order] of [
      ['/ayuda/menus', 8100],
      ['https://isyplus.ec/ayuda?tema=menus', 8200],
      ['http://intranet.isyplus.ec/', 8300],
    ] as const) {
      saved.push((await save(administrator, pacifico, { title: 'Enlace', url, order })).data!.saveMenuBarEntry.menu.url);
    }
    expect(saved).toEqual(['/ayuda/menus', 'https://isyplus.ec/ayuda?tema=menus', 'http://intranet.isyplus.ec/']);
  });
});
