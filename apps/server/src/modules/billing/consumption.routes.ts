import { ConsumptionQuerySchema, ConsumptionResponseSchema } from '@adatlas/domain/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION } from '../../platform/http/route-policy.ts';
import type { ConsumptionService } from './consumption.service.ts';

export const consumptionRoutes: FastifyPluginAsyncZod<{ consumption: ConsumptionService }> = async (
  app,
  { consumption },
) => {
  app.get(
    '/consumption',
    {
      config: { auth: SESSION, changesState: false },
      schema: {
        tags: ['billing'],
        summary: 'Companies and contacts opened in the current period (or since periodStartDate)',
        security: [{ bearer: [] }],
        querystring: ConsumptionQuerySchema,
        response: { 200: ConsumptionResponseSchema },
      },
    },
    async (request) => ({
      data: await consumption.getConsumption(request.ctx, request.query.periodStartDate),
    }),
  );
};
