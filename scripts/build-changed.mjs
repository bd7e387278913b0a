// Builds the API (tsc → api/dist) and the web (vite → web/dist) only when their sources changed
// since the last build made by this script, so `npm start` on an up-to-date checkout starts the
// server right away. "Changed" is a SHA-256 over the paths and contents of each part's inputs,
// kept in <dist>/.build-stamp (written only after a successful build): a git checkout, a pull or
// an edit rebuilds; touching a file without changing it does not. A fresh clone has no dist, so
// it builds everything.
//
//   node scripts/build-changed.mjs          only what changed (npm start runs it)
//   node scripts/build-changed.mjs --all    both parts, unconditionally (npm run build)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SHARED = ['package-lock.json', 'tsconfig.base.json'];

/** What each part's build reads; folders are walked. The web also reads api/src/domain (@domain). */
export const parts = [
  {
    name: 'api',
    dist: 'api/dist',
    output: 'api/dist/main.js',
    inputs: ['api/src', 'api/tsconfig.json', 'api/package.json', ...SHARED],
  },
  {
    name: 'web',
    dist: 'web/dist',
    output: 'web/dist/index.html',
    inputs: [
      'web/src',
      'web/public',
      'web/index.html',
      'web/vite.config.ts',
      'web/tsconfig.json',
      'web/package.json',
      'web/scripts/size-report.mjs',
      'api/src/domain',
      ...SHARED,
    ],
  },
];

function filesUnder(base, path) {
  const full = join(base, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && entry.name !== '.DS_Store')
    .flatMap((entry) => filesUnder(base, join(path, entry.name)));
}

/** SHA-256 of every input file's path (relative to `base`) and contents, in a stable order. */
export function sourceHash(part, base = root) {
  const hash = createHash('sha256');
  const files = [...new Set(part.inputs.flatMap((input) => filesUnder(base, input)))].sort();
  for (const file of files) {
    hash.update(relative(base, join(base, file)).replaceAll('\\', '/') + '\0');
    hash.update(readFileSync(join(base, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Where a successful build records the hash of the sources it compiled. */
export function stampFile(part, base = root) {
  return join(base, part.dist, '.build-stamp');
}

/** Why the part must be built, or null when its output is up to date. */
export function staleReason(part, hash = sourceHash(part), base = root) {
  if (!existsSync(join(base, part.output))) return 'sin compilar';
  if (!existsSync(stampFile(part, base))) return 'sin registro de la última compilación';
  if (readFileSync(stampFile(part, base), 'utf8').trim() !== hash) return 'fuentes cambiadas';
  return null;
}

/** Builds what changed (API first: the web build does not need it, but errors read better). */
export function buildChanged({ all = false } = {}) {
  for (const part of parts) {
    const hash = sourceHash(part);
    const reason = all ? 'compilación completa' : staleReason(part, hash);
    if (!reason) {
      console.log(`${part.name}: al día, no se compila`);
      continue;
    }
    console.log(`${part.name}: compilando (${reason})...`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const { status, error } = spawnSync(npm, ['run', 'build', '-w', part.name], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
    if (error || status !== 0) {
      console.error(`${part.name}: la compilación falló${error ? `: ${error.message}` : ''}`);
      return false;
    }
    writeFileSync(stampFile(part), hash + '\n');
  }
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exit(buildChanged({ all: process.argv.includes('--all') }) ? 0 : 1);
}
