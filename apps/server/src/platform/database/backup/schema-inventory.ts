import type pg from 'pg';
import { quoteIdent } from '../migrator.ts';
import type { SchemaBackup, TableBackup } from './backup-manifest.ts';

type Queryable = pg.Pool | pg.PoolClient;

/** Tables of a schema with their stored columns and row counts, and its sequences' positions. */
export async function inventorySchema(
  db: Queryable,
  schema: string,
): Promise<Pick<SchemaBackup, 'tables' | 'sequences' | 'migrations'>> {
  const tables: Record<string, TableBackup> = {};
  const { rows: tableRows } = await db.query<{ name: string; columns: string[] }>(
    `SELECT c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      GROUP BY c.relname ORDER BY c.relname`,
    [schema],
  );
  for (const { name, columns } of tableRows) {
    const { rows } = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM ${quoteIdent(schema)}.${quoteIdent(name)}`,
    );
    tables[name] = { rows: rows[0]?.count ?? 0, columns };
  }
  const sequences: SchemaBackup['sequences'] = {};
  const { rows: sequenceRows } = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind = 'S' ORDER BY 1`,
    [schema],
  );
  for (const { name } of sequenceRows) {
    const { rows } = await db.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text, is_called FROM ${quoteIdent(schema)}.${quoteIdent(name)}`,
    );
    const row = rows[0];
    if (row) sequences[name] = { lastValue: Number(row.last_value), isCalled: row.is_called };
  }
  const { rows: migrationRows } = await db.query<{ name: string }>(
    'SELECT name FROM public.schema_migrations WHERE scope = $1 ORDER BY name',
    [schema],
  );
  return { tables, sequences, migrations: migrationRows.map((row) => row.name) };
}

/** Names the tables of a schema that hold rows; a restore refuses to write over them. */
export async function tablesWithRows(db: Queryable, schema: string): Promise<string[]> {
  const exists = await db.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema]);
  if (exists.rowCount === 0) return [];
  const { tables } = await inventorySchema(db, schema);
  return Object.entries(tables)
    .filter(([, table]) => table.rows > 0)
    .map(([name]) => name);
}
