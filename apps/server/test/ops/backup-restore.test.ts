import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BackupManifest } from '../../src/platform/database/backup/backup-manifest.ts';
import { createPool } from '../../src/platform/database/connection.ts';
import { seedAll } from '../../src/seed/seed.ts';
import { createUser } from '../auth-helpers.ts';
import { grantCredits } from '../billing-helpers.ts';
import { withDatabase } from '../database-url.ts';
import type { TestApp } from '../test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test-database.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const baseUrl = inject('serverDatabaseUrl');
const admin = createPool(baseUrl, { max: 1 });
const createdDatabases: string[] = [];
let source: TestDatabase;
let workDir: string;
let before: Map<string, string>;

function run(script: string, args: string[], databaseUrl: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `apps/server/src/cli/${script}.ts`, ...args], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: databaseUrl },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Row count and content checksum of every table of core and the tenant schemas, and sequence positions. */
async function fingerprint(url: string): Promise<Map<string, string>> {
  const pool = createPool(url, { max: 1 });
  try {
    const { rows: tables } = await pool.query<{ schema: string; name: string }>(
      `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind = 'r' AND (n.nspname = 'core' OR n.nspname LIKE 'tenant\\_%') ORDER BY 1, 2`,
    );
    const result = new Map<string, string>();
    for (const { schema, name } of tables) {
      const { rows } = await pool.query(
        `SELECT count(*)::int AS count, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum
           FROM "${schema}"."${name}" t`,
      );
      result.set(`${schema}.${name}`, `${rows[0].count}:${rows[0].sum}`);
    }
    const { rows: sequences } = await pool.query(
      `SELECT schemaname, sequencename, last_value FROM pg_sequences
        WHERE schemaname = 'core' OR schemaname LIKE 'tenant\\_%'`,
    );
    for (const row of sequences)
      result.set(`seq ${row.schemaname}.${row.sequencename}`, String(row.last_value));
    return result;
  } finally {
    await pool.end();
  }
}

async function emptyDatabase(): Promise<string> {
  const name = `adatlas_ops_restore_${randomBytes(5).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  createdDatabases.push(name);
  return withDatabase(baseUrl, name);
}

/** Whether the installed pg_dump can dump this server (it refuses a newer major version). */
async function pgDumpUsable(): Promise<boolean> {
  const version = await promisify(execFile)('pg_dump', ['--version']).then(
    ({ stdout }) => Number(/(\d+)/.exec(stdout)?.[1]),
    () => 0,
  );
  const { rows } = await admin.query(`SELECT current_setting('server_version_num')::int / 10000 AS major`);
  return version >= rows[0].major;
}

beforeAll(async () => {
  source = await createTestDatabase();
  workDir = await mkdtemp(path.join(os.tmpdir(), 'adatlas-backup-'));
  await seedAll(source.databases, { scale: 0.02, tenants: ['italy', 'spain'], log: () => undefined });
  const t = { db: source } as TestApp;
  const user = await createUser(t, { tenants: { italy: { scopes: ['company'] }, spain: { scopes: [] } } });
  await grantCredits(t, user.id, { company: 5, contact: 5 });
  before = await fingerprint(source.url);
}, 120_000);
afterAll(async () => {
  await source.drop();
  for (const name of createdDatabases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  await rm(workDir, { recursive: true, force: true });
});

describe('db:backup and db:restore', () => {
  it.each(['auto', 'logical'] as const)(
    'round-trips every table and sequence exactly (--method %s)',
    async (method) => {
      const out = path.join(workDir, method);
      const backup = await run('backup', ['--out', out, '--method', method], source.url);
      expect(backup.code, backup.stderr).toBe(0);
      const manifest = JSON.parse(await readFile(path.join(out, 'manifest.json'), 'utf8')) as BackupManifest;
      const expectedMethod = method === 'logical' || !(await pgDumpUsable()) ? 'logical' : 'pg_dump';
      expect(manifest.method).toBe(expectedMethod);
      expect(backup.stdout).toContain(`method: ${expectedMethod}`);
      expect(manifest.schemas.map((schema) => schema.schema)).toEqual([
        'core',
        ...['tenant_it', 'tenant_fr', 'tenant_es', 'tenant_mx', 'tenant_de', 'tenant_pt', 'tenant_gb'],
      ]);
      const italy = manifest.schemas.find((schema) => schema.schema === 'tenant_it');
      expect(italy?.tables.companies?.rows).toBe(Number(before.get('tenant_it.companies')?.split(':')[0]));
      expect(italy?.tables.companies?.rows).toBeGreaterThan(0);
      expect(italy?.migrations).toContain('002_companies_contacts.sql');

      const target = await emptyDatabase();
      const restore = await run('restore', ['--from', out], target);
      expect(restore.code, restore.stderr).toBe(0);
      expect(restore.stdout).toContain(`method: ${expectedMethod}`);
      expect(await fingerprint(target)).toEqual(before);

      const again = await run('restore', ['--from', out], target);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/^adatlas: core already holds data .*restore into an empty database/);
    },
    120_000,
  );

  it('refuses a folder that is not a backup', async () => {
    const result = await run('restore', ['--from', workDir], await emptyDatabase());
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(`adatlas: ${workDir} holds no manifest.json: not a backup folder`);
  });
});
