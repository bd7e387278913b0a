import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gradientPng } from '../../api/src/modules/help/png-writer.js';
import { simplePdf } from '../../api/src/modules/help/pdf-writer.js';
import { hasChromium as chromiumPresent, journeyEnvironment } from './browser.js';
import { Confirmation, shot, signedInPage, toast } from './screen-parts.js';

const hasChromium = chromiumPresent();

async function visitorPage(env: ReturnType<typeof journeyEnvironment>, path: string, width = 1280, height = 900) {
  const page = await env.browser.newPage({ viewport: { width, height }, locale: 'es-EC' });
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  await page.goto(`${env.server.url}${path}`);
  return { page, failures };
}

/** Share of the canvas's pixels that are not white: a drawn page has text on it, a blank one none. */
const pageInk = (canvas: Locator) =>
  canvas.evaluate((node) => {
    const c = node as HTMLCanvasElement;
    const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200) dark++;
    return dark / (data.length / 4);
  });

const search = async (page: Page, text: string) => {
  await page.getByLabel('Buscar en la ayuda').fill(text);
};

describe.runIf(hasChromium)('help centre journey (Chromium)', () => {
  const env = journeyEnvironment(hasChromium);

  it('as a visitor: browses a line’s topics, opens a PDF, searches with and without results, watches a tutorial to its end', async () => {
    const { page, failures } = await visitorPage(env, '/home/7/0/ayuda/1');
    await page.getByRole('heading', { name: 'Transporte y encomiendas' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Contabilidad' }).count()).toBe(0);
    await page.getByRole('button', { name: /Encomiendas Recepción, guías y entrega/ }).click();
    await page.getByRole('heading', { name: 'Registro de encomiendas' }).waitFor();
    await page.locator('[data-doc]').filter({ hasText: 'Registro de encomiendas' }).getByRole('button', { name: 'Ver PDF' }).click();
    // The PDF is drawn page by page (pdf.js), readable in any browser, with links to open and download it.
    const viewer = page.locator('[data-doc]').filter({ hasText: 'Registro de encomiendas' }).locator('.help-pdf');
    await expect.poll(() => viewer.getAttribute('data-pdf-state')).toBe('shown');
    await viewer.getByRole('img', { name: 'Página 1 de 1' }).waitFor();
    expect(await pageInk(viewer.locator('canvas.help-pdf__page').first())).toBeGreaterThan(0.002);
    const download = await viewer.getByRole('link', { name: 'Descargar PDF' }).getAttribute('href');
    expect(download).toMatch(/^\/files\/\d+$/);
    const served = await page.request.get(`${env.server.url}${download}`);
    expect([served.status(), served.headers()['content-type']]).toEqual([200, 'application/pdf']);
    await viewer.scrollIntoViewIfNeeded();
    await shot(page, 'help-01-topics-pdf');

    await search(page, 'facturacion');
    await page.locator('.help-search__results').waitFor();
    expect(await page.locator('.help-hit__title mark').first().textContent()).toMatch(/^[Ff]acturación$/);
    // Hits of different kinds may share an id: each shows once, as the server ranked them.
    expect(await page.locator('.help-hit__title').allTextContents()).toEqual([
      'Facturación electrónica',
      '¿Por qué mi facturación está detenida?',
      'Guía de facturación electrónica',
      '¿Dónde cargo la firma electrónica?',
    ]);
    await shot(page, 'help-02-search');
    await search(page, 'zzqxw');
    await expect
      .poll(() =>
        page
          .locator('.help-search__warning')
          .textContent()
          .catch(() => null),
      )
      .toBe('SIN RESULTADOS');
    await shot(page, 'help-03-no-results');
    await search(page, '');

    await page.getByRole('button', { name: 'Guías rápidas' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home/7/0/ayuda/3');
    await page.locator('.help-tutorial').filter({ hasText: 'Registre una encomienda' }).getByRole('button', { name: 'Ver guía' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Paso 1 de 3').waitFor();
    await dialog.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await dialog.getByText(/Paso 2 de 3/).waitFor();
    await dialog.getByRole('button', { name: 'Anterior' }).click();
    await dialog.getByText(/Paso 1 de 3/).waitFor();
    expect(await dialog.getByRole('button', { name: 'Anterior' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await dialog.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await dialog.getByText(/Paso 3 de 3/).waitFor();
    await shot(page, 'help-04-tutorial-last-step');
    await dialog.getByRole('button', { name: 'Siguiente guía' }).click();
    await dialog.getByRole('heading', { name: 'Configure la firma electrónica' }).waitFor();
    expect(failures).toEqual([]);
    await page.close();
  });

  it('the public help centre is readable at 390 px wide', async () => {
    const { page, failures } = await visitorPage(env, '/home/0/0/ayuda/1', 390, 844);
    await page.getByRole('heading', { name: 'Primeros pasos' }).waitFor();
    await page.locator('.help-banners__image').waitFor();
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > 391)
        .map((e) => `${e.tagName}.${e.className}`)
        .slice(0, 8),
    );
    expect(overflowing).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'help-05-phone');
    await page.getByRole('button', { name: 'Preguntas frecuentes' }).click();
    await page.getByText('¿Cómo recupero mi contraseña?').click();
    await page.getByText('¿Olvidó su contraseña?').waitFor();
    await shot(page, 'help-06-phone-faqs');
    expect(failures).toEqual([]);
    await page.close();
  });

  it('as staff: creates a topic and a document linked to the companies screen, then opens it from that screen’s help button', async () => {
    const { page, failures } = await signedInPage(env, '/ayudas');
    await page.getByRole('button', { name: 'Nuevo tema' }).click();
    await page.getByLabel('Descripción', { exact: true }).fill('Punto de venta');
    await page.getByLabel('Subtítulo').fill('Caja y cierres diarios');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Creado con Exito').first().waitFor();
    await page.getByRole('button', { name: 'Nuevo subtema' }).click();
    await page.getByLabel('Descripción', { exact: true }).fill('Caja');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Creado con Exito').nth(1).waitFor();
    await shot(page, 'help-07-admin-topics');
    await page.getByRole('tab', { name: '2. Manuales' }).click();
    await page.getByRole('button', { name: 'Nuevo' }).click();
    await page.getByRole('tab', { name: '3. Editor de documento', selected: true }).waitFor();
    await page.getByLabel('Descripción del documento').fill('Cierre de caja en empresas');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('alertdialog')
          .locator('.popup__text')
          .textContent()
          .catch(() => null),
      )
      .toBe('Seleccione la Pantalla donde se abrira la Ayuda');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Aceptar' }).click();
    await page.locator('select[name="hpa_codigo"]').selectOption({ label: 'Administración de empresas (/empresas)' });
    // An image renamed .pdf is refused as soon as it is picked.
    await page.getByLabel('Archivo PDF').setInputFiles({ name: 'foto.pdf', mimeType: 'application/pdf', buffer: gradientPng(20, 20, '#000000', '#ffffff') });
    await expect
      .poll(() =>
        page
          .getByRole('alertdialog')
          .locator('.popup__text')
          .textContent()
          .catch(() => null),
      )
      .toBe('El archivo no es un PDF: Cargue Archivo tipo PDF');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Aceptar' }).click();
    await page
      .getByLabel('Archivo PDF')
      .setInputFiles({ name: 'cierre.pdf', mimeType: 'application/pdf', buffer: simplePdf('Cierre de caja', ['Cuadre del efectivo al final del día.']) });
    await shot(page, 'help-08-admin-document');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Creado con Exito').last().waitFor();
    await page.getByRole('tab', { name: '2. Manuales', selected: true }).waitFor();

    await page.goto(`${env.server.url}/empresas`);
    await page.getByRole('button', { name: 'Ayuda de esta pantalla' }).click();
    const help = page.getByRole('dialog');
    await help.getByRole('heading', { name: 'Cierre de caja en empresas' }).waitFor();
    await help.locator('[data-doc]').filter({ hasText: 'Cierre de caja en empresas' }).getByRole('button', { name: 'Ver PDF' }).click();
    await expect.poll(() => help.locator('.help-pdf').getAttribute('data-pdf-state')).toBe('shown');
    expect(await pageInk(help.locator('canvas.help-pdf__page').first())).toBeGreaterThan(0.002);
    await shot(page, 'help-09-screen-help');
    expect(failures).toEqual([]);
    await page.close();
  });

  it('as staff: creates a tip and sees it on its screen; uploads a banner and sees it on the public home', async () => {
    const { page, failures } = await signedInPage(env, '/tips');
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByLabel('Pantalla (ruta)').fill('/empresas/pagos_contrato');
    await modal.getByLabel('Título').fill('Pagos del mes');
    await modal.getByLabel('Mensaje').fill('Registre los pagos de contrato antes del cierre.');
    await modal.getByLabel('Estilo').selectOption('warning');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Creado con Exito').first().waitFor();
    await shot(page, 'help-10-tips');
    await page.goto(`${env.server.url}/empresas/pagos_contrato`);
    const tip = page.locator('.screen-tip').filter({ hasText: 'Pagos del mes' });
    await tip.waitFor();
    expect(await tip.getAttribute('class')).toContain('screen-tip--orange');
    await shot(page, 'help-11-tip-on-screen');
    await tip.getByRole('button', { name: 'Cerrar tip' }).click();
    await tip.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading').first().waitFor();
    expect(await page.locator('.screen-tip').filter({ hasText: 'Pagos del mes' }).count()).toBe(0);

    await page.goto(`${env.server.url}/publicidad`);
    await page.getByLabel('Línea de negocio').selectOption({ label: 'Publicidad Página Inicio' });
    await page.getByLabel('Imagen').setInputFiles({ name: 'promo-navidad.png', mimeType: 'image/png', buffer: gradientPng(800, 200, '#b71c1c', '#ffd54f') });
    await page.locator('img[data-picked="promo-navidad.png"]').waitFor();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Creado con Exito').first().waitFor();
    await page.locator('[data-banner-admin="promo-navidad.png"]').waitFor();
    await shot(page, 'help-12-banners');
    await page.goto(`${env.server.url}/home`);
    await page.locator('.help-banners__dot').last().click();
    await page.locator('img[data-banner="promo-navidad.png"]').waitFor();
    await shot(page, 'help-13-home-banner');
    await page.goto(`${env.server.url}/publicidad`);
    await page.locator('[data-banner-admin="promo-navidad.png"]').getByRole('button', { name: 'Eliminar' }).click();
    const confirmation = new Confirmation(page).dialog;
    await confirmation.waitFor();
    expect(await confirmation.locator('.popup__text').textContent()).toBe("¿Está seguro de eliminar la publicidad 'promo-navidad.png'?");
    await confirmation.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('alertdialog').filter({ hasText: 'Eliminado Con Exito' }).waitFor();
    await shot(page, 'help-14-banner-deleted');
    expect(failures).toEqual([]);
    await page.close();
  });
});

describe.runIf(hasChromium)('quick guides administration (Chromium)', () => {
  const env = journeyEnvironment(hasChromium);

  it('creates a guide with the defaults, refuses a step without image, and presents a demo guide', async () => {
    const { page, failures } = await signedInPage(env, '/tutoriales');
    await page.getByRole('heading', { name: 'Administración Guías Rápidas' }).waitFor();
    await page.getByRole('button', { name: 'Nuevo' }).click();
    expect(await page.locator('input[name="tut_orden"]').inputValue()).toBe('4');
    await page.locator('input[name="tut_title"]').fill('Guía de caja');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Creado con Exito').first().waitFor();
    await page.getByRole('button', { name: 'Contenido' }).click();
    await page.getByRole('tab', { name: '3. Contenido', selected: true }).waitFor();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('alertdialog')
          .locator('.popup__text')
          .textContent()
          .catch(() => null),
      )
      .toBe('Debe subir una imagen para el contenido.');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Aceptar' }).click();
    await shot(page, 'help-15-tutorial-steps');
    await page.getByRole('tab', { name: '1. Lista' }).click();
    await page.getByRole('gridcell', { name: 'Emita su primera factura electrónica' }).click();
    await page.getByRole('button', { name: 'Presentación' }).click();
    await page.getByRole('dialog').getByText('Paso 1 de 4').waitFor();
    await shot(page, 'help-16-tutorial-presentation');
    expect(failures).toEqual([]);
    await page.close();
  });
});
