import { type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LoginScreen, SHOTS, hasChromium as chromiumPresent, journeyEnvironment } from './browser.js';

const hasChromium = chromiumPresent();

/** The article search card of the widgets demo. */
class ArticleSearchCard {
  constructor(private readonly page: Page) {}

  get card() {
    return this.page.locator('.widgets-demo__card', { has: this.page.getByRole('heading', { name: 'Búsqueda de artículos' }) });
  }

  get input() {
    return this.card.getByRole('combobox', { name: 'Artículo', exact: true });
  }

  suggestions() {
    return this.card.locator('.autocomplete__option .autocomplete__label').allTextContents();
  }

  /** Highlights the n-th suggestion with the arrow keys and picks it with Enter. */
  async pick(n: number) {
    // Answers to the earlier keystrokes may still arrive and reset the highlight: let them land.
    await this.page.waitForTimeout(400);
    for (let i = 0; i < n; i++) await this.input.press('ArrowDown');
    await expect.poll(() => this.input.getAttribute('aria-activedescendant')).toMatch(new RegExp(`-op-${n - 1}$`));
    await this.input.press('Enter');
  }

  chosen() {
    return this.card.getByTestId('articulo-elegido').textContent();
  }
}

describe('article search journey (Chromium)', () => {
  const env = journeyEnvironment(hasChromium);

  it.skipIf(!hasChromium)(
    'finds an article by name and by code with the keyboard, shows the cost for a purchase and marks a text without matches',
    async () => {
      const page = await env.browser.newPage({ viewport: { width: 1280, height: 860 }, locale: 'es-EC' });
      const failures: string[] = [];
      page.on('pageerror', (error) => failures.push(error.message));

      await page.goto(`${env.server.url}/login?next=%2Fadministracion%2Fwidgets`);
      await new LoginScreen(page).signIn('admin', 'admin');
      await page.getByRole('tab', { name: 'Búsquedas' }).click();
      const search = new ArticleSearchCard(page);
      await search.input.waitFor();
      await search.card.scrollIntoViewIfNeeded();

      // By name (the invoice's setup): prefix, ignoring case, COMERCIAL only.
      await search.input.pressSequentially('caf', { delay: 40 });
      await expect.poll(() => search.suggestions()).toEqual(['CAFETERA DE GOTEO 12 TAZAS', 'CAFETERA EXPRESO 15 BAR']);
      await page.screenshot({ path: `${SHOTS}/articles-search-by-name.png` });
      await search.pick(2);
      await expect.poll(() => search.chosen()).toBe('Elegido: PE-002 · CAFETERA EXPRESO 15 BAR · COMERCIAL · $ 129,00 + IVA');

      // By code, chosen with the keyboard in the radio group, in LÍNEA BLANCA.
      await search.card.getByRole('radio', { name: 'Nombre' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => search.card.getByRole('radio', { name: 'Código' }).isChecked()).toBe(true);
      await search.card.getByRole('combobox', { name: 'Sección' }).selectOption({ label: 'LÍNEA BLANCA (5)' });
      await search.input.pressSequentially('lb-00', { delay: 40 });
      await expect.poll(async () => (await search.suggestions()).length).toBe(5);
      expect((await search.suggestions())[0]).toBe('LB-001 REFRIGERADORA NO FROST 14 PIES');
      await page.screenshot({ path: `${SHOTS}/articles-search-by-code.png` });
      await search.input.press('Escape');
      expect(await search.suggestions()).toEqual([]);

      // A purchase shows the cost.
      await search.card.getByRole('combobox', { name: 'Documento' }).selectOption({ label: 'Compra (costo)' });
      await search.input.pressSequentially('refri', { delay: 40 });
      await expect.poll(() => search.suggestions()).toEqual(['REFRIGERADORA NO FROST 14 PIES']);
      expect(await search.card.locator('.autocomplete__option .autocomplete__detail').first().textContent()).toBe('LB-001 · LÍNEA BLANCA · $ 560,00');
      await search.pick(1);
      await expect.poll(() => search.chosen()).toBe('Elegido: LB-001 · REFRIGERADORA NO FROST 14 PIES · COMERCIAL · $ 560,00 + IVA');

      // Nothing starts with the text: it turns red.
      await search.input.fill('');
      await search.input.pressSequentially('zq', { delay: 40 });
      await expect.poll(() => search.input.getAttribute('aria-invalid')).toBe('true');
      expect(await search.input.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(198, 40, 40)');
      await page.screenshot({ path: `${SHOTS}/articles-search-no-match.png` });
      expect(failures).toEqual([]);
    },
  );
});
