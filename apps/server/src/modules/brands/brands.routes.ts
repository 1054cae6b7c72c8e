import {
  BrandDetailResponseSchema,
  BrandListQuerySchema,
  BrandListResponseSchema,
} from '@adatlas/domain/brands';
import { IdParamsSchema } from '@adatlas/domain/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope } from '../../platform/http/route-policy.ts';
import type { BrandsService } from './brands.service.ts';

export interface BrandRoutesOptions {
  brands: BrandsService;
}

export const brandRoutes: FastifyPluginAsyncZod<BrandRoutesOptions> = async (app, { brands }) => {
  app.get(
    '/brand',
    {
      config: { auth: requireScope('company'), changesState: false },
      schema: {
        tags: ['brands'],
        summary: 'Brands by name, paged',
        querystring: BrandListQuerySchema,
        response: { 200: BrandListResponseSchema },
      },
    },
    async (request) => brands.findBrands(request.ctx, request.query),
  );
  app.get(
    '/brand/:id',
    {
      config: { auth: requireScope('company'), changesState: false },
      schema: {
        tags: ['brands'],
        summary: 'Brand modal',
        params: IdParamsSchema,
        response: { 200: BrandDetailResponseSchema },
      },
    },
    async (request) => ({
      data: await brands.getBrand(request.ctx, request.params.id),
    }),
  );
};
