import { SORT_DIRECTIONS, type SortDirection } from '../common/common.constants.ts';

/* Brand advertisers (spec access §3, §9). */
export const ADVERTISER_TYPES = ['META', 'GOOGLE'] as const;
export type AdvertiserType = (typeof ADVERTISER_TYPES)[number];
export const DEFAULT_PRICE_PER_IMPRESSION_EUR = 0.007;
/** Meta reports people reached; each is assumed to see an ad 2.5 times. */
export const META_IMPRESSIONS_PER_REACH = 2.5;
export const BRAND_ADVERTISER_PAGE_SIZES = [20, 50, 100] as const;
export const BRAND_ADVERTISER_DEFAULT_PAGE_SIZE = 20;

/* Pitch scores, see docs/pitch-score.md. */
export const PITCH_SCORE_MAX = 100;
/** Used for a category with too few observed intervals to trust its median. */
export const PITCH_SCORE_DEFAULT_MEDIAN_MONTHS = 36;
export const PITCH_SCORE_MIN_INTERVALS = 5;
/** Floor on the median so back-to-back pitches cannot make every score 100. */
export const PITCH_SCORE_MIN_MEDIAN_MONTHS = 1;
/** The pitch-scores list hides companies scoring 0 (spec data §9: minPitchScore 1). */
export const PITCH_SCORE_LIST_MIN = 1;
/** Mean Gregorian month, so month counts do not depend on which months are crossed. */
export const AVERAGE_MONTH_MS = (365.2425 / 12) * 86_400_000;

/* News feed (spec data §4, §5). */
export const NEWS_SEARCH_MODES = ['LIST', 'LIKE', 'EXACT'] as const;
export type NewsSearchMode = (typeof NEWS_SEARCH_MODES)[number];
export const MIN_SEARCH_CHARS = 3;

/* Tags (spec data §5, §9). */
export const TAG_ALL_LIMIT = 3000;

/* Search lists (spec data §9). */
export { SORT_DIRECTIONS, type SortDirection };

export const COMPANY_SORT_KEYS = ['name', 'sector', 'city'] as const;
export const PITCH_SORT_KEYS = ['name', 'start_date'] as const;
export const PITCH_STATUSES = ['ALL', 'ONGOING', 'CLOSED'] as const;
export type PitchStatus = (typeof PITCH_STATUSES)[number];

/** The pitch-scores sort columns and the field each sorts by. */
export const PITCH_SCORE_SORT_BY = {
  company: 'company',
  category: 'pitchCategory',
  endDate: 'latestEndDate',
  scope: 'pitchScope',
  score: 'pitchScore',
} as const;
export type PitchScoreSortKey = keyof typeof PITCH_SCORE_SORT_BY;

export const DEFAULT_SORTS = {
  companies: { key: 'name', direction: 'asc' },
  contacts: { key: 'modified_at', direction: 'desc' },
  pitches: { key: 'start_date', direction: 'desc' },
  workRelations: { key: 'company', direction: 'asc' },
  pitchScores: { key: 'score', direction: 'desc' },
} as const satisfies Record<string, { key: string; direction: SortDirection }>;

export const LIST_PAGE_SIZES = {
  search: 20,
  workRelations: 20,
  pitchScores: 20,
  tagDetail: 50,
  companyPitches: 5,
  homeContacts: 50,
} as const;
export const DEFAULT_PAGE_NUM = 1;
export const SHOW_MORE_STEP = 3;
export const COMPANY_PITCHES_SHOW_MORE_STEP = 10;
/** Brand chips, sectors and tag lists show this many before a "+N" popup. */
export const CHIP_PREVIEW_LIMIT = 5;
