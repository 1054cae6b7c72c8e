import { IdParamsSchema } from '@adatlas/domain/common';
import {
  InferredRelationDecisionSchema,
  InferredRelationListQuerySchema,
  InferredRelationListResponseSchema,
  InferredRelationRecomputeResponseSchema,
  InferredRelationResponseSchema,
} from '@adatlas/domain/inferred-relations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN } from '../../platform/http/route-policy.ts';
import type { InferredRelationsService } from './inferred-relations.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** The back office's review of agency–brand relations inferred from the ad libraries (#35). */
export const inferredRelationRoutes: FastifyPluginAsyncZod<{
  inferredRelations: InferredRelationsService;
}> = async (app, { inferredRelations }) => {
  app.get(
    '/admin/inferred-relations',
    {
      config: { auth: ADMIN, changesState: false },
      schema: {
        tags,
        security,
        summary: 'Inferred agency–brand relations in one status, the strongest evidence first',
        querystring: InferredRelationListQuerySchema,
        response: { 200: InferredRelationListResponseSchema },
      },
    },
    (request) => inferredRelations.findInferredRelations(request.ctx, request.query),
  );
  app.post(
    '/admin/inferred-relations/:id/decision',
    {
      config: { auth: ADMIN, changesState: true },
      schema: {
        tags,
        security,
        summary: 'Confirm into an agency category (a work relation is created), reject, or reopen',
        params: IdParamsSchema,
        body: InferredRelationDecisionSchema,
        response: { 200: InferredRelationResponseSchema },
      },
    },
    async (request) => ({
      data: await inferredRelations.decideInferredRelation(request.ctx, request.params.id, request.body),
    }),
  );
  app.post(
    '/admin/inferred-relations/recompute',
    {
      config: { auth: ADMIN, changesState: true },
      schema: {
        tags,
        security,
        summary: 'Propose relations from the ads ingested and advertisers resolved so far',
        response: { 200: InferredRelationRecomputeResponseSchema },
      },
    },
    async (request) => ({ data: await inferredRelations.recomputeInferredRelations(request.ctx) }),
  );
};
