/** Rows per page of the news feed (infinite scroll, keyset cursor). */
export const NEWS_PAGE_SIZE = 20;
/** News snippets and creative infos are cut to this many characters. */
export const SNIPPET_MAX_CHARS = 300;
export const NEWS_TEXT_MIN_CHARS = 3;
export const NEWS_SEARCH_MODES = ['LIST', 'LIKE', 'EXACT'] as const;
export const NEWS_TAGS = ['acquisition_buyer', 'acquisition_seller'] as const;
/** The records an entity news item can be about (spec data §3). */
export const ENTITY_NEWS_TYPES = ['company', 'contact'] as const;
/** The newest entity news items one call returns; the spec names no paging for this list. */
export const ENTITY_NEWS_LIMIT = 100;

export const PITCH_STATUSES = ['ALL', 'ONGOING', 'CLOSED'] as const;
export const PITCH_SORT_KEYS = ['name', 'start_date'] as const;
export { SORT_DIRECTIONS } from '../common/common.constants.ts';
export const LIST_PAGE_SIZES = [20, 50, 100] as const;

export const PITCH_SCORE_SORT_KEYS = ['company', 'category', 'endDate', 'scope', 'score'] as const;
/** The spec's names for the same sorts (`category` maps to `pitchCategory`, …); both are accepted. */
export const PITCH_SCORE_SORT_ALIASES = {
  pitchCategory: 'category',
  latestEndDate: 'endDate',
  pitchScope: 'scope',
  pitchScore: 'score',
} as const satisfies Record<string, (typeof PITCH_SCORE_SORT_KEYS)[number]>;
export const PITCH_SCORES_PAGE_SIZE = 20;
export const PITCH_SCORE_MIN_DEFAULT = 1;

export const WORK_RELATIONS_PAGE_SIZE = 20;
export const CREA_PAGE_SIZE = 20;
export const CREA_SORT_KEYS = ['date', 'title'] as const;

export const HOME_CONTACTS_LIMIT = 50;
export const HOME_LIST_LIMIT = 20;

export const ADVERTISER_TYPES = ['META', 'GOOGLE'] as const;
export const DEFAULT_PRICE_PER_IMPRESSION = 0.007;
export const REACH_MIN_YEAR = 2000;
export const META_REACH_MULTIPLIER = 2.5;
export const META_LIBRARY_URL = 'https://www.facebook.com/ads/library/?id=';
export const GOOGLE_LIBRARY_URL = 'https://adstransparency.google.com/advertiser/';
