import {
  FlatQuerySchema,
  FlatResponseSchema,
  LocationFieldParamsSchema,
  LocationFieldQuerySchema,
  LocationFieldResponseSchema,
  NielsenTypesResponseSchema,
  NielsenYearsQuerySchema,
  NielsenYearsResponseSchema,
  TreeQuerySchema,
  TreeResponseSchema,
} from '@adatlas/domain/reference-lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope, SESSION } from '../../platform/http/route-policy.ts';
import type { ReferenceListsService } from './reference-lists.service.ts';

export interface ReferenceListRoutesOptions {
  referenceLists: ReferenceListsService;
}

/**
 * Lookups that feed the filter forms: any signed-in user of the tenant may read them, except the
 * contacts' own locations, which only users who may search contacts see.
 */
export const referenceListRoutes: FastifyPluginAsyncZod<ReferenceListRoutesOptions> = async (
  app,
  options,
) => {
  const { referenceLists } = options;
  const tags = ['reference-lists'];
  app.get(
    '/tree',
    {
      config: { auth: SESSION, changesState: false },
      schema: { tags, querystring: TreeQuerySchema, response: { 200: TreeResponseSchema } },
    },
    async (request) => ({
      data: await referenceLists.getTree(request.ctx, request.query.entity),
    }),
  );
  app.get(
    '/flat',
    {
      config: { auth: SESSION, changesState: false },
      schema: { tags, querystring: FlatQuerySchema, response: { 200: FlatResponseSchema } },
    },
    async (request) => ({
      data: await referenceLists.findFlat(request.ctx, request.query.entity),
    }),
  );
  app.get(
    '/company/field/:field',
    {
      config: { auth: SESSION, changesState: false },
      schema: {
        tags,
        params: LocationFieldParamsSchema,
        querystring: LocationFieldQuerySchema,
        response: { 200: LocationFieldResponseSchema },
      },
    },
    async (request) => ({
      data: await referenceLists.findCompanyField(request.ctx, request.params.field, request.query.q),
    }),
  );
  app.get(
    '/contact/field/:field',
    {
      config: { auth: requireScope('contact'), changesState: false },
      schema: {
        tags,
        summary: "Cities, provinces or regions of the contacts' own addresses, by normalised prefix",
        params: LocationFieldParamsSchema,
        querystring: LocationFieldQuerySchema,
        response: { 200: LocationFieldResponseSchema },
      },
    },
    async (request) => ({
      data: await referenceLists.findContactField(request.ctx, request.params.field, request.query.q),
    }),
  );
  // The Nielsen spend filters of the company list and of the pitch scores (spec data §7).
  const nielsenAuth = requireScope('company', 'pitchScores');
  app.get(
    '/nielsen/entity',
    {
      config: { auth: nielsenAuth, changesState: false },
      schema: {
        tags,
        summary: "The Nielsen channel types of the country's data",
        response: { 200: NielsenTypesResponseSchema },
      },
    },
    async (request) => ({ data: await referenceLists.findNielsenTypes(request.ctx) }),
  );
  app.get(
    '/nielsen',
    {
      config: { auth: nielsenAuth, changesState: false },
      schema: {
        tags,
        summary: 'The years with Nielsen spend: in the chosen channels (years) and in any (allYears)',
        querystring: NielsenYearsQuerySchema,
        response: { 200: NielsenYearsResponseSchema },
      },
    },
    async (request) => referenceLists.findNielsenYears(request.ctx, request.query.channel),
  );
};
