import { QuickSearchQuerySchema, QuickSearchResponseSchema } from '@adatlas/domain/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope } from '../../platform/http/route-policy.ts';
import type { SearchService } from './search.service.ts';

export interface SearchRoutesOptions {
  search: SearchService;
}

export const searchRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (app, { search }) => {
  app.get(
    '/search',
    {
      config: { auth: requireScope('company', 'contact'), changesState: false },
      schema: {
        tags: ['search'],
        summary: 'Quick search: companies, contacts and brands matching a text (≥ 3 characters)',
        querystring: QuickSearchQuerySchema,
        response: { 200: QuickSearchResponseSchema },
      },
    },
    async (request) => search.quickSearch(request.ctx, request.query.key),
  );
};
