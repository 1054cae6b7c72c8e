import {
  ApiKeyCreateRequestSchema,
  ApiKeyCreateResponseSchema,
  ApiKeyListResponseSchema,
  ApiKeyParamsSchema,
  ApiKeyUsageResponseSchema,
} from '@adatlas/domain/api-keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION } from '../../platform/http/route-policy.ts';
import type { ApiKeysService } from './api-keys.service.ts';

/**
 * The caller's API keys (profile › API keys). Session routes outside the data API, so a key can
 * never list, create or revoke keys.
 */
export const apiKeyRoutes: FastifyPluginAsyncZod<{ apiKeys: ApiKeysService }> = async (app, { apiKeys }) => {
  const docs = { tags: ['api-keys'], security: [{ bearer: [] }] };

  app.get(
    '/user/api-keys',
    {
      config: { auth: SESSION, changesState: false },
      schema: {
        ...docs,
        summary: 'Your API keys (never their secrets) and your API access in the chosen tenant',
        response: { 200: ApiKeyListResponseSchema },
      },
    },
    async (request) => ({ data: await apiKeys.findKeys(request.ctx) }),
  );

  app.post(
    '/user/api-keys',
    {
      config: { auth: SESSION, changesState: true },
      schema: {
        ...docs,
        summary: 'Create an API key: its secret is in this answer and never again (audited)',
        body: ApiKeyCreateRequestSchema,
        response: { 201: ApiKeyCreateResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await apiKeys.createKey(request.ctx, request.body) }),
  );

  app.delete(
    '/user/api-keys/:id',
    {
      config: { auth: SESSION, changesState: true },
      schema: {
        ...docs,
        summary: 'Revoke one of your API keys: it stops working at once (audited)',
        params: ApiKeyParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await apiKeys.revokeKey(request.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/user/api-keys/usage',
    {
      config: { auth: SESSION, changesState: false },
      schema: {
        ...docs,
        summary: 'Requests per key, tenant and day (UTC) over the last 30 days',
        response: { 200: ApiKeyUsageResponseSchema },
      },
    },
    async (request) => ({ data: await apiKeys.findUsage(request.ctx) }),
  );
};
