import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { TENANT_IDS } from '@adatlas/domain/tenants';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool } from '../../src/platform/database/connection.ts';
import { createDatabases } from '../../src/platform/database/databases.ts';
import { withDatabase } from '../database-url.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const migrationsDir = path.join(repoRoot, 'apps/server/src/platform/database/migrations');
const baseUrl = inject('serverDatabaseUrl');
const admin = createPool(baseUrl, { max: 1 });
const created: string[] = [];

async function freshDatabase(): Promise<string> {
  const name = `adatlas_ops_mig_${randomBytes(5).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  created.push(name);
  return withDatabase(baseUrl, name);
}

/** How many migration records one fully migrated single-server database holds. */
async function expectedMigrationCount(): Promise<number> {
  const count = async (set: string) =>
    (await readdir(path.join(migrationsDir, set))).filter((file) => file.endsWith('.sql')).length;
  return (await count('public')) + (await count('core')) + TENANT_IDS.length * (await count('tenant'));
}

function runMigrate(url: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/migrate.ts'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: url },
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

async function migrationRecords(url: string): Promise<{ scope: string; name: string }[]> {
  const pool = createPool(url, { max: 1 });
  try {
    return (await pool.query('SELECT scope, name FROM public.schema_migrations ORDER BY scope, name')).rows;
  } finally {
    await pool.end();
  }
}

let expected: number;
beforeAll(async () => {
  expected = await expectedMigrationCount();
});
afterAll(async () => {
  for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

describe('migrations under traffic', () => {
  it('`npm run migrate` applies everything once, and a second run applies nothing', async () => {
    const url = await freshDatabase();
    const first = await runMigrate(url);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(`Applied ${expected} migrations`);
    const afterFirst = await migrationRecords(url);
    expect(afterFirst).toHaveLength(expected);
    const second = await runMigrate(url);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).not.toContain('Applied');
    expect(second.stdout).toContain('Migrations are up to date.');
    expect(await migrationRecords(url)).toEqual(afterFirst);
  }, 60_000);

  it('two migrators started at once on a fresh database both succeed and record each migration once', async () => {
    const url = await freshDatabase();
    const first = createDatabases({ url, poolSize: 2 });
    const second = createDatabases({ url, poolSize: 2 });
    try {
      const [a, b] = await Promise.all([first.migrate(), second.migrate()]);
      // The advisory lock makes one wait for the other, which then finds nothing left to do.
      expect(a.length + b.length).toBe(expected);
      expect(a.filter((name) => b.includes(name))).toEqual([]);
      expect([a.length, b.length].sort((x, y) => x - y)).toEqual([0, expected]);
      const records = await migrationRecords(url);
      expect(records).toHaveLength(expected);
      expect(new Set(records.map((row) => `${row.scope}/${row.name}`)).size).toBe(expected);
    } finally {
      await first.close();
      await second.close();
    }
  }, 60_000);
});
