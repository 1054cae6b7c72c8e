import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { withoutTimeouts } from './connection.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** One lock for every migrator process on a server: two `npm run migrate` never interleave. */
const MIGRATION_LOCK_ID = 7_203_114;

type MigrationSet = 'public' | 'core' | 'tenant';

async function listMigrations(set: MigrationSet): Promise<{ name: string; sql: string }[]> {
  const dir = path.join(MIGRATIONS_DIR, set);
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (name) => ({ name, sql: await readFile(path.join(dir, name), 'utf8') })),
  );
}

export interface MigrationTarget {
  /** A pool on one Postgres server. */
  pool: pg.Pool;
  /** Whether the `core` schema lives on this server. */
  hasCore: boolean;
  /** Tenant schemas hosted on this server. */
  tenantSchemas: string[];
}

/**
 * Applies pending migrations on one server: `public` once (extensions, helpers), `core` when this
 * server hosts it, `tenant` once per tenant schema with the search_path pointing at that schema.
 * Each migration runs in its own transaction; applied names are kept in public.schema_migrations.
 */
export async function migrateServer(target: MigrationTarget): Promise<string[]> {
  const client = await target.pool.connect();
  try {
    // A migration may rewrite a large table, and another process may hold the lock meanwhile:
    // neither is bound by the timeouts meant for requests.
    return await withoutTimeouts(client, () => applyPending(client, target));
  } finally {
    client.release();
  }
}

async function applyPending(client: pg.PoolClient, target: MigrationTarget): Promise<string[]> {
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await client.query(`CREATE TABLE IF NOT EXISTS public.schema_migrations (
      scope text NOT NULL, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (scope, name))`);
    const done = new Set(
      (
        await client.query<{ scope: string; name: string }>(
          'SELECT scope, name FROM public.schema_migrations',
        )
      ).rows.map((row) => `${row.scope}/${row.name}`),
    );
    const scopes: { scope: string; set: MigrationSet }[] = [{ scope: 'public', set: 'public' }];
    if (target.hasCore) scopes.push({ scope: 'core', set: 'core' });
    for (const schema of target.tenantSchemas) scopes.push({ scope: schema, set: 'tenant' });

    for (const { scope, set } of scopes) {
      for (const migration of await listMigrations(set)) {
        if (done.has(`${scope}/${migration.name}`)) continue;
        await client.query('BEGIN');
        try {
          if (scope !== 'public') {
            await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(scope)}`);
            await client.query(`SET LOCAL search_path TO ${quoteIdent(scope)}, public`);
          }
          await client.query(migration.sql);
          await client.query('INSERT INTO public.schema_migrations (scope, name) VALUES ($1, $2)', [
            scope,
            migration.name,
          ]);
          await client.query('COMMIT');
          applied.push(`${scope}/${migration.name}`);
        } catch (error) {
          await client.query('ROLLBACK');
          throw new Error(`Migration ${scope}/${migration.name} failed: ${(error as Error).message}`);
        }
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
  }
  return applied;
}

export function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe identifier: ${name}`);
  return `"${name}"`;
}
