import { IdParamsSchema } from '@adatlas/domain/common';
import { CompanySearchRequestSchema } from '@adatlas/domain/companies';
import { ContactSearchRequestSchema } from '@adatlas/domain/contacts';
import { PitchScoreSearchQuerySchema, PitchSearchQuerySchema } from '@adatlas/domain/market-data';
import {
  CreateTagRequestSchema,
  TagAssociateAllResponseSchema,
  TagAssociationParamsSchema,
  TagAssociationsRequestSchema,
  TagAssociationsResponseSchema,
  TagDetailQuerySchema,
  TagDetailResponseSchema,
  TagEntityQuerySchema,
  TagListResponseSchema,
  TagSchema,
  UpdateTagRequestSchema,
} from '@adatlas/domain/tags';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireScope } from '../../platform/http/route-policy.ts';
import type { SearchToTag, TagsService } from './tags.service.ts';

const Deleted = z.object({ deleted: z.literal(true) });

/** Tags are the caller's own (favourites scope, Pro plans); nobody else's tag is reachable. */
export const tagRoutes: FastifyPluginAsyncZod<{ tags: TagsService }> = async (app, { tags }) => {
  const config = { auth: requireScope('favourites') };
  const docTags = ['tags'];

  app.get(
    '/tag',
    {
      config: { ...config, changesState: false },
      schema: {
        tags: docTags,
        summary: 'Your tags with counts per entity',
        response: { 200: TagListResponseSchema },
      },
    },
    async (request) => ({ data: await tags.findTags(request.ctx) }),
  );

  app.post(
    '/tag',
    {
      config: { ...config, changesState: true },
      schema: {
        tags: docTags,
        summary: 'Create a tag; the name is unique per user ignoring case (409 CONFLICT)',
        body: CreateTagRequestSchema,
        response: { 201: z.object({ data: TagSchema }) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await tags.createTag(request.ctx, request.body) }),
  );

  app.post(
    '/tag/associations',
    {
      config: { ...config, changesState: false },
      schema: {
        tags: docTags,
        summary: 'Your tags on each of the given records',
        querystring: TagEntityQuerySchema,
        body: TagAssociationsRequestSchema,
        response: { 200: TagAssociationsResponseSchema },
      },
    },
    async (request) => tags.findAssociations(request.ctx, request.query.entity, request.body.id),
  );

  app.get(
    '/tag/:id',
    {
      config: { ...config, changesState: false },
      schema: {
        tags: docTags,
        summary: 'A page (50) of the records of one entity holding the tag',
        params: IdParamsSchema,
        querystring: TagDetailQuerySchema,
        response: { 200: TagDetailResponseSchema },
      },
    },
    async (request) => tags.getTagDetail(request.ctx, request.params.id, request.query),
  );

  app.put(
    '/tag/:id',
    {
      config: { ...config, changesState: true },
      schema: {
        tags: docTags,
        summary: 'Rename or recolour the tag and/or put it on the selected records',
        params: IdParamsSchema,
        body: UpdateTagRequestSchema,
        response: { 200: z.object({ data: TagSchema }) },
      },
    },
    async (request) => ({ data: await tags.updateTag(request.ctx, request.params.id, request.body) }),
  );

  /** Associate-all of one list: its own search body, paging ignored (spec data §7). */
  const associateAllRoute = <Body extends z.ZodType>(
    path: string,
    entity: SearchToTag['entity'],
    noun: string,
    body: Body,
  ) =>
    app.put(
      `/tag/:id/${path}`,
      {
        config: { ...config, changesState: true },
        schema: {
          tags: docTags,
          summary: `Put the tag on every ${noun} matching the search filters (fewer than 3000)`,
          params: IdParamsSchema,
          body,
          response: { 200: TagAssociateAllResponseSchema },
        },
      },
      async (request) =>
        tags.associateSearch(request.ctx, request.params.id, {
          entity,
          request: request.body,
        } as SearchToTag),
    );
  associateAllRoute('company-search', 'company', 'company', CompanySearchRequestSchema);
  associateAllRoute('contact-search', 'contact', 'contact', ContactSearchRequestSchema);
  associateAllRoute('pitch-search', 'pitch', 'pitch', PitchSearchQuerySchema);
  associateAllRoute('pitch-score-search', 'pitchScore', 'pitch score', PitchScoreSearchQuerySchema);

  app.delete(
    '/tag/:id',
    {
      config: { ...config, changesState: true },
      schema: {
        tags: docTags,
        summary: 'Delete the tag and its associations',
        params: IdParamsSchema,
        response: { 200: Deleted },
      },
    },
    async (request) => {
      await tags.deleteTag(request.ctx, request.params.id);
      return { deleted: true as const };
    },
  );

  app.delete(
    '/tag/:tagId/:associatedId',
    {
      config: { ...config, changesState: true },
      schema: {
        tags: docTags,
        summary: 'Take the tag off one record',
        params: TagAssociationParamsSchema,
        querystring: TagEntityQuerySchema,
        response: { 200: Deleted },
      },
    },
    async (request) => {
      const { tagId, associatedId } = request.params;
      await tags.deleteAssociation(request.ctx, tagId, associatedId, request.query.entity);
      return { deleted: true as const };
    },
  );
};
