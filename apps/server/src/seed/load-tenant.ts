import { withoutTimeouts } from '../platform/database/connection.ts';
import type { TenantDb } from '../platform/database/databases.ts';
import { quoteIdent } from '../platform/database/migrator.ts';
import { copyRows } from './copy-rows.ts';
import type { SeedCounts, TableName, TenantDataSet } from './seed-types.ts';

/** Parents before children, so foreign keys hold at the end of every COPY. */
export const LOAD_ORDER: readonly TableName[] = [
  'categories',
  'sectors',
  'functions',
  'collective_agreements',
  'reference_items',
  'companies',
  'company_external_links',
  'company_financials',
  'nielsen_spend',
  'social_media',
  'contacts',
  'job_offers',
  'investment_rounds',
  'investment_round_investors',
  'acquisitions',
  'entity_news',
  'entity_news_refs',
  'brands',
  'brand_external_links',
  'work_relations',
  'pitches',
  'pitch_brands',
  'pitch_competitors',
  'creative_works',
  'brand_advertisers',
  'news_feeds',
  'news_items',
];

/** Tables whose `id` comes from a sequence: after explicit ids, the sequence must move past them. */
const TABLES_WITH_SERIAL_ID = LOAD_ORDER.filter(
  (table) =>
    ![
      'company_financials',
      'nielsen_spend',
      'investment_round_investors',
      'entity_news_refs',
      'pitch_brands',
      'pitch_competitors',
    ].includes(table),
);

/**
 * Replaces the tenant's data in one transaction: truncate (cascading to per-user rows that point
 * at the old records), COPY every table, move the sequences, analyse for the planner.
 */
export async function loadTenantData(tenantDb: TenantDb, data: TenantDataSet): Promise<SeedCounts> {
  const schema = quoteIdent(tenantDb.schema);
  const tables = LOAD_ORDER.map((table) => `${schema}.${quoteIdent(table)}`).join(', ');
  await tenantDb.withConnection((client) =>
    // A large scale's COPY and ANALYZE run past the pools' statement and query timeouts on purpose.
    withoutTimeouts(client, async () => {
      try {
        await client.query('BEGIN');
        await client.query('SET LOCAL synchronous_commit = off');
        // The history of the replaced records goes with them (it has no foreign keys to cascade).
        await client.query(`TRUNCATE ${tables}, ${schema}.record_history RESTART IDENTITY CASCADE`);
        for (const table of LOAD_ORDER) await copyRows(client, tenantDb.schema, table, data[table]);
        const setvals = TABLES_WITH_SERIAL_ID.map((table) => {
          const maxId = (data[table] as { id: number }[]).reduce((max, row) => Math.max(max, row.id), 0);
          const sequence = `pg_get_serial_sequence('${schema}.${quoteIdent(table)}', 'id')`;
          return `setval(${sequence}, ${Math.max(maxId, 1)}, ${maxId > 0})`;
        });
        await client.query(`SELECT ${setvals.join(', ')}`);
        await client.query('COMMIT');
        await client.query(`ANALYZE ${tables}`);
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    }),
  );
  return Object.fromEntries(LOAD_ORDER.map((table) => [table, data[table].length])) as SeedCounts;
}
