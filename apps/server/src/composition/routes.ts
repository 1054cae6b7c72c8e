import { API_BASE, FRONTEND_API_BASE } from '@adatlas/domain/http';
import { adLibraryRoutes } from '../modules/ad-library/ad-library.routes.ts';
import { adLibraryMatchingRoutes } from '../modules/ad-library-matching/ad-library-matching.routes.ts';
import { adminCustomerRoutes } from '../modules/admin-customers/admin-customers.routes.ts';
import { adminImportRoutes } from '../modules/admin-import/admin-import.routes.ts';
import { adminPlanRoutes } from '../modules/admin-plans/admin-plans.routes.ts';
import { adminLookupRoutes } from '../modules/admin-records/admin-lookups.routes.ts';
import { adminRecordRoutes } from '../modules/admin-records/admin-records.routes.ts';
import { adminReferenceListRoutes } from '../modules/admin-reference-lists/admin-reference-lists.routes.ts';
import { adminTenantRoutes } from '../modules/admin-tenants/admin-tenants.routes.ts';
import { adminUsageRoutes } from '../modules/admin-usage/admin-usage.routes.ts';
import { adminUserRoutes } from '../modules/admin-users/admin-users.routes.ts';
import { adminApiKeyRoutes } from '../modules/api-keys/admin-api-keys.routes.ts';
import { apiKeyRoutes } from '../modules/api-keys/api-keys.routes.ts';
import { auditRoutes } from '../modules/audit/audit.routes.ts';
import { authRoutes } from '../modules/auth/auth.routes.ts';
import { checkoutRoutes } from '../modules/billing/checkout.routes.ts';
import { consumptionRoutes } from '../modules/billing/consumption.routes.ts';
import { localPaymentPages } from '../modules/billing/local-pages.routes.ts';
import { planRoutes } from '../modules/billing/plans.routes.ts';
import { subscriptionRoutes } from '../modules/billing/subscriptions.routes.ts';
import { brandAdvertiserRoutes } from '../modules/brand-advertisers/brand-advertisers.routes.ts';
import { brandRoutes } from '../modules/brands/brands.routes.ts';
import { commentRoutes } from '../modules/comments/comments.routes.ts';
import { companyRoutes } from '../modules/companies/companies.routes.ts';
import { companySectionRoutes } from '../modules/companies/company-sections.routes.ts';
import { contactRoutes } from '../modules/contacts/contacts.routes.ts';
import { creativityRoutes } from '../modules/creativity/creativity.routes.ts';
import { crmRoutes } from '../modules/crm/crm.routes.ts';
import { dictionaryRoutes } from '../modules/dictionaries/dictionaries.routes.ts';
import { entityNewsRoutes } from '../modules/entity-news/entity-news.routes.ts';
import { exportRoutes } from '../modules/exports/exports.routes.ts';
import { facetRoutes } from '../modules/facets/facets.routes.ts';
import { followRoutes } from '../modules/follow/follow.routes.ts';
import { healthRoutes } from '../modules/health/health.routes.ts';
import { homeRoutes } from '../modules/home/home.routes.ts';
import { inferredRelationRoutes } from '../modules/inferred-relations/inferred-relations.routes.ts';
import { listPreferencesRoutes } from '../modules/list-preferences/list-preferences.routes.ts';
import { loginThrottleRoutes } from '../modules/login-throttles/login-throttles.routes.ts';
import { mailerExportRoutes } from '../modules/mailer-export/mailer-export.routes.ts';
import { mapsRoutes } from '../modules/maps/maps.routes.ts';
import { mediaRoutes } from '../modules/media/media.routes.ts';
import { newsRoutes } from '../modules/news/news.routes.ts';
import { pitchRoutes } from '../modules/pitch/pitch.routes.ts';
import { pitchScoreRoutes } from '../modules/pitch-scores/pitch-scores.routes.ts';
import { userRoutes } from '../modules/profile/users.routes.ts';
import { recordHistoryRoutes } from '../modules/record-history/record-history.routes.ts';
import { referenceListRoutes } from '../modules/reference-lists/reference-lists.routes.ts';
import { savedSearchRoutes } from '../modules/saved-searches/saved-searches.routes.ts';
import { searchRoutes } from '../modules/search/search.routes.ts';
import { accountSecurityRoutes } from '../modules/security/account-security.routes.ts';
import { twoFactorRoutes } from '../modules/security/two-factor.routes.ts';
import { ssoRoutes } from '../modules/sso/sso.routes.ts';
import { tagRoutes } from '../modules/tags/tags.routes.ts';
import { tenantRoutes } from '../modules/tenants/tenants.routes.ts';
import { unsubscribeRoutes } from '../modules/unsubscribe/unsubscribe.routes.ts';
import { webhookRoutes } from '../modules/webhooks/webhooks.routes.ts';
import { workRelationRoutes } from '../modules/work-relations/work-relations.routes.ts';
import { isDeployed } from '../platform/config.ts';
import { devMailboxRoutes } from '../platform/mail/dev-mailbox.routes.ts';
import { APP_VERSION } from '../platform/version.ts';
import type { App } from './http-platform.ts';
import type { Services } from './services.ts';

/**
 * Every route of the application, each plugin given only the services it uses: health, the pages
 * served outside the API (dev mailbox, local payment pages, unsubscribe), the account and back-office
 * API under `/api/v1`, the fetched dictionaries and the market-data API under `/api/v1/frontend`.
 */
