import { randomUUID } from 'node:crypto';
import { parseFlagOverrides } from '@adatlas/domain/flags';
import { REQUEST_ID_HEADER } from '@adatlas/domain/http';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminUserRoutes } from './modules/admin-users/admin-users.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { tenantRoutes } from './modules/tenants/tenants.routes.ts';
import { createTenantsService } from './modules/tenants/tenants.service.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { registerAuthHooks } from './platform/auth/auth-hooks.ts';
import { createPasswordHasher } from './platform/auth/password-hasher.ts';
import { createSecretBox } from './platform/auth/secret-box.ts';
import type { Config } from './platform/config.ts';
import type { Databases } from './platform/database/databases.ts';
import { registerErrorHandling } from './platform/errors/error-handler.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { hasWebBuild, registerStaticWeb } from './platform/http/static-web.ts';
import { devMailboxRoutes } from './platform/mail/dev-mailbox.routes.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { APP_VERSION } from './platform/version.ts';

export interface AppOptions {
  config: Config;
  databases: Databases;
  logger?: FastifyServerOptions['logger'];
  /** Directory of the built web app; served when it holds an index.html. */
  webDist?: string;
}

const BODY_LIMIT_BYTES = 1_048_576;

/** Builds the HTTP application: the composition root of services and routes. Used by tests too. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: true,
    requestIdHeader: REQUEST_ID_HEADER,
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
  const serveWeb = hasWebBuild(options.webDist);
  registerErrorHandling(app, { spaFallback: serveWeb });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    hsts: options.config.NODE_ENV === 'production',
  });
  await registerOpenApi(app, APP_VERSION);
  if (serveWeb) await registerStaticWeb(app, options.webDist as string);
  await app.register(rateLimit, { global: false });

  const { config, databases } = options;
  registerAuthHooks(app, { databases });

  const mailer = createMailer({
    core: databases.core,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    log: app.log,
    pollIntervalMs: config.MAIL_POLL_INTERVAL_MS,
  });
  app.addHook('onClose', () => mailer.close());
  const tenants = createTenantsService(databases.core);
  const users = createUsersService({ core: databases.core, secretBox: createSecretBox(config.SECRET_KEY) });
  const auth = createAuthService({
    core: databases.core,
    hasher: createPasswordHasher(),
    mailer,
    users,
    settings: {
      publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
      sessionTtlHours: config.SESSION_TTL_HOURS,
      sessionIdleHours: config.SESSION_IDLE_HOURS,
      throttleWindowSeconds: config.LOGIN_THROTTLE_WINDOW_SECONDS,
      throttleMaxFailures: config.LOGIN_THROTTLE_MAX_FAILURES,
      flagOverrides:
        config.NODE_ENV === 'production' ? {} : parseFlagOverrides(config.FEATURE_FLAGS_OVERRIDE),
    },
  });

  await app.register(healthRoutes, { checkDatabase: () => databases.ping(), version: APP_VERSION });
  if (config.NODE_ENV !== 'production') await app.register(devMailboxRoutes, { core: databases.core });
  await app.register(
    async (api) => {
      await api.register(tenantRoutes, { tenants, canSeeHidden: (request) => request.ctx.isAdmin });
      await api.register(authRoutes, { auth, rateLimitPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE });
      await api.register(userRoutes, { users });
      await api.register(adminUserRoutes, { users });
    },
    { prefix: '/api/v1' },
  );

  return app;
}
