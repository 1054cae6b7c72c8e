import { TENANT_COUNTRY_CODE, type TenantId } from '../tenants/tenants.constants.ts';

export const AD_LIBRARY_SOURCES = ['META', 'GOOGLE'] as const;
export type AdLibrarySource = (typeof AD_LIBRARY_SOURCES)[number];

export const AD_LIBRARY_RUN_STATUSES = ['running', 'done', 'failed'] as const;
export type AdLibraryRunStatus = (typeof AD_LIBRARY_RUN_STATUSES)[number];

/** Most bad lines (or pages) a run keeps in its error report; `errors` counts all of them. */
export const AD_LIBRARY_ERROR_REPORT_MAX = 1000;
/** Runs the back office lists, newest first. */
export const AD_LIBRARY_RUNS_PAGE_SIZE = 50;

/**
 * The columns of Google's creative-stats export as its public BigQuery dataset
 * (google_ads_transparency_center.creative_stats) publishes them, flattened to one line per
 * region. Their order in a file does not matter; other columns are kept in the raw record.
 */
export const GOOGLE_CREATIVE_STATS_COLUMNS = [
  'advertiser_id',
  'creative_id',
  'advertiser_disclosed_name',
  'advertiser_legal_name',
  'region_code',
  'first_shown',
  'last_shown',
  'times_shown_lower_bound',
  'times_shown_upper_bound',
] as const;
export type GoogleCreativeStatsColumn = (typeof GOOGLE_CREATIVE_STATS_COLUMNS)[number];
/** A file without one of these cannot be read at all. */
export const GOOGLE_REQUIRED_COLUMNS: readonly GoogleCreativeStatsColumn[] = [
  'advertiser_id',
  'creative_id',
  'advertiser_disclosed_name',
  'region_code',
  'first_shown',
];

/** The EU countries, where Meta publishes every ad with its DSA payer, beneficiary and reach. */
const EU_TENANTS: readonly TenantId[] = ['italy', 'france', 'spain', 'germany', 'portugal'];

/** The region (ISO 3166-1 alpha-2, upper case) an ad library uses for a tenant's country. */
export function adLibraryRegion(tenant: TenantId): string {
  return TENANT_COUNTRY_CODE[tenant].toUpperCase();
}

/**
 * Meta's Ad Library API answers every ad (`ad_type=ALL`) only for ads delivered in the EU;
 * elsewhere it answers ads about social issues, elections or politics, whose payer is the byline.
 */
export function metaAdTypeFor(tenant: TenantId): 'ALL' | 'POLITICAL_AND_ISSUE_ADS' {
  return EU_TENANTS.includes(tenant) ? 'ALL' : 'POLITICAL_AND_ISSUE_ADS';
}
