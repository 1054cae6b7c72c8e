import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { quoteIdent } from '../migrator.ts';
import { TENANT_DATA_CHANNEL } from '../tenant-data-cache.ts';
import type { SchemaBackup } from './backup-manifest.ts';

const columnList = (columns: string[]) => columns.map(quoteIdent).join(', ');

/**
 * Writes every table of the schema as a COPY text file under `dir`. The caller runs it inside a
 * REPEATABLE READ transaction so all tables (and the inventory) come from one snapshot.
 */
export async function dumpSchemaTables(
  client: pg.PoolClient,
  backup: SchemaBackup,
  dir: string,
): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const [table, { columns }] of Object.entries(backup.tables)) {
    const source = client.query(
      copyTo(
        `COPY (SELECT ${columnList(columns)} FROM ${quoteIdent(backup.schema)}.${quoteIdent(table)}) TO STDOUT`,
      ),
    );
    await pipeline(source, createWriteStream(path.join(dir, `${table}.copy`)));
  }
}

/**
 * Loads the COPY files into a freshly migrated schema, replacing what the migrations inserted. Triggers and foreign-key checks are off for
 * the load (session_replication_role = replica, a superuser setting or one granted with
 * `GRANT SET ON PARAMETER`): the rows are a consistent snapshot already, and change-event triggers
 * must not record the restore as new changes. Sequences go back to their exact positions.
 */
export async function loadSchemaTables(
  client: pg.PoolClient,
  backup: SchemaBackup,
  dir: string,
): Promise<void> {
  const schema = quoteIdent(backup.schema);
  await client.query('BEGIN');
  try {
    await client.query('SET LOCAL session_replication_role = replica');
    // Migrations insert reference rows (plans, tenants…): the backup's rows replace them.
    const tables = Object.keys(backup.tables).map((table) => `${schema}.${quoteIdent(table)}`);
    if (tables.length > 0) await client.query(`TRUNCATE ${tables.join(', ')} CASCADE`);
    for (const [table, { columns }] of Object.entries(backup.tables)) {
      const sink = client.query(
        copyFrom(`COPY ${schema}.${quoteIdent(table)} (${columnList(columns)}) FROM STDIN`),
      );
      await pipeline(createReadStream(path.join(dir, `${table}.copy`)), sink);
    }
    for (const [sequence, { lastValue, isCalled }] of Object.entries(backup.sequences)) {
      await client.query('SELECT setval($1::regclass, $2, $3)', [
        `${schema}.${quoteIdent(sequence)}`,
        lastValue,
        isCalled,
      ]);
    }
    // The notify triggers are off for the load: tell running servers to drop what they cache.
    await client.query('SELECT pg_notify($1, $2)', [TENANT_DATA_CHANNEL, backup.schema]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
