import { createDatabases, type Databases } from '../../apps/server/src/platform/database/databases.ts';
import { e2eServer } from './e2e-server.ts';

/**
 * Runs `work` on this worker's database (what the app under test reads), for a test that prepares
 * or checks rows directly, and closes the pools after.
 */
export async function withDatabases<T>(work: (databases: Databases) => Promise<T>): Promise<T> {
  const databases = createDatabases({ url: e2eServer().databaseUrl });
  try {
    return await work(databases);
  } finally {
    await databases.close();
  }
}
