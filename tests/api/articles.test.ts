import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, demoClients } from '../support/client.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { businessDay } from '../../api/src/domain/dates.js';

let server: TestServer;
let admin: ApiClient;
let support: ApiClient;
let readOnly: ApiClient;
let andina: number;
let elconstructor: number;
let sections: Record<string, number>;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => server.services.orm.em.fork().getConnection().execute<T[]>(text, params);

type Item = { art_id: string; art_nomlar: string; tar_codigo: number; tar_descri: string; sec_descri: string | null; precio: string; art_iva: string };
const articles = async (client: ApiClient, query: string) => {
  const { status, body } = await client.rest('GET', `/rest/transacc/articulos?emp_codigo=${andina}&${query}`);
  expect(status).toBe(200);
  return body as { estado: number; items: Item[]; total: number; page: number; limit: number; msg?: string; inputid?: string };
};

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  ({ admin, support, readOnly } = await demoClients(server.url, TEST_PASSWORD));
  const rows = await sql<{ emp_codigo: number; emp_coding: string }>(
    "select emp_codigo, emp_coding from tempresa where emp_coding in ('andina', 'elconstructor')",
  );
  andina = rows.find((r) => r.emp_coding === 'andina')!.emp_codigo;
  elconstructor = rows.find((r) => r.emp_coding === 'elconstructor')!.emp_codigo;
  const secs = await sql<{ sec_codigo: number; sec_descri: string }>('select sec_codigo, sec_descri from emp_andina.tseccion');
  sections = Object.fromEntries(secs.map((s) => [s.sec_descri, s.sec_codigo]));
});
afterAll(async () => server?.close());

describe('taxes in force (/rest/transacc/timpuestos)', () => {
  const rates = (body: Record<string, unknown>) =>
    (body.impuestos as Array<{ imp_tipo: string; imp_porcen: string }>).map((t) => `${t.imp_tipo} ${t.imp_porcen}`);

  it('on a date of 2023 IVA is 0 and 12 %', async () => {
    const { body } = await readOnly.rest('GET', `/rest/transacc/timpuestos?emp_codigo=${andina}&trn_fecha=15/08/2023`);
    expect(body.fecha).toBe('2023-08-15');
    expect(rates(body)).toEqual(['IVA 0.00', 'IVA 12.00', 'ICE 5.00', 'ICE 15.00', 'ICE 20.00']);
    expect((body.impuestos as unknown[])[1]).toEqual({
      imp_codigo: expect.any(Number),
      imp_tipo: 'IVA',
      imp_codsri: '2',
      imp_codpor: '2',
      imp_descri: 'IVA 12%',
      imp_porcen: '12.00',
      imp_desde: '2017-06-01',
      imp_hasta: '2024-03-31',
    });
  });

  it('14 % during the earthquake law, 15 % and 5 % from April 2024, and the limits are inclusive', async () => {
    const iva = async (date: string) =>
      rates((await readOnly.rest('GET', `/rest/transacc/timpuestos?emp_codigo=${andina}&trn_fecha=${date}`)).body).filter((r) => r.startsWith('IVA'));
    expect(await iva('01/06/2016')).toEqual(['IVA 0.00', 'IVA 14.00']);
    expect(await iva('31/05/2017')).toEqual(['IVA 0.00', 'IVA 14.00']);
    expect(await iva('2017-06-01')).toEqual(['IVA 0.00', 'IVA 12.00']);
    expect(await iva('31/03/2024')).toEqual(['IVA 0.00', 'IVA 12.00']);
    expect(await iva('01/04/2024')).toEqual(['IVA 0.00', 'IVA 5.00', 'IVA 15.00']);
  });

  it('without trn_fecha answers the taxes of today in Ecuador', async () => {
    const { body } = await readOnly.rest('GET', `/rest/transacc/timpuestos?emp_codigo=${andina}`);
    expect(body.fecha).toBe(businessDay());
    expect(rates(body).filter((r) => r.startsWith('IVA'))).toEqual(['IVA 0.00', 'IVA 5.00', 'IVA 15.00']);
  });

  it('refuses a date that does not exist naming trn_fecha', async () => {
    for (const date of ['31/02/2024', '2024-13-01', 'ayer']) {
      const { body } = await readOnly.rest('GET', `/rest/transacc/timpuestos?emp_codigo=${andina}&trn_fecha=${date}`);
      expect(body, date).toMatchObject({ estado: 400, msg: 'La fecha (trn_fecha) no es válida; use el formato DD/MM/AAAA', inputid: 'trn_fecha' });
    }
  });

  it('GraphQL taxesInForce gives exact rates as text and LocalDate validity', async () => {
    const result = await readOnly.graphql<{ taxesInForce: Array<Record<string, unknown>> }>(
      'query ($c: Int!) { taxesInForce(companyId: $c, date: "2024-04-01") { kind rateCode rate validFrom validTo } }',
      { c: elconstructor },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.taxesInForce.filter((t) => t.kind === 'IVA')).toEqual([
      { kind: 'IVA', rateCode: '0', rate: '0.00', validFrom: '2000-01-01', validTo: null },
      { kind: 'IVA', rateCode: '5', rate: '5.00', validFrom: '2024-04-01', validTo: null },
      { kind: 'IVA', rateCode: '4', rate: '15.00', validFrom: '2024-04-01', validTo: null },
    ]);
  });
});

