import { parseFlagOverrides } from '@adatlas/domain/flags';
import type { AppOptions } from '../app.ts';
import { adminCustomerRoutes } from '../modules/admin-customers/admin-customers.routes.ts';
import { createAdminCustomersService } from '../modules/admin-customers/admin-customers.service.ts';
import { adminImportRoutes } from '../modules/admin-import/admin-import.routes.ts';
import { createAdminImportService } from '../modules/admin-import/admin-import.service.ts';
import { adminPlanRoutes } from '../modules/admin-plans/admin-plans.routes.ts';
import { createAdminPlansService } from '../modules/admin-plans/admin-plans.service.ts';
import { adminLookupRoutes } from '../modules/admin-records/admin-lookups.routes.ts';
import { adminRecordRoutes } from '../modules/admin-records/admin-records.routes.ts';
import { createAdminRecordsService } from '../modules/admin-records/admin-records.service.ts';
import { adminReferenceListRoutes } from '../modules/admin-reference-lists/admin-reference-lists.routes.ts';
import { createAdminReferenceListsService } from '../modules/admin-reference-lists/admin-reference-lists.service.ts';
import { adminTenantRoutes } from '../modules/admin-tenants/admin-tenants.routes.ts';
import { createAdminTenantsService } from '../modules/admin-tenants/admin-tenants.service.ts';
import { adminUsageRoutes } from '../modules/admin-usage/admin-usage.routes.ts';
import { createAdminUsageService } from '../modules/admin-usage/admin-usage.service.ts';
import { adminUserRoutes } from '../modules/admin-users/admin-users.routes.ts';
import { auditRoutes } from '../modules/audit/audit.routes.ts';
import { createAuditService } from '../modules/audit/audit.service.ts';
import { authRoutes } from '../modules/auth/auth.routes.ts';
import { createAuthService } from '../modules/auth/auth.service.ts';
import { checkoutRoutes } from '../modules/checkout/checkout.routes.ts';
import { createCheckoutService } from '../modules/checkout/checkout.service.ts';
import { localPaymentPages } from '../modules/checkout/local-pages.routes.ts';
import { createLocalPaymentPagesService } from '../modules/checkout/local-pages.service.ts';
import { consumptionRoutes } from '../modules/consumption/consumption.routes.ts';
import { createConsumptionService } from '../modules/consumption/consumption.service.ts';
import { loginThrottleRoutes } from '../modules/login-throttles/login-throttles.routes.ts';
import { createLoginThrottlesService } from '../modules/login-throttles/login-throttles.service.ts';
import { mediaRoutes } from '../modules/media/media.routes.ts';
import { createMediaService } from '../modules/media/media.service.ts';
import { createMediaLinks, type MediaLinks } from '../modules/media/media-links.ts';
import { planRoutes } from '../modules/plans/plans.routes.ts';
import { createPlansService } from '../modules/plans/plans.service.ts';
import { settingRoutes } from '../modules/settings/settings.routes.ts';
import { createSettingsService } from '../modules/settings/settings.service.ts';
import { createSubscriptionInfoService } from '../modules/subscriptions/subscription-info.service.ts';
import { subscriptionRoutes } from '../modules/subscriptions/subscriptions.routes.ts';
import { createSubscriptionsService } from '../modules/subscriptions/subscriptions.service.ts';
import { tenantRoutes } from '../modules/tenants/tenants.routes.ts';
import { createTenantsService } from '../modules/tenants/tenants.service.ts';
import { unsubscribeRoutes } from '../modules/unsubscribe/unsubscribe.routes.ts';
import { createUnsubscribeService } from '../modules/unsubscribe/unsubscribe.service.ts';
import { createUnsubscribeLinks } from '../modules/unsubscribe/unsubscribe-links.ts';
import { accountSecurityRoutes } from '../modules/users/account-security.routes.ts';
import { createAccountSecurityService } from '../modules/users/account-security.service.ts';
import { twoFactorRoutes } from '../modules/users/two-factor.routes.ts';
import { createTwoFactorService } from '../modules/users/two-factor.service.ts';
import { userRoutes } from '../modules/users/users.routes.ts';
import { createUsersService } from '../modules/users/users.service.ts';
import { createPasswordHasher } from '../platform/auth/password-hasher.ts';
import { createSecretBox } from '../platform/auth/secret-box.ts';
import { createFeatureGate } from '../platform/http/feature-gate.ts';
import { devMailboxRoutes } from '../platform/mail/dev-mailbox.routes.ts';
import { createDevMailboxService } from '../platform/mail/dev-mailbox.service.ts';
import { createMailer } from '../platform/mail/mailer.ts';
import { createPaymentProvider } from '../platform/payments/create-payment-provider.ts';
import type { App } from './http-platform.ts';

