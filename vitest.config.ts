import { createRequire } from 'node:module';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// Decorator metadata (type-graphql, MikroORM) needs SWC; esbuild/oxc would drop it.
const decorators = swc.vite({
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
  },
  module: { type: 'es6' },
});

// Node loads graphql's CommonJS entry for the server's dependencies; the tests must see the same
// module, or schema objects they build fail graphql's one-realm checks.
const nodeResolve = {
  alias: [
    { find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') },
    // Journeys compute expected values with the web's demo data, which imports the domain this way.
    { find: /^@domain\//, replacement: `${new URL('./api/src/domain/', import.meta.url).pathname}` },
  ],
};

// Web files that replace a module with vi.mock need a module registry of their own; the rest of
// the web project shares one per worker (no isolation), which cuts its time by more than half.
const WEB_MOCKING = ['tests/web/clients/clients-page.test.tsx', 'tests/web/grid/export-table.test.tsx'];

/** API tests: real servers started in the test process, one file at a time. */
function apiProject(test: { name: string; include: string[]; exclude?: string[]; isolate?: boolean }) {
  return {
    plugins: [decorators],
    resolve: nodeResolve,
    test: { ...test, environment: 'node', globalSetup: ['tests/support/global-setup.ts'], testTimeout: 60_000, hookTimeout: 120_000, fileParallelism: false },
  };
}

/** Component tests in happy-dom (msw answers the API). */
function webProject(test: { name: string; include: string[]; exclude?: string[]; isolate?: boolean }) {
  return {
    resolve: { alias: { '@domain': new URL('./api/src/domain', import.meta.url).pathname } },
    test: {
      ...test,
      environment: 'happy-dom',
      environmentOptions: { happyDOM: { url: 'http://localhost/' } },
      setupFiles: ['tests/web/setup.ts'],
      // The web project runs beside the api and faults projects on two cores: a component test
      // that takes 1 s alone can pass 5 s while a server starts next to it.
      testTimeout: 20_000,
      // One retry, reported by name at the end of the run (tests/support/summary-reporter.ts):
      // under that load a component test can lose a keystroke or a render to the timing of
      // happy-dom and user-event (testing-library/react-testing-library#1419); a test that fails
      // twice fails the run.
      retry: 1,
    },
  };
}

// API files whose code reads the environment when a module loads (codegen.ts reads
// CODEGEN_SCHEMA_URL once): they need modules loaded afresh, not the api project's shared graph.
const API_OWN_MODULES = ['tests/api/codegen-sync.test.ts', 'tests/api/graphql-codegen-url.test.ts'];

export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    // One worker per vitest process: `npm test` (scripts/test.mjs) runs two processes side by
    // side, each with a share of the projects, one per core.
    projects: [
      { plugins: [decorators], resolve: nodeResolve, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      // One module graph for the whole project: each file still starts its own server on its own
      // copy of the template database, but the app's modules load once, not 93 times.
      apiProject({ name: 'api', include: ['tests/api/**/*.test.ts'], exclude: API_OWN_MODULES, isolate: false }),
      apiProject({ name: 'api-own-modules', include: API_OWN_MODULES }),
      {
        // Own PostgreSQL, Redis, API instances and workers as child processes, stopped and killed on purpose.
        plugins: [decorators],
        resolve: nodeResolve,
        test: {
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // A page that loads while the machine is busy can take more than expect.poll's 1 s
          // default to draw what a poll waits for; a poll that passes returns at once anyway.
          expect: { poll: { timeout: 5_000 } },
        },
      },
      webProject({ name: 'web', include: ['tests/web/**/*.test.{ts,tsx}'], exclude: WEB_MOCKING, isolate: false }),
      webProject({ name: 'web-mocks', include: WEB_MOCKING }),
      {
        plugins: [decorators],
        resolve: nodeResolve,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // A page that loads while the machine is busy can take more than expect.poll's 1 s
          // default to draw what a poll waits for; a poll that passes returns at once anyway.
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});
