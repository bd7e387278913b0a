import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FAQS, DEMO_TOPICS } from '../../api/src/db/seeders/demo-help-data.js';
import { gradientPng } from '../../api/src/modules/help/png-writer.js';
import { simplePdf } from '../../api/src/modules/help/pdf-writer.js';
import { ApiClient } from '../support/client.js';
import { pdfOf, upload } from '../support/files.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

let server: TestServer;
let admin: ApiClient;
let support: ApiClient;
let readOnly: ApiClient;
let visitor: ApiClient;

type Result<T = Record<string, unknown>> = { status: number; data: T | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
const refusal = (r: Result) => [r.errors?.[0]?.message, r.errors?.[0]?.extensions?.code, r.errors?.[0]?.extensions?.field];
const sql = <T>(text: string, params: unknown[] = []) => server.services.orm.em.fork().getConnection().execute(text, params) as Promise<T[]>;

const TREE = `query ($line: Int) { helpTopics(businessLine: $line) { id title parentId order icon subtitle businessLines documentCount subtopics { id title parentId order icon subtitle documentCount } } }`;
const DOCS = `query ($topic: Int!) { helpDocuments(topicId: $topic) { id title topicId order kinds hasPdf pdfName pdfFileId pdfUrl videoUrl lineUrl screens { id screenId route } } }`;
const PDF = `query ($id: Int!) { helpDocumentPdf(id: $id) { name contentBase64 } }`;
const SEARCH = `query ($text: String!, $line: Int) { helpSearch(text: $text, businessLine: $line) { totalCount warning hits { kind id topicId title titleHighlighted snippetHighlighted rank } } }`;
const SAVE_TOPIC = `mutation ($input: HelpTopicInput!) { saveHelpTopic(input: $input) { message id } }`;
const SAVE_DOC = `mutation ($input: HelpDocumentInput!) { saveHelpDocument(input: $input) { message id } }`;
const SAVE_FAQ = `mutation ($input: FaqInput!) { saveFaq(input: $input) { message id } }`;

type Topic = { id: number; title: string; parentId: number | null; order: number; businessLines: number[]; documentCount: number; subtopics: Topic[] };
type Hit = { kind: string; id: number; title: string; titleHighlighted: string; snippetHighlighted: string | null; rank: number };
const tree = async (client: ApiClient, line?: number) => (await client.graphql<{ helpTopics: Topic[] }>(TREE, { line })).data!.helpTopics;
const search = async (text: string, line?: number) =>
  (await visitor.graphql<{ helpSearch: { totalCount: number; warning: string | null; hits: Hit[] } }>(SEARCH, { text, line })).data!.helpSearch;
const screenId = async (route: string) =>
  (await sql<{ hpa_codigo: number }>('select hpa_codigo from thelppantalla where hpa_estado = ?', [route]))[0]!.hpa_codigo;
const b64 = (b: Buffer) => b.toString('base64');

beforeAll(async () => {
  server = await startTestServer({ redis: false });
  admin = new ApiClient(server.url);
  support = new ApiClient(server.url);
  readOnly = new ApiClient(server.url);
  visitor = new ApiClient(server.url);
  await admin.login('admin', TEST_PASSWORD);
  await support.login('soporte', TEST_PASSWORD);
  await readOnly.login('consulta', TEST_PASSWORD);
});
afterAll(async () => server?.close());

describe('public help centre', () => {
  it('serves the seeded topics tree without a session: 8 topics with their sub-topics in order', async () => {
    const topics = await tree(visitor);
    expect(topics.map((t) => t.title)).toEqual(DEMO_TOPICS.map((t) => t.title));
    expect(topics.map((t) => t.order)).toEqual(DEMO_TOPICS.map((_, i) => 1000 * i));
    for (const [i, t] of DEMO_TOPICS.entries()) {
      expect(topics[i]!.subtopics.map((s) => s.title)).toEqual(t.subtopics.map((s) => s.title));
      expect(topics[i]!.subtopics.map((s) => s.order)).toEqual(t.subtopics.map((_, j) => 1000 * i + j + 1));
      expect(topics[i]!.subtopics.map((s) => s.documentCount)).toEqual(t.subtopics.map((s) => s.docs.length));
    }
    const docs = DEMO_TOPICS.flatMap((t) => t.subtopics.flatMap((s) => s.docs));
    expect(docs.length).toBeGreaterThanOrEqual(20);
  });

  it('filters the tree by business line: transport topics only for line 7, topics for every line everywhere', async () => {
    const transport = (await tree(visitor, 7)).map((t) => t.title);
    const commerce = (await tree(visitor, 1)).map((t) => t.title);
    expect(transport).toContain('Transporte y encomiendas');
    expect(transport).not.toContain('Contabilidad');
    expect(commerce).not.toContain('Transporte y encomiendas');
    expect(commerce).toEqual(expect.arrayContaining(['Primeros pasos', 'Contabilidad', 'Inventario']));
  });

  it('lists a sub-topic’s documents and serves a real PDF; a document without one answers No se encuentra el Archivo', async () => {
    const sub = (await tree(visitor))[1]!.subtopics[1]!; // Emisión de facturas
    const docs = (
      await visitor.graphql<{ helpDocuments: Array<{ id: number; title: string; kinds: string; hasPdf: boolean; lineUrl: string | null }> }>(DOCS, {
        topic: sub.id,
      })
    ).data!.helpDocuments;
    expect(docs.map((d) => [d.title, d.kinds, d.hasPdf])).toEqual([
      ['Guía de facturación electrónica', 'PL', true],
      ['Notas de crédito electrónicas', 'P', true],
      ['Comprobantes de retención', 'P', true],
    ]);
    expect(docs[0]!.lineUrl).toBe('https://www.sri.gob.ec/facturacion-electronica');
    const pdf = (await visitor.graphql<{ helpDocumentPdf: { name: string; contentBase64: string } }>(PDF, { id: docs[0]!.id })).data!.helpDocumentPdf;
    const bytes = Buffer.from(pdf.contentBase64, 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('(Guía de facturación electrónica) Tj'.replace(/[íó]/g, (c) => c));
    expect(pdf.name).toBe('guia-de-facturacion-electronica.pdf');
    const [video] = await sql<{ hdo_codigo: number }>("select hdo_codigo from thelpdoc where hdo_tipo = 'V' limit 1");
    expect(refusal(await visitor.graphql(PDF, { id: video!.hdo_codigo }))).toEqual(['No se encuentra el Archivo', 'NOT_FOUND', undefined]);
    const rest = await visitor.rest('POST', '/rest/helpdocs/thelpdocs/0?opc=get_documento', { hdo_codigo: video!.hdo_codigo });
    expect([rest.status, rest.body.msg]).toEqual([404, 'No se encuentra el Archivo']);
  });
});

describe('help search', () => {
  it("finds 'Facturación' from 'facturacion' (accents), stems plurals, ranks title matches first and highlights the words", async () => {
    const found = await search('facturacion');
    expect(found.warning).toBeNull();
    expect(found.hits.length).toBeGreaterThan(0);
    const titles = found.hits.map((h) => h.title);
    expect(titles).toContain('Facturación electrónica');
    expect(titles).toContain('Guía de facturación electrónica');
    // Titles (weight A) rank above answers that only mention it in the body.
    const first = found.hits[0]!;
    expect(first.titleHighlighted).toMatch(/<mark>[Ff]acturación<\/mark>/);
    expect(found.hits.map((h) => h.rank)).toEqual([...found.hits.map((h) => h.rank)].sort((a, b) => b - a));
    const inLine = (await search('facturacion', 7)).hits;
    expect(new Set(inLine.map((h) => `${h.kind}${h.id}`)).size).toBe(inLine.length);
    expect(inLine.filter((h) => h.title === 'Guía de facturación electrónica')).toHaveLength(1);
    const plural = (await search('facturas')).hits.map((h) => h.title);
    expect(plural).toContain('Guía de facturación electrónica');
  });

  it('matches the word being typed by its prefix and combines words', async () => {
    expect((await search('contrase')).hits.map((h) => h.title)).toEqual(expect.arrayContaining(['Ingreso y contraseñas', '¿Cómo recupero mi contraseña?']));
    const both = (await search('firma caducada')).hits.map((h) => h.title);
    expect(both).toEqual(['¿Por qué mi facturación está detenida?']);
    const faq = (await search('firma caducada')).hits[0]!;
    expect(faq.kind).toBe('FAQ');
    expect(faq.snippetHighlighted).toContain('<mark>firma</mark>');
    expect(faq.snippetHighlighted).toContain('<mark>caducada</mark>');
  });

  it("answers 'SIN RESULTADOS' for a search without results, and filters by business line", async () => {
    expect(await search('zzxqw')).toEqual({ totalCount: 0, warning: 'SIN RESULTADOS', hits: [] });
    expect(await search('   ')).toEqual({ totalCount: 0, warning: 'SIN RESULTADOS', hits: [] });
    expect((await search('encomienda', 7)).totalCount).toBeGreaterThan(0);
    expect((await search('encomienda', 1)).hits.filter((h) => h.kind !== 'FAQ' && h.kind !== 'TUTORIAL')).toEqual([]);
    const rest = await visitor.rest('GET', `/rest/helptemas/thelptemas/0?opc=buscar&texto=${encodeURIComponent('nadaexiste')}`);
    expect([rest.status, rest.body.advertencia, rest.body.total]).toEqual([200, 'SIN RESULTADOS', 0]);
  });
});

describe('help administration', () => {
  it('orders a new topic 1000 × topics and a new sub-topic parent + sub-topics + 1; audits it', async () => {
    const created = await admin.graphql<{ saveHelpTopic: { message: string; id: number } }>(SAVE_TOPIC, {
      input: { title: 'Punto de venta', icon: 'cash', subtitle: 'Caja y cierres', businessLines: [1, 9] },
    });
    expect(created.data!.saveHelpTopic.message).toBe('Creado con Exito');
    const topicId = created.data!.saveHelpTopic.id;
    const roots = await tree(admin);
    expect(roots.find((t) => t.id === topicId)).toMatchObject({ order: 1000 * DEMO_TOPICS.length, businessLines: [1, 9], parentId: null });
    const sub1 = (await admin.graphql<{ saveHelpTopic: { id: number } }>(SAVE_TOPIC, { input: { title: 'Apertura de caja', parentId: topicId } })).data!
      .saveHelpTopic.id;
    const sub2 = (await admin.graphql<{ saveHelpTopic: { id: number } }>(SAVE_TOPIC, { input: { title: 'Cierre de caja', parentId: topicId } })).data!
      .saveHelpTopic.id;
    const subs = (await tree(admin)).find((t) => t.id === topicId)!.subtopics;
    expect(subs.map((s) => [s.id, s.order])).toEqual([
      [sub1, 1000 * DEMO_TOPICS.length + 1],
      [sub2, 1000 * DEMO_TOPICS.length + 2],
    ]);
    const edited = await admin.graphql<{ saveHelpTopic: { message: string } }>(SAVE_TOPIC, {
      input: { id: sub2, title: 'Cierre de caja diario', parentId: topicId },
    });
    expect(edited.data!.saveHelpTopic.message).toBe('Actualizado con Exito');
    const audit = await sql<{ aud_accion: string }>("select aud_accion from tauditoria where aud_entidad = 'thelptema' and aud_clave = ? order by aud_codigo", [
      String(sub2),
    ]);
    expect(audit.map((a) => a.aud_accion)).toEqual(['crear', 'editar']);
    expect(refusal(await admin.graphql(SAVE_TOPIC, { input: { title: 'Nieto', parentId: sub1 } }))).toEqual([
      'El tema padre (hte_parent) debe ser un tema principal, no un subtema',
      'BAD_USER_INPUT',
      'input.parentId',
    ]);
    expect(refusal(await admin.graphql(SAVE_TOPIC, { input: { title: '  ' } }))).toEqual([
      'Ingrese la descripción del tema (hte_descrip), hasta 150 caracteres',
      'BAD_USER_INPUT',
      'input.title',
    ]);
    const del = await admin.graphql<{ deleteHelpTopic: { message: string } }>(`mutation ($id: Int!) { deleteHelpTopic(id: $id) { message } }`, { id: topicId });
    expect(del.data!.deleteHelpTopic.message).toBe('Eliminado Con Exito');
    expect(await sql('select 1 from thelptema where hte_codigo in (?, ?, ?)', [topicId, sub1, sub2])).toEqual([]);
  });

  it('checks the document editor rules with the spec messages; a fake PDF (an image renamed .pdf) is refused', async () => {
    const sub = (await tree(admin))[0]!.subtopics[0]!;
    const screen = await screenId('/empresas');
    const base = {
      topicId: sub.id,
      title: 'Manual nuevo',
      kinds: 'P',
      screenId: screen,
      pdfName: 'manual.pdf',
      pdfBase64: b64(simplePdf('Manual nuevo', ['Texto'])),
    };
    expect(refusal(await admin.graphql(SAVE_DOC, { input: { ...base, screenId: null } }))).toEqual([
      'Seleccione la Pantalla donde se abrira la Ayuda',
      'BAD_USER_INPUT',
      'input.screenId',
    ]);
    expect(refusal(await admin.graphql(SAVE_DOC, { input: { ...base, pdfBase64: null } }))).toEqual([
      'Cargue Archivo tipo PDF',
      'BAD_USER_INPUT',
      'input.pdfBase64',
    ]);
    expect(refusal(await admin.graphql(SAVE_DOC, { input: { ...base, kinds: 'V' } }))).toEqual([
      'Ingrese Enlace del Video',
      'BAD_USER_INPUT',
      'input.videoUrl',
    ]);
    expect(refusal(await admin.graphql(SAVE_DOC, { input: { ...base, kinds: 'L' } }))).toEqual(['Ingrese Enlace Linea', 'BAD_USER_INPUT', 'input.lineUrl']);
    const fake = b64(gradientPng(20, 20, '#000000', '#ffffff'));
    expect(refusal(await admin.graphql(SAVE_DOC, { input: { ...base, pdfName: 'foto.pdf', pdfBase64: fake } }))).toEqual([
      'El archivo no es un PDF: Cargue Archivo tipo PDF',
      'BAD_USER_INPUT',
      'input.pdfBase64',
    ]);
    // A main topic is not a sub-topic: documents need a sub-topic.
    expect(refusal(await admin.graphql(SAVE_DOC, { input: { ...base, topicId: (await tree(admin))[0]!.id } }))[0]).toBe(
      'Seleccione un subtema: los documentos pertenecen a un subtema',
    );
    const before = (await sql<{ n: number }>('select count(*)::int as n from thelpdoc'))[0]!.n;
    expect(before).toBe(DEMO_TOPICS.flatMap((t) => t.subtopics.flatMap((s) => s.docs)).length);

    const saved = await admin.graphql<{ saveHelpDocument: { message: string; id: number } }>(SAVE_DOC, { input: base });
    expect(saved.data!.saveHelpDocument.message).toBe('Creado con Exito');
    const id = saved.data!.saveHelpDocument.id;
    // Editing a PDF document keeps its file when none is sent (the rule "unless editing").
    const edit = await admin.graphql<{ saveHelpDocument: { message: string } }>(SAVE_DOC, {
      input: { ...base, id, title: 'Manual nuevo (v2)', pdfBase64: null, screenId: null },
    });
    expect(edit.data!.saveHelpDocument.message).toBe('Actualizado con Exito');
    const pdf = (await visitor.graphql<{ helpDocumentPdf: { contentBase64: string } }>(PDF, { id })).data!.helpDocumentPdf;
    expect(pdf.contentBase64).toBe(base.pdfBase64);
    // It opens from the companies screen's help button, also on a sub-route.
    const forScreen = (await readOnly.graphql<{ helpForScreen: Array<{ id: number }> }>(`query { helpForScreen(route: "/empresas") { id } }`)).data!
      .helpForScreen;
    expect(forScreen.map((d) => d.id)).toContain(id);
    const del = await admin.graphql<{ deleteHelpDocument: { message: string } }>(`mutation ($id: Int!) { deleteHelpDocument(id: $id) { message } }`, { id });
    expect(del.data!.deleteHelpDocument.message).toBe('Eliminado Con Exito');
  });

  it('keeps the PDF in the files service: uploaded past the old 1 MB, linked by pdfFileId, served publicly with type, name and ETag, removed with its document', async () => {
    const sub = (await tree(admin))[0]!.subtopics[0]!;
    const big = pdfOf(3 * 1024 * 1024);
    const stored = await upload(server.url, admin.cookie, { clase: 'PDF', propietario: 'ayuda', nombre: 'manual grande.pdf' }, big);
    expect(stored.status).toBe(201);
    const fileId = stored.body.archivo.id as number;
    // Not yet owned by a document: not public.
    expect((await fetch(`${server.url}/files/${fileId}`)).status).toBe(401);
    // A read-only user cannot upload help files (level 2 on 'ayudas').
    expect((await upload(server.url, readOnly.cookie, { clase: 'PDF', propietario: 'ayuda', nombre: 'x.pdf' }, pdfOf(100))).status).toBe(403);

    const input = { topicId: sub.id, title: 'Manual grande', kinds: 'P', screenId: await screenId('/empresas'), pdfFileId: fileId };
    const saved = await admin.graphql<{ saveHelpDocument: { id: number } }>(SAVE_DOC, { input });
    const id = saved.data!.saveHelpDocument.id;
    const [doc] = (
      await visitor.graphql<{ helpDocuments: Array<{ id: number; pdfName: string; pdfFileId: number; pdfUrl: string; hasPdf: boolean }> }>(DOCS, {
        topic: sub.id,
      })
    ).data!.helpDocuments.filter((d) => d.id === id);
    expect(doc).toMatchObject({ hasPdf: true, pdfName: 'manual grande.pdf', pdfFileId: fileId, pdfUrl: `/files/${fileId}` });
    const res = await fetch(`${server.url}/files/${fileId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="manual grande.pdf"; filename*=UTF-8''manual%20grande.pdf`);
    const etag = res.headers.get('etag');
    expect(Buffer.from(await res.arrayBuffer()).equals(big)).toBe(true);
    expect((await fetch(`${server.url}/files/${fileId}`, { headers: { 'if-none-match': etag! } })).status).toBe(304);
    // The file cannot be given to a second document, nor can an image stand in for a PDF.
    expect(refusal(await admin.graphql(SAVE_DOC, { input: { ...input, title: 'Otro' } }))).toEqual([
      'No se encuentra el Archivo',
      'BAD_USER_INPUT',
      'input.pdfFileId',
    ]);
    const picture = await upload(
      server.url,
      admin.cookie,
      { clase: 'IMAGE', propietario: 'ayuda', nombre: 'foto.png' },
      gradientPng(8, 8, '#000000', '#ffffff'),
    );
    expect(refusal(await admin.graphql(SAVE_DOC, { input: { ...input, pdfFileId: picture.body.archivo.id } }))).toEqual([
      'El archivo no es un PDF: Cargue Archivo tipo PDF',
      'BAD_USER_INPUT',
      'input.pdfFileId',
    ]);

    // Replacing the PDF removes the old file; deleting the document removes the new one.
    const second = await upload(server.url, admin.cookie, { clase: 'PDF', propietario: 'ayuda', nombre: 'v2.pdf' }, simplePdf('v2', ['Texto']));
    await admin.graphql(SAVE_DOC, { input: { ...input, id, screenId: null, pdfFileId: second.body.archivo.id } });
    expect(await sql('select arc_codigo from tarchivo where arc_codigo = ?', [fileId])).toEqual([]);
    await admin.graphql(`mutation ($id: Int!) { deleteHelpDocument(id: $id) { message } }`, { id });
    expect(await sql('select arc_codigo from tarchivo where arc_codigo = ?', [second.body.archivo.id])).toEqual([]);
    expect((await fetch(`${server.url}/files/${second.body.archivo.id}`)).status).toBe(401);
  });

  it('creates, moves and deletes screen–document links through /rest/scr/tscr', async () => {
    const [doc] = await sql<{ hdo_codigo: number }>("select hdo_codigo from thelpdoc where hdo_descrip = 'Manual de ingreso al sistema'");
    const clients = await screenId('/clientes');
    const packages = await screenId('/empresas/conexiones');
    const list = await admin.rest('GET', '/rest/scr/tscr/0?opc=lsscr');
    expect((list.body.pantallas as Array<{ hpa_estado: string }>).map((p) => p.hpa_estado)).toEqual(
      expect.arrayContaining(['/empresas', '/clientes', '/ayudas']),
    );
    const created = await admin.rest('POST', '/rest/scr/tscr/0?opc=crearestado', { hpa_codigo: clients, hdo_codigo: doc!.hdo_codigo });
    expect([created.body.cod, created.body.msj]).toEqual([1, 'Creado con Exito']);
    const link = created.body.codigo as number;
    const moved = await admin.rest('POST', `/rest/scr/tscr/${link}?opc=editarEstado`, { hpa_codigo: packages, hdo_codigo: doc!.hdo_codigo });
    expect(moved.body.msj).toBe('Actualizado con Exito');
    const state = await admin.rest('GET', `/rest/scr/tscr/0?opc=getestado&hpa_codigo=${packages}`);
    expect((state.body.enlaces as Array<{ aph_codigo: number }>).map((l) => l.aph_codigo)).toContain(link);
    const noScreen = await admin.rest('POST', '/rest/scr/tscr/0?opc=crearestado', { hdo_codigo: doc!.hdo_codigo });
    expect(noScreen.body.msg).toBe('Seleccione la Pantalla donde se abrira la Ayuda');
    const removed = await admin.rest('POST', `/rest/scr/tscr/${link}?opc=eliminarestado`);
    expect(removed.body.msj).toBe('Eliminado Con Exito');
  });

  it('refuses writes without the permission and admin routes without a session', async () => {
    expect(refusal(await readOnly.graphql(SAVE_TOPIC, { input: { title: 'No' } }))[1]).toBe('FORBIDDEN');
    // The support profile operates (level 2): it creates but does not delete.
    const made = await support.graphql<{ saveHelpTopic: { id: number } }>(SAVE_TOPIC, { input: { title: 'Tema de soporte' } });
    expect(refusal(await support.graphql(`mutation ($id: Int!) { deleteHelpTopic(id: $id) { message } }`, { id: made.data!.saveHelpTopic.id }))[1]).toBe(
      'FORBIDDEN',
    );
    for (const [method, path] of [
      ['GET', '/rest/helptemas/thelptemas/0?opc=datosInit'],
      ['GET', '/rest/helptemas/thelptemas/0?opc=listar'],
      ['POST', '/rest/helptemas/thelptemas/0?opc=guardarTema'],
      ['POST', '/rest/helptemas/thelptemas/0?opc=eliminarTema'],
      ['GET', '/rest/helpdocs/thelpdocs/0?opc=get_docs'],
      ['POST', '/rest/helpdocs/thelpdocs/0?opc=guardardocumento'],
      ['GET', '/rest/scr/tscr/0?opc=lsscr'],
      ['POST', '/rest/scr/tscr/0?opc=crearestado'],
      ['GET', '/rest/faqs/tfaqs/1?opc=get'],
      ['POST', '/rest/faqs/tfaqs/0?opc=guardar'],
      ['DELETE', '/rest/faqs/tfaqs/1'],
    ]) {
      expect((await visitor.rest(method!, path!, method === 'GET' || method === 'DELETE' ? undefined : {})).status, path).toBe(401);
    }
    for (const path of [
      '/rest/helptemas/thelptemas/0?opc=lstemas&tac_codigo=7',
      '/rest/helptemas/thelptemas/0?opc=soporteinfo',
      '/rest/faqs/tfaqs/0?opc=lista&activo=1',
    ]) {
      const r = await visitor.rest('GET', path);
      expect([path, r.status, r.body.estado]).toEqual([path, 200, 200]);
    }
    expect(refusal(await visitor.graphql(SAVE_TOPIC, { input: { title: 'No' } }))[1]).toBe('UNAUTHENTICATED');
  });
});

describe('FAQ administration', () => {
  it('lists the 15 demo FAQs publicly, grouped; a new FAQ gets order count + 1, group 1, inactive', async () => {
    const pub = await visitor.rest('GET', '/rest/faqs/tfaqs/0?opc=lista&activo=1');
    expect((pub.body.lista as unknown[]).length).toBe(DEMO_FAQS.length);
    expect((pub.body.grupos as Array<{ faq_parent: number }>).map((g) => g.faq_parent)).toEqual([1, 2, 3, 4]);
    const created = await admin.graphql<{ saveFaq: { message: string; id: number } }>(SAVE_FAQ, {
      input: { title: '¿Emiten guías de remisión?', answerHtml: '<p>Sí, desde <b>Ventas</b>.</p>' },
    });
    expect(created.data!.saveFaq.message).toBe('Creado con Exito');
    const faq = (
      await admin.graphql<{ faq: Record<string, unknown> }>(`query ($id: Int!) { faq(id: $id) { order group active answerHtml } }`, {
        id: created.data!.saveFaq.id,
      })
    ).data!.faq;
    expect(faq).toEqual({ order: DEMO_FAQS.length + 1, group: 1, active: false, answerHtml: '<p>Sí, desde <b>Ventas</b>.</p>' });
    // Inactive: not in the public list.
    expect(((await visitor.rest('GET', '/rest/faqs/tfaqs/0?opc=lista&activo=1')).body.lista as unknown[]).length).toBe(DEMO_FAQS.length);
  });

  it('removes <script> and onerror from stored answers; an empty answer and a missing selection get the spec messages', async () => {
    const dirty =
      '<p onclick="x()">Hola<script>alert(1)</script><img src="https://isyplus.ec/a.png" onerror="alert(2)"><a href="javascript:alert(3)">v</a></p>';
    const saved = await admin.rest('POST', '/rest/faqs/tfaqs/0?opc=guardar', { faq_title: 'Sucia', faq_descri: dirty, faq_activo: 1 });
    expect(saved.body.msj).toBe('Creado con Exito');
    const [row] = await sql<{ faq_descri: string }>('select faq_descri from tfaqs where faq_codigo = ?', [saved.body.faq_codigo]);
    expect(row!.faq_descri).toBe('<p>Hola<img src="https://isyplus.ec/a.png"><a>v</a></p>');
    expect(row!.faq_descri).not.toMatch(/script|onerror|onclick|javascript/);
    const empty = await admin.rest('POST', '/rest/faqs/tfaqs/0?opc=guardar', { faq_title: 'Vacía', faq_descri: '<p><br></p>' });
    expect([empty.body.msg, empty.body.inputid]).toEqual(['Ingrese por favor el mensaje a enviar.', 'faq_descri']);
    const none = await admin.rest('DELETE', '/rest/faqs/tfaqs/0');
    expect(none.body.msg).toBe('ELIJA UN ITEM PARA REALIZAR ESTA ACCIÓN');
    const del = await admin.rest('DELETE', `/rest/faqs/tfaqs/${saved.body.faq_codigo}`);
    expect(del.body.msj).toBe('Eliminado Con Exito');
  });
});
