import type { TenantId } from '../tenants/tenants.constants.ts';

/**
 * `relevance`: the best matches of the name key first (exact, prefix, word prefix, contained), then
 * by name; without a key it is the name order. The full results page of the quick search uses it.
 */
export const COMPANY_SORT_KEYS = ['name', 'sector', 'city', 'relevance', 'modified_at'] as const;
export const FINANCIAL_KEYS = ['revenue', 'operatingResult', 'employees', 'personnelCost'] as const;
export const ACQUISITION_ROLES = ['buyer', 'seller'] as const;
export const COMPANY_FIELD_LISTS = ['city', 'province', 'region'] as const;
/** Distinct values answered by the city / province / region autocomplete. */
export const COMPANY_FIELD_LIMIT = 50;

/**
 * Company-search filters a tenant does not offer (spec data §6: spain hides other categories,
 * store number and international investment). Sending one answers VALIDATION_ERROR.
 */
export const UNAVAILABLE_COMPANY_FILTERS: Partial<Record<TenantId, readonly string[]>> = {
  spain: ['other_categories', 'store_number_from', 'store_number_to', 'international_invest'],
};

/** Nielsen rows that are identifiers or totals, not media channels: never plotted as series. */
export const NIELSEN_NON_SERIES_KEYS = ['ID NIELSEN', 'NIELSEN', 'GRAND TOTAL'] as const;
export const NIELSEN_GRAND_TOTAL_KEY = 'GRAND TOTAL';

/** Company types that have pitch and creativity tabs. */
export const PITCH_CREA_COMPANY_TYPES = ['ADV', 'ME', 'AG', 'CP'] as const;

/**
 * Networks whose figures the social-media tab shows (spec data §3 "Social media record"); the two
 * app stores publish a rating rather than followers. Migration 097 checks the same list.
 */
export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'linkedin',
  'x',
  'youtube',
  'tiktok',
  'app_store',
  'google_play',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const APP_STORE_NETWORKS: readonly SocialNetwork[] = ['app_store', 'google_play'];

/**
 * Company sections the detail page probes, and every scope each needs besides `company`: a tab
 * listing records of another kind also needs that kind's licence (contacts, pitches).
 */
export const COMPANY_SECTION_SCOPES = {
  contacts: ['contact'],
  financials: [],
  jobOffers: [],
  investmentRounds: [],
  nielsen: ['companyInvestment'],
  socialMedia: [],
  brands: ['companyBrand'],
  pitch: ['companyPitch', 'pitch'],
  creativity: ['companyCrea'],
  group: [],
} as const satisfies Record<string, readonly string[]>;
export type CompanySection = keyof typeof COMPANY_SECTION_SCOPES;
export const COMPANY_SECTIONS = Object.keys(COMPANY_SECTION_SCOPES) as CompanySection[];

/** Pitches of a company listed by default on its Pitch tab. */
export const COMPANY_PITCHES_DEFAULT_LIMIT = 5;
/** The company filters whose values show counts (facets). */
export const COMPANY_FACET_FIELDS = ['main_category', 'city'] as const;
export type CompanyFacetField = (typeof COMPANY_FACET_FIELDS)[number];
