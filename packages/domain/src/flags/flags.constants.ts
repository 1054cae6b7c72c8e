import type { TenantId } from '../tenants/tenants.constants.ts';

export const FEATURE_FLAGS = [
  'companyInvestments',
  'investmentRounds',
  'comments',
  'collectiveAgreements',
  'ecommerce',
  'favourites',
  'contactNomination',
  'savedSearch',
  'entityNews',
  'companyFinancials',
  'jobOffers',
  'activemailer',
  'mediaPlanning',
  'pitchScores',
  'companyQuota',
  'contactQuota',
  'weeklyUpdateEmail',
  'exportContactsV2',
  'exportCompaniesV2',
  'emailAlerts',
  'atecoCode',
  'downloadContacts',
  'downloadCompanies',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Record<FeatureFlag, boolean>;

/** Flags decided by the tenant (spec data §6): the base defaults, then each tenant's changes. */
export const TENANT_FLAG_BASE: Partial<FeatureFlags> = {
  companyInvestments: true,
  comments: true,
  atecoCode: true,
  companyFinancials: true,
  investmentRounds: true,
  collectiveAgreements: false,
  entityNews: false,
  jobOffers: false,
  contactNomination: true,
  savedSearch: true,
  mediaPlanning: true,
  exportContactsV2: true,
  exportCompaniesV2: true,
};

export const TENANT_FLAG_CHANGES: Record<TenantId, Partial<FeatureFlags>> = {
  france: { collectiveAgreements: true, entityNews: true, jobOffers: true },
  italy: { entityNews: true, jobOffers: true },
  spain: { atecoCode: false },
  mexico: { atecoCode: false },
  germany: { atecoCode: false },
  uk: { atecoCode: false, investmentRounds: false },
  portugal: {},
};

/**
 * Flags that also need a scope of the user: the flag is on only when the tenant allows it
 * (default on) and the user holds the scope.
 */
export const FLAG_REQUIRED_SCOPE: Partial<Record<FeatureFlag, string>> = {
  comments: 'comments',
  ecommerce: 'ecommerce',
  favourites: 'favourites',
  activemailer: 'activemailer',
  pitchScores: 'pitchScores',
  companyQuota: 'companyQuota',
  contactQuota: 'contactQuota',
  weeklyUpdateEmail: 'weeklyUpdateEmail',
  emailAlerts: 'emailAlerts',
  downloadContacts: 'p_contactsExport',
  downloadCompanies: 'p_companyExport',
  companyInvestments: 'companyInvestment',
};
