/** Quick search and the filter name autocomplete act from this many characters (spec data §5). */
export const SEARCH_KEY_MIN_LENGTH = 3;
export const SEARCH_KEY_MAX_LENGTH = 100;
/** Items shown per group in the header dropdown. */
export const QUICK_SEARCH_GROUP_SIZE = 5;
/** Below this many direct (exact, prefix, word-prefix, compact) hits the typo-tolerant fallback runs. */
export const DIRECT_HITS_BEFORE_FALLBACK = 3;
/** Counts stop here: the client shows "10000+" when `totalIsCapped`. */
export const SEARCH_COUNT_CAP = 10_000;
/**
 * The header dropdown's "+ N results" stops lower: a 3-letter prefix matches thousands of names,
 * and counting them to 10,000 on every keystroke costs more than the whole search. The list it
 * links to counts up to SEARCH_COUNT_CAP.
 */
export const QUICK_SEARCH_COUNT_CAP = 1_000;
export const SEARCH_PAGE_SIZE_MAX = 100;
export { SORT_DIRECTIONS, type SortDirection } from '../common/common.constants.ts';
/** A facet of a flat field lists at most this many values (the most frequent), plus the chosen ones. */
export const FACET_VALUES_MAX = 50;
