import { OkResponseSchema } from '@adatlas/domain/admin';
import { SessionResponseSchema } from '@adatlas/domain/auth';
import { languageFromAcceptLanguage } from '@adatlas/domain/languages';
import {
  SsoCallbackRequestSchema,
  SsoDiscoveryQuerySchema,
  SsoDiscoveryResponseSchema,
  SsoProviderInputSchema,
  SsoProviderListResponseSchema,
  SsoProviderParamsSchema,
  SsoProviderResponseSchema,
  SsoStartRequestSchema,
  SsoStartResponseSchema,
} from '@adatlas/domain/sso';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readTenantHeader } from '../../platform/auth/auth-hooks.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { ADMIN, PUBLIC } from '../../platform/http/route-policy.ts';
import type { AuthCall } from '../auth/auth.service.ts';
import type { SsoService } from './sso.service.ts';

export interface SsoRoutesOptions {
  sso: SsoService;
  /** Per-IP limit of the public sign-in routes, per minute. */
  rateLimitPerMinute: number;
}

const USER_AGENT_MAX = 400;

function call(request: FastifyRequest): AuthCall {
  return {
    tenant: request.ctx.tenant,
    ip: request.ip,
    now: request.ctx.now,
    userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX),
    language: languageFromAcceptLanguage(request.headers['accept-language']),
  };
}

function requireTenantHeader(request: FastifyRequest): void {
  if (readTenantHeader(request) === undefined)
    throw new AppError('NO_TENANT_SELECTED', 'Please pick a country');
}

export const ssoRoutes: FastifyPluginAsyncZod<SsoRoutesOptions> = async (
  app,
  { sso, rateLimitPerMinute },
) => {
  const rateLimit = { max: rateLimitPerMinute, timeWindow: 60_000 };
  const tags = ['auth'];

  app.get(
    '/auth/sso/discover',
    {
      config: { auth: PUBLIC, rateLimit, changesState: false },
      schema: {
        tags,
        summary:
          "Whether an e-mail's domain signs in through its organisation's provider (name shown, and whether required); sso: false for any other address",
        querystring: SsoDiscoveryQuerySchema,
        response: { 200: SsoDiscoveryResponseSchema },
      },
    },
    async (request) => ({ data: await sso.discover(request.query.email) }),
  );

  app.post(
    '/auth/sso/start',
    {
      config: { auth: PUBLIC, rateLimit, changesState: true },
      schema: {
        tags,
        summary:
          'Start a single sign-on to the x-tenant country: the provider URL to send the browser to, and a key the browser keeps for the callback',
        body: SsoStartRequestSchema,
        response: { 200: SsoStartResponseSchema },
      },
    },
    async (request) => {
      requireTenantHeader(request);
      return { data: await sso.start(call(request), request.body.email) };
    },
  );

  app.post(
    '/auth/sso/callback',
    {
      config: { auth: PUBLIC, rateLimit, changesState: true },
      schema: {
        tags,
        summary:
          "Complete a single sign-on with the provider's redirect query: checks state, nonce, PKCE and the ID token, creates the user at first sign-in, ends any other session of the account",
        body: SsoCallbackRequestSchema,
        response: { 200: SessionResponseSchema },
      },
    },
    async (request) => ({ data: await sso.complete(call(request), request.body) }),
  );

  const adminTags = ['admin'];
  const security = [{ bearer: [] }];

  app.get(
    '/admin/sso-providers',
    {
      config: { auth: ADMIN, changesState: false },
      schema: {
        tags: adminTags,
        security,
        summary: "Organisations' single sign-on providers (client secrets are never sent)",
        response: { 200: SsoProviderListResponseSchema },
      },
    },
    async (request) => ({ data: await sso.findProviders(request.ctx) }),
  );

  app.post(
    '/admin/sso-providers',
    {
      config: { auth: ADMIN, changesState: true },
      schema: {
        tags: adminTags,
        security,
        summary: "Configure an organisation's OpenID Connect provider; the client secret is stored encrypted",
        body: SsoProviderInputSchema,
        response: { 201: SsoProviderResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await sso.createProvider(request.ctx, request.body) }),
  );

  app.put(
    '/admin/sso-providers/:id',
    {
      config: { auth: ADMIN, changesState: true },
      schema: {
        tags: adminTags,
        security,
        summary: 'Replace a provider’s settings; without clientSecret the stored secret is kept',
        params: SsoProviderParamsSchema,
        body: SsoProviderInputSchema,
        response: { 200: SsoProviderResponseSchema },
      },
    },
    async (request) => ({ data: await sso.updateProvider(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    '/admin/sso-providers/:id',
    {
      config: { auth: ADMIN, changesState: true },
      schema: {
        tags: adminTags,
        security,
        summary: 'Remove a provider; its users keep their accounts and sign in with a password reset',
        params: SsoProviderParamsSchema,
        response: { 200: OkResponseSchema },
      },
    },
    async (request) => {
      await sso.deleteProvider(request.ctx, request.params.id);
      return { data: { ok: true as const } };
    },
  );
};
