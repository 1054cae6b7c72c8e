import { parseFlagOverrides } from '@adatlas/domain/flags';
import { createAdLibraryService } from '../modules/ad-library/ad-library.service.ts';
import { createMetaIngestion } from '../modules/ad-library/meta-ingestion.ts';
import {
  createAdLibraryMatchingService,
  resolveAdLibraryAdvertisers,
} from '../modules/ad-library-matching/ad-library-matching.service.ts';
import { createAdminCustomersService } from '../modules/admin-customers/admin-customers.service.ts';
import { createAdminImportService } from '../modules/admin-import/admin-import.service.ts';
import { createAdminPlansService } from '../modules/admin-plans/admin-plans.service.ts';
import { createAdminRecordsService } from '../modules/admin-records/admin-records.service.ts';
import { createAdminReferenceListsService } from '../modules/admin-reference-lists/admin-reference-lists.service.ts';
import { createAdminTenantsService } from '../modules/admin-tenants/admin-tenants.service.ts';
import { createAdminUsageService } from '../modules/admin-usage/admin-usage.service.ts';
import { createApiKeysService } from '../modules/api-keys/api-keys.service.ts';
import { createAuditService } from '../modules/audit/audit.service.ts';
import { createAuthService } from '../modules/auth/auth.service.ts';
import { createCheckoutService } from '../modules/billing/checkout.service.ts';
import { createConsumptionService } from '../modules/billing/consumption.service.ts';
import { createLocalPaymentPagesService } from '../modules/billing/local-pages.service.ts';
import { createPlansService } from '../modules/billing/plans.service.ts';
import { createSubscriptionInfoService } from '../modules/billing/subscription-info.service.ts';
import { createSubscriptionsService } from '../modules/billing/subscriptions.service.ts';
import { createBrandAdvertisersService } from '../modules/brand-advertisers/brand-advertisers.service.ts';
import { createBrandsService } from '../modules/brands/brands.service.ts';
import { createCommentsService } from '../modules/comments/comments.service.ts';
import { createCompaniesService } from '../modules/companies/companies.service.ts';
import { createCompanyDetailService } from '../modules/companies/company-detail.service.ts';
import { createHttpWikipediaClient } from '../modules/companies/wikipedia.client.ts';
import { createContactsService } from '../modules/contacts/contacts.service.ts';
import { createCreativityService } from '../modules/creativity/creativity.service.ts';
import { createCrmService } from '../modules/crm/crm.service.ts';
import { createCrmPushRunner } from '../modules/crm/crm-push.runner.ts';
import type { CrmSettings } from '../modules/crm/crm-settings.ts';
import { createDictionaryProvider } from '../modules/dictionaries/dictionaries-provider.factory.ts';
import { createEntitlements } from '../modules/entitlements/entitlements.service.ts';
import { createEntityNewsService } from '../modules/entity-news/entity-news.service.ts';
import { createExportAllowanceService } from '../modules/exports/export-allowance.service.ts';
import { createExportsService } from '../modules/exports/exports.service.ts';
import { createFacetsService } from '../modules/facets/facets.service.ts';
import { createFeedIngestion } from '../modules/feeds/feeds.service.ts';
import type { AlertDigestDeps } from '../modules/follow/alert-digest.ts';
import { createFollowService } from '../modules/follow/follow.service.ts';
import { createHomeService } from '../modules/home/home.service.ts';
import {
  createInferredRelationsService,
  proposeInferredRelations,
} from '../modules/inferred-relations/inferred-relations.service.ts';
import { createListPreferencesService } from '../modules/list-preferences/list-preferences.service.ts';
import { createLoginThrottlesService } from '../modules/login-throttles/login-throttles.service.ts';
import { createMailerExportService } from '../modules/mailer-export/mailer-export.service.ts';
import { createMapsService } from '../modules/maps/maps.service.ts';
import { createMapsProvider } from '../modules/maps/maps-provider.factory.ts';
import { createMediaService } from '../modules/media/media.service.ts';
import { createMediaLinks } from '../modules/media/media-links.ts';
import { createNewsService } from '../modules/news/news.service.ts';
import { createPitchesService } from '../modules/pitch/pitch.service.ts';
import { createPitchScoreRecompute } from '../modules/pitch-scores/pitch-score-recompute.ts';
import { createPitchScoresService } from '../modules/pitch-scores/pitch-scores.service.ts';
import { createUsersService } from '../modules/profile/users.service.ts';
import { createRecordHistoryService } from '../modules/record-history/record-history.service.ts';
import { createReferenceListsService } from '../modules/reference-lists/reference-lists.service.ts';
import { createResultsLimit } from '../modules/results-limit/results-limit.ts';
import { createSavedSearchWebhooks } from '../modules/saved-searches/saved-search-webhooks.ts';
import { createSavedSearchesService } from '../modules/saved-searches/saved-searches.service.ts';
import { createRecordSearches } from '../modules/search/record-searches.ts';
import { createSearchService } from '../modules/search/search.service.ts';
import { createAccountSecurityService } from '../modules/security/account-security.service.ts';
import { createTwoFactorService } from '../modules/security/two-factor.service.ts';
import { createOidcClient } from '../modules/sso/oidc.client.ts';
import { createSsoPasswordPolicy, createSsoService } from '../modules/sso/sso.service.ts';
import { createTagsService } from '../modules/tags/tags.service.ts';
import { createTenantsService } from '../modules/tenants/tenants.service.ts';
import { createUnsubscribeService } from '../modules/unsubscribe/unsubscribe.service.ts';
import { createWebhookDelivery } from '../modules/webhooks/webhook-delivery.ts';
import { createWebhooksService } from '../modules/webhooks/webhooks.service.ts';
import { createWorkRelationsService } from '../modules/work-relations/work-relations.service.ts';
import { createPasswordHasher } from '../platform/auth/password-hasher.ts';
import { createSecretBox } from '../platform/auth/secret-box.ts';
import { type Config, mayOverrideFlags } from '../platform/config.ts';
import type { Databases, TenantDb } from '../platform/database/databases.ts';
import { createTenantDataCache } from '../platform/database/tenant-data-cache.ts';
import { createFeatureGate } from '../platform/http/feature-gate.ts';
import { createDevMailboxService } from '../platform/mail/dev-mailbox.service.ts';
import { createMailer } from '../platform/mail/mailer.ts';
import { createUnsubscribeLinks } from '../platform/mail/unsubscribe-links.ts';
import { createCompanionMailer } from '../platform/mailer/companion-mailer.client.ts';
import { createPaymentProvider } from '../platform/payments/create-payment-provider.ts';
import type { ServiceOptions } from './types.ts';

