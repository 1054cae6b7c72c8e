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
        },
      },
      {
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'node' },
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
          // Two files at a time, each worker against its own server and database (global-setup).
          maxWorkers: 2,
          pool: 'forks',
          // A group of its own, after the others: the unit and server files have every core first,
          // and the browser files do not share the machine with them.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
