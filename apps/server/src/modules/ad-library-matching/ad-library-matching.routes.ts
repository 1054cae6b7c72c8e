import {
  AdvertiserBulkAcceptResponseSchema,
  AdvertiserBulkAcceptSchema,
  AdvertiserDecisionResponseSchema,
  AdvertiserDecisionSchema,
  AdvertiserPickQuerySchema,
  AdvertiserPickResponseSchema,
  AdvertiserQueueQuerySchema,
  AdvertiserQueueResponseSchema,
  AdvertiserResolveResponseSchema,
} from '@adatlas/domain/ad-library';
import { IdParamsSchema } from '@adatlas/domain/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN } from '../../platform/http/route-policy.ts';
import type { AdLibraryMatchingService } from './ad-library-matching.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** The back office's review of ad-library advertiser names matched to companies and brands (#35). */
export const adLibraryMatchingRoutes: FastifyPluginAsyncZod<{ matching: AdLibraryMatchingService }> = async (
  app,
  { matching },
) => {
  app.get(
    '/admin/ad-library/advertisers',
    {
      config: { auth: ADMIN, changesState: false },
      schema: {
        tags,
        security,
        summary: 'Advertiser names in one status (pending: the review queue), the best scores first',
        querystring: AdvertiserQueueQuerySchema,
        response: { 200: AdvertiserQueueResponseSchema },
      },
    },
    (request) => matching.findQueue(request.ctx, request.query),
  );
  app.get(
    '/admin/ad-library/advertisers/pick-options',
    {
      config: { auth: ADMIN, changesState: false },
      schema: {
        tags,
        security,
        summary: 'Brands and companies by name, to pick what an advertiser name is',
        querystring: AdvertiserPickQuerySchema,
        response: { 200: AdvertiserPickResponseSchema },
      },
    },
    async (request) => ({ data: await matching.findPickOptions(request.ctx, request.query.q) }),
  );
  app.post(
    '/admin/ad-library/advertisers/:id/decision',
    {
      config: { auth: ADMIN, changesState: true },
      schema: {
        tags,
        security,
        summary: 'Accept the proposed match, pick another company or brand, or reject; audited, final',
        params: IdParamsSchema,
        body: AdvertiserDecisionSchema,
        response: { 200: AdvertiserDecisionResponseSchema },
      },
    },
    async (request) => ({ data: await matching.decide(request.ctx, request.params.id, request.body) }),
  );
  app.post(
    '/admin/ad-library/advertisers/bulk-accept',
    {
      config: { auth: ADMIN, changesState: true },
      schema: {
        tags,
        security,
        summary: 'Accept every pending proposal scored at or above minScore',
        body: AdvertiserBulkAcceptSchema,
        response: { 200: AdvertiserBulkAcceptResponseSchema },
      },
    },
    async (request) => ({
      data: { accepted: await matching.bulkAccept(request.ctx, request.body.minScore) },
    }),
  );
  app.post(
    '/admin/ad-library/advertisers/resolve',
    {
      config: { auth: ADMIN, changesState: true },
      schema: {
        tags,
        security,
        summary: 'Score the new advertiser names of the staged ads and rewrite the ingested aggregates',
        response: { 200: AdvertiserResolveResponseSchema },
      },
    },
    async (request) => ({ data: await matching.resolve(request.ctx) }),
  );
};
