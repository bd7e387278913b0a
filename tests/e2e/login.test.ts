import { describe, expect, it } from 'vitest';
import { LoginScreen, SHOTS, Shell, hasChromium as chromiumPresent, journeyEnvironment } from './browser.js';

const hasChromium = chromiumPresent();

describe('login journey (Chromium)', () => {
  const env = journeyEnvironment(hasChromium);

  it.skipIf(!hasChromium)('signs in as admin, stays signed in after a reload and signs out to /login', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'es-EC' });
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));

    // Signed out, / is the public help centre, with a way in.
    await page.goto(env.server.url + '/');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
    await page.getByRole('heading', { name: 'Centro de ayuda' }).waitFor();
    await page.getByRole('link', { name: 'Ingresar' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');

    await new LoginScreen(page).signIn('admin', 'admin');
    const heading = page.getByRole('heading', { level: 1 });
    await page.getByRole('heading', { name: 'Administración', level: 1 }).waitFor();
    expect(await heading.textContent()).toBe('Administración');
    expect(new URL(page.url()).pathname).toBe('/administracion');
    expect(await page.locator('.admin-home__greeting').textContent()).toBe('Le damos la bienvenida, Administrador General.');
    const shell = new Shell(page);
    expect(await shell.userMenuButton('Administrador General').isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/admin-home.png` });

    // The session is a cookie: a reload keeps the user signed in.
    await page.reload();
    await page.getByRole('heading', { name: 'Administración', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/administracion');

    await shell.signOut('Administrador General');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await page.getByRole('button', { name: 'Ingresar' }).waitFor();

    // Signed out for real: a protected URL goes back to the sign-in with `next`.
    await page.goto(env.server.url + '/administracion');
    await expect.poll(() => new URL(page.url()).search).toBe('?next=%2Fadministracion');
    expect(failures).toEqual([]);
    await page.close();
  });
});
