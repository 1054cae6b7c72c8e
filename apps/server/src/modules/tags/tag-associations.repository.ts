import type { TagEntity } from '@adatlas/domain/tags';
import { type Kysely, sql } from 'kysely';
import type { TenantDatabase } from '../../platform/database/schema.ts';
import type { IdQuery } from '../../platform/database/search/record-search.ts';

type Db = Kysely<TenantDatabase>;

/** Where each taggable entity lives (pitch-score ids are kept across recomputes). */
const ENTITY_TABLES = {
  company: 'companies',
  contact: 'contacts',
  pitch: 'pitches',
  pitchScore: 'pitch_scores',
} as const satisfies Record<TagEntity, string>;

/** Associates the given ids that exist; already tagged ones are left as they are. */
export async function associateIds(db: Db, tagId: number, entity: TagEntity, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const unique = [...new Set(ids)];
  const table = ENTITY_TABLES[entity];
  const insert = db
    .insertInto('tag_associations')
    .columns(['tag_id', 'entity_type', 'entity_id'])
    .expression(
      db
        .selectFrom(table)
        .select([sql.lit(tagId).as('tag_id'), sql.lit(entity).as('entity_type'), `${table}.id as entity_id`])
        .where(`${table}.id`, 'in', unique),
    );
  const result = await insert.onConflict((oc) => oc.doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}

/**
 * Associate-all in one statement: INSERT ... SELECT over the search object's matching ids,
 * capped at `limit` rows so a race with new data cannot overshoot.
 */
export async function associateQuery(
  db: Db,
  tagId: number,
  entity: TagEntity,
  ids: IdQuery,
  limit: number,
): Promise<number> {
  const source = db
    .selectFrom(ids.clearOrderBy().limit(limit).as('matched'))
    .select([sql.lit(tagId).as('tag_id'), sql.lit(entity).as('entity_type'), 'matched.id as entity_id']);
  const result = await db
    .insertInto('tag_associations')
    .columns(['tag_id', 'entity_type', 'entity_id'])
    .expression(source)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}

export async function deleteAssociation(db: Db, tagId: number, entity: TagEntity, entityId: number) {
  const result = await db
    .deleteFrom('tag_associations')
    .where('tag_id', '=', tagId)
    .where('entity_type', '=', entity)
    .where('entity_id', '=', entityId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function countTagged(db: Db, tagId: number, entity: TagEntity): Promise<number> {
  const row = await db
    .selectFrom('tag_associations')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('tag_id', '=', tagId)
    .where('entity_type', '=', entity)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** One page of a tag's records of one entity, newest first, with the label the tag page shows. */
export function findTaggedPage(
  db: Db,
  tagId: number,
  entity: TagEntity,
  page: { offset: number; limit: number },
) {
  const base = db
    .selectFrom('tag_associations as a')
    .where('a.tag_id', '=', tagId)
    .where('a.entity_type', '=', entity)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.entity_id', 'desc')
    .offset(page.offset)
    .limit(page.limit);
  switch (entity) {
    case 'company':
      return base
        .leftJoin('companies as c', 'c.id', 'a.entity_id')
        .select(['a.entity_id as id', 'a.created_at', 'c.name as name', 'c.city as detail'])
        .execute();
    case 'contact':
      return base
        .leftJoin('contacts as p', 'p.id', 'a.entity_id')
        .leftJoin('companies as c', 'c.id', 'p.company_id')
        .select([
          'a.entity_id as id',
          'a.created_at',
          sql<string | null>`p.name || ' ' || p.surname`.as('name'),
          'c.name as detail',
        ])
        .execute();
    case 'pitch':
      return base
        .leftJoin('pitches as pi', 'pi.id', 'a.entity_id')
        .leftJoin('companies as c', 'c.id', 'pi.company_id')
        .select(['a.entity_id as id', 'a.created_at', 'pi.title as name', 'c.name as detail'])
        .execute();
    case 'pitchScore':
      return base
        .leftJoin('pitch_scores as ps', 'ps.id', 'a.entity_id')
        .leftJoin('companies as c', 'c.id', 'ps.company_id')
        .leftJoin('reference_items as cat', 'cat.id', 'ps.category_id')
        .select([
          'a.entity_id as id',
          'a.created_at',
          'c.name as name',
          sql<string | null>`cat.label || ' · ' || ps.score || '%'`.as('detail'),
        ])
        .execute();
  }
}

/** The user's tags on each of the given records. */
export function findTagsOfEntities(db: Db, userId: number, entity: TagEntity, ids: number[]) {
  return db
    .selectFrom('tag_associations as a')
    .innerJoin('tags as t', 't.id', 'a.tag_id')
    .select(['a.entity_id', 't.id as tagId', 't.name', 't.color'])
    .where('t.user_id', '=', userId)
    .where('a.entity_type', '=', entity)
    .where('a.entity_id', 'in', ids)
    .orderBy(sql`lower(t.name)`)
    .execute();
}
