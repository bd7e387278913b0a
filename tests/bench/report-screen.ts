import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

/**
 * The browser part of reports.bench: the time from the click on *Consultar* in
 * /consultas/{module} until the first data row of the report grid is on the screen, measured in
 * the page (performance.now at the click; the animation frame in which the row is laid out and
 * visible), with the time the page's GraphQL answers ended beside it.
 */
export const CHROMIUM = '/usr/bin/chromium';

/** Builds web/dist when missing (the API started by the bench serves it). */
export function ensureWebBuild(): void {
  if (existsSync(resolve('web/dist/index.html'))) return;
  console.log('Building the web (web/dist is missing)...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build -w web failed');
}

export function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM} (apt-get install -y chromium).`);
  return chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
}

export interface ScreenRun {
  /** Click to the frame where the first data row is visible. */
  firstRow: number;
  /** Click to the end of the last GraphQL answer received before that frame (the API part, as the page sees it). */
  network: number;
  /** The row count the screen's summary shows. */
  summary: string;
}

export interface ScreenTarget {
  url: string;
  module: string;
  company: string;
  report: string;
  /** Filter fields to fill (label → value), e.g. the referente that sets the bench report's size. */
  fields: Record<string, string>;
}

/** Signs in on a fresh page (the session cookie stays in the browser context). */
export async function signIn(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'es-EC' });
  await page.goto(`${url}/login?next=%2F`);
  await page.getByLabel('Usuario').fill('admin');
  await page.getByLabel('Clave', { exact: true }).fill('admin');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  return page;
}

/** One run: opens the module's screen afresh, fills the criteria, then times the click on Consultar. */
export async function timeFirstRow(page: Page, target: ScreenTarget): Promise<ScreenRun> {
  await page.goto(`${target.url}/consultas/${target.module}`);
  await page.getByLabel('Empresa', { exact: true }).selectOption({ label: target.company });
  await page.getByLabel('Informe', { exact: true }).selectOption({ label: target.report });
  for (const [label, value] of Object.entries(target.fields)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Consultar' }).waitFor();
  const run = await page.evaluate(
    () =>
      new Promise<{ firstRow: number; network: number }>((done, fail) => {
        const button = [...document.querySelectorAll('button[type="submit"]')].find((b) => b.textContent?.trim() === 'Consultar') as
          HTMLButtonElement | undefined;
        if (!button) return fail(new Error('Consultar no está en la pantalla'));
        performance.clearResourceTimings();
        const start = performance.now();
        button.click();
        const deadline = start + 120_000;
        const look = () => {
          const panel = document.getElementById('consultas-panel-1');
          const row = panel && !panel.hidden ? panel.querySelector<HTMLElement>('[role="row"].rgrid__row--data') : null;
          const box = row?.getBoundingClientRect();
          if (box && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight) {
            const answers = performance
              .getEntriesByType('resource')
              .filter((e) => e.name.includes('/graphql') && e.startTime >= start) as PerformanceResourceTiming[];
            return done({ firstRow: performance.now() - start, network: Math.max(0, ...answers.map((e) => e.responseEnd - start)) });
          }
          if (performance.now() > deadline) return fail(new Error('La primera fila no apareció en 120 s'));
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
  const summary = (await page.locator('.reports-page__summary').textContent()) ?? '';
  return { ...run, summary };
}
