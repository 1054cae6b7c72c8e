import { MeResponseSchema } from '@adatlas/domain/auth';
import { IdParamsSchema } from '@adatlas/domain/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN } from '../../platform/http/route-policy.ts';
import type { UsersService } from '../profile/users.service.ts';

export const adminUserRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    '/admin/user/:id',
    {
      config: { auth: ADMIN, changesState: false },
      schema: {
        tags: ['admin'],
        summary: 'One user, as admins see it',
        security: [{ bearer: [] }],
        params: IdParamsSchema,
        response: { 200: MeResponseSchema },
      },
    },
    async (request) => ({ data: await users.getMe(request.params.id) }),
  );
};
