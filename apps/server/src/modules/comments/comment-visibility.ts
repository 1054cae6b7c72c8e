import type { CommentEntity, CommentReader } from '@adatlas/domain/comments';
import type { ExpressionBuilder } from 'kysely';
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
export function commentedEntityIds(eb: AnyTenantEb, entityType: CommentEntity, viewer: CommentViewer) {
  return eb
    .selectFrom('comments')
    .select('comments.entity_id')
    .where('comments.entity_type', '=', entityType)
    .where((cb) => visibleCommentCondition(cb, viewer));
}
