/** The lists a search can be saved from (spec data §3 entity type constants). */
export const SAVED_SEARCH_TYPES = ['company', 'contact', 'pitch', 'pitchScore'] as const;
export type SavedSearchType = (typeof SAVED_SEARCH_TYPES)[number];

export const SAVED_SEARCH_NAME_MAX_LENGTH = 100;
/** The stored filters are a search body; this bounds what one row may hold. */
export const SAVED_SEARCH_DATA_MAX_BYTES = 20_000;

/** The lists' id filter takes at most this many: a "new since" link shows the first ones. */
export const SAVED_SEARCH_NEW_IDS_MAX = 500;
/** A mail lists this many new records by name; the link opens them all. */
export const SAVED_SEARCH_ALERT_MAIL_ITEMS = 20;
/** The URL parameters of a list opened on a saved search's new records. */
export const SAVED_SEARCH_URL_PARAMS = {
  savedSearch: 'savedSearch',
  newSince: 'newSince',
  newUntil: 'newUntil',
} as const;
