import { SubscriptionInfoResponseSchema } from '@adatlas/domain/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION } from '../../platform/http/route-policy.ts';
import type { SubscriptionInfoService } from './subscription-info.service.ts';

export const subscriptionRoutes: FastifyPluginAsyncZod<{
  subscriptionInfo: SubscriptionInfoService;
}> = async (app, { subscriptionInfo }) => {
  app.get(
    '/subscription',
    {
      config: { auth: SESSION, renewal: true, changesState: false },
      schema: {
        tags: ['billing'],
        summary: 'Plan, credits left per kind and period of the caller in this tenant',
        security: [{ bearer: [] }],
        response: { 200: SubscriptionInfoResponseSchema },
      },
    },
    async (request) => ({ data: await subscriptionInfo.getSubscriptionInfo(request.ctx) }),
  );
};