/** The address users reach the app at, for links in mails and payment pages; no trailing slash. */
export function publicUrlOf(config: Config): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}

/**
 * The composition root: every service of the application, built once from the configuration and
 * the databases, then handed to `registerRoutes` (HTTP), `registerJobs` (background work) and the
 * CLI alike. Nothing here does I/O until a service is called; `close()` stops what runs on its own
 * (the mail outbox poller, the data cache, work answered before it finished).
 */
export function createServices(config: Config, databases: Databases, options: ServiceOptions) {
  const { log } = options;
  const core = databases.core;
  const publicUrl = publicUrlOf(config);

  // Platform adapters
  const mailer = createMailer({
    core,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    log,
    pollIntervalMs: config.MAIL_POLL_INTERVAL_MS,
  });
  const flagOverrides = mayOverrideFlags(config.NODE_ENV)
    ? parseFlagOverrides(config.FEATURE_FLAGS_OVERRIDE)
    : {};
  const flags = createFeatureGate({ core, overrides: flagOverrides });
  const secretBox = createSecretBox(config.SECRET_KEY);
  const mediaLinks = createMediaLinks(config.SECRET_KEY);
  const unsubscribeLinks = createUnsubscribeLinks({ secretKey: config.SECRET_KEY, publicUrl });
  const hasher = createPasswordHasher();
  const cache = createTenantDataCache({ databases, ttlMs: config.DATA_CACHE_MS });

  // Accounts and sign-in
  const users = createUsersService({ core, secretBox });
  const listPreferences = createListPreferencesService(core);
  const accountSecurity = createAccountSecurityService({ core, hasher });
  const twoFactor = createTwoFactorService({
    core,
    secretBox,
    accountSecurity,
    adminRequired: config.ADMIN_2FA_REQUIRED,
  });
  const throttles = createLoginThrottlesService(core, {
    windowSeconds: config.LOGIN_THROTTLE_WINDOW_SECONDS,
    maxFailures: config.LOGIN_THROTTLE_MAX_FAILURES,
  });
  const auth = createAuthService({
    core,
    hasher,
    mailer,
    users,
    twoFactor,
    settings: {
      publicUrl,
      sessionTtlHours: config.SESSION_TTL_HOURS,
      sessionIdleHours: config.SESSION_IDLE_HOURS,
      flagOverrides,
      adminTwoFactorRequired: config.ADMIN_2FA_REQUIRED,
    },
    throttles,
    log,
    passwordPolicy: createSsoPasswordPolicy(core),
  });
  const sso = createSsoService({
    core,
    secretBox,
    hasher,
    oidc: createOidcClient({ timeoutMs: config.SSO_TIMEOUT_MS }),
    auth,
    redirectUri: `${publicUrl}/sso/callback`,
    log,
  });

  // Plans, subscriptions and credits
  const consumption = createConsumptionService(core);
  const subscriptions = createSubscriptionsService(core);
  const checkout = createCheckoutService({
    core,
    provider: createPaymentProvider(config, core, publicUrl),
    subscriptions,
    publicUrl,
  });

  // What a caller may see is decided here once: every search and linked-record read goes through it.
  const entitlements = createEntitlements({ flags, consumption });
  const searches = createRecordSearches({ entitlements });
  const opens = options.recordOpen ?? consumption;
  const resultsLimit = createResultsLimit(core);
  const maxResults = config.SEARCH_MAX_RESULTS;

  // Market data
  const pitches = createPitchesService({ search: searches.pitch });
  const creativity = createCreativityService({ mediaLinks });
  const exportAllowance = createExportAllowanceService(core);
  const imports = createAdminImportService({ databases, log });
  // Ad-library ingestion (#35): Meta's API when a token is configured, Google's export by upload.
  // After each ingestion run: match the new advertisers, then propose agency–brand relations.
  const linkAdLibraryAds = async (tenantDb: TenantDb) => {
    await resolveAdLibraryAdvertisers(tenantDb, new Date());
    await proposeInferredRelations(tenantDb);
  };
  const metaIngestion = createMetaIngestion({
    databases,
    afterRun: linkAdLibraryAds,
    settings: config.META_ADLIB_TOKEN
      ? {
          baseUrl: config.META_ADLIB_API_URL,
          token: config.META_ADLIB_TOKEN,
          timeoutMs: config.META_ADLIB_TIMEOUT_MS,
          maxRetries: config.META_ADLIB_MAX_RETRIES,
          retryBaseMs: config.META_ADLIB_RETRY_BASE_MS,
          maxWaitMs: 15 * 60_000,
          pageSize: config.META_ADLIB_PAGE_SIZE,
          searchTerms: config.META_ADLIB_SEARCH_TERMS ?? null,
          pageIds: config.META_ADLIB_PAGE_IDS,
        }
      : null,
    log,
  });
  const adLibrary = createAdLibraryService({ meta: metaIngestion, afterRun: linkAdLibraryAds, log });
  const maps = createMapsService({ provider: createMapsProvider(config, log), core, entitlements });
  // The CRM push (#34): HubSpot always, Salesforce once a connected app is configured.
  const crmRetry = { timeoutMs: config.CRM_TIMEOUT_MS, maxRetries: config.CRM_MAX_RETRIES };
  const crmSettings: CrmSettings = {
    hubspot: { baseUrl: config.HUBSPOT_API_URL, ...crmRetry },
    salesforce:
      config.SALESFORCE_CLIENT_ID && config.SALESFORCE_CLIENT_SECRET
        ? {
            loginUrl: config.SALESFORCE_LOGIN_URL,
            clientId: config.SALESFORCE_CLIENT_ID,
            clientSecret: config.SALESFORCE_CLIENT_SECRET,
            redirectUri: `${publicUrl}/profile/crm`,
            version: config.SALESFORCE_API_VERSION,
            ...crmRetry,
          }
        : null,
  };
  const mailDeps: AlertDigestDeps = { databases, mailer, publicUrl, unsubscribe: unsubscribeLinks };

  // The public API: keys, and webhooks of follow events and saved-search matches (issue #33)
  const apiKeys = createApiKeysService(core);
  const webhookPolicy = { allowLoopback: config.WEBHOOK_ALLOW_LOOPBACK };
  const webhookDelivery = createWebhookDelivery({
    databases,
    secretBox,
    mailer,
    sendJob: (name, data, jobOptions) => {
      if (!options.jobs) throw new Error('webhook delivery needs the job queue');
      return options.jobs.send(name, data, jobOptions);
    },
    settings: {
      timeoutMs: config.WEBHOOK_TIMEOUT_MS,
      retryBaseSeconds: config.WEBHOOK_RETRY_BASE_SECONDS,
      policy: webhookPolicy,
      publicUrl,
    },
    log,
    savedSearches: createSavedSearchWebhooks({ databases, searches, entitlements, flags, log }),
  });

  return {
    config,
    databases,
    mailer,
    mailDeps,
    flags,
    entitlements,
    searches,

    tenants: createTenantsService(core),
    media: createMediaService({ databases, mediaLinks, creaTitles: creativity }),
    users,
    listPreferences,
    accountSecurity,
    twoFactor,
    throttles,
    auth,
    sso,
    follow: createFollowService(),
    devMailbox: createDevMailboxService(core),
    localPaymentPages: createLocalPaymentPagesService({ core, subscriptions }),
    unsubscribe: createUnsubscribeService({ databases, links: unsubscribeLinks }),

    plans: createPlansService(core),
    consumption,
    subscriptionInfo: createSubscriptionInfoService({ core, consumption }),
    checkout,

    adminCustomers: createAdminCustomersService({ core, users, auth, hasher }),
    adminTenants: createAdminTenantsService(core),
    adminReferenceLists: createAdminReferenceListsService(databases),
    adLibraryMatching: createAdLibraryMatchingService(databases),
    inferredRelations: createInferredRelationsService({ databases }),
    adminRecords: createAdminRecordsService(databases),
    adminPlans: createAdminPlansService(core),
    adminUsage: createAdminUsageService(databases),
    imports,
    metaIngestion,
    adLibrary,
    audit: createAuditService(core),
    apiKeys,
    webhookDelivery,
    webhooks: createWebhooksService({
      secretBox,
      hasApiAccess: apiKeys.hasApiAccess,
      deliveries: webhookDelivery,
      policy: webhookPolicy,
    }),

    dictionaries: createDictionaryProvider(config, log),
    search: createSearchService({ cache }),
    companies: createCompaniesService({ search: searches.company, maxResults, resultsLimit, cache }),
    companyDetail: createCompanyDetailService({
      wikipedia: options.wikipedia ?? createHttpWikipediaClient({ baseUrl: config.WIKIPEDIA_API_URL }),
      opens,
      cache,
      entitlements,
      mediaLinks,
    }),
    contacts: createContactsService({ search: searches.contact, maxResults, opens, resultsLimit, cache }),
    facets: createFacetsService({ searches, cache }),
    recordHistory: createRecordHistoryService({ entitlements }),
    brands: createBrandsService({ entitlements, mediaLinks }),
    referenceLists: createReferenceListsService({ cache }),
    news: createNewsService(),
    maps,
    entityNews: createEntityNewsService({ flags, entitlements }),
    pitches,
    pitchScores: createPitchScoresService({ search: searches.pitchScore }),
    pitchScoreRecompute: createPitchScoreRecompute({
      tenantDb: (tenant) => databases.tenant(tenant),
      sendJob: (name, data, jobOptions) => {
        if (!options.jobs) throw new Error('pitch-score recompute needs the job queue');
        return options.jobs.send(name, data, jobOptions);
      },
    }),
    feedIngestion: createFeedIngestion({ log: (entry) => log.warn(entry, 'news feed failed') }),
    workRelations: createWorkRelationsService({ search: searches.workRelation }),
    creativity,
    home: createHomeService(),
    brandAdvertisers: createBrandAdvertisersService(),
    exportAllowance,
    exports: createExportsService({ allowance: exportAllowance, searches, entitlements, log }),
    mailerExport: createMailerExportService({
      core,
      secretBox,
      mailer: createCompanionMailer({ baseUrl: config.MAILER_URL, timeoutMs: config.MAILER_TIMEOUT_MS }),
      searches,
    }),
    crm: createCrmService({
      core,
      secretBox,
      searches,
      entitlements,
      allowance: exportAllowance,
      settings: crmSettings,
      sendJob: (name, data) => {
        if (!options.jobs) throw new Error('the CRM push needs the job queue');
        return options.jobs.send(name, data);
      },
    }),
    crmPushRunner: createCrmPushRunner({ databases, secretBox, settings: crmSettings, log }),
    tags: createTagsService({ searches, entitlements }),
    comments: createCommentsService({ flags, entitlements }),
    savedSearches: createSavedSearchesService({ flags, searches, entitlements }),

    /** Stops what runs on its own; the HTTP app calls it on close, the CLI when it is done. */
    async close(): Promise<void> {
      await Promise.all([auth.idle(), imports.idle(), adLibrary.idle()]);
      await Promise.all([mailer.close(), cache.close()]);
    },
  };
}

export type Services = ReturnType<typeof createServices>;
