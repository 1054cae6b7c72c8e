import { NewsPageSchema, NewsSearchQuerySchema } from '@adatlas/domain/market-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Databases } from '../../platform/database/databases.ts';
import { SESSION } from '../../platform/http/route-policy.ts';
import { resolveContext } from '../market-context.ts';
import type { NewsService } from './news.service.ts';

export interface NewsRoutesOptions {
  news: NewsService;
  databases: Databases;
}

export const newsRoutes: FastifyPluginAsyncZod<NewsRoutesOptions> = async (app, { news, databases }) => {
  app.post(
    '/news',
    {
      config: { auth: SESSION },
      schema: {
        tags: ['news'],
        summary: 'Latest news, optionally matching words (LIKE) or a phrase (EXACT); keyset cursor',
        body: NewsSearchQuerySchema,
        response: { 200: NewsPageSchema },
      },
    },
    async (request) => news.findNews(resolveContext(request, databases), request.body),
  );
};
