import type pg from 'pg';
import type { TenantDb } from '../../apps/server/src/platform/database/databases.ts';
import { quoteIdent } from '../../apps/server/src/platform/database/migrator.ts';
import { copyRows } from '../../apps/server/src/seed/copy-rows.ts';
import { ITALY } from '../../apps/server/src/seed/countries/italy.ts';
import { LOAD_ORDER } from '../../apps/server/src/seed/load-tenant.ts';
import { buildReferenceLists } from '../../apps/server/src/seed/reference-lists.ts';
import type { TenantDataSet } from '../../apps/server/src/seed/seed-types.ts';
import { benchTables } from './bench-tables.ts';
import { copyTable } from './copy-table.ts';
import type { BenchSizes } from './sizes.ts';

/** Bump when the generated data changes shape, so cached data sets are rebuilt. */
const GENERATOR_VERSION = 2;
const REFERENCE_TABLES = [
  'categories',
  'sectors',
  'functions',
  'collective_agreements',
  'reference_items',
] as const;

export interface LoadResult {
  reused: boolean;
  seconds: number;
  rowCounts: Record<string, number>;
}

const fingerprintOf = (sizes: BenchSizes) => JSON.stringify({ GENERATOR_VERSION, ...sizes });

async function cachedLoad(client: pg.PoolClient, sizes: BenchSizes): Promise<number | null> {
  await client.query(`CREATE TABLE IF NOT EXISTS public.bench_dataset (
    label text PRIMARY KEY, fingerprint text NOT NULL, seconds double precision NOT NULL, loaded_at timestamptz NOT NULL DEFAULT now())`);
  const { rows } = await client.query<{ seconds: number }>(
    'SELECT seconds FROM public.bench_dataset WHERE label = $1 AND fingerprint = $2',
    [sizes.label, fingerprintOf(sizes)],
  );
  return rows[0]?.seconds ?? null;
}

/** Secondary indexes of the tenant's tables (constraint indexes stay): dropped before COPY. */
async function secondaryIndexes(client: pg.PoolClient, schema: string) {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition
       FROM pg_indexes i
      WHERE i.schemaname = $1
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname AND c.connamespace = $1::regnamespace)`,
    [schema],
  );
  return rows;
}

async function rowCounts(client: pg.PoolClient, schema: string): Promise<Record<string, number>> {
  const tables = [
    'companies',
    'contacts',
    'brands',
    'pitches',
    'creative_works',
    'news_items',
    'nielsen_spend',
    'nielsen_yearly',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM ${quoteIdent(schema)}.${quoteIdent(table)}`,
    );
    counts[table] = rows[0].n;
  }
  return counts;
}

/**
 * Fills the bench tenant once: one transaction that truncates, drops the secondary indexes,
 * streams every table through COPY (foreign keys and triggers off via session_replication_role),
 * fills the Nielsen summary the triggers would have kept in one statement, rebuilds the indexes on
 * the full tables, then VACUUM ANALYZE so the planner has statistics and index-only scans a
 * visibility map. A marker row makes the next run reuse it.
 */
export async function loadBenchTenant(
  tenantDb: TenantDb,
  sizes: BenchSizes,
  log: (line: string) => void,
): Promise<LoadResult> {
  return tenantDb.withConnection((client) => loadOn(client, tenantDb.schema, sizes, log));
}

async function loadOn(
  client: pg.PoolClient,
  schema: string,
  sizes: BenchSizes,
  log: (line: string) => void,
): Promise<LoadResult> {
  try {
    const cached = await cachedLoad(client, sizes);
    if (cached !== null) {
      log(`bench data set "${sizes.label}" already loaded (took ${cached.toFixed(0)} s), reusing it`);
      return { reused: true, seconds: cached, rowCounts: await rowCounts(client, schema) };
    }
    const started = performance.now();
    const step = (label: string) =>
      log(`  ${label} … ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await client.query('BEGIN');
    await client.query('SET LOCAL synchronous_commit = off');
    await client.query("SET LOCAL maintenance_work_mem = '512MB'");
    await client.query('SET LOCAL max_parallel_maintenance_workers = 2');
    await client.query('SAVEPOINT replica');
    await client.query("SET LOCAL session_replication_role = 'replica'").catch(async () => {
      log('  not a superuser: foreign keys and triggers stay on during the load (slower)');
      await client.query('ROLLBACK TO SAVEPOINT replica');
    });
    const all = LOAD_ORDER.map((table) => `${quoteIdent(schema)}.${quoteIdent(table)}`).join(', ');
    await client.query(`TRUNCATE ${all} RESTART IDENTITY CASCADE`);
    const indexes = await secondaryIndexes(client, schema);
    for (const index of indexes)
      await client.query(`DROP INDEX ${quoteIdent(schema)}.${quoteIdent(index.name)}`);
    step(`truncated, ${indexes.length} secondary indexes dropped`);

    const data = Object.fromEntries(LOAD_ORDER.map((table) => [table, []])) as unknown as TenantDataSet;
    const refs = buildReferenceLists(ITALY, data);
    for (const table of REFERENCE_TABLES) await copyRows(client, schema, table, data[table]);
    for (const table of benchTables(sizes, refs)) {
      await copyTable(client, schema, table);
      step(`${table.name}: ${table.rowCount.toLocaleString('en')} rows copied`);
    }
    // The nielsen_spend triggers were off: one INSERT … SELECT over the whole table instead.
    await client.query(`SELECT ${quoteIdent(schema)}.nielsen_yearly_rebuild()`);
    step('Nielsen yearly summary built');
    for (const table of [
      'companies',
      'contacts',
      'brands',
      'pitches',
      'creative_works',
      'news_feeds',
      'news_items',
    ]) {
      const name = `${quoteIdent(schema)}.${quoteIdent(table)}`;
      await client.query(
        `SELECT setval(pg_get_serial_sequence('${name}', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${name}), false)`,
      );
    }
    for (const index of indexes) await client.query(index.definition);
    step(`${indexes.length} indexes rebuilt`);
    await client.query('COMMIT');
    const summaries = ['nielsen_channels', 'nielsen_yearly'].map(
      (table) => `${quoteIdent(schema)}.${quoteIdent(table)}`,
    );
    await client.query(`VACUUM (ANALYZE) ${[all, ...summaries].join(', ')}`);
    const seconds = (performance.now() - started) / 1000;
    step('vacuumed and analysed');
    await client.query(
      `INSERT INTO public.bench_dataset (label, fingerprint, seconds) VALUES ($1, $2, $3)
       ON CONFLICT (label) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, seconds = EXCLUDED.seconds, loaded_at = now()`,
      [sizes.label, fingerprintOf(sizes), seconds],
    );
    return { reused: false, seconds, rowCounts: await rowCounts(client, schema) };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
