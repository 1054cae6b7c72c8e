import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { createPool } from '../src/platform/database/connection.ts';
import { createDatabases, type Databases } from '../src/platform/database/databases.ts';
import { withDatabase } from './database-url.ts';

export interface TestDatabase {
  name: string;
  url: string;
  databases: Databases;
  drop(): Promise<void>;
}

/** A fresh, migrated database for one test file, cloned from the template built in global setup. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const baseUrl = inject('serverDatabaseUrl');
  const name = `adatlas_test_${randomBytes(6).toString('hex')}`;
  const admin = createPool(baseUrl, { max: 1 });
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('serverTemplateDatabase')}`);
  const url = withDatabase(baseUrl, name);
  const databases = createDatabases({ url, poolSize: 5 });
  return {
    name,
    url,
    databases,
    async drop() {
      await databases.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
