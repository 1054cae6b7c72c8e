/** The path of the dictionary overrides of one language, under the API base (`/api/v1/i18n/en`). */
export const DICTIONARY_OVERRIDES_PATH = '/i18n/:language';

/**
 * How deep a fetched dictionary may nest: the shipped ones use five levels; anything deeper is
 * dropped rather than walked, so a hostile document cannot exhaust the stack.
 */
export const MAX_DICTIONARY_DEPTH = 10;
