import type { Reporter, TestCase, TestModule } from 'vitest/node';

/**
 * After the run: each failed test with its file and the first line of its error, each test that
 * passed only on a retry (web component tests get one retry: see vitest.config.ts), then the
 * plain closing line 'tests: N passed, N failed, N skipped'. CI output is long; these few lines
 * at its end say what went wrong without scrolling back through DOM dumps.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const failed: TestCase[] = [];
    const flaky: TestCase[] = [];
    let passed = 0;
    let skipped = 0;
    for (const mod of modules) {
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed.push(test);
        else skipped++;
        if (state === 'passed' && test.diagnostic()?.flaky) flaky.push(test);
      }
    }
    const out: string[] = [];
    if (failed.length > 0) out.push('', 'Pruebas que fallaron:', ...failed.map((t) => `  ${where(t)}\n    ${firstError(t)}`));
    if (flaky.length > 0)
      out.push('', 'Pruebas que pasaron solo al reintentar:', ...flaky.map((t) => `  ${where(t)} (${t.diagnostic()?.retryCount} reintento)`));
    out.push('', `tests: ${passed} passed, ${failed.length} failed, ${skipped} skipped`, '');
    process.stdout.write(out.join('\n'));
  }
}

function where(test: TestCase): string {
  return `${test.module.relativeModuleId} > ${test.fullName}`;
}

function firstError(test: TestCase): string {
  const message = test.result().errors?.[0]?.message ?? '(sin mensaje)';
  return message.split('\n').find((line) => line.trim() !== '') ?? message;
}
