import {
  NEWS_PAGE_SIZE,
  type NewsItem,
  type NewsSearchQuery,
  SNIPPET_MAX_CHARS,
} from '@adatlas/domain/market-data';
import { sql } from 'kysely';
import type { TenantDb } from '../../platform/database/databases.ts';

/** Words of the query, each later normalised by the same search_norm as the indexed text. */
function queryWords(text: string): string[] {
  return text
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 20);
}

/**
 * One page of news, newest first, after the (pubDate, id) cursor. Keyset paging: items inserted
 * while a reader scrolls cannot shift the pages, so none repeats and none is skipped.
 */
export async function findNewsPage(tenantDb: TenantDb, query: NewsSearchQuery): Promise<NewsItem[]> {
  let select = tenantDb.db
    .selectFrom('news_items')
    .select([
      'id',
      'title',
      'link',
      'pub_date',
      'feed_logo',
      'categories',
      sql<string | null>`left(content_snippet, ${SNIPPET_MAX_CHARS})`.as('content_snippet'),
      'tags',
      'company_ids',
    ])
    .orderBy('pub_date', 'desc')
    .orderBy('id', 'desc')
    .limit(NEWS_PAGE_SIZE);

  if (query.lastPubDate !== undefined && query.lastId !== undefined) {
    const { lastPubDate, lastId } = query;
    select = select.where(({ eb, refTuple, tuple }) =>
      eb(refTuple('pub_date', 'id'), '<', tuple(new Date(lastPubDate), lastId)),
    );
  }
  const words = query.mode === 'LIST' ? [] : queryWords(query.text ?? '');
  if (query.mode === 'LIKE' && words.length > 0) {
    // Every word must start a word of the title or snippet, accents and case aside.
    select = select.where(
      sql<boolean>`search @@ to_tsquery('simple', array_to_string(array(
        SELECT quote_literal(public.search_norm(w)) || ':*' FROM unnest(${words}::text[]) AS w), ' & '))`,
    );
  }
  if (query.mode === 'EXACT' && words.length > 0) {
    select = select.where(
      sql<boolean>`search @@ phraseto_tsquery('simple', public.search_norm(${query.text ?? ''}))`,
    );
  }

  const rows = await select.execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    link: row.link,
    pubDate: new Date(row.pub_date).toISOString(),
    feedLogo: row.feed_logo,
    categories: row.categories,
    contentSnippet: row.content_snippet,
    tags: row.tags,
    companyIds: row.company_ids.map(Number),
  }));
}
