import { IdParamsSchema } from '@adatlas/domain/common';
import { HistoryQuerySchema, HistoryResponseSchema } from '@adatlas/domain/record-history';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope } from '../../platform/http/route-policy.ts';
import type { RecordHistoryService } from './record-history.service.ts';

export interface RecordHistoryRoutesOptions {
  recordHistory: RecordHistoryService;
}

export const recordHistoryRoutes: FastifyPluginAsyncZod<RecordHistoryRoutesOptions> = async (
  app,
  { recordHistory },
) => {
  app.get(
    '/company/:id/history',
    {
      config: { auth: requireScope('company'), changesState: false },
      schema: {
        tags: ['companies'],
        summary:
          "A company's history: its field changes and the events about its contacts, pitches and works",
        params: IdParamsSchema,
        querystring: HistoryQuerySchema,
        response: { 200: HistoryResponseSchema },
      },
    },
    async (request) => recordHistory.getCompanyHistory(request.ctx, request.params.id, request.query),
  );
  app.get(
    '/contact/:id/history',
    {
      config: { auth: requireScope('contact'), changesState: false },
      schema: {
        tags: ['contacts'],
        summary: "A contact's history; private fields' values only when the reveal rule allows",
        params: IdParamsSchema,
        querystring: HistoryQuerySchema,
        response: { 200: HistoryResponseSchema },
      },
    },
    async (request) => recordHistory.getContactHistory(request.ctx, request.params.id, request.query),
  );
};
