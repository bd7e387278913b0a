import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { LoginScreen, SHOTS, type journeyEnvironment } from './browser.js';

// Parts of the signed-in screens that every journey reads the same way.

/** A fresh page signed in (admin unless told) and already at `path`; page errors are collected. */
export async function signedInPage(env: ReturnType<typeof journeyEnvironment>, path: string, login = 'admin') {
  const page = await env.browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'es-EC' });
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  await page.goto(`${env.server.url}/login?next=${encodeURIComponent(path)}`);
  await new LoginScreen(page).signIn(login, 'admin');
  await expect.poll(() => new URL(page.url()).pathname).toBe(path.split('?')[0]);
  return { page, failures };
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;
/** A full-page screenshot from the top (scrolled, the fixed header and sidebar would land mid-page). */
export async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The toasts in the corner (each one role=status). */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('.toast').filter({ hasText: text });
}

/** The confirmation dialog of `confirm()`: its text, Aceptar and Cancelar. */
export class Confirmation {
  constructor(private readonly page: Page) {}

  get dialog() {
    return this.page.getByRole('alertdialog');
  }

  async accept(expectedText: string) {
    await this.dialog.waitFor();
    expect(await this.dialog.locator('.popup__text').textContent()).toBe(expectedText);
    await this.dialog.getByRole('button', { name: 'Aceptar' }).click();
    await this.dialog.waitFor({ state: 'hidden' });
  }
}

/** A ReportGrid: its data rows and cells by column header. */
export class Grid {
  constructor(readonly grid: Locator) {}

  dataRows() {
    return this.grid.locator('[role="row"].rgrid__row--data');
  }

  row(text: string) {
    return this.dataRows().filter({ hasText: text });
  }

  /** The text of each data row's cell under `header`, in the order shown. */
  async column(header: string): Promise<string[]> {
    const headers = await this.grid.getByRole('columnheader').allTextContents();
    const index = headers.findIndex((h) => h.trim() === header);
    if (index < 0) throw new Error(`La tabla no tiene la columna ${header}: ${headers.join(', ')}`);
    const rows = await this.dataRows().all();
    return Promise.all(rows.map(async (r) => ((await r.locator('[role="gridcell"]').nth(index).textContent()) ?? '').trim()));
  }

  async cell(rowText: string, header: string): Promise<string> {
    const headers = await this.grid.getByRole('columnheader').allTextContents();
    const index = headers.findIndex((h) => h.trim() === header);
    return ((await this.row(rowText).locator('[role="gridcell"]').nth(index).textContent()) ?? '').trim();
  }
}
