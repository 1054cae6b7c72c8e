import { CompanyFacetsRequestSchema, CompanyFacetsResponseSchema } from '@adatlas/domain/companies';
import { ContactFacetsRequestSchema, ContactFacetsResponseSchema } from '@adatlas/domain/contacts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope } from '../../platform/http/route-policy.ts';
import type { FacetsService } from './facets.service.ts';

export interface FacetRoutesOptions {
  facets: FacetsService;
}

export const facetRoutes: FastifyPluginAsyncZod<FacetRoutesOptions> = async (app, { facets }) => {
  app.post(
    '/company/facets',
    {
      config: { auth: requireScope('company'), changesState: false },
      schema: {
        tags: ['companies'],
        summary: "Counts beside the company filters' values (main category, city), with the list's body",
        body: CompanyFacetsRequestSchema,
        response: { 200: CompanyFacetsResponseSchema },
      },
    },
    async (request) => facets.findCompanyFacets(request.ctx, request.body),
  );
  app.post(
    '/contact/facets',
    {
      config: { auth: requireScope('contact'), changesState: false },
      schema: {
        tags: ['contacts'],
        summary: "Counts beside the contact filters' values (function, city), with the list's body",
        body: ContactFacetsRequestSchema,
        response: { 200: ContactFacetsResponseSchema },
      },
    },
    async (request) => facets.findContactFacets(request.ctx, request.body),
  );
};
