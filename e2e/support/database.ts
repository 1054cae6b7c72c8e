import { inject } from 'vitest';
import { createDatabases, type Databases } from '../../apps/server/src/platform/database/databases.ts';

/**
 * Runs `work` on the suite's database (what the app under test reads), for a test that prepares
 * or checks rows directly, and closes the pools after.
 */
export async function withDatabases<T>(work: (databases: Databases) => Promise<T>): Promise<T> {
  const databases = createDatabases({ url: inject('e2eDatabaseUrl') });
  try {
    return await work(databases);
  } finally {
    await databases.close();
  }
}
