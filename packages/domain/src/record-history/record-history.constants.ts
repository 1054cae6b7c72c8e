/** What a History entry says happened. */
export const HISTORY_KINDS = [
  'field_change',
  'verified',
  'new_contact',
  'contact_moved',
  'contact_left',
  'function_change',
  'new_pitch',
  'new_creative',
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** The records whose page shows a History section. */
export const HISTORY_RECORDS = ['company', 'contact'] as const;
export type HistoryRecord = (typeof HISTORY_RECORDS)[number];

export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_PAGE_SIZE_MAX = 100;

/**
 * Freshness marks by the age of a record's last verification or change: fresh within a month,
 * ageing within a year, stale beyond.
 */
export const FRESHNESS_LEVELS = ['fresh', 'ageing', 'stale'] as const;
export type FreshnessLevel = (typeof FRESHNESS_LEVELS)[number];
export const FRESH_DAYS = 30;
export const AGEING_DAYS = 365;
