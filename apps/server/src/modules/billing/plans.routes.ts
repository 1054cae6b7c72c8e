import { ActivePlansResponseSchema } from '@adatlas/domain/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION } from '../../platform/http/route-policy.ts';
import type { PlansService } from './plans.service.ts';

export const planRoutes: FastifyPluginAsyncZod<{ plans: PlansService }> = async (app, { plans }) => {
  app.get(
    '/plans/active',
    {
      config: { auth: SESSION, renewal: true, changesState: false },
      schema: {
        tags: ['billing'],
        summary: "The plans the caller's tenant sells now",
        security: [{ bearer: [] }],
        response: { 200: ActivePlansResponseSchema },
      },
    },
    async (request) => ({ data: { plans: await plans.findActivePlans(request.ctx) } }),
  );
};
