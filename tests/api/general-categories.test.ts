import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, demoClients } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let admin: ApiClient;
let support: ApiClient;
let readOnly: ApiClient;
let andina: number;
let pacifico: number;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.services.orm.em.fork().getConnection().execute<T[]>(text, params);
const count = async (text: string, params: unknown[] = []) => (await sql<{ n: number }>(text, params))[0]!.n;

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  ({ admin, support, readOnly } = await demoClients(server.url, TEST_PASSWORD));
  const rows = await sql<{ emp_codigo: number; emp_coding: string }>("select emp_codigo, emp_coding from tempresa where emp_coding in ('andina', 'pacifico')");
  andina = rows.find((r) => r.emp_coding === 'andina')!.emp_codigo;
  pacifico = rows.find((r) => r.emp_coding === 'pacifico')!.emp_codigo;
});
afterAll(async () => server?.close());

describe('client/supplier categories (/rest/categorias/tclipro)', () => {
  it('opc=all lists the company categories by description with the number of referentes', async () => {
    const { status, body } = await readOnly.rest('GET', `/rest/categorias/tclipro?opc=all&tcp_codigo=&emp_codigo=${andina}`);
    expect(status).toBe(200);
    const expected = await sql<{ tcp_codigo: number; tcp_descri: string; tcp_tipo: number; tcp_activo: string; num_referentes: number }>(
      `select c.tcp_codigo, c.tcp_descri, c.tcp_tipo, c.tcp_activo, (select count(*)::int from emp_andina.tclipro r where r.tcp_codigo = c.tcp_codigo) as num_referentes
         from emp_andina.tcatclipro c order by c.tcp_descri`,
    );
    expect(expected.map((c) => c.tcp_descri)).toEqual(['CLIENTES CORPORATIVOS', 'CLIENTES MINORISTAS', 'IMPORTADORES', 'PROVEEDORES DE TECNOLOGÍA']);
    expect(body).toMatchObject({ estado: 200, categorias: expected, total: 4 });
    expect(expected.some((c) => c.num_referentes > 0)).toBe(true);
    const one = await readOnly.rest('GET', `/rest/categorias/tclipro?opc=all&tcp_codigo=${expected[2]!.tcp_codigo}&emp_codigo=${andina}`);
    expect(one.body.categorias).toEqual([expected[2]]);
  });

  it('saveupd with cod 0 creates a category in capitals, answers Creado con Exito and audits it', async () => {
    const { body } = await support.rest('POST', `/rest/categorias/tclipro/0?opc=saveupd&emp_codigo=${andina}`, {
      categoria: { tcp_descri: '  distribuidores   de la sierra ', tcp_tipo: 1, tcp_activo: 'T' },
    });
    expect(body).toMatchObject({
      estado: 200,
      msg: 'Creado con Exito',
      categoria: { tcp_descri: 'DISTRIBUIDORES DE LA SIERRA', tcp_tipo: 1, tcp_activo: 'T', num_referentes: 0 },
    });
    const id = (body.categoria as { tcp_codigo: number }).tcp_codigo;
    expect(await count('select count(*)::int as n from emp_andina.tcatclipro where tcp_codigo = ?', [id])).toBe(1);
    const [audit] = await sql<{ usr_nombre: string; aud_accion: string; aud_clave: string; observacion: string }>(
      "select usr_nombre, aud_accion, aud_clave, observacion from tauditoria where aud_entidad = 'tcatclipro' order by aud_codigo desc limit 1",
    );
    expect(audit).toEqual({
      usr_nombre: 'María Fernanda Jaramillo',
      aud_accion: 'crear',
      aud_clave: `${andina}/${id}`,
      observacion: 'DISTRIBUIDORES DE LA SIERRA (CLIENTES, activa)',
    });

    const updated = await support.rest('POST', `/rest/categorias/tclipro/${id}?opc=saveupd`, {
      emp_codigo: andina,
      tcp_descri: 'Distribuidores Sierra',
      tcp_tipo: 3,
      tcp_activo: 'F',
    });
    expect(updated.body).toMatchObject({
      estado: 200,
      msg: 'Actualizado con Exito',
      categoria: { tcp_codigo: id, tcp_descri: 'DISTRIBUIDORES SIERRA', tcp_tipo: 3, tcp_activo: 'F' },
    });
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const before = await count('select count(*)::int as n from emp_andina.tcatclipro');
    const audits = await count("select count(*)::int as n from tauditoria where aud_entidad = 'tcatclipro'");
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ tcp_descri: '   ', tcp_tipo: 1 }, 'Ingrese la descripción de la categoría (tcp_descri)', 'tcp_descri'],
      [{ tcp_descri: 'X'.repeat(101), tcp_tipo: 1 }, 'La descripción de la categoría (tcp_descri) admite hasta 100 caracteres', 'tcp_descri'],
      [{ tcp_descri: 'NUEVA', tcp_tipo: 7 }, 'El tipo de categoría (tcp_tipo) debe ser 1 (clientes), 2 (proveedores) o 3 (clientes y proveedores)', 'tcp_tipo'],
      [{ tcp_descri: 'NUEVA', tcp_tipo: 2, tcp_activo: 'S' }, 'El estado de la categoría (tcp_activo) debe ser T (activa) o F (inactiva)', 'tcp_activo'],
      [{ tcp_descri: 'importadores', tcp_tipo: 2 }, 'Ya existe la categoría IMPORTADORES', 'tcp_descri'],
    ];
    for (const [form, msg, inputid] of cases) {
      const { status, body } = await admin.rest('POST', `/rest/categorias/tclipro/0?opc=saveupd&emp_codigo=${andina}`, form);
      expect(status, msg).toBe(200);
      expect(body, msg).toMatchObject({ estado: 400, msg, inputid });
    }
    const missingCompany = await admin.rest('POST', '/rest/categorias/tclipro/0?opc=saveupd', { tcp_descri: 'NUEVA', tcp_tipo: 1 });
    expect(missingCompany.body).toMatchObject({ estado: 400, msg: 'Debe seleccionar una empresa', inputid: 'emp_codigo' });
    const unknown = await admin.rest('POST', `/rest/categorias/tclipro/424242?opc=saveupd&emp_codigo=${andina}`, { tcp_descri: 'NUEVA', tcp_tipo: 1 });
    expect(unknown.body).toMatchObject({ estado: 400, msg: 'No existe la categoría con código 424242', inputid: 'tcp_codigo' });
    expect(await count('select count(*)::int as n from emp_andina.tcatclipro')).toBe(before);
    expect(await count("select count(*)::int as n from tauditoria where aud_entidad = 'tcatclipro'")).toBe(audits);
  });

  it('the same description may exist in another company', async () => {
    const { body } = await admin.rest('POST', `/rest/categorias/tclipro/0?opc=saveupd&emp_codigo=${pacifico}`, { tcp_descri: 'IMPORTADORES', tcp_tipo: 2 });
    expect(body).toMatchObject({ estado: 200, categoria: { tcp_descri: 'IMPORTADORES', tcp_tipo: 2 } });
  });

  it('delete refuses a category with referentes, deletes an unused one and audits it', async () => {
    const [used] = await sql<{ tcp_codigo: number; tcp_descri: string; n: number }>(
      'select c.tcp_codigo, c.tcp_descri, count(r.clp_codigo)::int as n from emp_andina.tcatclipro c join emp_andina.tclipro r on r.tcp_codigo = c.tcp_codigo group by c.tcp_codigo order by c.tcp_codigo limit 1',
    );
    const refused = await admin.rest('POST', `/rest/categorias/tclipro/${used!.tcp_codigo}?opc=delete&emp_codigo=${andina}`);
    expect(refused.body).toMatchObject({
      estado: 409,
      msg: `La categoría ${used!.tcp_descri} está asignada a ${used!.n} referentes; cámbielos de categoría antes de eliminarla`,
    });
    expect(await count('select count(*)::int as n from emp_andina.tcatclipro where tcp_codigo = ?', [used!.tcp_codigo])).toBe(1);

    const created = await admin.rest('POST', `/rest/categorias/tclipro/0?opc=saveupd&emp_codigo=${andina}`, { tcp_descri: 'PARA BORRAR', tcp_tipo: 2 });
    const id = (created.body.categoria as { tcp_codigo: number }).tcp_codigo;
    const deleted = await admin.rest('POST', `/rest/categorias/tclipro/${id}?opc=delete&emp_codigo=${andina}`);
    expect(deleted.body).toMatchObject({ estado: 200, msg: 'Eliminado con Exito', categoria: { tcp_codigo: id, tcp_descri: 'PARA BORRAR' } });
    expect(await count('select count(*)::int as n from emp_andina.tcatclipro where tcp_codigo = ?', [id])).toBe(0);
    const [audit] = await sql<{ aud_accion: string; aud_clave: string; observacion: string }>(
      "select aud_accion, aud_clave, observacion from tauditoria where aud_entidad = 'tcatclipro' order by aud_codigo desc limit 1",
    );
    expect(audit).toEqual({ aud_accion: 'eliminar', aud_clave: `${andina}/${id}`, observacion: 'PARA BORRAR' });
    const again = await admin.rest('POST', `/rest/categorias/tclipro/${id}?opc=delete&emp_codigo=${andina}`);
    expect(again.body).toMatchObject({ estado: 400, msg: `No existe la categoría con código ${id}`, inputid: 'tcp_codigo' });
  });

  it('reading needs read access, saving edit access and deleting delete access', async () => {
    const ro = await readOnly.rest('POST', `/rest/categorias/tclipro/0?opc=saveupd&emp_codigo=${andina}`, { tcp_descri: 'SOLO LECTURA', tcp_tipo: 1 });
    expect(ro.status).toBe(403);
    const [any] = await sql<{ tcp_codigo: number }>('select tcp_codigo from emp_andina.tcatclipro order by tcp_codigo limit 1');
    const sup = await support.rest('POST', `/rest/categorias/tclipro/${any!.tcp_codigo}?opc=delete&emp_codigo=${andina}`);
    expect(sup.status).toBe(403);
    expect(sup.body).toMatchObject({ estado: 403, msg: 'No tiene los permisos para realizar esta acción' });
    const anonymous = await new ApiClient(server.url).rest('GET', `/rest/categorias/tclipro?opc=all&emp_codigo=${andina}`);
    expect(anonymous.body.ss_expirada).toBe(true);
  });

  it('GraphQL lists, saves and deletes through the same service', async () => {
    const saved = await admin.graphql<{ saveReferenteCategory: { id: number; description: string; kind: string; active: boolean } }>(
      'mutation ($c: Int!) { saveReferenteCategory(companyId: $c, input: { description: "mayoristas gql", kind: SUPPLIERS, active: false }) { id description kind active } }',
      { c: andina },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveReferenteCategory).toMatchObject({ description: 'MAYORISTAS GQL', kind: 'SUPPLIERS', active: false });
    const list = await admin.graphql<{ referenteCategories: { totalCount: number; items: Array<{ description: string }> } }>(
      'query ($c: Int!) { referenteCategories(companyId: $c, active: false) { totalCount items { description } } }',
      { c: andina },
    );
    expect(list.data!.referenteCategories.items.map((i) => i.description)).toContain('MAYORISTAS GQL');
    const ordered = await admin.graphql<{ referenteCategories: { items: Array<{ description: string; referenteCount: number }> } }>(
      'query ($c: Int!) { referenteCategories(companyId: $c, orderBy: { field: REFERENTES, direction: DESC }) { items { description referenteCount } } }',
      { c: andina },
    );
    const counts = ordered.data!.referenteCategories.items.map((i) => i.referenteCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts.at(-1)).toBe(0);
    const dup = await admin.graphql(
      'mutation ($c: Int!) { saveReferenteCategory(companyId: $c, input: { description: "Mayoristas GQL", kind: BOTH }) { id } }',
      { c: andina },
    );
    expect(dup.errors?.[0]?.message).toBe('Ya existe la categoría MAYORISTAS GQL');
    expect(dup.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const del = await admin.graphql<{ deleteReferenteCategory: { id: number } }>(
      'mutation ($c: Int!, $id: Int!) { deleteReferenteCategory(companyId: $c, id: $id) { id } }',
      { c: andina, id: saved.data!.saveReferenteCategory.id },
    );
    expect(del.data!.deleteReferenteCategory.id).toBe(saved.data!.saveReferenteCategory.id);
  });
});

