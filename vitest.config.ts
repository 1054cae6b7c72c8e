import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest left one core idle here (one file at a time on two cores); the browser group below
    // sets its own.
    maxWorkers: '100%',
    projects: [
      {
        test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // The files of a worker share their modules: each imported the app again otherwise, 500 s
          // of wall time for 344 s of tests; 320 s with this (#32). A test that needs fresh module
          // state imports it after vi.resetModules() (maps-warm.test.ts).
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build-tools/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          setupFiles: ['e2e/support/csp-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
          // A page on a loaded 2-core machine can take seconds to settle: poll for up to 10 s, not 1.
          expect: { poll: { timeout: 10_000 } },
          // One file at a time for now. Two workers, each with its own server and database
          // (global-setup starts one per worker), failed 10 browser files on a loaded fresh-clone run
          // (sessions of one demo account meeting each other, it seemed): back to one until a quiet
          // run shows two are reliable.
          maxWorkers: 1,
          fileParallelism: false,
          pool: 'forks',
          // The files share one process and its modules, as the server files do: a fresh process per
          // file cost 1.4 s each (12 short files 101.9 -> 85.2 s). Each file launches and closes its
          // own browser; the support modules keep no state between files but antd's class list.
          isolate: false,
          // A group of its own, after the others: the unit and server files have every core first,
          // and the browser files do not share the machine with them.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
