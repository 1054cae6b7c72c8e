import {
  ChangePasswordRequestSchema,
  EndOtherSessionsResponseSchema,
  SessionListResponseSchema,
} from '@adatlas/domain/auth';
import { IdParamsSchema } from '@adatlas/domain/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION } from '../../platform/http/route-policy.ts';
import type { AccountSecurityService } from './account-security.service.ts';

export interface AccountSecurityRoutesOptions {
  accountSecurity: AccountSecurityService;
  /** Per-IP limit of the routes that check a password, per minute. */
  rateLimitPerMinute: number;
}

export const accountSecurityRoutes: FastifyPluginAsyncZod<AccountSecurityRoutesOptions> = async (
  app,
  { accountSecurity, rateLimitPerMinute },
) => {
  const docs = { tags: ['users'], security: [{ bearer: [] }] };
  const rateLimit = { max: rateLimitPerMinute, timeWindow: 60_000 };

  app.get(
    '/user/sessions',
    {
      config: { auth: SESSION, changesState: false },
      schema: {
        ...docs,
        summary: 'Your live session and the recently ended ones',
        response: { 200: SessionListResponseSchema },
      },
    },
    async (request) => ({ data: await accountSecurity.findSessions(request.ctx) }),
  );

  app.delete(
    '/user/sessions',
    {
      config: { auth: SESSION, changesState: true },
      schema: {
        ...docs,
        summary: 'End every live session of yours but this one (e.g. a support "see as" session)',
        response: { 200: EndOtherSessionsResponseSchema },
      },
    },
    async (request) => ({ data: { ended: await accountSecurity.endOtherSessions(request.ctx) } }),
  );

  app.delete(
    '/user/sessions/:id',
    {
      config: { auth: SESSION, changesState: true },
      schema: {
        ...docs,
        summary: 'End one of your live sessions',
        params: IdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await accountSecurity.endSession(request.ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/user/password',
    {
      config: { auth: SESSION, rateLimit, changesState: true },
      schema: {
        ...docs,
        summary: 'Change your password (re-authenticates with the current one); ends your other sessions',
        body: ChangePasswordRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await accountSecurity.changePassword(request.ctx, request.body);
      return reply.status(204).send(null);
    },
  );
};
