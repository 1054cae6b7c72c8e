import {
  AuthorizationCodeQuerySchema,
  ForgotPasswordRequestSchema,
  ForgotPasswordResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  LoginTwoFactorRequestSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  ResetPasswordRequestSchema,
  ResetPasswordResponseSchema,
  SessionResponseSchema,
  TenantAccessResponseSchema,
  VerificationEmailRequestSchema,
  VerificationEmailResponseSchema,
} from '@adatlas/domain/auth';
import { languageFromAcceptLanguage } from '@adatlas/domain/languages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readBearerToken, readTenantHeader } from '../../platform/auth/auth-hooks.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { PUBLIC, SESSION } from '../../platform/http/route-policy.ts';
import type { AuthCall, AuthService } from './auth.service.ts';

export interface AuthRoutesOptions {
  auth: AuthService;
  /** Per-IP limit of each abuse-prone route, per minute. */
  rateLimitPerMinute: number;
}

/** Long enough for any real browser; a longer header is cut rather than stored whole. */
const USER_AGENT_MAX = 400;

function call(request: FastifyRequest): AuthCall {
  const userAgent = request.headers['user-agent']?.slice(0, USER_AGENT_MAX);
  return {
    tenant: request.ctx.tenant,
    ip: request.ip,
    now: request.ctx.now,
    userAgent,
    language: languageFromAcceptLanguage(request.headers['accept-language']),
  };
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { auth, rateLimitPerMinute },
) => {
  const rateLimit = { max: rateLimitPerMinute, timeWindow: 60_000 };

  app.post(
    '/auth/register',
    {
      config: { auth: PUBLIC, rateLimit, changesState: true },
      schema: {
        tags: ['auth'],
        summary: 'Create an account with a free trial in the x-tenant country; mails the verification link',
        body: RegisterRequestSchema,
        response: { 201: RegisterResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await auth.register(call(request), request.body) }),
  );

  app.post(
    '/auth/login',
    {
      config: { auth: PUBLIC, rateLimit, changesState: true },
      schema: {
        tags: ['auth'],
        summary:
          'Sign in to the x-tenant country; ends any other session of the account. With two-factor sign-in on, answers a challenge for /auth/login/2fa. A self-registered user whose licence ran out there gets a session with renewalRequired, good only for buying a paid plan; others get LICENCE_EXPIRED / NO_RIGHTS_TO_TENANT',
        body: LoginRequestSchema,
        response: { 200: LoginResponseSchema },
      },
    },
    async (request) => {
      if (readTenantHeader(request) === undefined)
        throw new AppError('NO_TENANT_SELECTED', 'Please pick a country');
      return { data: await auth.login(call(request), request.body) };
    },
  );

  app.post(
    '/auth/login/2fa',
    {
      config: { auth: PUBLIC, rateLimit, changesState: true },
      schema: {
        tags: ['auth'],
        summary: 'Complete a two-factor sign-in with the challenge and a TOTP code or a recovery code',
        body: LoginTwoFactorRequestSchema,
        response: { 200: SessionResponseSchema },
      },
    },
    async (request) => ({ data: await auth.completeTwoFactorLogin(call(request), request.body) }),
  );

  app.get(
    '/auth/token',
    {
      config: { auth: PUBLIC, rateLimit, changesState: false },
      schema: {
        tags: ['auth'],
        summary: 'Exchange the one-time code of the verification e-mail for a session',
        querystring: AuthorizationCodeQuerySchema,
        response: { 200: SessionResponseSchema },
      },
    },
    async (request) => ({
      data: await auth.exchangeAuthorizationCode(call(request), request.query.authorization_code),
    }),
  );

  app.post(
    '/auth/logout',
    {
      config: { auth: PUBLIC, changesState: true },
      schema: { tags: ['auth'], summary: 'End the current session', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await auth.logout(readBearerToken(request), request.ctx.now);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/session',
    {
      config: { auth: SESSION, renewal: true, changesState: false },
      schema: {
        tags: ['auth'],
        summary:
          'The scopes and feature flags of the session in the x-tenant country, as its calls are checked (read after changing country), and renewalRequired while a renewal session still has no live licence there (read after a payment)',
        security: [{ bearer: [] }],
        response: { 200: TenantAccessResponseSchema },
      },
    },
    async (request) => ({ data: await auth.getTenantAccess(request.ctx) }),
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { auth: PUBLIC, rateLimit, changesState: true },
      schema: {
        tags: ['auth'],
        summary:
          'Mail a password reset link (always answers sent at once, whether the account exists or not; a few mails per account and hour)',
        body: ForgotPasswordRequestSchema,
        response: { 200: ForgotPasswordResponseSchema },
      },
    },
    async (request) => {
      auth.startForgotPassword(call(request), request.body.email);
      return { data: { sent: true as const } };
    },
  );

  app.post(
    '/auth/verification-email',
    {
      config: { auth: PUBLIC, rateLimit, changesState: true },
      schema: {
        tags: ['auth'],
        summary:
          'Mail a new verification link to an unconfirmed account (always answers sent, whether the account exists or not; a few mails per account and hour)',
        body: VerificationEmailRequestSchema,
        response: { 200: VerificationEmailResponseSchema },
      },
    },
    async (request) => {
      await auth.sendVerificationEmail(call(request), request.body);
      return { data: { sent: true as const } };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { auth: PUBLIC, rateLimit, changesState: true },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the one-hour token of the reset e-mail; ends every session',
        body: ResetPasswordRequestSchema,
        response: { 200: ResetPasswordResponseSchema },
      },
    },
    async (request) => {
      await auth.resetPassword(call(request), request.body.token, request.body.password);
      return { data: { reset: true as const } };
    },
  );
};
