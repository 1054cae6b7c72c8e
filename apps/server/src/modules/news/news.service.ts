import type { NewsPage, NewsSearchQuery } from '@adatlas/domain/market-data';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { findNewsPage } from './news.repository.ts';

export interface NewsService {
  findNews(ctx: RequestContext, query: NewsSearchQuery): Promise<NewsPage>;
}

export function createNewsService(): NewsService {
  return {
    async findNews(ctx, query) {
      return { data: await findNewsPage(ctx.tenantDb, query) };
    },
  };
}
