import { NewsPageSchema, NewsSearchQuerySchema } from '@adatlas/domain/market-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION } from '../../platform/http/route-policy.ts';
import type { NewsService } from './news.service.ts';

export interface NewsRoutesOptions {
  news: NewsService;
}

export const newsRoutes: FastifyPluginAsyncZod<NewsRoutesOptions> = async (app, { news }) => {
  app.post(
    '/news',
    {
      config: { auth: SESSION, changesState: false },
      schema: {
        tags: ['news'],
        summary: 'Latest news, optionally matching words (LIKE) or a phrase (EXACT); keyset cursor',
        body: NewsSearchQuerySchema,
        response: { 200: NewsPageSchema },
      },
    },
    async (request) => news.findNews(request.ctx, request.body),
  );
};
