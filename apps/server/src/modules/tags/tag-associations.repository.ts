import type { TagEntity } from '@adatlas/domain/tags';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
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

/**
 * Whether the association aliased `a` holds a record the tag shows: an active company, contact or
 * pitch, or a pitch score. A record made inactive leaves the tag's page, counts and exports (as it
 * leaves every list); its association stays, so it returns with the record.
 */
export function isHeldRecord(db: Db, entity: TagEntity): Expression<SqlBool> {
  const associated = sql<number>`${sql.ref('a.entity_id')}`;
  const record = (() => {
    switch (entity) {
      case 'company':
        return db.selectFrom('companies as r').where('r.active', '=', true).where('r.id', '=', associated);
      case 'contact':
        return db.selectFrom('contacts as r').where('r.active', '=', true).where('r.id', '=', associated);
      case 'pitch':
        return db.selectFrom('pitches as r').where('r.active', '=', true).where('r.id', '=', associated);
      case 'pitchScore':
        return db.selectFrom('pitch_scores as r').where('r.id', '=', associated);
    }
  })();
  return sql<SqlBool>`EXISTS (${record.select(sql`1`.as('one'))})`;
}

/** The ids of the records a tag holds of one entity (`isHeldRecord`); its ownership is the caller's to check. */
export function heldRecordIds(db: Db, tagId: number, entity: TagEntity) {
  return db
    .selectFrom('tag_associations as a')
    .select('a.entity_id')
    .where('a.tag_id', '=', tagId)
    .where('a.entity_type', '=', entity)
    .where(isHeldRecord(db, entity));
}

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
    .selectFrom('tag_associations as a')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('a.tag_id', '=', tagId)
    .where('a.entity_type', '=', entity)
    .where(isHeldRecord(db, entity))
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
    .where(isHeldRecord(db, entity))
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
