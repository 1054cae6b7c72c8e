import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { TENANT_IDS, tenantSchemaName } from '@adatlas/domain/tenants';
import type pg from 'pg';
import { createPool } from '../connection.ts';
import { migrateServer, quoteIdent } from '../migrator.ts';
import {
  type BackupManifest,
  type BackupMethod,
  readManifest,
  type SchemaBackup,
  writeManifest,
} from './backup-manifest.ts';
import { dumpSchemaTables, loadSchemaTables } from './logical-dump.ts';
import { pgDumpSchema, pgRestoreSchema, toolMajorVersion } from './pg-tools.ts';
import { inventorySchema, tablesWithRows } from './schema-inventory.ts';

export interface BackupTarget {
  url: string;
  /** Countries living on their own server (TENANT_DATABASES). */
  tenantUrls: Partial<Record<string, string>>;
}

interface Unit {
  schema: string;
  server: string;
  url: string;
}

/** core on the main server, then every tenant schema on the server that hosts it. */
function unitsOf(target: BackupTarget): Unit[] {
  return [
    { schema: 'core', server: 'main', url: target.url },
    ...TENANT_IDS.map((tenant) => {
      const own = target.tenantUrls[tenant];
      return { schema: tenantSchemaName(tenant), server: own ? tenant : 'main', url: own ?? target.url };
    }),
  ];
}

function poolsFor(units: Unit[]): Map<string, pg.Pool> {
  return new Map(
    units.map((unit) => [unit.url, createPool(unit.url, { max: 2, applicationName: 'adatlas-backup' })]),
  );
}

async function closeAll(pools: Map<string, pg.Pool>): Promise<void> {
  await Promise.all([...pools.values()].map((pool) => pool.end()));
}

async function serverMajor(pool: pg.Pool): Promise<{ major: number; text: string }> {
  const { rows } = await pool.query<{ num: string; text: string }>(
    `SELECT current_setting('server_version_num') AS num, current_setting('server_version') AS text`,
  );
  return { major: Math.floor(Number(rows[0]?.num) / 10_000), text: rows[0]?.text ?? '' };
}

export interface BackupOptions {
  outDir: string;
  method: BackupMethod | 'auto';
  log(line: string): void;
}

/** Dumps core and every tenant schema, one file (or folder) per schema, plus a manifest. */
export async function createBackup(target: BackupTarget, options: BackupOptions): Promise<BackupManifest> {
  const units = unitsOf(target);
  const pools = poolsFor(units);
  try {
    const servers = await Promise.all([...pools.values()].map(serverMajor));
    const newest = Math.max(...servers.map((server) => server.major));
    const pgDump = await toolMajorVersion('pg_dump');
    const pgDumpUsable = pgDump !== null && pgDump.major >= newest;
    if (options.method === 'pg_dump' && !pgDumpUsable) {
      throw new Error(
        `pg_dump ${pgDump ? pgDump.major : '(not installed)'} cannot dump PostgreSQL ${newest}: use --method logical`,
      );
    }
    const method: BackupMethod =
      options.method === 'auto' ? (pgDumpUsable ? 'pg_dump' : 'logical') : options.method;
    options.log(
      method === 'pg_dump'
        ? `Backing up with ${pgDump?.text} (custom format)`
        : `Backing up with the built-in logical dump (COPY per table)${
            pgDumpUsable
              ? ''
              : `: pg_dump ${pgDump ? pgDump.major : 'is not installed'} cannot dump PostgreSQL ${newest}`
          }`,
    );
    await mkdir(options.outDir, { recursive: true });
    const schemas: SchemaBackup[] = [];
    for (const unit of units) {
      const file = method === 'pg_dump' ? `${unit.schema}.dump` : unit.schema;
      const client = await (pools.get(unit.url) as pg.Pool).connect();
      try {
        // One snapshot per schema: the inventory, the COPY files or pg_dump all see the same rows.
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
        const backup: SchemaBackup = {
          schema: unit.schema,
          server: unit.server,
          file,
          ...(await inventorySchema(client, unit.schema)),
        };
        if (method === 'pg_dump') {
          await pgDumpSchema(
            unit.url,
            unit.schema,
            path.join(options.outDir, file),
            rows[0]?.snapshot as string,
          );
        } else {
          await dumpSchemaTables(client, backup, path.join(options.outDir, file));
        }
        await client.query('COMMIT');
        schemas.push(backup);
        const total = Object.values(backup.tables).reduce((sum, table) => sum + table.rows, 0);
        options.log(
          `  ${unit.schema} (${unit.server}): ${Object.keys(backup.tables).length} tables, ${total} rows`,
        );
      } finally {
        client.release();
      }
    }
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      method,
      serverVersion: servers[0]?.text ?? '',
      pgDumpVersion: pgDump?.text ?? null,
      schemas,
    };
    await writeManifest(options.outDir, manifest);
    return manifest;
  } finally {
    await closeAll(pools);
  }
}

