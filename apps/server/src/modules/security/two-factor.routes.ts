import {
  TwoFactorDisableRequestSchema,
  TwoFactorEnableRequestSchema,
  TwoFactorEnableResponseSchema,
  TwoFactorSetupRequestSchema,
  TwoFactorSetupResponseSchema,
  TwoFactorStatusResponseSchema,
} from '@adatlas/domain/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION } from '../../platform/http/route-policy.ts';
import type { TwoFactorService } from './two-factor.service.ts';

export interface TwoFactorRoutesOptions {
  twoFactor: TwoFactorService;
  rateLimitPerMinute: number;
}

export const twoFactorRoutes: FastifyPluginAsyncZod<TwoFactorRoutesOptions> = async (
  app,
  { twoFactor, rateLimitPerMinute },
) => {
  const docs = { tags: ['users'], security: [{ bearer: [] }] };
  // Reachable from a session restricted to the 2FA setup (an admin who has not set it up yet).
  const config = {
    auth: SESSION,
    twoFactorSetup: true,
    rateLimit: { max: rateLimitPerMinute, timeWindow: 60_000 },
  };

  app.get(
    '/user/2fa',
    {
      config: { auth: SESSION, twoFactorSetup: true, changesState: false },
      schema: {
        ...docs,
        summary: 'Whether two-factor sign-in is on, and how many recovery codes are left',
        response: { 200: TwoFactorStatusResponseSchema },
      },
    },
    async (request) => ({ data: await twoFactor.status(request.ctx) }),
  );

  app.post(
    '/user/2fa/setup',
    {
      config: { ...config, changesState: true },
      schema: {
        ...docs,
        summary: 'Start TOTP setup (re-authenticates): a secret and its otpauth:// URI for the QR code',
        body: TwoFactorSetupRequestSchema,
        response: { 200: TwoFactorSetupResponseSchema },
      },
    },
    async (request) => ({ data: await twoFactor.setup(request.ctx, request.body.password) }),
  );

  app.post(
    '/user/2fa/enable',
    {
      config: { ...config, changesState: true },
      schema: {
        ...docs,
        summary: 'Confirm the setup with a first code; answers the ten recovery codes once',
        body: TwoFactorEnableRequestSchema,
        response: { 200: TwoFactorEnableResponseSchema },
      },
    },
    async (request) => ({ data: await twoFactor.enable(request.ctx, request.body.code) }),
  );

  app.post(
    '/user/2fa/disable',
    {
      config: { auth: SESSION, rateLimit: config.rateLimit, changesState: true },
      schema: {
        ...docs,
        summary: 'Turn two-factor sign-in off with the password and a code (or a recovery code)',
        body: TwoFactorDisableRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await twoFactor.disable(request.ctx, request.body.password, request.body.code);
      return reply.status(204).send(null);
    },
  );
};
