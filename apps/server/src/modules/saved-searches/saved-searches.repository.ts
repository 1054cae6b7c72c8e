import type { SavedSearchType } from '@adatlas/domain/saved-searches';
import type { Kysely } from 'kysely';
import type { TenantDatabase } from '../../platform/database/schema.ts';

type Db = Kysely<TenantDatabase>;

const COLUMNS = ['id', 'name', 'type', 'data', 'results_count', 'cached_at', 'created_at'] as const;

export type SavedSearchRow = Awaited<ReturnType<typeof findOwnSavedSearches>>[number];

export function findOwnSavedSearches(db: Db, userId: number, type?: SavedSearchType) {
  let query = db
    .selectFrom('saved_searches')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  if (type) query = query.where('type', '=', type);
  return query.execute();
}

export function getOwnSavedSearch(db: Db, userId: number, id: number) {
  return db
    .selectFrom('saved_searches')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function insertSavedSearch(
  db: Db,
  values: {
    user_id: number;
    type: SavedSearchType;
    name: string;
    data: Record<string, unknown>;
    created_at: Date;
  },
) {
  return db
    .insertInto('saved_searches')
    .values({ ...values, data: JSON.stringify(values.data) as never })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export function updateOwnCache(db: Db, userId: number, id: number, resultsCount: number, at: Date) {
  return db
    .updateTable('saved_searches')
    .set({ results_count: resultsCount, cached_at: at })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function deleteOwnSavedSearch(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('saved_searches')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The saved searches events are about: their owner, kind and name. */
export function findSavedSearchesByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('saved_searches')
    .select(['id', 'user_id', 'type', 'name'])
    .where('id', 'in', ids)
    .execute();
}
