import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BANNERS, DEMO_TIPS, DEMO_TUTORIALS } from '../../api/src/db/seeders/demo-help.js';
import { gradientPng } from '../../api/src/modules/help/png-writer.js';
import { simplePdf } from '../../api/src/modules/help/pdf-writer.js';
import { ApiClient } from '../support/client.js';
import { pngOf, upload } from '../support/files.js';
import { TEST_PASSWORD } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { businessDay, plusDays } from '../../api/src/domain/dates.js';

let server: TestServer;
let admin: ApiClient;
let support: ApiClient;
let readOnly: ApiClient;
let visitor: ApiClient;

type Result<T = Record<string, unknown>> = { status: number; data: T | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
const refusal = (r: Result) => [r.errors?.[0]?.message, r.errors?.[0]?.extensions?.code, r.errors?.[0]?.extensions?.field];
const png = gradientPng(32, 16, '#102030', '#a0b0c0').toString('base64');
const day = (days: number) => plusDays(businessDay(), days);

const TUTORIALS = `query ($line: Int) { publicTutorials(businessLine: $line) { id title order active time stepCount businessLines } }`;
const TUTORIAL = `query ($id: Int!) { tutorial(id: $id) { notice tutorial { id title active } steps { id order descriptionHtml subtextHtml navigationText imageUrl imageFileId imageDataUrl } } }`;
const SAVE_TUT = `mutation ($input: TutorialInput!) { saveTutorial(input: $input) { message id } }`;
const SAVE_STEP = `mutation ($input: TutorialStepInput!) { saveTutorialStep(input: $input) { message id } }`;
const TIPS_FOR = `query ($route: String!) { tipsForScreen(route: $route) { id title message style color closable current until } }`;
const SAVE_TIP = `mutation ($input: TipInput!) { saveTip(input: $input) { message id } }`;
const BANNERS = `query ($line: Int) { banners(line: $line) { id fileName line lineName imageUrl imageDataUrl } }`;
const SAVE_BANNER = `mutation ($input: BannerInput!) { saveBanner(input: $input) { message id } }`;

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

describe('tutorials', () => {
  it('serves the 3 demo tutorials publicly with illustrated steps; a line filters them', async () => {
    const all = (await visitor.graphql<{ publicTutorials: Array<{ id: number; title: string; stepCount: number }> }>(TUTORIALS, {})).data!.publicTutorials;
    expect(all.map((t) => [t.title, t.stepCount])).toEqual(DEMO_TUTORIALS.map((t) => [t.title, t.steps.length]));
    const commerce = (await visitor.graphql<{ publicTutorials: Array<{ title: string }> }>(TUTORIALS, { line: 1 })).data!.publicTutorials.map((t) => t.title);
    expect(commerce).not.toContain('Registre una encomienda');
    const first = (
      await visitor.graphql<{
        tutorial: {
          notice: string | null;
          steps: Array<{ order: number; imageDataUrl: string; imageUrl: string; imageFileId: number; navigationText: string }>;
        };
      }>(TUTORIAL, { id: all[0]!.id })
    ).data!.tutorial;
    expect(first.notice).toBeNull();
    expect(first.steps.map((s) => s.order)).toEqual([1, 2, 3, 4]);
    expect(first.steps.map((s) => s.navigationText)).toEqual(DEMO_TUTORIALS[0].steps.map((s) => s[2]));
    expect(first.steps.every((s) => s.imageDataUrl.startsWith('data:image/png;base64,iVBORw0KGgo'))).toBe(true);
    // The pictures are files of the files service, public while the tutorial is active.
    expect(first.steps.map((s) => s.imageUrl)).toEqual(first.steps.map((s) => `/files/${s.imageFileId}`));
    const picture = await fetch(`${server.url}${first.steps[0]!.imageUrl}`);
    expect([picture.status, picture.headers.get('content-type'), picture.headers.get('content-disposition')]).toEqual([
      200,
      'image/png',
      `inline; filename="guia-1-paso-1.png"; filename*=UTF-8''guia-1-paso-1.png`,
    ]);
    expect(`data:image/png;base64,${Buffer.from(await picture.arrayBuffer()).toString('base64')}`).toBe(first.steps[0]!.imageDataUrl);
  });

  it('a new tutorial gets order count + 1, inactive, time 0; it says ESTA GUÍA AÚN NO ESTÁ DISPONIBLE. without steps', async () => {
    const made = await admin.graphql<{ saveTutorial: { message: string; id: number } }>(SAVE_TUT, { input: { title: 'Guía de inventario' } });
    expect(made.data!.saveTutorial.message).toBe('Creado con Exito');
    const id = made.data!.saveTutorial.id;
    const list = (
      await admin.graphql<{ tutorials: Array<{ id: number; order: number; active: boolean; time: number }> }>(`query { tutorials { id order active time } }`)
    ).data!.tutorials;
    expect(list.find((t) => t.id === id)).toEqual({ id, order: DEMO_TUTORIALS.length + 1, active: false, time: 0 });
    // Inactive: the public cannot see it, staff can.
    expect((await visitor.graphql<{ tutorial: unknown }>(TUTORIAL, { id })).data!.tutorial).toBeNull();
    expect((await admin.graphql<{ tutorial: { notice: string; steps: unknown[] } }>(TUTORIAL, { id })).data!.tutorial).toMatchObject({
      notice: 'ESTA GUÍA AÚN NO ESTÁ DISPONIBLE.',
      steps: [],
    });
  });

  it('checks steps with the spec messages and sanitizes their HTML', async () => {
    const id = (await admin.graphql<{ saveTutorial: { id: number } }>(SAVE_TUT, { input: { title: 'Guía de pasos', active: true } })).data!.saveTutorial.id;
    expect(refusal(await admin.graphql(SAVE_STEP, { input: { descriptionHtml: '<p>x</p>', imageBase64: png } }))).toEqual([
      'Primero debe guardar el tutorial.',
      'BAD_USER_INPUT',
      'input.tutorialId',
    ]);
    expect(refusal(await admin.graphql(SAVE_STEP, { input: { tutorialId: id, descriptionHtml: '<p>x</p>' } }))).toEqual([
      'Debe subir una imagen para el contenido.',
      'BAD_USER_INPUT',
      'input.imageBase64',
    ]);
    expect(refusal(await admin.graphql(SAVE_STEP, { input: { tutorialId: id, descriptionHtml: '<p> </p>', imageBase64: png } }))).toEqual([
      'Ingrese por favor la descripción.',
      'BAD_USER_INPUT',
      'input.descriptionHtml',
    ]);
    const fake = simplePdf('x', ['y']).toString('base64');
    expect(refusal(await admin.graphql(SAVE_STEP, { input: { tutorialId: id, descriptionHtml: '<p>x</p>', imageBase64: fake } }))[0]).toBe(
      'El archivo no es una imagen PNG, JPEG, GIF o WEBP',
    );
    const ok = await admin.graphql<{ saveTutorialStep: { message: string } }>(SAVE_STEP, {
      input: {
        tutorialId: id,
        descriptionHtml: '<p>Paso <script>alert(1)</script><img src="https://a.ec/i.png" onerror="alert(2)"></p>',
        subtextHtml: '<em>ayuda</em>',
        navigationText: 'Empezar',
        imageBase64: png,
      },
    });
    expect(ok.data!.saveTutorialStep.message).toBe('Creado con Exito');
    const step = (await visitor.graphql<{ tutorial: { steps: Array<{ descriptionHtml: string; subtextHtml: string }> } }>(TUTORIAL, { id })).data!.tutorial
      .steps[0]!;
    expect(step).toMatchObject({ descriptionHtml: '<p>Paso <img src="https://a.ec/i.png"></p>', subtextHtml: '<em>ayuda</em>' });
    const noSel = await admin.rest('DELETE', '/rest/tutorial/ttutorial/0?accion=tutorial');
    expect(noSel.body.msg).toBe('ELIJA UN ITEM PARA REALIZAR ESTA ACCIÓN');
    const del = await admin.rest('DELETE', `/rest/tutorial/ttutorial/${id}?accion=tutorial`);
    expect(del.body.msj).toBe('Eliminado Con Exito');
  });
});

describe('tips', () => {
  it('shows the seeded tips on their screens until their date; a closed tip stays closed for that user only', async () => {
    const [route, title] = DEMO_TIPS[0];
    const shown = (
      await readOnly.graphql<{ tipsForScreen: Array<{ id: number; title: string; style: string; color: string; closable: boolean }> }>(TIPS_FOR, { route })
    ).data!.tipsForScreen;
    expect(shown).toEqual([expect.objectContaining({ title, style: 'success', color: 'green', closable: true })]);
    expect((await readOnly.graphql(`mutation ($id: Int!) { closeTip(id: $id) }`, { id: shown[0]!.id })).data).toEqual({ closeTip: true });
    expect((await readOnly.graphql<{ tipsForScreen: unknown[] }>(TIPS_FOR, { route })).data!.tipsForScreen).toEqual([]);
    expect((await support.graphql<{ tipsForScreen: unknown[] }>(TIPS_FOR, { route })).data!.tipsForScreen).toHaveLength(1);
    expect((await support.graphql<{ tipsForScreen: Array<{ color: string }> }>(TIPS_FOR, { route: DEMO_TIPS[2][0] })).data!.tipsForScreen[0]!.color).toBe(
      'red',
    );
  });

  it('creates a tip with the defaults (success, closable); an expired tip is no longer vigente nor shown', async () => {
    const made = await admin.graphql<{ saveTip: { message: string; id: number } }>(SAVE_TIP, {
      input: { view: '/medicosadm/1', title: 'Nuevo', message: 'Hola', until: day(0) },
    });
    expect(made.data!.saveTip.message).toBe('Creado con Exito');
    const tips = (
      await admin.graphql<{ tips: Array<{ id: number; style: string; closable: boolean; current: boolean; userName: string }> }>(
        `query { tips { id style closable current userName } }`,
      )
    ).data!.tips;
    expect(tips.find((t) => t.id === made.data!.saveTip.id)).toMatchObject({
      style: 'success',
      closable: true,
      current: true,
      userName: 'Administrador General',
    });
    await admin.graphql(SAVE_TIP, {
      input: { id: made.data!.saveTip.id, view: '/medicosadm/1', title: 'Nuevo', message: 'Hola', until: day(-1), style: 'warning' },
    });
    const after = (
      await admin.graphql<{ tips: Array<{ id: number; current: boolean; color: string }> }>(`query { tips { id current color } }`)
    ).data!.tips.find((t) => t.id === made.data!.saveTip.id);
    expect(after).toMatchObject({ current: false, color: 'orange' });
    expect((await admin.graphql<{ tipsForScreen: unknown[] }>(TIPS_FOR, { route: '/medicosadm/1' })).data!.tipsForScreen).toEqual([]);
    const rest = await admin.rest('GET', '/rest/tip/0?accion=lista');
    expect((rest.body.lista as Array<{ tip_codigo: number; vigente: number }>).find((t) => t.tip_codigo === made.data!.saveTip.id)!.vigente).toBe(0);
    const del = await admin.rest('DELETE', `/rest/tip/${made.data!.saveTip.id}`);
    expect(del.body.msj).toBe('Eliminado Con Exito');
  });
});

describe('advertising', () => {
  it('serves the banners of a line publicly; the image is required and really an image', async () => {
    const home = (await visitor.graphql<{ banners: Array<{ fileName: string; lineName: string; imageDataUrl: string }> }>(BANNERS, { line: 0 })).data!.banners;
    expect(home.map((b) => b.fileName)).toEqual(DEMO_BANNERS.filter((b) => b[0] === 0).map((b) => b[1]));
    expect(home[0]!.lineName).toBe('Publicidad Página Inicio');
    const rest = await visitor.rest('GET', '/rest/publicidad/tpublicidad/10?opc=getPublicidad');
    expect((rest.body.lista as Array<{ linea: string }>).map((b) => b.linea)).toEqual(['Facturación Electrónica']);
    expect(refusal(await admin.graphql(SAVE_BANNER, { input: { line: 2 } }))).toEqual([
      'Seleccione una Imagen para subir',
      'BAD_USER_INPUT',
      'input.imageBase64',
    ]);
    expect(refusal(await admin.graphql(SAVE_BANNER, { input: { line: 12, imageBase64: png } }))[0]).toBe(
      'Seleccione la línea de negocio (pub_lineaemp): 0 a 11',
    );
    const made = await admin.rest('POST', '/rest/publicidad/tpublicidad/0?opc=guardar', {
      pub_lineaemp: 2,
      image: { name: 'hotel.png', src: `data:image/png;base64,${png}` },
    });
    expect(made.body.msj).toBe('Creado con Exito');
    expect((await visitor.graphql<{ banners: Array<{ fileName: string }> }>(BANNERS, { line: 2 })).data!.banners.map((b) => b.fileName)).toEqual(['hotel.png']);
    const img = await visitor.rest('GET', '/rest/publicidad/tpublicidad/0?opc=getImagen&filename=hotel.png');
    expect(img.body.imagene).toBe(`data:image/png;base64,${png}`);
    // The banner's image is a public file of the files service.
    const [hotel] = (await visitor.graphql<{ banners: Array<{ imageUrl: string; imageDataUrl: string }> }>(BANNERS, { line: 2 })).data!.banners;
    expect(hotel!.imageDataUrl).toBe(`data:image/png;base64,${png}`);
    const served = await fetch(`${server.url}${hotel!.imageUrl}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(Buffer.from(await served.arrayBuffer()).toString('base64')).toBe(png);
    expect((await readOnly.rest('POST', '/rest/publicidad/tpublicidad/0?opc=eliminar', { pub_codigo: made.body.codigo })).status).toBe(403);
    const del = await admin.rest('POST', '/rest/publicidad/tpublicidad/0?opc=eliminar', { pub_codigo: made.body.codigo });
    expect(del.body.msj).toBe('Eliminado Con Exito');
    expect((await fetch(`${server.url}${hotel!.imageUrl}`, { headers: { cookie: admin.cookie! } })).status).toBe(404);
    for (const [m, p] of [
      ['POST', '/rest/publicidad/tpublicidad/0?opc=guardar'],
      ['GET', '/rest/tip/0?accion=lista'],
      ['POST', '/rest/tip/0?accion=guardarTip'],
      ['POST', '/rest/tutorial/ttutorial/0?accion=guardarTutorial'],
      ['GET', '/rest/tutorial/ttutorial/0?accion=form'],
    ])
      expect((await visitor.rest(m!, p!, m === 'POST' ? {} : undefined)).status, p).toBe(401);
    expect((await visitor.rest('GET', '/rest/tutorial/ttutorial/0?accion=lista&activo=1')).status).toBe(200);
  });
});

describe('help files', () => {
  it('keeps step pictures in the files service: one uploaded by id, refused when not an image; private while the tutorial is inactive', async () => {
    const tut = (await admin.graphql<{ saveTutorial: { id: number } }>(SAVE_TUT, { input: { title: 'Guía con archivo' } })).data!.saveTutorial.id;
    const stored = await upload(server.url, admin.cookie, { clase: 'IMAGE', propietario: 'guia', nombre: 'paso.png' }, pngOf(1200, 10));
    expect(stored.status).toBe(201);
    const pdf = await upload(server.url, admin.cookie, { clase: 'PDF', propietario: 'guia', nombre: 'paso.pdf' }, simplePdf('x', ['y']));
    expect(refusal(await admin.graphql(SAVE_STEP, { input: { tutorialId: tut, descriptionHtml: '<p>Uno</p>', imageFileId: pdf.body.archivo.id } }))).toEqual([
      'El archivo no es una imagen PNG, JPEG, GIF o WEBP',
      'BAD_USER_INPUT',
      'input.imageFileId',
    ]);
    const saved = await admin.graphql<{ saveTutorialStep: { id: number } }>(SAVE_STEP, {
      input: { tutorialId: tut, descriptionHtml: '<p>Uno</p>', imageFileId: stored.body.archivo.id },
    });
    expect(saved.errors).toBeUndefined();
    const url = `${server.url}/files/${stored.body.archivo.id}`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { cookie: admin.cookie! } })).status).toBe(200);
    await admin.graphql(SAVE_TUT, { input: { id: tut, title: 'Guía con archivo', active: true } });
    expect((await fetch(url)).status).toBe(200);
    const step = (await visitor.graphql<{ tutorial: { steps: Array<{ imageFileId: number }> } }>(TUTORIAL, { id: tut })).data!.tutorial.steps[0]!;
    expect(step.imageFileId).toBe(stored.body.archivo.id);
    await admin.graphql(`mutation ($id: Int!) { deleteTutorial(id: $id) { message } }`, { id: tut });
    expect((await fetch(url, { headers: { cookie: admin.cookie! } })).status).toBe(404);
  });
});
