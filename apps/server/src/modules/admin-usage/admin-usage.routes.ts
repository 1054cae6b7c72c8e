import {
  AdminUsageParamsSchema,
  AdminUsageQuerySchema,
  AdminUsageResponseSchema,
} from '@adatlas/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN } from '../../platform/http/route-policy.ts';
import type { AdminUsageService } from './admin-usage.service.ts';

export const adminUsageRoutes: FastifyPluginAsyncZod<{ usage: AdminUsageService }> = async (
  app,
  { usage },
) => {
  app.get(
    '/admin/users/:id/consumption',
    {
      config: { auth: ADMIN, changesState: false },
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary:
          "A customer's credits used and remaining in the current period, opens per period, latest opened records and exports",
        params: AdminUsageParamsSchema,
        querystring: AdminUsageQuerySchema,
        response: { 200: AdminUsageResponseSchema },
      },
    },
    async (request) => ({
      data: await usage.getUsage(request.ctx, request.params.id, request.query.tenant),
    }),
  );
};