/** The account-side services the data API also needs. */
export interface AccountServices {
  secretBox: ReturnType<typeof createSecretBox>;
  flags: ReturnType<typeof createFeatureGate>;
  consumption: ReturnType<typeof createConsumptionService>;
  mediaLinks: MediaLinks;
}

/**
 * Accounts, sessions, subscriptions and credits, and the back office: their services and the
 * `/api/v1` routes (plus the dev mailbox and the local payment pages).
 */
export async function registerAccountApi(app: App, options: AppOptions): Promise<AccountServices> {
  const { config, databases } = options;
  const core = databases.core;
  const mailer = createMailer({
    core,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    log: app.log,
    pollIntervalMs: config.MAIL_POLL_INTERVAL_MS,
  });
  app.addHook('onClose', () => mailer.close());
  const flagOverrides =
    config.NODE_ENV === 'production' ? {} : parseFlagOverrides(config.FEATURE_FLAGS_OVERRIDE);
  const flags = createFeatureGate({ core, overrides: flagOverrides });
  const tenants = createTenantsService(core);
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  const secretBox = createSecretBox(config.SECRET_KEY);
  const mediaLinks = createMediaLinks(config.SECRET_KEY);
  const users = createUsersService({ core, secretBox });
  const hasher = createPasswordHasher();
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
    log: app.log,
  });
  app.addHook('onClose', () => auth.idle());
  const consumption = createConsumptionService(core);
  const subscriptions = createSubscriptionsService(core);
  const billing = {
    plans: createPlansService(core),
    consumption,
    subscriptionInfo: createSubscriptionInfoService({ core, consumption }),
    checkout: createCheckoutService({
      core,
      provider: createPaymentProvider(config, core, publicUrl),
      subscriptions,
      publicUrl,
    }),
  };
  const imports = createAdminImportService({ databases, log: app.log });
  app.addHook('onClose', () => imports.idle());

  if (config.NODE_ENV !== 'production') {
    await app.register(devMailboxRoutes, { mailbox: createDevMailboxService(core) });
  }
  await app.register(localPaymentPages, {
    localPages: createLocalPaymentPagesService({ core, subscriptions }),
  });
  await app.register(unsubscribeRoutes, {
    unsubscribe: createUnsubscribeService({
      databases,
      links: createUnsubscribeLinks({ secretKey: config.SECRET_KEY, publicUrl }),
    }),
  });
  await app.register(
    async (api) => {
      await api.register(tenantRoutes, { tenants, canSeeHidden: (request) => request.ctx.isAdmin });
      await api.register(mediaRoutes, { media: createMediaService({ databases, mediaLinks }) });
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
      await api.register(loginThrottleRoutes, { throttles });
      await api.register(settingRoutes, { settings: createSettingsService() });
      await api.register(planRoutes, billing);
      await api.register(subscriptionRoutes, billing);
      await api.register(consumptionRoutes, billing);
      await api.register(checkoutRoutes, billing);
      await api.register(adminCustomerRoutes, {
        customers: createAdminCustomersService({ core, users, auth, hasher }),
      });
      await api.register(adminTenantRoutes, { tenants: createAdminTenantsService(core) });
      await api.register(adminReferenceListRoutes, {
        referenceLists: createAdminReferenceListsService(databases),
      });
      await api.register(adminRecordRoutes, { records: createAdminRecordsService(databases) });
      await api.register(adminLookupRoutes);
      await api.register(adminPlanRoutes, { plans: createAdminPlansService(core) });
      await api.register(adminUsageRoutes, { usage: createAdminUsageService(databases) });
      await api.register(adminImportRoutes, { imports });
      await api.register(auditRoutes, { audit: createAuditService(core) });
    },
    { prefix: '/api/v1' },
  );
  return { secretBox, flags, consumption, mediaLinks };
}
