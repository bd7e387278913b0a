// Size report of the web build (runs after `vite build`, see web/package.json): the gzip size of
// the JavaScript the sign-in route loads, i.e. the entry of index.html and its static imports
// (what index.html loads and preloads), plus the login screen's chunk if it ever becomes lazy.
// Exits 1 over the budget, so the build (and CI, which builds the web first) fails.
//
//   node web/scripts/size-report.mjs [distDir]      (default: web/dist)
//   LOGIN_JS_BUDGET_KB=200                          (kB of 1000 bytes, gzip level 9)
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(process.argv[2] ?? new URL('../dist', import.meta.url).pathname);
const budgetKb = Number(process.env.LOGIN_JS_BUDGET_KB ?? 200);
const LOGIN_SOURCE = 'src/features/auth/LoginPage.tsx';

const manifestFile = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`size-report: no existe ${manifestFile}; compile la web con \`npm run build -w web\` (build.manifest: true).`);
  process.exit(1);
}
/** @type {Record<string, { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

/** Manifest keys of `key` and everything it imports statically, depth first, each once. */
function withStaticImports(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) withStaticImports(imported, seen);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
if (!entry) {
  console.error('size-report: el manifiesto no tiene la entrada index.html');
  process.exit(1);
}
const keys = withStaticImports(entry);
// The login screen is part of the entry today; if it becomes a lazy chunk, it still counts.
if (manifest[LOGIN_SOURCE]) withStaticImports(LOGIN_SOURCE, keys);

const gzipBytes = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1000).toFixed(1);

const files = [...new Set([...keys].map((key) => manifest[key].file))];
const rows = files.map((file) => ({ file, raw: readFileSync(join(dist, file)).length, gzip: gzipBytes(file) }));
rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const css = [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))];
const cssGzip = css.reduce((sum, file) => sum + gzipBytes(file), 0);

console.log('JavaScript de la ruta /login (entrada + importaciones estáticas):');
for (const row of rows) console.log(`  ${row.file.padEnd(44)} ${kb(row.raw).padStart(8)} kB  gzip ${kb(row.gzip).padStart(7)} kB`);
console.log(`login-js-gzip ${kb(total)} kB (presupuesto ${budgetKb} kB); CSS gzip ${kb(cssGzip)} kB`);
if (total > budgetKb * 1000) {
  console.error(`size-report: la ruta /login carga ${kb(total)} kB gzip de JavaScript, más que el presupuesto de ${budgetKb} kB.`);
  process.exit(1);
}
