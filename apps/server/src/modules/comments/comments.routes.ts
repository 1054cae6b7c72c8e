import {
  CommentListQuerySchema,
  CommentListResponseSchema,
  CommentResponseSchema,
  CreateCommentRequestSchema,
  UpdateCommentRequestSchema,
} from '@adatlas/domain/comments';
import { IdParamsSchema } from '@adatlas/domain/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireScope } from '../../platform/http/route-policy.ts';
import type { CommentsService } from './comments.service.ts';

/** Comments need the tenant flag `comments` (checked by the service) and the `comments` scope. */
export const commentRoutes: FastifyPluginAsyncZod<{ comments: CommentsService }> = async (
  app,
  { comments },
) => {
  const config = { auth: requireScope('comments') };
  const tags = ['comments'];

  app.get(
    '/comments',
    {
      config: { ...config, changesState: false },
      schema: {
        tags,
        summary:
          "The comments on a company or contact the caller can read (own, and the organisation's public ones)",
        querystring: CommentListQuerySchema,
        response: { 200: CommentListResponseSchema },
      },
    },
    async (request) => ({ data: await comments.findComments(request.ctx, request.query) }),
  );

  app.post(
    '/comments',
    {
      config: { ...config, changesState: true },
      schema: {
        tags,
        summary: 'Write a private or public comment on a company or contact',
        body: CreateCommentRequestSchema,
        response: { 201: CommentResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await comments.createComment(request.ctx, request.body);
      return reply.code(201).send({ data });
    },
  );

  app.put(
    '/comments/:id',
    {
      config: { ...config, changesState: true },
      schema: {
        tags,
        summary: 'Change the text or visibility of one of your comments',
        params: IdParamsSchema,
        body: UpdateCommentRequestSchema,
        response: { 200: CommentResponseSchema },
      },
    },
    async (request) => ({ data: await comments.updateComment(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    '/comments/:id',
    {
      config: { ...config, changesState: true },
      schema: {
        tags,
        summary: 'Delete one of your comments',
        params: IdParamsSchema,
        response: { 200: z.object({ deleted: z.literal(true) }) },
      },
    },
    async (request) => {
      await comments.deleteComment(request.ctx, request.params.id);
      return { deleted: true as const };
    },
  );
};
