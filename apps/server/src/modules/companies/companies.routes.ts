import { IdParamsSchema } from '@adatlas/domain/common';
import {
  CompanyDetailResponseSchema,
  CompanyPreviewResponseSchema,
  CompanySearchRequestSchema,
  CompanySearchResponseSchema,
} from '@adatlas/domain/companies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope } from '../../platform/http/route-policy.ts';
import type { CompaniesService } from './companies.service.ts';
import type { CompanyDetailService } from './company-detail.service.ts';

export interface CompanyRoutesOptions {
  companies: CompaniesService;
  companyDetail: CompanyDetailService;
}

export const companyRoutes: FastifyPluginAsyncZod<CompanyRoutesOptions> = async (app, options) => {
  const { companies, companyDetail } = options;

  app.post(
    '/company',
    {
      config: { auth: requireScope('company'), changesState: false },
      schema: {
        tags: ['companies'],
        summary: 'Search companies with every filter family, sorted and paged',
        body: CompanySearchRequestSchema,
        response: { 200: CompanySearchResponseSchema },
      },
    },
    async (request) => companies.findCompanies(request.ctx, request.body),
  );

  app.get(
    '/company/:id',
    {
      config: { auth: requireScope('company'), changesState: false },
      schema: {
        tags: ['companies'],
        summary: 'Company detail: General tab fields and which other tabs have data',
        params: IdParamsSchema,
        response: { 200: CompanyDetailResponseSchema },
      },
    },
    async (request) => ({
      data: await companyDetail.getCompany(request.ctx, request.params.id),
    }),
  );

  app.get(
    '/company/:id/preview',
    {
      config: { auth: requireScope('company'), changesState: false },
      schema: {
        tags: ['companies'],
        summary: 'Company before it is opened: name, type, city and which tabs an open would fill (free)',
        params: IdParamsSchema,
        response: { 200: CompanyPreviewResponseSchema },
      },
    },
    async (request) => ({
      data: await companyDetail.getCompanyPreview(request.ctx, request.params.id),
    }),
  );
};