describe('referente form lists (/rest/tgenprops?opc=gensref) and referente by code', () => {
  it('gensref answers the ID types and category kinds, and the active categories of a company', async () => {
    const { body } = await readOnly.rest('GET', `/rest/tgenprops?opc=gensref&emp_codigo=${pacifico}`);
    expect(body).toMatchObject({
      estado: 200,
      tiposid: [
        { codigo: '04', descri: 'RUC' },
        { codigo: '05', descri: 'CÉDULA' },
      ],
      tiposcat: [
        { codigo: 1, descri: 'CLIENTES' },
        { codigo: 2, descri: 'PROVEEDORES' },
        { codigo: 3, descri: 'CLIENTES Y PROVEEDORES' },
      ],
    });
    const names = (body.categorias as Array<{ tcp_descri: string; tcp_activo: string }>).map((c) => c.tcp_descri);
    expect(names).toEqual(['IMPORTADORES', 'PROVEEDORES NACIONALES', 'SUPERMERCADOS', 'TIENDAS DE BARRIO']);
    const without = await readOnly.rest('GET', '/rest/tgenprops?opc=gensref');
    expect(without.body.categorias).toEqual([]);
  });

  it('GET /rest/referentes/tclipro/{refcod}?opc=cod answers estado 1 with the referente, 2 when not registered', async () => {
    const [ref] = await sql<{ clp_codigo: number; clp_cedruc: string; clp_nombre: string }>(
      'select clp_codigo, clp_cedruc, clp_nombre from emp_andina.tclipro order by clp_codigo limit 1',
    );
    const found = await readOnly.rest('GET', `/rest/referentes/tclipro/${ref!.clp_codigo}?opc=cod&emp_codigo=${andina}`);
    expect(found.body).toMatchObject({ estado: 1, ref: { clp_codigo: ref!.clp_codigo, clp_cedruc: ref!.clp_cedruc, clp_nombre: ref!.clp_nombre } });
    const missing = await readOnly.rest('GET', `/rest/referentes/tclipro/99999?opc=cod&emp_codigo=${andina}`);
    expect(missing.body).toMatchObject({ estado: 2, ref: null });
    const bad = await readOnly.rest('GET', `/rest/referentes/tclipro/abc?opc=cod&emp_codigo=${andina}`);
    expect(bad.body).toMatchObject({ estado: 400, msg: 'El código del referente debe ser un número', inputid: 'refcod' });
  });
});