export async function registerRoutes(app: App, services: Services): Promise<void> {
  const s = services;
  const { config } = s;
  const authRateLimit = config.AUTH_RATE_LIMIT_PER_MINUTE;

  await app.register(healthRoutes, {
    checkDatabase: (timeoutMs) => s.databases.ping(timeoutMs),
    version: APP_VERSION,
  });
  if (!isDeployed(config.NODE_ENV)) await app.register(devMailboxRoutes, { mailbox: s.devMailbox });
  await app.register(localPaymentPages, { localPages: s.localPaymentPages });
  await app.register(unsubscribeRoutes, { unsubscribe: s.unsubscribe });

  await app.register(
    async (api) => {
      await api.register(tenantRoutes, {
        tenants: s.tenants,
        canSeeHidden: (request) => request.ctx.isAdmin,
      });
      await api.register(mediaRoutes, { media: s.media });
      await api.register(authRoutes, { auth: s.auth, rateLimitPerMinute: authRateLimit });
      await api.register(ssoRoutes, { sso: s.sso, rateLimitPerMinute: authRateLimit });
      await api.register(userRoutes, { users: s.users });
      await api.register(listPreferencesRoutes, { listPreferences: s.listPreferences });
      await api.register(accountSecurityRoutes, {
        accountSecurity: s.accountSecurity,
        rateLimitPerMinute: authRateLimit,
      });
      await api.register(twoFactorRoutes, { twoFactor: s.twoFactor, rateLimitPerMinute: authRateLimit });
      await api.register(adminUserRoutes, { users: s.users });
      await api.register(loginThrottleRoutes, { throttles: s.throttles });
      await api.register(followRoutes, { follow: s.follow });
      await api.register(planRoutes, { plans: s.plans });
      await api.register(subscriptionRoutes, { subscriptionInfo: s.subscriptionInfo });
      await api.register(consumptionRoutes, { consumption: s.consumption });
      await api.register(checkoutRoutes, { checkout: s.checkout });
      await api.register(adminCustomerRoutes, { customers: s.adminCustomers });
      await api.register(adminTenantRoutes, { tenants: s.adminTenants });
      await api.register(adminReferenceListRoutes, { referenceLists: s.adminReferenceLists });
      await api.register(adLibraryMatchingRoutes, { matching: s.adLibraryMatching });
      await api.register(inferredRelationRoutes, { inferredRelations: s.inferredRelations });
      await api.register(adminRecordRoutes, { records: s.adminRecords });
      await api.register(adminLookupRoutes);
      await api.register(adminPlanRoutes, { plans: s.adminPlans });
      await api.register(adminUsageRoutes, { usage: s.adminUsage });
      await api.register(adminImportRoutes, { imports: s.imports });
      await api.register(adLibraryRoutes, { adLibrary: s.adLibrary });
      await api.register(auditRoutes, { audit: s.audit });
      await api.register(apiKeyRoutes, { apiKeys: s.apiKeys });
      await api.register(adminApiKeyRoutes, { apiKeys: s.apiKeys });
    },
    { prefix: API_BASE },
  );

  await app.register(dictionaryRoutes, { prefix: API_BASE, dictionaries: s.dictionaries });

  await app.register(
    async (api) => {
      await api.register(searchRoutes, { search: s.search });
      await api.register(exportRoutes, { exports: s.exports, allowance: s.exportAllowance });
      await api.register(mailerExportRoutes, { mailerExport: s.mailerExport });
      await api.register(crmRoutes, { crm: s.crm });
      await api.register(companyRoutes, { companies: s.companies, companyDetail: s.companyDetail });
      await api.register(companySectionRoutes, { companyDetail: s.companyDetail });
      await api.register(contactRoutes, { contacts: s.contacts });
      await api.register(facetRoutes, { facets: s.facets });
      await api.register(recordHistoryRoutes, { recordHistory: s.recordHistory });
      await api.register(brandRoutes, { brands: s.brands });
      await api.register(referenceListRoutes, { referenceLists: s.referenceLists });
      await api.register(newsRoutes, { news: s.news });
      await api.register(mapsRoutes, {
        maps: s.maps,
        placesRateLimitPerMinute: config.PLACES_RATE_LIMIT_PER_MINUTE,
      });
      await api.register(entityNewsRoutes, { entityNews: s.entityNews });
      await api.register(pitchRoutes, { pitches: s.pitches });
      await api.register(pitchScoreRoutes, { pitchScores: s.pitchScores });
      await api.register(workRelationRoutes, { workRelations: s.workRelations });
      await api.register(creativityRoutes, { creativity: s.creativity });
      await api.register(homeRoutes, { home: s.home, pitches: s.pitches, creativity: s.creativity });
      await api.register(brandAdvertiserRoutes, { brandAdvertisers: s.brandAdvertisers });
      await api.register(tagRoutes, { tags: s.tags });
      await api.register(commentRoutes, { comments: s.comments });
      await api.register(savedSearchRoutes, { savedSearches: s.savedSearches });
      await api.register(webhookRoutes, { webhooks: s.webhooks });
    },
    { prefix: FRONTEND_API_BASE },
  );

  // Once listening, off the start-up path: tests that only inject never pay for it.
  app.addHook('onListen', (done) => {
    setImmediate(() => s.maps.warm());
    done();
  });
}
