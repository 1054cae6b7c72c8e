import { EntityNewsListSchema, EntityNewsParamsSchema } from '@adatlas/domain/market-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope } from '../../platform/http/route-policy.ts';
import type { EntityNewsService } from './entity-news.service.ts';

export interface EntityNewsRoutesOptions {
  entityNews: EntityNewsService;
}

/** Needs the tenant flag `entityNews` and the scope of the entity type (both checked by the service). */
export const entityNewsRoutes: FastifyPluginAsyncZod<EntityNewsRoutesOptions> = async (app, options) => {
  app.get(
    '/entityNews/:entityType/:entityId',
    {
      config: { auth: requireScope('company', 'contact'), changesState: false },
      schema: {
        tags: ['news'],
        summary: 'The short news about a company or contact, newest first',
        params: EntityNewsParamsSchema,
        response: { 200: EntityNewsListSchema },
      },
    },
    async (request) => options.entityNews.findEntityNews(request.ctx, request.params),
  );
};
