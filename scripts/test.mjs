// `npm test`: the whole suite in two lanes side by side, one per core. Vitest runs a project whose
// files go one at a time (api, e2e, faults: each file starts servers, browsers or clusters) in a
// sequential group of its own, so in one process the suite ran file after file on one core. Each
// lane is its own vitest process with a share of the projects; together they keep both cores
// busy. With arguments (a file, a project, -t) it is one plain `vitest run` with them.
//
// Each lane writes vitest's JSON report to tests/.artifacts/vitest-<lane>.json (scripts/ci/timings.mjs
// reads them), and the run ends with one line adding up both lanes: 'tests: N passed, N failed, N skipped'.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';

const VITEST = 'node_modules/vitest/vitest.mjs';
// Balanced on the measured wall times (about 15 minutes each here): api and faults; the journeys
// and the component tests.
const LANES = {
  a: ['api', 'api-own-modules', 'faults'],
  b: ['e2e', 'unit', 'web', 'web-mocks'],
};
const ARTIFACTS = 'tests/.artifacts';
const args = process.argv.slice(2);

if (args.length > 0) {
  const child = spawn(process.execPath, [VITEST, 'run', ...args], { stdio: 'inherit' });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  mkdirSync(ARTIFACTS, { recursive: true });
  const started = Date.now();
  const results = await Promise.all(Object.entries(LANES).map(([lane, projects]) => runLane(lane, projects)));
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const { lane, code, report } of results) {
    if (!report) {
      console.log(`[${lane}] sin informe de vitest (salió con ${code})`);
      totals.failed += 1;
      continue;
    }
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    if (code !== 0 && report.numFailedTests === 0) totals.failed += 1;
  }
  const failed = results.some((r) => r.code !== 0);
  console.log(`\nnpm test: ${Math.round((Date.now() - started) / 1000)} s en ${results.length} carriles`);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(failed ? 1 : 0);
}

/** One vitest process for some projects; its lines go out prefixed with the lane's name. */
function runLane(lane, projects) {
  const json = `${ARTIFACTS}/vitest-${lane}.json`;
  rmSync(json, { force: true });
  const child = spawn(
    process.execPath,
    [VITEST, 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${json}`],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' } },
  );
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(`[${lane}] ${line}\n`));
  }
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      let report = null;
      try {
        report = JSON.parse(readFileSync(json, 'utf8'));
      } catch {
        // No report: the lane died before vitest wrote it; counted as a failure above.
      }
      resolve({ lane, code: code ?? (signal ? 1 : 0), report });
    });
  });
}
