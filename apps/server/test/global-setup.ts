import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPool } from '../src/platform/database/connection.ts';
import { createDatabases } from '../src/platform/database/databases.ts';
import { startEmbeddedPostgres } from '../src/platform/database/embedded.ts';
import { withDatabase } from './database-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    serverDatabaseUrl: string;
    serverTemplateDatabase: string;
  }
}

/**
 * One Postgres for the whole server suite: TEST_DATABASE_URL when set, else an embedded cluster in
 * a temporary folder. A migrated template database is built once; each test file clones it.
 */
export default async function setup(project: TestProject) {
  // Unique per run, so runs sharing one TEST_DATABASE_URL server never drop each other's template.
  const TEMPLATE_DATABASE = `adatlas_tpl_${process.pid}_${Date.now().toString(36)}`;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let tmpDir: string | undefined;
  let baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    tmpDir = await mkdtemp(path.join(os.tmpdir(), 'adatlas-test-pg-'));
    // Postgres runs as an unprivileged user when we are root: it must be able to enter the folder.
    await chmod(tmpDir, 0o755);
    const embedded = await startEmbeddedPostgres({
      dataDir: path.join(tmpDir, 'pg'),
      settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
    });
    baseUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const admin = createPool(baseUrl, { max: 1 });
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  const templateUrl = withDatabase(baseUrl, TEMPLATE_DATABASE);
  const databases = createDatabases({ url: templateUrl, poolSize: 2 });
  await databases.migrate();
  await databases.close();
  await admin.end();
  project.provide('serverDatabaseUrl', baseUrl);
  project.provide('serverTemplateDatabase', TEMPLATE_DATABASE);

  return async () => {
    if (!stopEmbedded) {
      const cleanup = createPool(baseUrl, { max: 1 });
      await cleanup.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`).catch(() => undefined);
      await cleanup.end();
    }
    await stopEmbedded?.();
    if (tmpDir) await rm(tmpDir, { recursive: true, force: true });
  };
}
