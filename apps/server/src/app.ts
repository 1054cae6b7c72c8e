import { randomUUID } from 'node:crypto';
import { parseFlagOverrides } from '@adatlas/domain/flags';
import { FRONTEND_API_BASE, REQUEST_ID_HEADER } from '@adatlas/domain/http';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminCustomerRoutes } from './modules/admin-customers/admin-customers.routes.ts';
import { createAdminCustomersService } from './modules/admin-customers/admin-customers.service.ts';
import { adminImportRoutes } from './modules/admin-import/admin-import.routes.ts';
import { createAdminImportService } from './modules/admin-import/admin-import.service.ts';
import { adminPlanRoutes } from './modules/admin-plans/admin-plans.routes.ts';
import { createAdminPlansService } from './modules/admin-plans/admin-plans.service.ts';
import { adminLookupRoutes } from './modules/admin-records/admin-lookups.routes.ts';
import { adminRecordRoutes } from './modules/admin-records/admin-records.routes.ts';
import { createAdminRecordsService } from './modules/admin-records/admin-records.service.ts';
import { adminReferenceListRoutes } from './modules/admin-reference-lists/admin-reference-lists.routes.ts';
import { createAdminReferenceListsService } from './modules/admin-reference-lists/admin-reference-lists.service.ts';
import { adminTenantRoutes } from './modules/admin-tenants/admin-tenants.routes.ts';
import { createAdminTenantsService } from './modules/admin-tenants/admin-tenants.service.ts';
import { adminUsageRoutes } from './modules/admin-usage/admin-usage.routes.ts';
import { createAdminUsageService } from './modules/admin-usage/admin-usage.service.ts';
import { adminUserRoutes } from './modules/admin-users/admin-users.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { brandAdvertiserRoutes } from './modules/brand-advertisers/brand-advertisers.routes.ts';
import { createBrandAdvertisersService } from './modules/brand-advertisers/brand-advertisers.service.ts';
import { brandRoutes } from './modules/brands/brands.routes.ts';
import { createBrandsService } from './modules/brands/brands.service.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { createCheckoutService } from './modules/checkout/checkout.service.ts';
import { localPaymentPages } from './modules/checkout/local-pages.routes.ts';
import { commentRoutes } from './modules/comments/comments.routes.ts';
import { createCommentsService } from './modules/comments/comments.service.ts';
import { companyRoutes } from './modules/companies/companies.routes.ts';
import { createCompaniesService } from './modules/companies/companies.service.ts';
import { createCompanyDetailService } from './modules/companies/company-detail.service.ts';
import { companySectionRoutes } from './modules/companies/company-sections.routes.ts';
import { createHttpWikipediaClient, type WikipediaClient } from './modules/companies/wikipedia.client.ts';
import { consumptionRoutes } from './modules/consumption/consumption.routes.ts';
import { createConsumptionService } from './modules/consumption/consumption.service.ts';
import { contactRoutes } from './modules/contacts/contacts.routes.ts';
import { createContactsService } from './modules/contacts/contacts.service.ts';
import { creativityRoutes } from './modules/creativity/creativity.routes.ts';
import { createCreativityService } from './modules/creativity/creativity.service.ts';
import { createExportAllowanceService } from './modules/exports/export-allowance.service.ts';
import { exportRoutes } from './modules/exports/exports.routes.ts';
import { createExportsService } from './modules/exports/exports.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { homeRoutes } from './modules/home/home.routes.ts';
import { mailerExportRoutes } from './modules/mailer-export/mailer-export.routes.ts';
import { createMailerExportService } from './modules/mailer-export/mailer-export.service.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { newsRoutes } from './modules/news/news.routes.ts';
import { createNewsService } from './modules/news/news.service.ts';
import { pitchScoreRoutes } from './modules/pitch-scores/pitch-scores.routes.ts';
import { createPitchScoresService } from './modules/pitch-scores/pitch-scores.service.ts';
import { pitchRoutes } from './modules/pitches/pitches.routes.ts';
import { createPitchesService } from './modules/pitches/pitches.service.ts';
import { planRoutes } from './modules/plans/plans.routes.ts';
import { createPlansService } from './modules/plans/plans.service.ts';
import { referenceListRoutes } from './modules/reference-lists/reference-lists.routes.ts';
import { createReferenceListsService } from './modules/reference-lists/reference-lists.service.ts';
import { createResultsLimit } from './modules/results-limit/results-limit.ts';
import { savedSearchRoutes } from './modules/saved-searches/saved-searches.routes.ts';
import { createSavedSearchesService } from './modules/saved-searches/saved-searches.service.ts';
import type { RecordOpen } from './modules/search/record-open.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { createSearchService } from './modules/search/search.service.ts';
import { settingRoutes } from './modules/settings/settings.routes.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { createSubscriptionInfoService } from './modules/subscriptions/subscription-info.service.ts';
import { subscriptionRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { createSubscriptionsService } from './modules/subscriptions/subscriptions.service.ts';
import { tagRoutes } from './modules/tags/tags.routes.ts';
import { createTagsService } from './modules/tags/tags.service.ts';
import { tenantRoutes } from './modules/tenants/tenants.routes.ts';
import { createTenantsService } from './modules/tenants/tenants.service.ts';
import { accountSecurityRoutes } from './modules/users/account-security.routes.ts';
import { createAccountSecurityService } from './modules/users/account-security.service.ts';
import { twoFactorRoutes } from './modules/users/two-factor.routes.ts';
import { createTwoFactorService } from './modules/users/two-factor.service.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { workRelationRoutes } from './modules/work-relations/work-relations.routes.ts';
import { createWorkRelationsService } from './modules/work-relations/work-relations.service.ts';
import { createAuthCache } from './platform/auth/auth-cache.ts';
import { registerAuthHooks } from './platform/auth/auth-hooks.ts';
import { createPasswordHasher } from './platform/auth/password-hasher.ts';
import { createSecretBox } from './platform/auth/secret-box.ts';
import type { Config } from './platform/config.ts';
import type { Databases } from './platform/database/databases.ts';
import { registerErrorHandling } from './platform/errors/error-handler.ts';
import { createFeatureGate } from './platform/http/feature-gate.ts';
import { withLogRedaction } from './platform/http/log-redaction.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { hasWebBuild, registerStaticWeb } from './platform/http/static-web.ts';
import type { JobQueue } from './platform/jobs/job-queue.ts';
import { devMailboxRoutes } from './platform/mail/dev-mailbox.routes.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { createCompanionMailer } from './platform/mailer/companion-mailer.client.ts';
import { registerObservability } from './platform/observability/observability.ts';
import { createPaymentProvider } from './platform/payments/create-payment-provider.ts';
import { APP_VERSION } from './platform/version.ts';

export interface AppOptions {
  config: Config;
  databases: Databases;
  logger?: FastifyServerOptions['logger'];
  /** Directory of the built web app; served when it holds an index.html. */
  webDist?: string;
  /** Credit consumption when a company or contact detail opens; default: the credits service. */
  recordOpen?: RecordOpen;
  wikipedia?: WikipediaClient;
  /** The background-job queue, for services that enqueue work; its workers start in server.ts. */
  jobs?: JobQueue;
  /** Sees every route as it registers, before any plugin; the route-inventory test lists them. */
  onRoute?: (route: RouteOptions) => void;
}

const BODY_LIMIT_BYTES = 1_048_576;

/** Builds the HTTP application: the composition root of services and routes. Used by tests too. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withLogRedaction(options.logger ?? false),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: true,
    requestIdHeader: REQUEST_ID_HEADER,
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
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
  const authCache = createAuthCache({ databases, ttlMs: config.AUTH_CACHE_MS });
  app.addHook('onClose', () => authCache.close());
  registerAuthHooks(app, { databases, cache: authCache });
  registerObservability(app, {
    databases,
    jobs: options.jobs,
    metricsToken: config.METRICS_TOKEN,
    slowQueryMs: config.SLOW_QUERY_MS,
  });

  const mailer = createMailer({
    core: databases.core,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    log: app.log,
    pollIntervalMs: config.MAIL_POLL_INTERVAL_MS,
  });
  app.addHook('onClose', () => mailer.close());
  const flagOverrides =
    config.NODE_ENV === 'production' ? {} : parseFlagOverrides(config.FEATURE_FLAGS_OVERRIDE);
  const flags = createFeatureGate({ core: databases.core, overrides: flagOverrides });
  const tenants = createTenantsService(databases.core);
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  const secretBox = createSecretBox(config.SECRET_KEY);
  const users = createUsersService({ core: databases.core, secretBox });
  const hasher = createPasswordHasher();
  const accountSecurity = createAccountSecurityService({ core: databases.core, hasher });
  const twoFactor = createTwoFactorService({
    core: databases.core,
    secretBox,
    accountSecurity,
    adminRequired: config.ADMIN_2FA_REQUIRED,
  });
  const auth = createAuthService({
    core: databases.core,
    hasher,
    mailer,
    users,
    twoFactor,
    settings: {
      publicUrl,
      sessionTtlHours: config.SESSION_TTL_HOURS,
      sessionIdleHours: config.SESSION_IDLE_HOURS,
      throttleWindowSeconds: config.LOGIN_THROTTLE_WINDOW_SECONDS,
      throttleMaxFailures: config.LOGIN_THROTTLE_MAX_FAILURES,
      flagOverrides,
      adminTwoFactorRequired: config.ADMIN_2FA_REQUIRED,
    },
  });
  const consumption = createConsumptionService(databases.core);
  const subscriptions = createSubscriptionsService(databases.core);
  const billing = {
    plans: createPlansService(databases.core),
    consumption,
    subscriptionInfo: createSubscriptionInfoService({ core: databases.core, consumption }),
    checkout: createCheckoutService({
      core: databases.core,
      provider: createPaymentProvider(config, databases.core, publicUrl),
      subscriptions,
      publicUrl,
    }),
  };
  const opens = options.recordOpen ?? consumption;
  const imports = createAdminImportService({ databases, log: app.log });
  app.addHook('onClose', () => imports.idle());
  const wikipedia = options.wikipedia ?? createHttpWikipediaClient({ baseUrl: config.WIKIPEDIA_API_URL });
  const companyDetail = createCompanyDetailService({ wikipedia, opens });
  const resultsLimit = createResultsLimit(databases.core);
  const frontend = {
    databases,
    search: createSearchService(),
    companies: createCompaniesService({ maxResults: config.SEARCH_MAX_RESULTS, resultsLimit }),
    companyDetail,
    contacts: createContactsService({ maxResults: config.SEARCH_MAX_RESULTS, opens, resultsLimit }),
    brands: createBrandsService(),
    referenceLists: createReferenceListsService(),
  };

  await app.register(healthRoutes, { checkDatabase: () => databases.ping(), version: APP_VERSION });
  if (config.NODE_ENV !== 'production') await app.register(devMailboxRoutes, { core: databases.core });
  await app.register(localPaymentPages, { core: databases.core, subscriptions });
  await app.register(
    async (api) => {
      await api.register(tenantRoutes, { tenants, canSeeHidden: (request) => request.ctx.isAdmin });
      await api.register(mediaRoutes, { databases });
      await api.register(authRoutes, { auth, rateLimitPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE });
      await api.register(userRoutes, { users });
      await api.register(accountSecurityRoutes, {
        accountSecurity,
        rateLimitPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
      });
      await api.register(twoFactorRoutes, {
        twoFactor,
        rateLimitPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
      });
      await api.register(adminUserRoutes, { users });
      await api.register(settingRoutes, { settings: createSettingsService() });
      await api.register(planRoutes, billing);
      await api.register(subscriptionRoutes, billing);
      await api.register(consumptionRoutes, billing);
      await api.register(checkoutRoutes, billing);
      await api.register(adminCustomerRoutes, {
        customers: createAdminCustomersService({ core: databases.core, users, auth, hasher }),
      });
      await api.register(adminTenantRoutes, { tenants: createAdminTenantsService(databases.core) });
      await api.register(adminReferenceListRoutes, {
        referenceLists: createAdminReferenceListsService(databases),
      });
      await api.register(adminRecordRoutes, { records: createAdminRecordsService(databases) });
      await api.register(adminLookupRoutes);
      await api.register(adminPlanRoutes, { plans: createAdminPlansService(databases.core) });
      await api.register(adminUsageRoutes, { usage: createAdminUsageService(databases) });
      await api.register(adminImportRoutes, { imports });
      await api.register(auditRoutes, { core: databases.core });
    },
    { prefix: '/api/v1' },
  );
  const pitches = createPitchesService();
  const creativity = createCreativityService();
  const pitchScores = createPitchScoresService({
    tenantDb: (tenant) => databases.tenant(tenant),
    sendJob: options.jobs
      ? (name, data, sendOptions) => (options.jobs as JobQueue).send(name, data, sendOptions)
      : undefined,
  });
  const exportAllowance = createExportAllowanceService(databases.core);
  const exports = createExportsService({ allowance: exportAllowance, log: app.log });
  const mailerExport = createMailerExportService({
    core: databases.core,
    secretBox,
    mailer: createCompanionMailer({ baseUrl: config.MAILER_URL, timeoutMs: config.MAILER_TIMEOUT_MS }),
  });
  await app.register(
    async (api) => {
      await api.register(searchRoutes, frontend);
      await api.register(exportRoutes, { exports, allowance: exportAllowance });
      await api.register(mailerExportRoutes, { mailerExport });
      await api.register(companyRoutes, frontend);
      await api.register(companySectionRoutes, frontend);
      await api.register(contactRoutes, frontend);
      await api.register(brandRoutes, frontend);
      await api.register(referenceListRoutes, frontend);
      await api.register(newsRoutes, { news: createNewsService() });
      await api.register(pitchRoutes, { pitches });
      await api.register(pitchScoreRoutes, { pitchScores });
      await api.register(workRelationRoutes, { workRelations: createWorkRelationsService() });
      await api.register(creativityRoutes, { creativity });
      await api.register(homeRoutes, { pitches, creativity });
      await api.register(brandAdvertiserRoutes, { brandAdvertisers: createBrandAdvertisersService() });
      await api.register(tagRoutes, { tags: createTagsService() });
      await api.register(commentRoutes, { comments: createCommentsService({ flags }) });
      await api.register(savedSearchRoutes, { savedSearches: createSavedSearchesService({ flags }) });
    },
    { prefix: FRONTEND_API_BASE },
  );

  return app;
}
