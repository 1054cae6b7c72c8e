import type { TagEntity } from '@adatlas/domain/tags';
import { type Kysely, sql } from 'kysely';
import type { TenantDatabase } from '../../platform/database/schema.ts';
import { isHeldRecord } from './tag-associations.repository.ts';

type Db = Kysely<TenantDatabase>;

/** The user's tags with how many records of each entity they hold (`isHeldRecord`), by name. */
export function findTagsWithCounts(db: Db, userId: number, tagId?: number) {
  const countOf = (entity: TagEntity) =>
    db
      .selectFrom('tag_associations as a')
      .select(sql<number>`count(*)`.as('n'))
      .where('a.tag_id', '=', sql<number>`${sql.ref('t.id')}`)
      .where('a.entity_type', '=', entity)
      .where(isHeldRecord(db, entity));
  let query = db
    .selectFrom('tags as t')
    .select([
      't.id',
      't.name',
      't.color',
      't.created_at',
      countOf('company').as('companies'),
      countOf('contact').as('contacts'),
      countOf('pitch').as('pitches'),
      countOf('pitchScore').as('pitchScores'),
    ])
    .where('t.user_id', '=', userId)
    .orderBy(sql`lower(t.name)`)
    .orderBy('t.id');
  if (tagId !== undefined) query = query.where('t.id', '=', tagId);
  return query.execute();
}

export function getOwnTag(db: Db, userId: number, tagId: number) {
  return db
    .selectFrom('tags')
    .select(['id', 'name', 'color'])
    .where('id', '=', tagId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function insertTag(
  db: Db,
  values: { user_id: number; name: string; color: string; created_at: Date },
) {
  return db.insertInto('tags').values(values).returning('id').executeTakeFirstOrThrow();
}

export function updateOwnTag(
  db: Db,
  userId: number,
  tagId: number,
  changes: { name?: string; color?: string },
) {
  return db.updateTable('tags').set(changes).where('id', '=', tagId).where('user_id', '=', userId).execute();
}

export async function deleteOwnTag(db: Db, userId: number, tagId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('tags')
    .where('id', '=', tagId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Postgres unique_violation: a tag name already taken by this user (case-insensitive index). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
}
