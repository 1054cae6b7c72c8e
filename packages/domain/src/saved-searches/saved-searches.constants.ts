/** The lists a search can be saved from (spec data §3 entity type constants). */
export const SAVED_SEARCH_TYPES = ['company', 'contact', 'pitch', 'pitchScore'] as const;
export type SavedSearchType = (typeof SAVED_SEARCH_TYPES)[number];

export const SAVED_SEARCH_NAME_MAX_LENGTH = 100;
/** The stored filters are a search body; this bounds what one row may hold. */
export const SAVED_SEARCH_DATA_MAX_BYTES = 20_000;
