import { IdParamsSchema } from '@adatlas/domain/common';
import {
  CreateSavedSearchRequestSchema,
  SavedSearchListQuerySchema,
  SavedSearchListResponseSchema,
  SavedSearchNewMatchesQuerySchema,
  SavedSearchNewMatchesResponseSchema,
  SavedSearchResponseSchema,
  SetSavedSearchAlertRequestSchema,
} from '@adatlas/domain/saved-searches';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION } from '../../platform/http/route-policy.ts';
import type { SavedSearchesService } from './saved-searches.service.ts';

/** The caller's own saved searches; the tenant flag `savedSearch` is checked by the service. */
export const savedSearchRoutes: FastifyPluginAsyncZod<{ savedSearches: SavedSearchesService }> = async (
  app,
  { savedSearches },
) => {
  const config = { auth: SESSION };
  const tags = ['saved-searches'];

  app.get(
    '/saved-searches',
    {
      config: { ...config, changesState: false },
      schema: {
        tags,
        summary: 'Your saved searches, newest first, optionally of one list',
        querystring: SavedSearchListQuerySchema,
        response: { 200: SavedSearchListResponseSchema },
      },
    },
    async (request) => ({ data: await savedSearches.findSavedSearches(request.ctx, request.query.entity) }),
  );

  app.get(
    '/saved-searches/:id',
    {
      config: { ...config, changesState: false },
      schema: {
        tags,
        summary: 'One saved search',
        params: IdParamsSchema,
        response: { 200: SavedSearchResponseSchema },
      },
    },
    async (request) => ({ data: await savedSearches.getSavedSearch(request.ctx, request.params.id) }),
  );

  app.post(
    '/saved-searches',
    {
      config: { ...config, changesState: true },
      schema: {
        tags,
        summary: 'Save the filters of a list under a name',
        body: CreateSavedSearchRequestSchema,
        response: { 201: SavedSearchResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await savedSearches.createSavedSearch(request.ctx, request.body) }),
  );

  app.post(
    '/saved-searches/:id/refresh',
    {
      config: { ...config, changesState: true },
      schema: {
        tags,
        summary: 'Count the results of the stored filters now and cache the count',
        params: IdParamsSchema,
        response: { 200: SavedSearchResponseSchema },
      },
    },
    async (request) => ({ data: await savedSearches.refreshSavedSearch(request.ctx, request.params.id) }),
  );

  app.delete(
    '/saved-searches/:id',
    {
      config: { ...config, changesState: true },
      schema: {
        tags,
        summary: 'Delete a saved search',
        params: IdParamsSchema,
        response: { 200: z.object({ deleted: z.literal(true) }) },
      },
    },
    async (request) => {
      await savedSearches.deleteSavedSearch(request.ctx, request.params.id);
      return { deleted: true as const };
    },
  );

  app.put(
    '/saved-searches/:id/alert',
    {
      config: { ...config, changesState: true },
      schema: {
        tags,
        summary: 'Follow a saved search (a daily or weekly mail of its new records) or stop (null)',
        params: IdParamsSchema,
        body: SetSavedSearchAlertRequestSchema,
        response: { 200: SavedSearchResponseSchema },
      },
    },
    async (request) => ({
      data: await savedSearches.setAlert(request.ctx, request.params.id, request.body.frequency),
    }),
  );

  app.post(
    '/saved-searches/:id/seen',
    {
      config: { ...config, changesState: true },
      schema: {
        tags,
        summary: 'The search was opened: its "new since you last looked" count starts again from now',
        params: IdParamsSchema,
        response: { 200: SavedSearchResponseSchema },
      },
    },
    async (request) => ({ data: await savedSearches.markSeen(request.ctx, request.params.id) }),
  );

  app.get(
    '/saved-searches/:id/new',
    {
      config: { ...config, changesState: false },
      schema: {
        tags,
        summary: 'Ids of the records that entered a followed saved search between two syncs',
        params: IdParamsSchema,
        querystring: SavedSearchNewMatchesQuerySchema,
        response: { 200: SavedSearchNewMatchesResponseSchema },
      },
    },
    async (request) => ({
      data: await savedSearches.findNewMatches(request.ctx, request.params.id, request.query),
    }),
  );
};
