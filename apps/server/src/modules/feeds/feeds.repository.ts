import { sql } from 'kysely';
import type { TenantDb } from '../../platform/database/databases.ts';
import { MIN_COMPANY_NAME_CHARS } from './company-mentions.ts';

export function findOnlineFeeds(tenantDb: TenantDb) {
  return tenantDb.db
    .selectFrom('news_feeds')
    .select(['id', 'name', 'logo', 'url'])
    .where('online', '=', true)
    .orderBy('id')
    .execute();
}

/** Companies whose normalised name equals one of the candidates (ids in the order given). */
export function findCompaniesNamed(tenantDb: TenantDb, candidates: string[]) {
  if (candidates.length === 0) return Promise.resolve([]);
  return tenantDb.db
    .selectFrom('companies')
    .select(['id', 'name_norm'])
    .where(
      sql<boolean>`name_norm = ANY(ARRAY(SELECT public.search_norm(c) FROM unnest(${candidates}::text[]) AS c))`,
    )
    .where(sql<boolean>`length(name_norm) >= ${MIN_COMPANY_NAME_CHARS}`)
    .where('active', '=', true)
    .orderBy('id')
    .execute();
}

export interface NewNewsItem {
  feed_id: number;
  title: string;
  link: string;
  pub_date: Date;
  feed_logo: string | null;
  categories: string[];
  content_snippet: string | null;
  tags: string[];
  company_ids: number[];
}

/** Inserts the items not seen before (by link); returns how many were new. */
export async function insertNewsItems(tenantDb: TenantDb, items: NewNewsItem[]): Promise<number> {
  if (items.length === 0) return 0;
  const inserted = await tenantDb.db
    .insertInto('news_items')
    .values(items)
    .onConflict((conflict) => conflict.column('link').doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

export async function recordFeedRun(tenantDb: TenantDb, feedId: number, at: Date, error: string | null) {
  await tenantDb.db
    .updateTable('news_feeds')
    .set({ last_fetched_at: at, last_error: error })
    .where('id', '=', feedId)
    .execute();
}
