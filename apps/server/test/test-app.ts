import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  close(): Promise<void>;
}

/** The real application over a fresh database, driven through `app.inject()`. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: db.url, ...env });
  const app = await buildApp({ config, databases: db.databases });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.drop();
    },
  };
}
