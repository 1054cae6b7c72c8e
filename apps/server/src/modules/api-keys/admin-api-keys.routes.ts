import { AdminApiKeyParamsSchema, AdminApiKeysResponseSchema } from '@adatlas/domain/api-keys';
import { IdParamsSchema } from '@adatlas/domain/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN } from '../../platform/http/route-policy.ts';
import type { ApiKeysService } from './api-keys.service.ts';

/** The back office sees and revokes any customer's API keys. */
export const adminApiKeyRoutes: FastifyPluginAsyncZod<{ apiKeys: ApiKeysService }> = async (
  app,
  { apiKeys },
) => {
  const docs = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    '/admin/users/:id/api-keys',
    {
      config: { auth: ADMIN, changesState: false },
      schema: {
        ...docs,
        summary: "A customer's API keys and their requests per day over the last 30 days",
        params: IdParamsSchema,
        response: { 200: AdminApiKeysResponseSchema },
      },
    },
    async (request) => ({ data: await apiKeys.findCustomerKeys(request.ctx, request.params.id) }),
  );

  app.delete(
    '/admin/users/:id/api-keys/:keyId',
    {
      config: { auth: ADMIN, changesState: true },
      schema: {
        ...docs,
        summary: "Revoke a customer's API key: it stops working at once (audited)",
        params: AdminApiKeyParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await apiKeys.revokeCustomerKey(request.ctx, request.params.id, request.params.keyId);
      return reply.status(204).send(null);
    },
  );
};
