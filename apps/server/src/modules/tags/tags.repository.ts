import { type Kysely, sql } from 'kysely';
import type { TenantDatabase } from '../../platform/database/schema.ts';

type Db = Kysely<TenantDatabase>;

const countOf = (entity: string) => sql<number>`count(a.entity_id) FILTER (WHERE a.entity_type = ${entity})`;

/** The user's tags with how many records of each entity they hold, by name. */
export function findTagsWithCounts(db: Db, userId: number, tagId?: number) {
  let query = db
    .selectFrom('tags as t')
    .leftJoin('tag_associations as a', 'a.tag_id', 't.id')
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
    .groupBy('t.id')
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
