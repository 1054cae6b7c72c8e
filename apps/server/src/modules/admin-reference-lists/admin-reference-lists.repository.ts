import type { AdminTreeList } from '@adatlas/domain/admin';
import { HR_FUNCTION_FAMILY_CODE } from '@adatlas/domain/profiles';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { TenantDatabase } from '../../platform/database/schema.ts';

type Db = Kysely<TenantDatabase> | Transaction<TenantDatabase>;
/** The three trees with a materialised path; collective agreements have none. */
type PathTree = 'categories' | 'sectors' | 'functions';

export const hasPath = (list: AdminTreeList): list is PathTree => list !== 'collective_agreements';

export interface TreeRow {
  id: number;
  key: string;
  parentId: number | null;
  active: boolean;
  identifier: string | null;
  hrFamily: boolean;
}

export async function findTreeRows(db: Db, list: AdminTreeList): Promise<TreeRow[]> {
  if (!hasPath(list)) {
    return db
      .selectFrom('collective_agreements')
      .select(['id', 'key', 'parent_id as parentId', 'active', 'identifier'])
      .orderBy('key')
      .execute()
      .then((rows) => rows.map((row) => ({ ...row, hrFamily: false })));
  }
  if (list === 'functions') {
    const rows = await db
      .selectFrom('functions')
      .select(['id', 'key', 'parent_id as parentId', 'active', 'code'])
      .orderBy('sort_order')
      .orderBy('key')
      .execute();
    return rows.map(({ code, ...row }) => ({
      ...row,
      identifier: null,
      hrFamily: code === HR_FUNCTION_FAMILY_CODE,
    }));
  }
  const rows = await db
    .selectFrom(list as 'categories')
    .select(['id', 'key', 'parent_id as parentId', 'active'])
    .orderBy('sort_order')
    .orderBy('key')
    .execute();
  return rows.map((row) => ({ ...row, identifier: null, hrFamily: false }));
}

/**
 * Queues the caller behind any other edit of the same tree until its transaction ends: no unique
 * index can say "one name per parent, whatever the case", so the service checks, and the check
 * holds only if no other edit slips in between.
 */
export async function lockTree(trx: Transaction<TenantDatabase>, tenant: string, list: AdminTreeList) {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`reference-tree:${tenant}:${list}`}))`.execute(trx);
}

/** Makes function `id` the HR family (taking the code from any other), or, with null, none. */
export async function setHrFunctionFamily(db: Db, id: number | null): Promise<void> {
  await db.updateTable('functions').set({ code: null }).where('code', '=', HR_FUNCTION_FAMILY_CODE).execute();
  if (id !== null) {
    await db.updateTable('functions').set({ code: HR_FUNCTION_FAMILY_CODE }).where('id', '=', id).execute();
  }
}

export async function insertTreeNode(
  db: Db,
  list: AdminTreeList,
  node: { key: string; parentId: number | null; identifier?: string },
): Promise<number> {
  if (!hasPath(list)) {
    const row = await db
      .insertInto('collective_agreements')
      .values({ key: node.key, parent_id: node.parentId, identifier: node.identifier ?? node.key })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  // The path needs the new id: insert with a placeholder, then set it.
  const row = await db
    .insertInto(list as 'categories')
    .values({ key: node.key, parent_id: node.parentId, path: '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTreeNode(
  db: Db,
  list: AdminTreeList,
  id: number,
  changes: { key?: string; active?: boolean; parent_id?: number | null },
): Promise<void> {
  // A patch may change none of these (only the HR family mark): an empty SET is no statement.
  if (Object.values(changes).every((value) => value === undefined)) return;
  await db
    .updateTable(list as 'categories')
    .set(changes)
    .where('id', '=', id)
    .execute();
}

export async function updateTreePath(db: Db, list: PathTree, id: number, path: string): Promise<void> {
  await db
    .updateTable(list as 'categories')
    .set({ path })
    .where('id', '=', id)
    .execute();
}

export function findFlatListNames(db: Db) {
  return db.selectFrom('reference_items').select('list').distinct().orderBy('list').execute();
}

export function findFlatRows(db: Db, list: string) {
  return db
    .selectFrom('reference_items')
    .select(['id', 'key', 'label', 'sort_order as sortOrder', 'active'])
    .where('list', '=', list)
    .orderBy('sort_order')
    .orderBy('key')
    .execute();
}

export function getFlatRow(db: Db, list: string, id: number) {
  return db
    .selectFrom('reference_items')
    .select(['id', 'key', 'label', 'sort_order as sortOrder', 'active'])
    .where('list', '=', list)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertFlatRow(
  db: Db,
  list: string,
  item: { key: string; label: string; sortOrder: number },
) {
  const row = await db
    .insertInto('reference_items')
    .values({ list, key: item.key, label: item.label, sort_order: item.sortOrder })
    .onConflict((oc) => oc.columns(['list', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function updateFlatRow(
  db: Db,
  id: number,
  changes: { label?: string; sort_order?: number; active?: boolean },
): Promise<void> {
  await db.updateTable('reference_items').set(changes).where('id', '=', id).execute();
}

const FEED_COLUMNS = ['id', 'name', 'logo', 'url', 'online', 'last_fetched_at', 'last_error'] as const;

export function findFeedRows(db: Db) {
  return db.selectFrom('news_feeds').select(FEED_COLUMNS).orderBy('name').execute();
}

export function getFeedRow(db: Db, id: number) {
  return db.selectFrom('news_feeds').select(FEED_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function insertFeedRow(
  db: Db,
  feed: { name: string; logo: string | null; url: string; online: boolean },
) {
  const row = await db
    .insertInto('news_feeds')
    .values(feed)
    .onConflict((oc) => oc.column('url').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function updateFeedRow(
  db: Db,
  id: number,
  changes: { name?: string; logo?: string | null; url?: string; online?: boolean },
): Promise<void> {
  await db.updateTable('news_feeds').set(changes).where('id', '=', id).execute();
}

export async function deleteFeedRow(db: Db, id: number): Promise<void> {
  // News items keep their text; they only lose the link to the feed.
  await db.updateTable('news_items').set({ feed_id: null }).where('feed_id', '=', id).execute();
  await db.deleteFrom('news_feeds').where('id', '=', id).execute();
}
