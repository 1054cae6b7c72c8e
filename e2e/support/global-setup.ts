import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  type EmbeddedDatabase,
  findFreePort,
  startEmbeddedPostgres,
} from '../../apps/server/src/platform/database/embedded.ts';
import { startMailerServer } from '../../apps/server/test/mailer-server.ts';
import { startSmtpListener } from '../../apps/server/test/smtp-listener.ts';
import { startAppServer } from './app-server.ts';
import { E2E_MAILER_ACCOUNT, ensureDemoAccounts } from './demo-accounts.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    smtpInbox: string;
    mailerInbox: string;
    baseUrl: string;
    e2eDatabaseUrl: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Builds the web app and starts the real server the way `npm start` does, on a free port, with
 * an embedded PostgreSQL in a temporary folder (or a fresh database on TEST_DATABASE_URL),
 * loading the demo data and the demo accounts the tests sign in with.
 */
export default async function setup(project: TestProject) {
  // Vitest sets NODE_ENV=test; the bundle under test must be the production one.
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('web build failed');

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'adatlas-e2e-'));
  await chmod(dataDir, 0o755);
  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    // Payment pages send the browser back here: the same origin keeps the stored session.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    SEED_SCALE: process.env.E2E_SEED_SCALE ?? '0.1',
    // The browser suite runs with the auth cache of production (off by default under test).
    AUTH_CACHE_MS: '2000',
  };
  // Mail goes over real SMTP to a listener here; each message lands in a file the tests read.
  const smtpInbox = path.join(dataDir, 'smtp-inbox.jsonl');
  const smtp = await startSmtpListener(0, (mail) => appendFileSync(smtpInbox, `${JSON.stringify(mail)}\n`));
  env.SMTP_URL = smtp.url;
  env.MAIL_POLL_INTERVAL_MS = '200';
  // The companion mailer is a local server speaking its API; each batch it accepts lands in a file.
  const mailerInbox = path.join(dataDir, 'mailer-inbox.jsonl');
  const mailer = await startMailerServer(E2E_MAILER_ACCOUNT, (listName, contacts) =>
    appendFileSync(mailerInbox, `${JSON.stringify({ listName, contacts })}\n`),
  );
  env.MAILER_URL = mailer.url;
  let databaseUrl = '';
  let embedded: EmbeddedDatabase | null = null;
  let dropDatabase: (() => Promise<void>) | null = null;
  if (process.env.TEST_DATABASE_URL) {
    const { createPool } = await import('../../apps/server/src/platform/database/connection.ts');
    const name = `adatlas_e2e_${process.pid}`;
    const adminUrl = process.env.TEST_DATABASE_URL;
    dropDatabase = async () => {
      const cleanup = createPool(adminUrl, { max: 1 });
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await cleanup.end();
    };
    const admin = createPool(adminUrl, { max: 1 });
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  } else {
    // Started here rather than by the server so the tests know where the database is.
    embedded = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), settings: { fsync: 'off' } });
    databaseUrl = embedded.url;
  }
  env.DATABASE_URL = databaseUrl;
  const server = await startAppServer(env);
  const { baseUrl } = server;
  await ensureDemoAccounts(databaseUrl);
  project.provide('baseUrl', baseUrl);
  project.provide('smtpInbox', smtpInbox);
  project.provide('mailerInbox', mailerInbox);
  project.provide('e2eDatabaseUrl', databaseUrl);

  return async () => {
    await server.stop();
    await smtp.close();
    await mailer.close();
    await embedded?.stop();
    await dropDatabase?.();
    await rm(dataDir, { recursive: true, force: true });
  };
}
