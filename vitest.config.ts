import { createRequire } from 'node:module';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// Decorator metadata (type-graphql, MikroORM) needs SWC; esbuild/oxc would drop it.
const decorators = swc.vite({
  jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false }, target: 'es2022' },
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

export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      { plugins: [decorators], resolve: nodeResolve, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        plugins: [decorators],
        resolve: nodeResolve,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
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
      {
        resolve: { alias: { '@domain': new URL('./api/src/domain', import.meta.url).pathname } },
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          environmentOptions: { happyDOM: { url: 'http://localhost/' } },
          setupFiles: ['tests/web/setup.ts'],
          // The web project runs beside the api and faults projects on two cores: a component test
          // that takes 1 s alone can pass 5 s while a server starts next to it.
          testTimeout: 20_000,
        },
      },
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
