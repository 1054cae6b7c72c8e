import {
  AdminFlatItemCreateSchema,
  AdminFlatItemParamsSchema,
  AdminFlatItemPatchSchema,
  AdminFlatItemResponseSchema,
  AdminFlatListsResponseSchema,
  AdminFlatParamsSchema,
  AdminFlatResponseSchema,
  AdminTreeNodeCreateSchema,
  AdminTreeNodeParamsSchema,
  AdminTreeNodePatchSchema,
  AdminTreeNodeResponseSchema,
  AdminTreeParamsSchema,
  AdminTreeResponseSchema,
  NewsFeedCreateSchema,
  NewsFeedListResponseSchema,
  NewsFeedPatchSchema,
  NewsFeedResponseSchema,
  OkResponseSchema,
} from '@adatlas/domain/admin';
import { IdParamsSchema } from '@adatlas/domain/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN } from '../../platform/http/route-policy.ts';
import type { AdminReferenceListsService } from './admin-reference-lists.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
const config = { auth: ADMIN };

/** Reference lists and news feeds of the tenant named by `x-tenant`. */
export const adminReferenceListRoutes: FastifyPluginAsyncZod<{
  referenceLists: AdminReferenceListsService;
}> = async (app, { referenceLists: lists }) => {
  app.get(
    '/admin/reference/trees/:list',
    {
      config: { ...config, changesState: false },
      schema: { tags, security, params: AdminTreeParamsSchema, response: { 200: AdminTreeResponseSchema } },
    },
    async (request) => ({ data: await lists.findTree(request.ctx, request.params.list) }),
  );
  app.post(
    '/admin/reference/trees/:list',
    {
      config: { ...config, changesState: true },
      schema: {
        tags,
        security,
        params: AdminTreeParamsSchema,
        body: AdminTreeNodeCreateSchema,
        response: { 201: AdminTreeNodeResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await lists.createTreeNode(request.ctx, request.params.list, request.body) }),
  );
  app.patch(
    '/admin/reference/trees/:list/:id',
    {
      config: { ...config, changesState: true },
      schema: {
        tags,
        security,
        summary: 'Rename, (de)activate or move a node; a move under its own descendant is refused',
        params: AdminTreeNodeParamsSchema,
        body: AdminTreeNodePatchSchema,
        response: { 200: AdminTreeNodeResponseSchema },
      },
    },
    async (request) => ({
      data: await lists.updateTreeNode(request.ctx, request.params.list, request.params.id, request.body),
    }),
  );
  app.get(
    '/admin/reference/lists',
    {
      config: { ...config, changesState: false },
      schema: { tags, security, response: { 200: AdminFlatListsResponseSchema } },
    },
    async (request) => ({ data: await lists.findFlatLists(request.ctx) }),
  );
  app.get(
    '/admin/reference/lists/:list',
    {
      config: { ...config, changesState: false },
      schema: { tags, security, params: AdminFlatParamsSchema, response: { 200: AdminFlatResponseSchema } },
    },
    async (request) => ({ data: await lists.findFlat(request.ctx, request.params.list) }),
  );
  app.post(
    '/admin/reference/lists/:list',
    {
      config: { ...config, changesState: true },
      schema: {
        tags,
        security,
        params: AdminFlatParamsSchema,
        body: AdminFlatItemCreateSchema,
        response: { 201: AdminFlatItemResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await lists.createFlatItem(request.ctx, request.params.list, request.body) }),
  );
  app.patch(
    '/admin/reference/lists/:list/:id',
    {
      config: { ...config, changesState: true },
      schema: {
        tags,
        security,
        params: AdminFlatItemParamsSchema,
        body: AdminFlatItemPatchSchema,
        response: { 200: AdminFlatItemResponseSchema },
      },
    },
    async (request) => ({
      data: await lists.updateFlatItem(request.ctx, request.params.list, request.params.id, request.body),
    }),
  );
  app.get(
    '/admin/feeds',
    {
      config: { ...config, changesState: false },
      schema: { tags, security, response: { 200: NewsFeedListResponseSchema } },
    },
    async (request) => ({ data: await lists.findFeeds(request.ctx) }),
  );
  app.post(
    '/admin/feeds',
    {
      config: { ...config, changesState: true },
      schema: { tags, security, body: NewsFeedCreateSchema, response: { 201: NewsFeedResponseSchema } },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await lists.createFeed(request.ctx, request.body) }),
  );
  app.patch(
    '/admin/feeds/:id',
    {
      config: { ...config, changesState: true },
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        body: NewsFeedPatchSchema,
        response: { 200: NewsFeedResponseSchema },
      },
    },
    async (request) => ({ data: await lists.updateFeed(request.ctx, request.params.id, request.body) }),
  );
  app.delete(
    '/admin/feeds/:id',
    {
      config: { ...config, changesState: true },
      schema: { tags, security, params: IdParamsSchema, response: { 200: OkResponseSchema } },
    },
    async (request) => {
      await lists.deleteFeed(request.ctx, request.params.id);
      return { data: { ok: true as const } };
    },
  );
};