describe('article search (/rest/transacc/articulos)', () => {
  it('by name: prefix, ignoring case, COMERCIAL by default, by name', async () => {
    const body = await articles(readOnly, 'search=cafe');
    expect(body.items.map((i) => i.art_nomlar)).toEqual(['CAFETERA DE GOTEO 12 TAZAS', 'CAFETERA EXPRESO 15 BAR']);
    expect(body.items[0]).toEqual({
      art_codigo: expect.any(Number),
      art_id: 'PE-001',
      art_nomlar: 'CAFETERA DE GOTEO 12 TAZAS',
      tar_codigo: 1,
      tar_descri: 'COMERCIAL',
      sec_codigo: sections['PEQUEÑOS ELECTRODOMÉSTICOS'],
      sec_descri: 'PEQUEÑOS ELECTRODOMÉSTICOS',
      art_unidad: 'UNIDAD',
      precio: '39.90',
      art_iva: 'T',
    });
    expect(body.total).toBe(2);
    // 'CA' also starts CABLE and CARGADOR; the material (type 3 CARTÓN) is not COMERCIAL.
    expect((await articles(readOnly, 'search=CA')).items.map((i) => i.art_id)).toEqual(['TEC-003', 'TEC-001', 'TEC-002', 'PE-001', 'PE-002', 'TEC-004']);
    expect((await articles(readOnly, 'search=ca&tar_codigo=0')).items.map((i) => i.art_id)).toContain('MP-001');
    expect((await articles(readOnly, 'search=ca&tar_codigo=3')).items.map((i) => i.art_id)).toEqual(['MP-001']);
    // % and _ are text, not wildcards.
    expect((await articles(readOnly, 'search=%25')).items).toEqual([]);
    expect((await articles(readOnly, 'search=_AFETERA')).items).toEqual([]);
    // A word inside the name is not a prefix.
    expect((await articles(readOnly, 'search=hdmi')).items).toEqual([]);
  });

  it('by code, with the section filter and the service type', async () => {
    expect((await articles(readOnly, 'search=lb-00&modo=codigo')).items.map((i) => i.art_id)).toEqual(['LB-001', 'LB-002', 'LB-003', 'LB-004', 'LB-005']);
    expect((await articles(readOnly, `search=c&sec_codigo=${sections['TECNOLOGÍA']}`)).items.map((i) => i.art_id)).toEqual([
      'TEC-003',
      'TEC-001',
      'TEC-002',
      'TEC-004',
    ]);
    expect((await articles(readOnly, 'search=st&modo=codigo&tar_codigo=2')).items.map((i) => i.art_nomlar)).toEqual([
      'INSTALACIÓN DE LÍNEA BLANCA',
      'MANTENIMIENTO DE REFRIGERADORA',
      'GARANTÍA EXTENDIDA 12 MESES',
    ]);
  });

  it('pages with total; tra_tiplis 2 shows the cost', async () => {
    const first = await articles(readOnly, 'search=&limit=5&page=1');
    const third = await articles(readOnly, 'search=&limit=5&page=3');
    const [{ n }] = await sql<{ n: number }>("select count(*)::int as n from emp_andina.tarticulo where tar_codigo = 1 and art_activo = 'T'");
    expect(first.total).toBe(n);
    expect(third.total).toBe(n);
    expect(first.items).toHaveLength(5);
    expect(third.page).toBe(3);
    const all = await articles(readOnly, 'search=&limit=100');
    expect(third.items.map((i) => i.art_id)).toEqual(all.items.slice(10, 15).map((i) => i.art_id));
    const empty = await articles(readOnly, 'search=&limit=5&page=99');
    expect(empty).toMatchObject({ items: [], total: n, page: 99 });
    expect((await articles(readOnly, 'search=refrigeradora&tra_tiplis=2')).items.map((i) => i.precio)).toEqual(['560.00']);
  });

  it('an inactive article is not offered', async () => {
    await sql("update emp_andina.tarticulo set art_activo = 'F' where art_id = 'PE-008'");
    expect((await articles(readOnly, 'search=tostadora')).items).toEqual([]);
    await sql("update emp_andina.tarticulo set art_activo = 'T' where art_id = 'PE-008'");
  });

  it('refuses bad filters naming the legacy parameter', async () => {
    const cases: Array<[string, string, string]> = [
      ['search=a&modo=todo', 'El modo de búsqueda (modo) debe ser nombre o codigo', 'modo'],
      ['search=a&tar_codigo=9', 'No existe el tipo de artículo 9 (tar_codigo)', 'tar_codigo'],
      ['search=a&tar_codigo=x', 'El tipo de artículo (tar_codigo) debe ser un número entero', 'tar_codigo'],
      ['search=a&sec_codigo=777', 'No existe la sección 777 (sec_codigo)', 'sec_codigo'],
      ['search=a&tra_tiplis=3', 'La lista de precios (tra_tiplis) debe ser 1 (precio de venta) o 2 (costo)', 'tra_tiplis'],
      ['search=a&tra_codigo=99', 'No existe el tipo de documento 99 (tra_codigo)', 'tra_codigo'],
      ['search=a&limit=101', 'El tamaño de página (pageSize) debe estar entre 1 y 100', 'limit'],
      ['search=a&tipo=5', 'El tipo de búsqueda (tipo) debe ser 1 (autocompletar) o 2 (lista completa)', 'tipo'],
    ];
    for (const [query, msg, inputid] of cases) expect(await articles(readOnly, query), query).toMatchObject({ estado: 400, msg, inputid });
  });

  it('needs a session and read access to companies', async () => {
    const anonymous = await new ApiClient(server.url).rest('GET', `/rest/transacc/articulos?emp_codigo=${andina}&search=ca`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.ss_expirada).toBe(true);
    const gql = await new ApiClient(server.url).graphql('query ($c: Int!) { articleSearch(companyId: $c, text: "ca") { totalCount } }', { c: andina });
    expect(gql.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('GraphQL articleSearch pages with totalCount, Money prices and orderBy', async () => {
    const result = await readOnly.graphql<{
      articleSearch: { totalCount: number; pageSize: number; items: Array<{ code: string; price: string; typeName: string }> };
    }>(
      'query ($c: Int!) { articleSearch(companyId: $c, text: "c", orderBy: { field: PRICE, direction: DESC }, pageSize: 3) { totalCount pageSize items { code price typeName } } }',
      { c: andina },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.articleSearch).toEqual({
      // CABLE x3, CARGADOR, CAFETERA x2, COCINA, CONGELADOR.
      totalCount: 8,
      pageSize: 3,
      items: [
        { code: 'LB-003', price: '519.00', typeName: 'COMERCIAL' },
        { code: 'LB-004', price: '455.00', typeName: 'COMERCIAL' },
        { code: 'PE-002', price: '129.00', typeName: 'COMERCIAL' },
      ],
    });
    const tooBig = await readOnly.graphql('query ($c: Int!) { articleSearch(companyId: $c, pageSize: 500) { totalCount } }', { c: andina });
    expect(tooBig.errors?.[0]?.message).toBe('El tamaño de página (pageSize) debe estar entre 1 y 100');
  });
});

describe('sections and per-document search setup', () => {
  it('opc=secciones lists the active sections with their article count, and the article types', async () => {
    const { body } = await readOnly.rest('GET', `/rest/transacc/articulos?opc=secciones&emp_codigo=${andina}`);
    expect(body.secciones).toEqual([
      { sec_codigo: sections['LÍNEA BLANCA'], sec_descri: 'LÍNEA BLANCA', num_articulos: 5 },
      { sec_codigo: sections['PEQUEÑOS ELECTRODOMÉSTICOS'], sec_descri: 'PEQUEÑOS ELECTRODOMÉSTICOS', num_articulos: 9 },
      { sec_codigo: sections['SERVICIO TÉCNICO'], sec_descri: 'SERVICIO TÉCNICO', num_articulos: 3 },
      { sec_codigo: sections['TECNOLOGÍA'], sec_descri: 'TECNOLOGÍA', num_articulos: 10 },
    ]);
    expect(body.tipos).toEqual([
      { tar_codigo: 1, tar_descri: 'COMERCIAL' },
      { tar_codigo: 2, tar_descri: 'SERVICIO' },
      { tar_codigo: 3, tar_descri: 'MATERIA PRIMA' },
      { tar_codigo: 4, tar_descri: 'PRODUCTO TERMINADO' },
      { tar_codigo: 5, tar_descri: 'ACTIVO FIJO' },
    ]);
  });

  it('getconfig answers the setup of a document (saved or default) and the document types with sel', async () => {
    const invoice = await readOnly.rest('GET', `/rest/transacc/articulos?opc=getconfig&tra_codigo=1&emp_codigo=${andina}`);
    expect(invoice.body.config).toEqual({ tra_codigo: 1, modo: 'nombre', tar_codigo: 1, sec_codigo: null, tra_tiplis: 1, bus_limite: 10, guardada: true });
    const purchase = await readOnly.rest('GET', `/rest/transacc/articulos?opc=getconfig&tra_codigo=20&emp_codigo=${andina}`);
    expect(purchase.body.config).toMatchObject({ tra_codigo: 20, tra_tiplis: 2, guardada: true });
    const guide = await readOnly.rest('GET', `/rest/transacc/articulos?opc=getconfig&tra_codigo=6&emp_codigo=${andina}`);
    expect(guide.body.config).toEqual({ tra_codigo: 6, modo: 'nombre', tar_codigo: 1, sec_codigo: null, tra_tiplis: 1, bus_limite: 10, guardada: false });
    const types = guide.body.tipos_documento as Array<{ tra_codigo: number; sel: boolean }>;
    expect(types.filter((t) => t.sel).map((t) => t.tra_codigo)).toEqual([1, 3, 4, 20]);
  });

  it('saveconfig validates field by field, saves, audits, and the search follows the setup', async () => {
    const bad: Array<[Record<string, unknown>, string, string]> = [
      [{ modo: 'x', tra_tiplis: 1, bus_limite: 5 }, 'El modo de búsqueda (modo) debe ser nombre o codigo', 'modo'],
      [{ modo: 'codigo', tra_tiplis: 0, bus_limite: 5 }, 'La lista de precios (tra_tiplis) debe ser 1 (precio de venta) o 2 (costo)', 'tra_tiplis'],
      [{ modo: 'codigo', tra_tiplis: 1, bus_limite: 51 }, 'El máximo de sugerencias (bus_limite) debe estar entre 1 y 50', 'bus_limite'],
      [{ modo: 'codigo', tra_tiplis: 1, bus_limite: 5, tar_codigo: 8 }, 'No existe el tipo de artículo 8 (tar_codigo)', 'tar_codigo'],
      [{ modo: 'codigo', tra_tiplis: 1, bus_limite: 5, sec_codigo: 9999 }, 'No existe la sección 9999 (sec_codigo)', 'sec_codigo'],
    ];
    for (const [config, msg, inputid] of bad) {
      const { body } = await support.rest('POST', `/rest/transacc/articulos/6?opc=saveconfig&emp_codigo=${andina}`, { config });
      expect(body, msg).toMatchObject({ estado: 400, msg, inputid });
    }
    const unknownDoc = await support.rest('POST', `/rest/transacc/articulos/77?opc=saveconfig&emp_codigo=${andina}`, {
      modo: 'codigo',
      tra_tiplis: 1,
      bus_limite: 5,
    });
    expect(unknownDoc.body).toMatchObject({ estado: 400, msg: 'No existe el tipo de documento 77 (tra_codigo)', inputid: 'tra_codigo' });
    expect((await sql<{ n: number }>('select count(*)::int as n from emp_andina.tbusqueda_art where tra_codigo = 6'))[0]!.n).toBe(0);

    const saved = await support.rest('POST', `/rest/transacc/articulos/6?opc=saveconfig&emp_codigo=${andina}`, {
      config: { modo: 'codigo', tar_codigo: '', sec_codigo: sections['LÍNEA BLANCA'], tra_tiplis: 2, bus_limite: 3 },
    });
    expect(saved.body).toMatchObject({
      estado: 200,
      msg: 'Actualizado con Exito',
      config: { tra_codigo: 6, modo: 'codigo', tar_codigo: null, sec_codigo: sections['LÍNEA BLANCA'], tra_tiplis: 2, bus_limite: 3, guardada: true },
    });
    const [audit] = await sql<{ aud_clave: string; usr_nombre: string }>(
      "select aud_clave, usr_nombre from tauditoria where aud_entidad = 'tbusqueda_art' order by aud_codigo desc limit 1",
    );
    expect(audit).toEqual({ aud_clave: `${andina}/6`, usr_nombre: 'María Fernanda Jaramillo' });
    // The remission guide now searches by code in LÍNEA BLANCA with the cost, 3 suggestions (tipo 1).
    const found = await articles(readOnly, 'search=lb&tra_codigo=6&tipo=1');
    expect(found.items.map((i) => `${i.art_id} ${i.precio}`)).toEqual(['LB-001 560.00', 'LB-002 471.00', 'LB-003 380.00']);
    expect(found.total).toBe(5);
    // Explicit parameters win over the setup.
    expect(
      (await articles(readOnly, 'search=cafetera&tra_codigo=6&modo=nombre&sec_codigo=' + sections['PEQUEÑOS ELECTRODOMÉSTICOS'])).items.map((i) => i.art_id),
    ).toEqual(['PE-001', 'PE-002']);
  });

  it('saving the setup needs edit access', async () => {
    const { status } = await readOnly.rest('POST', `/rest/transacc/articulos/6?opc=saveconfig&emp_codigo=${andina}`, {
      modo: 'nombre',
      tra_tiplis: 1,
      bus_limite: 5,
    });
    expect(status).toBe(403);
  });

  it('GraphQL reads and saves the setup and lists the catalogue options', async () => {
    const save = await admin.graphql<{ saveArticleSearchSetup: Record<string, unknown> }>(
      'mutation ($c: Int!) { saveArticleSearchSetup(companyId: $c, transactionType: 5, input: { mode: NAME, typeId: 2, priceList: SALE, limit: 7 }) { transactionType mode typeId sectionId priceList limit saved } }',
      { c: andina },
    );
    expect(save.errors).toBeUndefined();
    expect(save.data!.saveArticleSearchSetup).toEqual({
      transactionType: 5,
      mode: 'NAME',
      typeId: 2,
      sectionId: null,
      priceList: 'SALE',
      limit: 7,
      saved: true,
    });
    const read = await readOnly.graphql<{
      articleSearchSetup: { limit: number };
      articleCatalogOptions: { sections: unknown[]; types: unknown[] };
      articleSearchDocumentTypes: Array<{ id: number; selected: boolean }>;
    }>(
      'query ($c: Int!) { articleSearchSetup(companyId: $c, transactionType: 5) { limit } articleCatalogOptions(companyId: $c) { sections { id name articleCount } types { id name } } articleSearchDocumentTypes(companyId: $c) { id selected } }',
      { c: andina },
    );
    expect(read.data!.articleSearchSetup.limit).toBe(7);
    expect(read.data!.articleCatalogOptions.sections).toHaveLength(4);
    expect(read.data!.articleSearchDocumentTypes.find((d) => d.id === 5)!.selected).toBe(true);
  });
});
