import { sql } from 'kysely';
import type { Databases } from '../../src/platform/database/databases.ts';

/**
 * Tables a rejected call may legitimately write: session touch, login throttling, queued mail,
 * audit. Everything else in core and tenant_it must be byte-identical after a denied request.
 */
const BOOKKEEPING = new Set(['sessions', 'login_attempts', 'mail_outbox', 'audit_log', 'kysely_migration']);

export type Snapshot = Record<string, string>;

/** Row count + md5 of every row's text, per table of core and tenant_it, in one round trip. */
export async function snapshotDatabase(
  databases: Databases,
  schemas = ['core', 'tenant_it'],
): Promise<Snapshot> {
  const { rows: tables } = await sql<{ schema: string; name: string }>`
    SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
    WHERE table_schema IN (${sql.join(schemas)}) AND table_type = 'BASE TABLE'
    ORDER BY 1, 2`.execute(databases.core);
  const kept = tables.filter((t) => !BOOKKEEPING.has(t.name) && !t.name.startsWith('kysely_'));
  const parts = kept.map(
    (t) =>
      sql`SELECT ${`${t.schema}.${t.name}`}::text AS key,
        count(*)::text || ':' || coalesce(md5(string_agg(r::text, '|' ORDER BY r::text)), '') AS value
        FROM ${sql.table(`${t.schema}.${t.name}`)} r`,
  );
  const { rows } = await sql<{ key: string; value: string }>`${sql.join(parts, sql` UNION ALL `)}`.execute(
    databases.core,
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/** The tables whose content differs between two snapshots. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return Object.keys({ ...before, ...after }).filter((key) => before[key] !== after[key]);
}
