// Runs every tests/bench/*.bench.ts in turn (`npm run bench`). One at a time on purpose: two
// benchmarks sharing the CPU would each report the other's load.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = dirname(fileURLToPath(import.meta.url));
const root = join(benchDir, '..', '..');
const files = readdirSync(benchDir)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort();

let failed = 0;
for (const file of files) {
  const path = relative(root, join(benchDir, file));
  console.log(`\n=== ${path}`);
  // SWC with the API's tsconfig keeps the decorator metadata type-graphql and MikroORM read.
  const { status, signal } = spawnSync(process.execPath, ['--import', '@swc-node/register/esm-register', path], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SWC_NODE_PROJECT: 'api/tsconfig.json' },
  });
  if (status !== 0) {
    failed++;
    console.error(`${path} failed (${signal ?? `exit ${status}`})`);
  }
}
process.exit(failed ? 1 : 0);
