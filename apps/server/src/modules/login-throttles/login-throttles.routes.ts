import {
  LoginThrottleClearQuerySchema,
  LoginThrottleClearResponseSchema,
  LoginThrottleListResponseSchema,
} from '@adatlas/domain/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN } from '../../platform/http/route-policy.ts';
import type { LoginThrottlesService } from './login-throttles.service.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** Admins see which sign-ins wait after failures, and let an account's owner in again. */
export const loginThrottleRoutes: FastifyPluginAsyncZod<{ throttles: LoginThrottlesService }> = async (
  app,
  { throttles },
) => {
  app.get(
    '/admin/login-throttles',
    {
      config: { auth: ADMIN, changesState: false },
      schema: {
        tags,
        security,
        summary: 'The (account, address) pairs whose sign-ins wait now after failed attempts',
        response: { 200: LoginThrottleListResponseSchema },
      },
    },
    async (request) => ({ data: await throttles.findThrottles(request.ctx) }),
  );
  app.delete(
    '/admin/login-throttles',
    {
      config: { auth: ADMIN, changesState: true },
      schema: {
        tags,
        security,
        summary: "Forget an account's failed sign-ins from every address (audited)",
        querystring: LoginThrottleClearQuerySchema,
        response: { 200: LoginThrottleClearResponseSchema },
      },
    },
    async (request) => ({ data: await throttles.clearThrottles(request.ctx, request.query.email) }),
  );
};
