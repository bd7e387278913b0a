/**
 * The report grid on 100,000 rows in headless Chromium (Debian's, through playwright-core).
 *
 *   SWC_NODE_PROJECT=api/tsconfig.json node --import @swc-node/register/esm-register tests/bench/grid.bench.ts
 *
 * Starts the API on 127.0.0.1 (embedded PGlite in a temp folder) serving web/dist (built first if
 * missing), signs in and opens the widgets demo, whose sales grid exposes `window.__gridDemo`.
 * Rows are generated in the page before any clock starts. Each figure is the time of one
 * synchronous React update (state change, engine work, render and commit, via flushSync), plus
 * the wait for the next frame in the "to next frame" column; repeated BENCH_RUNS (5) times.
 * PDF export: 10,000 rows grouped by province, from the PDF button to the download (first run
 * includes loading jsPDF). Targets from the issue, printed beside the figures, never asserted.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';

if (!process.env.SWC_NODE_PROJECT) {
  console.error('Set SWC_NODE_PROJECT=api/tsconfig.json (or run `npm run bench`).');
  process.exit(1);
}
const { startApp } = await import('../../api/src/app.js');
const { loadConfig } = await import('../../api/src/config.js');

const CHROMIUM = '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS || 5);
const ROWS = 100_000;
const PDF_ROWS = 10_000;
setTimeout(() => {
  console.error('Benchmark abandoned after 5 minutes.');
  process.exit(1);
}, 300_000).unref();

if (!existsSync(CHROMIUM)) {
  console.error(`No Chromium at ${CHROMIUM} (apt-get install -y chromium).`);
  process.exit(1);
}
if (!existsSync(resolve('web/dist/index.html'))) {
  console.log('Building the web (web/dist is missing)...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

interface Timing {
  commit: number;
  frame: number;
}

/** Runs `action` (a page-side expression of window.__gridDemo) and times it to commit and to the next frame. */
async function time(page: Page, action: string): Promise<Timing> {
  return page.evaluate(async (source) => {
    const demo = window.__gridDemo!;
    const run = new Function('demo', source) as (d: typeof demo) => void;
    const start = performance.now();
    run(demo);
    const commit = performance.now() - start;
    await new Promise((done) => requestAnimationFrame(() => done(null)));
    return { commit, frame: performance.now() - start };
  }, action);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const rowsOut: Array<[string, string, string, string, string]> = [];
function report(name: string, timings: Timing[], target: string) {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  rowsOut.push([
    name,
    ms(median(timings.map((t) => t.commit))),
    ms(Math.min(...timings.map((t) => t.commit))),
    ms(median(timings.map((t) => t.frame))),
    target,
  ]);
}

const dataDir = mkdtempSync(join(tmpdir(), 'bo-grid-bench-'));
const app = await startApp(
  loadConfig({
    ...process.env,
    DATABASE_URL: '',
    REDIS_URL: '',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_PASSWORD: 'admin',
    RUN_WORKERS: 'false',
    WEB_DIST: resolve('web/dist'),
  }),
);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'es-EC', acceptDownloads: true });
  await page.goto(`${app.url}/login?next=%2Fadministracion%2Fwidgets`);
  await page.getByLabel('Usuario').fill('admin');
  await page.getByLabel('Clave', { exact: true }).fill('admin');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForFunction(() => Boolean(window.__gridDemo?.grid));

  const first: Timing[] = [];
  const filter: Timing[] = [];
  const clear: Timing[] = [];
  const group: Timing[] = [];
  const regroup: Timing[] = [];
  const ungroup: Timing[] = [];
  for (let run = 0; run < RUNS; run++) {
    // A fresh array each run: the grid starts over on new data.
    await page.evaluate((n) => {
      (window as unknown as { __benchRows: unknown }).__benchRows = window.__gridDemo!.generateSales(n);
      window.__gridDemo!.setRows(window.__gridDemo!.generateSales(10));
    }, ROWS);
    first.push(await time(page, 'demo.setRows(window.__benchRows)'));
    filter.push(await time(page, "demo.grid.setFilter('cliente', 'contains', 'comercial')"));
    clear.push(await time(page, "demo.grid.setFilter('cliente', 'contains', '')"));
    group.push(await time(page, "demo.grid.setGrouping(['provincia'])"));
    regroup.push(await time(page, "demo.grid.setGrouping(['provincia', 'vendedor'])"));
    ungroup.push(await time(page, 'demo.grid.setGrouping([])'));
  }
  const shown = await page.evaluate(() => window.__gridDemo!.grid!.resultCount());
  report(`first render (${shown.toLocaleString('es')} rows)`, first, '-');
  report("filter 'cliente contains comercial'", filter, '< 150 ms');
  report('clear the filter', clear, '< 150 ms');
  report('group by provincia + totals', group, '< 150 ms');
  report('regroup provincia, vendedor + totals', regroup, '< 150 ms');
  report('remove grouping', ungroup, '< 150 ms');

  // PDF of 10,000 rows grouped by province, as a user gets it: button to download.
  await page.evaluate((n) => window.__gridDemo!.setRows(window.__gridDemo!.generateSales(n)), PDF_ROWS);
  await page.evaluate(() => window.__gridDemo!.grid!.setGrouping(['provincia']));
  const pdfButton = page.getByTestId('grid-demo-main').getByRole('button', { name: 'PDF', exact: true });
  const pdf: number[] = [];
  for (let run = 0; run < Math.min(RUNS, 3); run++) {
    const start = performance.now();
    const [download] = await Promise.all([page.waitForEvent('download'), pdfButton.click()]);
    await download.path();
    pdf.push(performance.now() - start);
  }
  const pdfLabel = (i: number) => (i === 0 ? 'PDF 10.000 rows, first (loads jsPDF)' : `PDF 10.000 rows, run ${i + 1}`);
  pdf.forEach((ms, i) => rowsOut.push([pdfLabel(i), `${ms.toFixed(0)} ms`, '', '', '< 3000 ms']));

  const header = ['measure', 'median', 'best', 'median to next frame', 'target'];
  const widths = header.map((h, i) => Math.max(h.length, ...rowsOut.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\nReport grid, ${ROWS.toLocaleString('es')} generated rows, ${RUNS} runs, headless Chromium\n`);
  console.log(line(header));
  for (const r of rowsOut) console.log(line(r));
} finally {
  await browser.close();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
