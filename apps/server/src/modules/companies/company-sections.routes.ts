import { IdParamsSchema } from '@adatlas/domain/common';
import {
  CompanyBrandsQuerySchema,
  CompanyBrandsResponseSchema,
  CompanyContactSchema,
  CompanyContactsQuerySchema,
  CompanyCreasQuerySchema,
  CompanyGroupResponseSchema,
  CompanyPitchesQuerySchema,
  CompanyPitchesResponseSchema,
  CreaSummarySchema,
  FinancialYearSchema,
  InvestmentRoundSchema,
  JobOfferSchema,
  NielsenHistorySchema,
  SocialMediaNetworkSchema,
} from '@adatlas/domain/companies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireScope } from '../../platform/http/route-policy.ts';
import type { CompanyDetailService } from './company-detail.service.ts';

export interface CompanySectionRoutesOptions {
  companyDetail: CompanyDetailService;
}

const list = <T extends z.ZodType>(item: T) => ({ 200: z.object({ data: z.array(item) }) });

/** The tabs of the company page, each loaded on its own when the tab opens. */
export const companySectionRoutes: FastifyPluginAsyncZod<CompanySectionRoutesOptions> = async (
  app,
  options,
) => {
  const { companyDetail: detail } = options;
  const tags = ['companies'];

  app.get(
    '/company/:id/contacts',
    {
      config: { auth: requireScope('contact'), changesState: false },
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: CompanyContactsQuerySchema,
        response: list(CompanyContactSchema),
      },
    },
    async (request) => ({
      data: await detail.findContacts(request.ctx, request.params.id, request.query.function),
    }),
  );
  app.get(
    '/company/:id/financials',
    {
      config: { auth: requireScope('company'), changesState: false },
      schema: { tags, params: IdParamsSchema, response: list(FinancialYearSchema) },
    },
    async (request) => ({
      data: await detail.findFinancials(request.ctx, request.params.id),
    }),
  );
  app.get(
    '/company/:id/job-offers',
    {
      config: { auth: requireScope('company'), changesState: false },
      schema: { tags, params: IdParamsSchema, response: list(JobOfferSchema) },
    },
    async (request) => ({
      data: await detail.findJobOffers(request.ctx, request.params.id),
    }),
  );
  app.get(
    '/company/:id/investment-rounds',
    {
      config: { auth: requireScope('company'), changesState: false },
      schema: { tags, params: IdParamsSchema, response: list(InvestmentRoundSchema) },
    },
    async (request) => ({
      data: await detail.findInvestmentRounds(request.ctx, request.params.id),
    }),
  );
  app.get(
    '/company/:id/nielsen',
    {
      config: { auth: requireScope('companyInvestment'), changesState: false },
      schema: { tags, params: IdParamsSchema, response: { 200: z.object({ data: NielsenHistorySchema }) } },
    },
    async (request) => ({
      data: await detail.getNielsen(request.ctx, request.params.id),
    }),
  );
  // The spec's path (data §7), camel-cased unlike the older sections.
  app.get(
    '/company/:id/socialMedia',
    {
      config: { auth: requireScope('company'), changesState: false },
      schema: { tags, params: IdParamsSchema, response: list(SocialMediaNetworkSchema) },
    },
    async (request) => ({
      data: await detail.findSocialMedia(request.ctx, request.params.id),
    }),
  );
  app.get(
    '/company/:id/brands',
    {
      config: { auth: requireScope('companyBrand'), changesState: false },
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: CompanyBrandsQuerySchema,
        response: { 200: CompanyBrandsResponseSchema },
      },
    },
    async (request) => {
      const sectors = [...(request.query['sectors[]'] ?? []), ...(request.query.sectors ?? [])];
      return detail.findBrands(request.ctx, request.params.id, {
        sectors,
        direction: request.query.sort_direction,
      });
    },
  );
  app.get(
    '/company/:id/pitches',
    {
      config: { auth: requireScope('companyPitch'), changesState: false },
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: CompanyPitchesQuerySchema,
        response: { 200: CompanyPitchesResponseSchema },
      },
    },
    async (request) => detail.findPitches(request.ctx, request.params.id, request.query),
  );
  app.get(
    '/company/:id/creas',
    {
      config: { auth: requireScope('companyCrea'), changesState: false },
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: CompanyCreasQuerySchema,
        response: list(CreaSummarySchema),
      },
    },
    async (request) => ({
      data: await detail.findCreas(request.ctx, request.params.id, request.query.hide_inactive),
    }),
  );
  app.get(
    '/company/:id/group',
    {
      config: { auth: requireScope('company'), changesState: false },
      schema: { tags, params: IdParamsSchema, response: { 200: CompanyGroupResponseSchema } },
    },
    async (request) => ({
      data: await detail.getGroup(request.ctx, request.params.id),
    }),
  );
};
