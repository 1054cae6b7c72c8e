import { WorkRelationPageSchema, WorkRelationSearchQuerySchema } from '@adatlas/domain/market-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Databases } from '../../platform/database/databases.ts';
import { requireScope } from '../../platform/http/route-policy.ts';
import { resolveContext } from '../market-context.ts';
import type { WorkRelationsService } from './work-relations.service.ts';

export interface WorkRelationRoutesOptions {
  workRelations: WorkRelationsService;
  databases: Databases;
}

export const workRelationRoutes: FastifyPluginAsyncZod<WorkRelationRoutesOptions> = async (app, options) => {
  app.post(
    '/clc',
    {
      config: { auth: requireScope('pitch') },
      schema: {
        tags: ['work-relations'],
        summary: 'Brands with the agencies working on them',
        body: WorkRelationSearchQuerySchema,
        response: { 200: WorkRelationPageSchema },
      },
    },
    async (request) =>
      options.workRelations.findWorkRelations(resolveContext(request, options.databases), request.body),
  );
};
