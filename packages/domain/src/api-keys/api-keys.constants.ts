/** Every API key starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'ada_live_';

/** Characters of a key kept in clear to tell keys apart in lists (the prefix and a few more). */
export const API_KEY_VISIBLE_LENGTH = API_KEY_PREFIX.length + 6;

/** Live (not revoked, not expired) keys one account may hold at once. */
export const API_KEYS_MAX_LIVE = 10;

export const API_KEY_NAME_MAX_LENGTH = 80;

/** Requests per minute of one key when the licence's Api plugin does not say. */
export const API_DEFAULT_REQUESTS_PER_MINUTE = 60;

/** Requests per calendar month (UTC) of one licence, all its keys together, when the plugin does not say. */
export const API_DEFAULT_REQUESTS_PER_MONTH = 10_000;

/** Days of per-key usage shown to the customer and in the back office. */
export const API_USAGE_DAYS = 30;
