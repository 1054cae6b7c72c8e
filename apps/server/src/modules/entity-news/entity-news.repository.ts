import { ENTITY_NEWS_LIMIT, type EntityNewsItem, type EntityNewsParams } from '@adatlas/domain/market-data';
import type { TenantDb } from '../../platform/database/databases.ts';

/** The news items that reference the entity, newest first, each with every entity it references. */
export async function findEntityNews(
  tenantDb: TenantDb,
  { entityType, entityId }: EntityNewsParams,
): Promise<EntityNewsItem[]> {
  const news = await tenantDb.db
    .selectFrom('entity_news as n')
    .innerJoin('entity_news_refs as r', 'r.news_id', 'n.id')
    .select(['n.id', 'n.published_at', 'n.text', 'n.tags'])
    .where('r.entity_type', '=', entityType)
    .where('r.entity_id', '=', entityId)
    .orderBy('n.published_at', 'desc')
    .orderBy('n.id', 'desc')
    .limit(ENTITY_NEWS_LIMIT)
    .execute();
  if (news.length === 0) return [];
  const refs = await tenantDb.db
    .selectFrom('entity_news_refs')
    .select(['news_id', 'entity_type', 'entity_id', 'name'])
    .where(
      'news_id',
      'in',
      news.map((item) => item.id),
    )
    .orderBy('news_id')
    .orderBy('entity_type')
    .orderBy('name')
    .execute();
  return news.map((item) => ({
    id: Number(item.id),
    date: new Date(item.published_at).toISOString(),
    text: item.text,
    tags: item.tags,
    referencedEntities: refs
      .filter((ref) => Number(ref.news_id) === Number(item.id))
      .map((ref) => ({
        entityType: ref.entity_type,
        entityId: Number(ref.entity_id),
        metadata: { name: ref.name },
      })),
  }));
}
