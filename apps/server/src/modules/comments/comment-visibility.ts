import type { CommentEntity, CommentReader } from '@adatlas/domain/comments';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { TenantDatabase } from '../../platform/database/schema.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { requireUser } from '../../platform/http/request-context.ts';

export type CommentViewer = CommentReader;

export function commentViewerOf(ctx: RequestContext): CommentViewer {
  const user = requireUser(ctx);
  return { userId: user.id, organisation: user.organisation };
}

// biome-ignore lint/suspicious/noExplicitAny: usable from any query over the tenant tables
type AnyTenantEb = ExpressionBuilder<TenantDatabase, any>;

/**
 * The comments `viewer` may read, as SQL (the rule is `canReadComment` in domain): their own, and
 * the public ones written by their organisation.
 */
export function visibleCommentCondition(
  eb: ExpressionBuilder<TenantDatabase, 'comments'>,
  viewer: CommentViewer,
) {
  const own = eb('comments.user_id', '=', viewer.userId);
  if (viewer.organisation === null) return own;
  return eb.or([
    own,
    eb.and([
      eb('comments.comment_type', '=', 'public'),
      eb('comments.user_organisation', '=', viewer.organisation),
    ]),
  ]);
}

/** Ids of the `entityType` records holding a comment the viewer can read: the search filters. */
function commentedEntityIds(eb: AnyTenantEb, entityType: CommentEntity, viewer: CommentViewer) {
  return eb
    .selectFrom('comments')
    .select('comments.entity_id')
    .where('comments.entity_type', '=', entityType)
    .where((cb) => visibleCommentCondition(cb, viewer));
}

/**
 * The record in `idColumn` holds a comment the viewer can read (`has`), or holds none. "Holds one"
 * reads the visible comments once, as an array that leads to their records by primary key: as a
 * semi-join the planner could walk a region's records in sort order, probing the comments of
 * each (53 ms for a company page; docs/performance.md §24). "Holds none" stays `NOT IN`, which
 * Postgres runs as one hashed subplan over the records it scans.
 */
export function commentedCondition(
  eb: AnyTenantEb,
  idColumn: string,
  entityType: CommentEntity,
  viewer: CommentViewer,
  has = true,
): Expression<SqlBool> {
  const commented = commentedEntityIds(eb, entityType, viewer);
  if (has) return sql<SqlBool>`${sql.ref(idColumn)} = ANY(ARRAY(${commented}))`;
  return sql<SqlBool>`${sql.ref(idColumn)} NOT IN (${commented})`;
}
