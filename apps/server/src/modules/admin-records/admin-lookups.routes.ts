import { LookupParamsSchema, LookupQuerySchema, LookupResponseSchema } from '@adatlas/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN } from '../../platform/http/route-policy.ts';
import { findLookupOptions } from './admin-lookups.service.ts';

/**
 * The detail pane's searchable selects: records of the `x-tenant` tenant by name, or the names of
 * given ids (to show the value a field holds). Reference lists have their own admin calls.
 */
export const adminLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/lookups/:entity',
    {
      config: { auth: ADMIN, changesState: false },
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Up to 20 companies, contacts or brands matching q, or those with the given ids',
        params: LookupParamsSchema,
        querystring: LookupQuerySchema,
        response: { 200: LookupResponseSchema },
      },
    },
    async (request) => ({
      data: await findLookupOptions(request.ctx, request.params.entity, request.query),
    }),
  );
};
