import type { AlertFrequency } from '../alerts/alerts.constants.ts';
import { hasScope } from '../scopes/scopes.rules.ts';
import { SAVED_SEARCH_URL_PARAMS, type SavedSearchType } from './saved-searches.constants.ts';

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The period an alert run belongs to (UTC): its day, or the Monday of its week. One mail per
 * saved search and period, however many processes or reruns.
 */
export function savedSearchAlertPeriod(frequency: AlertFrequency, now: Date): string {
  if (frequency === 'daily') return `day:${isoDay(now)}`;
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return `week:${isoDay(new Date(now.getTime() - daysSinceMonday * DAY_MS))}`;
}

/** The list page of each kind of saved search. */
export const SAVED_SEARCH_LIST_PATHS: Record<SavedSearchType, string> = {
  company: '/companies',
  contact: '/contacts',
  pitch: '/pitch',
  pitchScore: '/pitch-scores',
};

/**
 * The list opened on the saved search, showing the records that entered it after sync `since`
 * (up to `until`: a mail's link keeps showing that mail's records after later syncs).
 */
export function savedSearchNewPath(
  type: SavedSearchType,
  id: number,
  range: { since: number; until?: number },
): string {
  const { savedSearch, newSince, newUntil } = SAVED_SEARCH_URL_PARAMS;
  const until = range.until === undefined ? '' : `&${newUntil}=${range.until}`;
  return `${SAVED_SEARCH_LIST_PATHS[type]}?${savedSearch}=${id}&${newSince}=${range.since}${until}`;
}

/** Alert mails are the licence's e-mail alerts (scope emailAlerts); administrators have them all. */
export function mayFollowSavedSearches(viewer: { isAdmin: boolean; scopes: readonly string[] }): boolean {
  return viewer.isAdmin || hasScope(viewer.scopes, 'emailAlerts');
}
