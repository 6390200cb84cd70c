import { defineConfig } from 'vitest/config';
import { LongestFirst } from './scripts/test-order';

const E2E_SERVERS = Math.max(1, Number(process.env.E2E_SERVERS) || 3);

/**
 * Three projects: `unit` (pure logic, both sides), `api` (the HTTP API through inject, on PGlite and, when
 * TEST_DATABASE_URL is set, on PostgreSQL), `e2e` (the built storefront in Debian's Chromium through playwright-core).
 */
export default defineConfig({
  test: {
    // Long files first (recorded durations): none is left running alone at the end of a run.
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{contract,server,web,admin,phone}/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
          exclude: ['**/*.api.test.ts', '**/*.e2e.test.ts', '**/node_modules/**'],
          environment: 'node',
          // The files share each worker's modules: importing React, antd and the server again for every file was two
          // thirds of the project's time (49 s → 16 s on CI's two cores). No file keeps state in a module between tests
          // (the project passes in shuffled orders too).
          isolate: false,
          // One worker per core (vitest leaves one core free by default: on CI's two, that is one worker).
          maxWorkers: '100%',
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.api.test.ts'],
          globalSetup: ['server/test/api-setup.ts'],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          pool: 'forks',
          maxWorkers: 2,
          // Suites build their own app and database; sharing a worker's module cache saves importing the server per file.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/src/**/*.e2e.test.ts'],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          globalSetup: ['e2e/src/global-setup.ts'],
          // Three files at a time by default (E2E_SERVERS=1 runs them one by one), each worker against its own server and
          // database (e2e/src/servers.ts), so two files never share a buyer's cart or an operator's queue. On CI's two
          // cores a third file fills the time the others wait on their pages and servers: 401 s instead of 479.
          maxWorkers: E2E_SERVERS,
          fileParallelism: E2E_SERVERS > 1,
          // A worker's files share its modules: importing playwright-core and the helpers again for every file was 80–87 s
          // of the workers' CPU a run (vitest's "import" figure). No helper keeps state a file could see (console-sweep's
          // WeakSet is keyed by the file's own page).
          isolate: false,
          // A page that polls the API (tables, badges) can take more than expect.poll's default second on a busy CI box.
          expect: { poll: { timeout: 10_000 } },
          // A whole journey (apply to sell → statement) takes 45 s alone and longer beside another file on two cores.
          testTimeout: 150_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
