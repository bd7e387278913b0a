import { describe, expect, it } from 'vitest';
import { hasChromium as chromiumPresent, journeyEnvironment } from './browser.js';
import { demoCalendar, dmy } from './demo-calendar.js';
import { Confirmation, Grid, shot, signedInPage, toast } from './screen-parts.js';

const hasChromium = chromiumPresent();

describe.runIf(hasChromium)('aplicativo journey (Chromium)', () => {
  const env = journeyEnvironment(hasChromium);

  it('module 3 lists the unbalanced entries of a company between two dates and fixes one', async () => {
    const demo = demoCalendar();
    const { page, failures } = await signedInPage(env, '/aplicativo');
    await page.getByText('Falta empresa').waitFor();
    await page.getByLabel('Empresa').selectOption({ label: 'COMERCIAL ANDINA S.A.' });
    await page.getByRole('tab', { name: '3. Asientos descuadrados' }).click();
    // From the second month of the demo year (the first is locked) to today.
    await page.getByRole('textbox', { name: 'Desde' }).fill(dmy(demo.month(2).from));
    await page.getByRole('textbox', { name: 'Hasta' }).fill(dmy(demo.today));
    await page.getByRole('button', { name: 'Buscar' }).click();
    const grid = new Grid(page.getByRole('grid', { name: 'Asientos descuadrados' }));
    await grid.row('FUERA DEL LÍMITE').waitFor();
    expect(await grid.column('Saldo')).toEqual(['0,02', '0,05', '0,03', '12,50', '0,04', '0,10']);
    expect(await grid.column('Estado')).toEqual(['DESCUADRADO', 'DESCUADRADO', 'DESCUADRADO', 'FUERA DEL LÍMITE', 'DESCUADRADO', 'DESCUADRADO']);
    await shot(page, 'aplicativo-01-unbalanced');

    await grid.dataRows().first().getByRole('checkbox', { name: 'Seleccionar fila' }).check();
    await page.getByRole('button', { name: 'Cuadrar seleccionados' }).click();
    await new Confirmation(page).accept('Se va a agregar una línea de redondeo a 1 asiento (cuenta de redondeo de la empresa). ¿Continuar?');
    await toast(page, 'Se cuadró 1 asiento').waitFor();
    // The list is read again once the fixed entry left it (reading cells while rows change could wait on a row that went away).
    await expect.poll(() => grid.dataRows().count(), { timeout: 15_000 }).toBe(5);
    expect(await grid.column('Saldo')).toEqual(['0,05', '0,03', '12,50', '0,04', '0,10']);
    await shot(page, 'aplicativo-02-fixed');

    // A locked period: the first month of the demo year.
    await page.getByRole('textbox', { name: 'Desde' }).fill(dmy(demo.month(1).from));
    await page.getByRole('textbox', { name: 'Hasta' }).fill(dmy(demo.month(1).to));
    await page.getByRole('button', { name: 'Buscar' }).click();
    const popup = page.getByRole('alertdialog');
    await popup.filter({ hasText: 'El período que está buscando está bloqueado' }).waitFor();
    await shot(page, 'aplicativo-03-locked');
    await popup.getByRole('button', { name: 'Aceptar' }).click();
    expect(failures).toEqual([]);
  });

  it('module 4 checks an access key and restores the document; modules 1, 2 and 5 show their data', async () => {
    const { page, failures } = await signedInPage(env, '/aplicativo');
    await page.getByLabel('Empresa').selectOption({ label: 'COMERCIAL ANDINA S.A.' });
    await page.getByRole('tab', { name: '1. Modelos contables por tipo de cuenta' }).waitFor();
    await new Grid(page.getByRole('grid', { name: 'Modelos contables del tipo de cuenta' })).row('FACTURA').waitFor();
    await shot(page, 'aplicativo-04-models');
    await page.getByRole('tab', { name: '2. Período contable inicial' }).click();
    await page.getByText('Registros: 360 (máximo 30) · Documentos electrónicos: 252').waitFor();
    await shot(page, 'aplicativo-05-initial');

    await page.getByRole('tab', { name: '4. Restaurar documento electrónico' }).click();
    const key = page.getByLabel('Número de autorización (49 dígitos)');
    await key.fill('123');
    await page.getByRole('button', { name: 'Revisar clave' }).click();
    const popup = page.getByRole('alertdialog');
    await popup.filter({ hasText: 'El número de autorización debe tener 49 dígitos' }).waitFor();
    await popup.getByRole('button', { name: 'Aceptar' }).click();
    const [doc] = (await env.server.services.orm.em
      .fork()
      .getConnection()
      .execute('select doc_numaut from emp_andina.tdocelectronico where trn_codigo = 1')) as { doc_numaut: string }[];
    await key.fill(doc!.doc_numaut);
    await page.getByRole('button', { name: 'Restaurar documento' }).click();
    await new Confirmation(page).accept(`El documento ${doc!.doc_numaut} quedará pendiente de envío. ¿Continuar?`);
    await toast(page, 'Documento electrónico 001-001-000000001 restaurado: queda pendiente de envío').waitFor();
    await page.getByText('Secuencial').waitFor();
    await shot(page, 'aplicativo-06-restored');

    await page.getByRole('tab', { name: '5. Activar opciones de menú' }).click();
    const options = new Grid(page.getByRole('grid', { name: 'Opciones de menú' }));
    await options.row('Proformas').getByRole('gridcell', { name: 'Proformas', exact: true }).click();
    await page.getByRole('button', { name: 'Activar opción' }).click();
    await toast(page, 'Opción Proformas activada').waitFor();
    await page.getByText('Ventas > Proformas: la proforma aprobada se convierte en factura.').waitFor();
    await shot(page, 'aplicativo-07-menu-option');
    expect(failures).toEqual([]);
  });
});
