import { REQUEST_ID_HEADER } from '@adatlas/domain/http';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createApiKeyAuthenticator } from '../modules/api-keys/api-key-auth.service.ts';
import { createAuthCache } from '../platform/auth/auth-cache.ts';
import { registerAuthHooks } from '../platform/auth/auth-hooks.ts';
import { type Config, isDeployed } from '../platform/config.ts';
import {
  handleClientError,
  handleFrameworkError,
  registerErrorHandling,
} from '../platform/errors/error-handler.ts';
import { withLogRedaction } from '../platform/http/log-redaction.ts';
import { registerOpenApi } from '../platform/http/openapi.ts';
import { requestIdOf } from '../platform/http/request-id.ts';
import { responseSerializerCompiler } from '../platform/http/response-serializer.ts';
import { registerResponseHeaders, securityHeaders } from '../platform/http/security-headers.ts';
import { hasWebBuild, registerStaticWeb } from '../platform/http/static-web.ts';
import { registerObservability } from '../platform/observability/observability.ts';
import { APP_VERSION } from '../platform/version.ts';
import type { AppOptions } from './types.ts';

const BODY_LIMIT_BYTES = 1_048_576;
/** Above `PLACE_ID_MAX_LENGTH`, so a longer place id meets the schema's 400 rather than the router's 414. */
const MAX_PARAM_LENGTH = 1_024;

/**
 * `TRUST_PROXY` as Fastify takes it. A hop count becomes "the first n hops", the way Express reads
 * it: Fastify's own number option trusts no hop at all (it cannot check the peer is the proxy).
 */
function trustProxyOption(
  trust: Config['TRUST_PROXY'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

function newFastify(options: AppOptions) {
  return Fastify({
    logger: withLogRedaction(options.logger ?? false),
    bodyLimit: BODY_LIMIT_BYTES,
    // A Google place id in `/maps/places/:id` may run past the default 100 characters.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    trustProxy: trustProxyOption(options.config.TRUST_PROXY),
    // The header is read, and checked, by requestIdOf.
    requestIdHeader: false,
    genReqId: requestIdOf,
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
  }).withTypeProvider<ZodTypeProvider>();
}

export type App = ReturnType<typeof newFastify>;

/**
 * The Fastify instance with what every route relies on, in the order it must run: zod validation,
 * the error envelope, security headers, OpenAPI, the built web app, rate limits, the auth hooks
 * (after the plugins that serve their own public assets, before any API route) and metrics.
 */
export async function createHttpPlatform(options: AppOptions): Promise<App> {
  const { config, databases } = options;
  const app = newFastify(options);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  const serveWeb = hasWebBuild(options.webDist);
  registerErrorHandling(app, { spaFallback: serveWeb });
  registerResponseHeaders(
    app,
    securityHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // blob: the address cards' maps, fetched with the Bearer header and shown as object URLs.
          imgSrc: ["'self'", 'data:', 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      strictTransportSecurity: isDeployed(config.NODE_ENV),
    }),
    REQUEST_ID_HEADER,
  );
  await registerOpenApi(app, APP_VERSION);
  if (serveWeb) await registerStaticWeb(app, options.webDist as string);
  await app.register(rateLimit, { global: false });

  const authCache = createAuthCache({ databases, ttlMs: config.AUTH_CACHE_MS });
  app.addHook('onClose', () => authCache.close());
  registerAuthHooks(app, {
    databases,
    cache: authCache,
    apiKeys: createApiKeyAuthenticator(databases.core),
  });
  registerObservability(app, {
    databases,
    jobs: options.jobs,
    metricsToken: config.METRICS_TOKEN,
    slowQueryMs: config.SLOW_QUERY_MS,
  });
  return app;
}
