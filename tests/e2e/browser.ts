import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { available } from '../support/env.js';
import { startTestServer, type TestServer } from '../support/server.js';

export const CHROMIUM = '/usr/bin/chromium';
export const SHOTS = resolve('tests/.artifacts/e2e');
const WEB_INDEX = resolve('web/dist/index.html');

/** Whether Debian's Chromium is here (required under REQUIRE_ALL=1). */
export function hasChromium(): boolean {
  return available(`Chromium (${CHROMIUM})`, existsSync(CHROMIUM));
}

/** Debian's Chromium, headless, with the flags this machine needs; checks the web build exists. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(WEB_INDEX)) throw new Error(`Falta ${WEB_INDEX}: compile la web con "npm run build -w web"`);
  mkdirSync(SHOTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** The sign-in screen as a user sees it. */
export class LoginScreen {
  constructor(private readonly page: Page) {}

  async signIn(username: string, password: string) {
    await this.page.getByLabel('Usuario').fill(username);
    await this.page.getByLabel('Clave', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Ingresar' }).click();
  }
}

/** The signed-in frame: header with the user menu, sidebar, page. */
export class Shell {
  constructor(private readonly page: Page) {}

  userMenuButton(name: string) {
    return this.page.getByRole('button', { name: new RegExp(name) });
  }

  async signOut(name: string) {
    await this.userMenuButton(name).click();
    await this.page.getByRole('menuitem', { name: 'Salir' }).click();
  }
}

/**
 * One test server (embedded database, no Redis) and one Chromium for a journey file, started
 * before its tests and closed after them. Read `server` and `browser` inside the tests.
 */
export function journeyEnvironment(hasBrowser: boolean) {
  const env = {} as { server: TestServer; browser: Browser };
  beforeAll(async () => {
    if (!hasBrowser) return;
    env.server = await startTestServer({ redis: false });
    env.browser = await launchChromium();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}
