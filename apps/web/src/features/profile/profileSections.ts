import type { ScopeName } from '@adatlas/domain/scopes';

/**
 * The profile pages of spec access §2, each shown only with one of its scopes, and Security (issue
 * #11: sessions, password, two-factor sign-in) and API keys (issue #33), which every signed-in
 * user has.
 */
export const PROFILE_SECTIONS = [
  { key: 'basic-info', titleKey: 'PROFILE.MENU.BASIC_INFO', scopes: ['ecommerce'] },
  { key: 'billing-info', titleKey: 'PROFILE.MENU.BILLING_INFO', scopes: ['ecommerce'] },
  { key: 'subscription-info', titleKey: 'PROFILE.MENU.SUBSCRIPTION', scopes: ['ecommerce'] },
  { key: 'quotas', titleKey: 'PROFILE.MENU.QUOTAS', scopes: ['companyQuota', 'contactQuota'] },
  { key: 'mailer-integration', titleKey: 'PROFILE.MENU.MAILER_INTEGRATION', scopes: ['activemailer'] },
  // Beside the mailer: the page says so when the licence lacks the Crm plugin (issue #34).
  { key: 'crm', titleKey: 'CRM.TITLE', scopes: ['contact'] },
  // The page holds the weekly update (weeklyUpdateEmail) and the e-mail alerts (emailAlerts) blocks.
  {
    key: 'communications',
    titleKey: 'PROFILE.MENU.COMMUNICATIONS',
    scopes: ['weeklyUpdateEmail', 'emailAlerts'],
  },
  { key: 'security', titleKey: 'PROFILE.MENU.SECURITY', scopes: [] },
  // Every user: a licence without the Api plugin is told so there (issue #33).
  { key: 'api-keys', titleKey: 'PROFILE.MENU.API_KEYS', scopes: [] },
  // Beside the keys, with the same rule: the page says so when the licence lacks the Api plugin.
  { key: 'webhooks', titleKey: 'WEBHOOKS.TITLE', scopes: [] },
] as const satisfies readonly { key: string; titleKey: string; scopes: readonly ScopeName[] }[];

export type ProfileSectionKey = (typeof PROFILE_SECTIONS)[number]['key'];
