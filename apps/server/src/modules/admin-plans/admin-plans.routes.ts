import {
  AdminPlanCreateSchema,
  AdminPlanListResponseSchema,
  AdminPlanParamsSchema,
  AdminPlanPatchSchema,
  AdminPlanResponseSchema,
} from '@adatlas/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN, SUPER_ADMIN } from '../../platform/http/route-policy.ts';
import type { AdminPlansService } from './admin-plans.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

/**
 * Plans are sold in every country and priced with the payment provider, like the tenant settings:
 * any admin reads them, only a super admin creates, reprices or archives one.
 */
export const adminPlanRoutes: FastifyPluginAsyncZod<{ plans: AdminPlansService }> = async (
  app,
  { plans },
) => {
  app.get(
    '/admin/plans',
    {
      config: { auth: ADMIN, changesState: false },
      schema: {
        tags,
        security,
        summary: 'Every plan, archived ones included, with its count of live subscriptions',
        response: { 200: AdminPlanListResponseSchema },
      },
    },
    async () => ({ data: await plans.findPlans() }),
  );
  app.post(
    '/admin/plans',
    {
      config: { auth: SUPER_ADMIN, changesState: true },
      schema: {
        tags,
        security,
        summary: 'Create a plan (a trial plan is free and never renews)',
        body: AdminPlanCreateSchema,
        response: { 201: AdminPlanResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await plans.createPlan(request.ctx, request.body) }),
  );
  app.patch(
    '/admin/plans/:id',
    {
      config: { auth: SUPER_ADMIN, changesState: true },
      schema: {
        tags,
        security,
        summary:
          'Change credits, price, price id or markets, or archive: an archived plan is no longer offered, its subscriptions keep it',
        params: AdminPlanParamsSchema,
        body: AdminPlanPatchSchema,
        response: { 200: AdminPlanResponseSchema },
      },
    },
    async (request) => ({ data: await plans.updatePlan(request.ctx, request.params.id, request.body) }),
  );
};
