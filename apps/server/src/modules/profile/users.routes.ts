import { MeResponseSchema, UpdateMeRequestSchema } from '@adatlas/domain/auth';
import { UpdateLanguageRequestSchema, UpdateLanguageResponseSchema } from '@adatlas/domain/languages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/http/request-context.ts';
import { SESSION } from '../../platform/http/route-policy.ts';
import type { UsersService } from './users.service.ts';

export const userRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    '/user/me',
    {
      config: { auth: SESSION, twoFactorSetup: true, renewal: true, changesState: false },
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: MeResponseSchema },
      },
    },
    async (request) => ({ data: await users.getMe(requireUser(request.ctx).id) }),
  );
  app.patch(
    '/user/me',
    {
      // Billing info and the plan confirmation tag are saved here on the way to a plan.
      config: { auth: SESSION, renewal: true, changesState: true },
      schema: {
        tags: ['users'],
        summary: 'Update profile, billing info, communications, mailer integration or tags',
        security: [{ bearer: [] }],
        body: UpdateMeRequestSchema,
        response: { 200: MeResponseSchema },
      },
    },
    async (request) => ({ data: await users.updateMe(request.ctx, request.body) }),
  );
  app.put(
    '/user/me/language',
    {
      // The header's language switch stays usable while the licence waits to be renewed.
      config: { auth: SESSION, renewal: true, changesState: true },
      schema: {
        tags: ['users'],
        summary: "Store the caller's interface language, in which the server writes their e-mails",
        security: [{ bearer: [] }],
        body: UpdateLanguageRequestSchema,
        response: { 200: UpdateLanguageResponseSchema },
      },
    },
    async (request) => ({ data: await users.updateLanguage(request.ctx, request.body.language) }),
  );
};
