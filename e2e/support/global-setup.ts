import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPool } from '../../apps/server/src/platform/database/connection.ts';
import { findFreePort, startEmbeddedPostgres } from '../../apps/server/src/platform/database/embedded.ts';
import { FIXED_DEMO_DAY } from '../../apps/server/src/seed/demo-data.ts';
import { startHubspotServer } from '../../apps/server/test/hubspot-server.ts';
import { startMailerServer } from '../../apps/server/test/mailer-server.ts';
import {
  generateArchivedAds,
  META_ADLIB_TEST_TOKEN,
  startMetaAdlibServer,
} from '../../apps/server/test/meta-adlib-server.ts';
import { startSmtpListener } from '../../apps/server/test/smtp-listener.ts';
import { buildAntdStyledClasses } from './antd-classes.ts';
import { startAppServer } from './app-server.ts';
import { E2E_MAILER_ACCOUNT, ensureDemoAccounts } from './demo-accounts.ts';
import type { E2eServer } from './e2e-server.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const SEED_SCALE = process.env.E2E_SEED_SCALE ?? '0.1';
/** The browser suite reads demo data dated from one fixed day, whatever day it runs. */
const SEED_DAY = FIXED_DEMO_DAY;

/**
 * Builds the web app and starts the real server the way `npm start` does, once per e2e worker,
 * each on a free port with a database of its own: the demo data is seeded once into the first
 * database (an embedded PostgreSQL in a temporary folder, or TEST_DATABASE_URL's server) and the
 * others are cloned from it, so files running at the same time never see each other's edits.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'adatlas-e2e-'));
  await chmod(dataDir, 0o755);
  const cleanups: (() => Promise<unknown>)[] = [() => rm(dataDir, { recursive: true, force: true })];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    // The build and the seed overlap: one is Node's CPU, the other mostly Postgres's.
    const build = buildWeb();
    const antdClasses = buildAntdStyledClasses();
    // Awaited below; until then a failed build must not surface as an unhandled rejection.
    build.catch(() => undefined);
    antdClasses.catch(() => undefined);
    const cluster = await openCluster(dataDir);
    cleanups.push(cluster.stop);
    const databaseUrls = await createDatabases(cluster.adminUrl, await serverCount(project), cleanups);
    await build;
    const servers = await Promise.all(
      databaseUrls.map((databaseUrl, i) =>
        startE2eServer(databaseUrl, path.join(dataDir, `server-${i + 1}`), cleanups),
      ),
    );
    project.provide('e2eServers', servers);
    project.provide('antdStyledClasses', await antdClasses);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

/** One server per worker, but no more servers than the run has files. */
async function serverCount(project: TestProject): Promise<number> {
  // The run's file filters (`vitest run e2e/shell`) are not part of the public API: without them
  // every e2e file counts, which only costs a server a one-file run does not use.
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern;
  const { testFiles } = await project.globTestFiles(filters);
  return Math.max(1, Math.min(testFiles.length, project.config.maxWorkers ?? 1));
}

function buildWeb(): Promise<void> {
  // Vitest sets NODE_ENV=test; the bundle under test must be the production one.
  return run('npm', ['run', 'build', '--silent'], { ...process.env, NODE_ENV: 'production' }, 'web build');
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${what} failed (exit ${code})`)),
    );
  });
}

/** TEST_DATABASE_URL's server, or an embedded PostgreSQL started here. */
async function openCluster(dataDir: string): Promise<{ adminUrl: string; stop: () => Promise<void> }> {
  if (process.env.TEST_DATABASE_URL) return { adminUrl: process.env.TEST_DATABASE_URL, stop: async () => {} };
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, 'pg'),
    settings: { fsync: 'off' },
  });
  return { adminUrl: embedded.url, stop: embedded.stop };
}

/**
 * The first database migrated and seeded by the server's own seed command, the others cloned
 * from it (a file copy: seconds instead of another seed). Answers their URLs.
 */
async function createDatabases(
  adminUrl: string,
  count: number,
  cleanups: (() => Promise<unknown>)[],
): Promise<string[]> {
  const first = `adatlas_e2e_${process.pid}_1`;
  const clones = Array.from({ length: count - 1 }, (_, i) => `adatlas_e2e_${process.pid}_${i + 2}`);
  const names = [first, ...clones];
  const urlOf = (name: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const admin = createPool(adminUrl, { max: 1 });
  try {
    for (const name of names) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      cleanups.push(async () => {
        const cleanup = createPool(adminUrl, { max: 1 });
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => cleanup.end());
      });
    }
    await admin.query(`CREATE DATABASE ${first}`);
    await run(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/seed.ts', '--scale', SEED_SCALE, '--day', SEED_DAY],
      { ...process.env, NODE_ENV: 'test', DATABASE_URL: urlOf(first), LOG_LEVEL: 'warn' },
      'demo data seed',
    );
    for (const clone of clones) await admin.query(`CREATE DATABASE ${clone} TEMPLATE ${first}`);
  } finally {
    await admin.end();
  }
  return names.map(urlOf);
}

/** A server on `databaseUrl` with its own SMTP listener, companion mailer and data folder. */
async function startE2eServer(
  databaseUrl: string,
  dataDir: string,
  cleanups: (() => Promise<unknown>)[],
): Promise<E2eServer> {
  await mkdir(dataDir, { recursive: true });
  const port = await findFreePort();
  // Mail goes over real SMTP to a listener here; each message lands in a file the tests read.
  const smtpInbox = path.join(dataDir, 'smtp-inbox.jsonl');
  const smtp = await startSmtpListener(0, (mail) => appendFileSync(smtpInbox, `${JSON.stringify(mail)}\n`));
  cleanups.push(smtp.close);
  // The companion mailer is a local server speaking its API; each batch it accepts lands in a file.
  const mailerInbox = path.join(dataDir, 'mailer-inbox.jsonl');
  const mailer = await startMailerServer(E2E_MAILER_ACCOUNT, (listName, contacts) =>
    appendFileSync(mailerInbox, `${JSON.stringify({ listName, contacts })}\n`),
  );
  cleanups.push(mailer.close);
  // HubSpot for the CRM push (#34): a local server speaking the endpoints the push uses.
  const hubspot = await startHubspotServer();
  cleanups.push(hubspot.close);
  // Meta's Ad Library API for the ad-library ingestion (#35): a local Graph API with 23 ads.
  const metaAdlib = await startMetaAdlibServer({ ads: generateArchivedAds(23, { prefix: '7700' }) });
  cleanups.push(metaAdlib.close);
  const server = await startAppServer({
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    // Payment pages send the browser back here: the same origin keeps the stored session.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    SEED_SCALE,
    SEED_DAY,
    // The browser suite runs with the auth cache of production (off by default under test).
    AUTH_CACHE_MS: '2000',
    SMTP_URL: smtp.url,
    MAIL_POLL_INTERVAL_MS: '200',
    MAILER_URL: mailer.url,
    HUBSPOT_API_URL: hubspot.url,
    META_ADLIB_TOKEN: META_ADLIB_TEST_TOKEN,
    META_ADLIB_API_URL: metaAdlib.url,
    META_ADLIB_PAGE_SIZE: '10',
    META_ADLIB_RETRY_BASE_MS: '50',
    // Webhook tests receive on a local server: the switch made for that (refused in production).
    WEBHOOK_ALLOW_LOOPBACK: 'true',
  });
  cleanups.push(server.stop);
  await ensureDemoAccounts(databaseUrl);
  return { baseUrl: server.baseUrl, databaseUrl, smtpInbox, mailerInbox };
}
