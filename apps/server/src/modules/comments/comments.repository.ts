import type { CommentEntity, CommentType } from '@adatlas/domain/comments';
import type { Insertable, Kysely } from 'kysely';
import type { CommentsTable, TenantDatabase } from '../../platform/database/schema.ts';
import { type CommentViewer, visibleCommentCondition } from './comment-visibility.ts';

type Db = Kysely<TenantDatabase>;

const COMMENT_COLUMNS = [
  'comments.id',
  'comments.user_id',
  'comments.user_name',
  'comments.user_surname',
  'comments.user_organisation',
  'comments.comment_type',
  'comments.content',
  'comments.entity_type',
  'comments.entity_id',
  'comments.created_at',
  'comments.modified_at',
] as const;

export type CommentRow = Awaited<ReturnType<typeof getCommentRow>> & {};

export function findVisibleComments(
  db: Db,
  entityType: CommentEntity,
  entityId: number,
  viewer: CommentViewer,
) {
  return db
    .selectFrom('comments')
    .select(COMMENT_COLUMNS)
    .where('comments.entity_type', '=', entityType)
    .where('comments.entity_id', '=', entityId)
    .where((eb) => visibleCommentCondition(eb, viewer))
    .orderBy('comments.created_at', 'desc')
    .orderBy('comments.id', 'desc')
    .execute();
}

export function getCommentRow(db: Db, id: number) {
  return db.selectFrom('comments').select(COMMENT_COLUMNS).where('comments.id', '=', id).executeTakeFirst();
}

export function insertComment(db: Db, values: Insertable<CommentsTable>) {
  return db.insertInto('comments').values(values).returning(COMMENT_COLUMNS).executeTakeFirstOrThrow();
}

/** Changes the comment only while `userId` is its author (the check and the write are one statement). */
export function updateOwnComment(
  db: Db,
  id: number,
  userId: number,
  changes: { comment_type?: CommentType; content?: string; modified_at: Date },
) {
  return db
    .updateTable('comments')
    .set(changes)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(COMMENT_COLUMNS)
    .executeTakeFirst();
}

export async function deleteOwnComment(db: Db, id: number, userId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('comments')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function entityExists(db: Db, entityType: CommentEntity, id: number): Promise<boolean> {
  const table = entityType === 'company' ? 'companies' : 'contacts';
  const row = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
