import { CreaPageSchema, CreaSearchQuerySchema } from '@adatlas/domain/market-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope } from '../../platform/http/route-policy.ts';
import type { CreativityService } from './creativity.service.ts';

export interface CreativityRoutesOptions {
  creativity: CreativityService;
}

export const CREA_SCOPES = ['company', 'companyCrea'];

export const creativityRoutes: FastifyPluginAsyncZod<CreativityRoutesOptions> = async (app, options) => {
  app.post(
    '/crea',
    {
      config: { auth: requireScope(...CREA_SCOPES), changesState: false },
      schema: {
        tags: ['creativity'],
        summary: 'Latest creative works with their agency credits',
        body: CreaSearchQuerySchema,
        response: { 200: CreaPageSchema },
      },
    },
    async (request) => options.creativity.findCreas(request.ctx, request.body),
  );
};
