import { BrandAdvertiserPageSchema, BrandAdvertiserSearchQuerySchema } from '@adatlas/domain/market-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope } from '../../platform/http/route-policy.ts';
import type { BrandAdvertisersService } from './brand-advertisers.service.ts';

export interface BrandAdvertiserRoutesOptions {
  brandAdvertisers: BrandAdvertisersService;
}

export const brandAdvertiserRoutes: FastifyPluginAsyncZod<BrandAdvertiserRoutesOptions> = async (
  app,
  options,
) => {
  app.post(
    '/brand-advertisers',
    {
      config: { auth: requireScope('brandAdvertisers'), changesState: false },
      schema: {
        tags: ['brand-advertisers'],
        summary: 'Social ad-library figures per brand, platform and year, with an estimated spend',
        body: BrandAdvertiserSearchQuerySchema,
        response: { 200: BrandAdvertiserPageSchema },
      },
    },
    async (request) => options.brandAdvertisers.findBrandAdvertisers(request.ctx, request.body),
  );
};
