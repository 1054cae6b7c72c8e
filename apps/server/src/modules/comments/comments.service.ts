import {
  type Comment,
  type CommentListQuery,
  type CreateCommentRequest,
  canEditComment,
  canReadComment,
  type UpdateCommentRequest,
} from '@adatlas/domain/comments';
import { AppError } from '../../platform/errors/app-error.ts';
import type { FeatureGate } from '../../platform/http/feature-gate.ts';
import { type RequestContext, requireUser } from '../../platform/http/request-context.ts';
import type { Entitlements } from '../entitlements/entitlements.service.ts';
import { type CommentViewer, commentViewerOf } from './comment-visibility.ts';
import {
  type CommentRow,
  deleteOwnComment,
  entityExists,
  findVisibleComments,
  getCommentRow,
  insertComment,
  updateOwnComment,
} from './comments.repository.ts';

export interface CommentsService {
  findComments(ctx: RequestContext, query: CommentListQuery): Promise<Comment[]>;
  createComment(ctx: RequestContext, request: CreateCommentRequest): Promise<Comment>;
  updateComment(ctx: RequestContext, id: number, request: UpdateCommentRequest): Promise<Comment>;
  deleteComment(ctx: RequestContext, id: number): Promise<void>;
}

function toComment(row: CommentRow): Comment {
  return {
    id: row.id,
    commentType: row.comment_type,
    content: row.content,
    userId: row.user_id,
    userName: row.user_name,
    userSurname: row.user_surname,
    entityId: row.entity_id,
    entityType: row.entity_type,
    created_at: new Date(row.created_at).toISOString(),
    modified_at: new Date(row.modified_at).toISOString(),
  };
}

function isReadable(row: CommentRow, viewer: CommentViewer): boolean {
  return canReadComment(
    { userId: row.user_id, commentType: row.comment_type, organisation: row.user_organisation },
    viewer,
  );
}

export function createCommentsService(deps: {
  flags: FeatureGate;
  entitlements: Entitlements;
}): CommentsService {
  /**
   * A comment the caller cannot read does not exist for them (404); one they can read but did not
   * write is refused (403).
   */
  async function getEditable(ctx: RequestContext, id: number): Promise<void> {
    const viewer = commentViewerOf(ctx);
    const row = await getCommentRow(ctx.tenantDb.db, id);
    if (!row || !isReadable(row, viewer)) throw new AppError('NOT_FOUND', `Comment ${id} not found`);
    if (!canEditComment({ userId: row.user_id }, viewer.userId)) {
      throw new AppError('FORBIDDEN_ERROR', 'Only the author can change a comment');
    }
  }

  return {
    async findComments(ctx, query) {
      await deps.flags.assertEnabled(ctx, 'comments');
      // Comments on a record are read with it: only on kinds the licence includes.
      await deps.entitlements.assertMayRead(ctx, query.entityType);
      const rows = await findVisibleComments(
        ctx.tenantDb.db,
        query.entityType,
        query.entityId,
        commentViewerOf(ctx),
      );
      return rows.map(toComment);
    },

    async createComment(ctx, request) {
      await deps.flags.assertEnabled(ctx, 'comments');
      await deps.entitlements.assertMayRead(ctx, request.entityType);
      const user = requireUser(ctx);
      const db = ctx.tenantDb.db;
      if (!(await entityExists(db, request.entityType, request.entityId))) {
        throw new AppError('NOT_FOUND', `${request.entityType} ${request.entityId} not found`);
      }
      const row = await insertComment(db, {
        user_id: user.id,
        user_name: user.name,
        user_surname: user.surname,
        user_organisation: user.organisation,
        comment_type: request.commentType,
        content: request.content,
        entity_type: request.entityType,
        entity_id: request.entityId,
        created_at: ctx.now,
        modified_at: ctx.now,
      });
      return toComment(row);
    },

    async updateComment(ctx, id, request) {
      await deps.flags.assertEnabled(ctx, 'comments');
      await getEditable(ctx, id);
      const row = await updateOwnComment(ctx.tenantDb.db, id, requireUser(ctx).id, {
        comment_type: request.commentType,
        content: request.content,
        modified_at: ctx.now,
      });
      if (!row) throw new AppError('NOT_FOUND', `Comment ${id} not found`);
      return toComment(row);
    },

    async deleteComment(ctx, id) {
      await deps.flags.assertEnabled(ctx, 'comments');
      await getEditable(ctx, id);
      if (!(await deleteOwnComment(ctx.tenantDb.db, id, requireUser(ctx).id))) {
        throw new AppError('NOT_FOUND', `Comment ${id} not found`);
      }
    },
  };
}
