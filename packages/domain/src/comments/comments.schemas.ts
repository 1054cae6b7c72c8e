import { z } from 'zod';
import { COMMENT_ENTITIES, COMMENT_MAX_LENGTH, COMMENT_TYPES } from './comments.constants.ts';

export const CommentTypeSchema = z.enum(COMMENT_TYPES);
export const CommentEntitySchema = z.enum(COMMENT_ENTITIES);
const content = z.string().trim().min(1).max(COMMENT_MAX_LENGTH);

export const CommentListQuerySchema = z.object({
  entityId: z.coerce.number().int().positive(),
  entityType: CommentEntitySchema,
});
export type CommentListQuery = z.infer<typeof CommentListQuerySchema>;

/** `userId` is accepted for the older clients that send it, and ignored: the author is the caller. */
export const CreateCommentRequestSchema = z
  .object({
    commentType: CommentTypeSchema,
    content,
    entityId: z.number().int().positive(),
    entityType: CommentEntitySchema,
    userId: z.unknown().optional(),
  })
  .strict();
export type CreateCommentRequest = z.infer<typeof CreateCommentRequestSchema>;

export const UpdateCommentRequestSchema = z
  .object({ commentType: CommentTypeSchema.optional(), content: content.optional() })
  .strict()
  .refine((body) => body.commentType !== undefined || body.content !== undefined, {
    message: 'commentType or content is required',
  });
export type UpdateCommentRequest = z.infer<typeof UpdateCommentRequestSchema>;

export const CommentSchema = z.object({
  id: z.number().int(),
  commentType: CommentTypeSchema,
  content: z.string(),
  userId: z.number().int(),
  userName: z.string().nullable(),
  userSurname: z.string().nullable(),
  entityId: z.number().int(),
  entityType: CommentEntitySchema,
  created_at: z.string(),
  modified_at: z.string(),
});
export type Comment = z.infer<typeof CommentSchema>;

export const CommentListResponseSchema = z.object({ data: z.array(CommentSchema) });
export const CommentResponseSchema = z.object({ data: CommentSchema });
