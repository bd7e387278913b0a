import { describe, expect, it } from 'vitest';
import { hasChromium as chromiumPresent, journeyEnvironment } from './browser.js';
import { Confirmation, Grid, shot, signedInPage, toast } from './screen-parts.js';

const hasChromium = chromiumPresent();

describe.runIf(hasChromium)('aplicativo journey (Chromium)', () => {
  const env = journeyEnvironment(hasChromium);

  it('module 3 lists the unbalanced entries of a company between two dates and fixes one', async () => {
    const { page, failures } = await signedInPage(env, '/aplicativo');
    await page.getByText('Falta empresa').waitFor();
    await page.getByLabel('Empresa').selectOption({ label: 'COMERCIAL ANDINA S.A.' });
    await page.getByRole('tab', { name: '3. Asientos descuadrados' }).click();
    await page.getByRole('textbox', { name: 'Desde' }).fill('01/01/2026');
    await page.getByRole('textbox', { name: 'Hasta' }).fill('30/11/2026');
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
    await page.getByRole('textbox', { name: 'Desde' }).fill('01/12/2025');
    await page.getByRole('textbox', { name: 'Hasta' }).fill('31/12/2025');
    await page.getByRole('button', { name: 'Buscar' }).click();
    const popup = page.getByRole('alertdialog');
    await popup.filter({ hasText: 'El período que está buscando está bloqueado' }).waitFor();
    await shot(page, 'aplicativo-03-locked');
    await popup.getByRole('button', { name: 'Aceptar' }).click();
    expect(failures).toEqual([]);
  });
});