export interface RestoreOptions {
  fromDir: string;
  log(line: string): void;
}

/**
 * Restores a backup into empty databases laid out by `target` (so a tenant can also move to
 * another server this way), then checks every table's row count against the manifest.
 */
export async function restoreBackup(target: BackupTarget, options: RestoreOptions): Promise<BackupManifest> {
  const manifest = await readManifest(options.fromDir);
  const units = unitsOf(target);
  const pools = poolsFor(units);
  const unitOf = (schema: string) => {
    const unit = units.find((candidate) => candidate.schema === schema);
    if (!unit) throw new Error(`The backup holds an unknown schema ${schema}`);
    return { ...unit, pool: pools.get(unit.url) as pg.Pool };
  };
  try {
    for (const backup of manifest.schemas) {
      const { pool } = unitOf(backup.schema);
      const occupied = await tablesWithRows(pool, backup.schema).catch(() => []);
      if (occupied.length > 0) {
        throw new Error(
          `${backup.schema} already holds data (${occupied.slice(0, 3).join(', ')}…): restore into an empty database`,
        );
      }
    }
    options.log(`Restoring a ${manifest.method} backup of ${manifest.createdAt}`);
    if (manifest.method === 'logical') {
      for (const [url, pool] of pools) {
        await migrateServer({
          pool,
          hasCore: url === target.url,
          tenantSchemas: units
            .filter((unit) => unit.url === url && unit.schema !== 'core')
            .map((unit) => unit.schema),
        });
      }
    } else {
      for (const pool of pools.values()) await migrateServer({ pool, hasCore: false, tenantSchemas: [] });
    }
    for (const backup of manifest.schemas) {
      const { pool, url } = unitOf(backup.schema);
      if (manifest.method === 'logical') {
        await assertSameMigrations(pool, backup);
        const client = await pool.connect();
        try {
          await loadSchemaTables(client, backup, path.join(options.fromDir, backup.file));
        } finally {
          client.release();
        }
      } else {
        await pool.query(`DROP SCHEMA IF EXISTS ${quoteIdent(backup.schema)} CASCADE`);
        await pool.query('DELETE FROM public.schema_migrations WHERE scope = $1', [backup.schema]);
        await pgRestoreSchema(url, path.join(options.fromDir, backup.file));
        await pool.query('INSERT INTO public.schema_migrations (scope, name) SELECT $1, unnest($2::text[])', [
          backup.schema,
          backup.migrations,
        ]);
      }
      await assertRowCounts(pool, backup);
      options.log(`  ${backup.schema}: restored and row counts checked`);
    }
    return manifest;
  } finally {
    await closeAll(pools);
  }
}

/** COPY files match the table shapes of the migration state they were taken at. */
async function assertSameMigrations(pool: pg.Pool, backup: SchemaBackup): Promise<void> {
  const { migrations } = await inventorySchema(pool, backup.schema);
  if (migrations.join(',') !== backup.migrations.join(',')) {
    throw new Error(
      `${backup.schema}: the backup was taken at migration ${backup.migrations.at(-1)}, this version is at ${migrations.at(-1)}; restore with the version that made the backup`,
    );
  }
}

async function assertRowCounts(pool: pg.Pool, backup: SchemaBackup): Promise<void> {
  const { tables } = await inventorySchema(pool, backup.schema);
  for (const [name, table] of Object.entries(backup.tables)) {
    const restored = tables[name]?.rows;
    if (restored !== table.rows) {
      throw new Error(
        `${backup.schema}.${name}: ${restored ?? 'missing'} rows restored, ${table.rows} in the backup`,
      );
    }
  }
}
