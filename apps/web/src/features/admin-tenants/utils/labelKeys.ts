import type { FeatureFlag } from '@adatlas/domain/flags';
import type { ScopeName } from '@adatlas/domain/scopes';

/** Every scope is worded: a new scope without an entry here fails the type check. */
const SCOPE_LABEL_KEYS: Record<ScopeName, `ADMIN.SCOPE.${ScopeName}`> = {
  company: 'ADMIN.SCOPE.company',
  contact: 'ADMIN.SCOPE.contact',
  pitch: 'ADMIN.SCOPE.pitch',
  favourites: 'ADMIN.SCOPE.favourites',
  ecommerce: 'ADMIN.SCOPE.ecommerce',
  pitchScores: 'ADMIN.SCOPE.pitchScores',
  brandAdvertisers: 'ADMIN.SCOPE.brandAdvertisers',
  companyQuota: 'ADMIN.SCOPE.companyQuota',
  contactQuota: 'ADMIN.SCOPE.contactQuota',
  activemailer: 'ADMIN.SCOPE.activemailer',
  weeklyUpdateEmail: 'ADMIN.SCOPE.weeklyUpdateEmail',
  emailAlerts: 'ADMIN.SCOPE.emailAlerts',
  comments: 'ADMIN.SCOPE.comments',
  p_contactsExport: 'ADMIN.SCOPE.p_contactsExport',
  p_companyExport: 'ADMIN.SCOPE.p_companyExport',
  p_workingRelationsExport: 'ADMIN.SCOPE.p_workingRelationsExport',
  companyInvestment: 'ADMIN.SCOPE.companyInvestment',
  companyBrand: 'ADMIN.SCOPE.companyBrand',
  companyPitch: 'ADMIN.SCOPE.companyPitch',
  companyCrea: 'ADMIN.SCOPE.companyCrea',
};

/** Every country feature switch is worded: a new flag without an entry here fails the type check. */
const FEATURE_FLAG_LABEL_KEYS: Record<FeatureFlag, `ADMIN.FEATURE_FLAG.${FeatureFlag}`> = {
  companyInvestments: 'ADMIN.FEATURE_FLAG.companyInvestments',
  investmentRounds: 'ADMIN.FEATURE_FLAG.investmentRounds',
  comments: 'ADMIN.FEATURE_FLAG.comments',
  collectiveAgreements: 'ADMIN.FEATURE_FLAG.collectiveAgreements',
  ecommerce: 'ADMIN.FEATURE_FLAG.ecommerce',
  favourites: 'ADMIN.FEATURE_FLAG.favourites',
  contactNomination: 'ADMIN.FEATURE_FLAG.contactNomination',
  savedSearch: 'ADMIN.FEATURE_FLAG.savedSearch',
  entityNews: 'ADMIN.FEATURE_FLAG.entityNews',
  companyFinancials: 'ADMIN.FEATURE_FLAG.companyFinancials',
  jobOffers: 'ADMIN.FEATURE_FLAG.jobOffers',
  activemailer: 'ADMIN.FEATURE_FLAG.activemailer',
  mediaPlanning: 'ADMIN.FEATURE_FLAG.mediaPlanning',
  pitchScores: 'ADMIN.FEATURE_FLAG.pitchScores',
  companyQuota: 'ADMIN.FEATURE_FLAG.companyQuota',
  contactQuota: 'ADMIN.FEATURE_FLAG.contactQuota',
  weeklyUpdateEmail: 'ADMIN.FEATURE_FLAG.weeklyUpdateEmail',
  exportContactsV2: 'ADMIN.FEATURE_FLAG.exportContactsV2',
  exportCompaniesV2: 'ADMIN.FEATURE_FLAG.exportCompaniesV2',
  emailAlerts: 'ADMIN.FEATURE_FLAG.emailAlerts',
  atecoCode: 'ADMIN.FEATURE_FLAG.atecoCode',
  downloadContacts: 'ADMIN.FEATURE_FLAG.downloadContacts',
  downloadCompanies: 'ADMIN.FEATURE_FLAG.downloadCompanies',
};

/** The dictionary key of a licence scope's name, as the licence editor shows it. */
export function scopeLabelKey(scope: ScopeName): string {
  return SCOPE_LABEL_KEYS[scope];
}

/** The dictionary key of a country feature switch's name, as the countries panel shows it. */
export function featureFlagLabelKey(flag: FeatureFlag): string {
  return FEATURE_FLAG_LABEL_KEYS[flag];
}
