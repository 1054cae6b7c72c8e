import { WorkRelationPageSchema, WorkRelationSearchQuerySchema } from '@adatlas/domain/market-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope } from '../../platform/http/route-policy.ts';
import type { WorkRelationsService } from './work-relations.service.ts';

export interface WorkRelationRoutesOptions {
  workRelations: WorkRelationsService;
}

export const workRelationRoutes: FastifyPluginAsyncZod<WorkRelationRoutesOptions> = async (app, options) => {
  app.post(
    '/clc',
    {
      config: { auth: requireScope('pitch'), changesState: false },
      schema: {
        tags: ['work-relations'],
        summary: 'Brands with the agencies working on them',
        body: WorkRelationSearchQuerySchema,
        response: { 200: WorkRelationPageSchema },
      },
    },
    async (request) => options.workRelations.findWorkRelations(request.ctx, request.body),
  );
};
