import { describe, expect, it } from 'vitest';
import {
  mayFollowSavedSearches,
  savedSearchAlertPeriod,
  savedSearchNewPath,
} from './saved-searches.rules.ts';

describe('savedSearchAlertPeriod', () => {
  it('is the UTC day for daily alerts', () => {
    expect(savedSearchAlertPeriod('daily', new Date('2026-11-27T23:59:59Z'))).toBe('day:2026-11-27');
    expect(savedSearchAlertPeriod('daily', new Date('2026-11-28T00:00:00Z'))).toBe('day:2026-11-28');
  });

  it('is the Monday of the UTC week for weekly alerts, Sunday included', () => {
    expect(savedSearchAlertPeriod('weekly', new Date('2026-11-23T07:00:00Z'))).toBe('week:2026-11-23');
    expect(savedSearchAlertPeriod('weekly', new Date('2026-11-29T23:00:00Z'))).toBe('week:2026-11-23');
    expect(savedSearchAlertPeriod('weekly', new Date('2026-11-30T00:00:00Z'))).toBe('week:2026-11-30');
  });
});

describe('savedSearchNewPath', () => {
  it('opens the list of the kind on the saved search from a sync number', () => {
    expect(savedSearchNewPath('contact', 12, { since: 3, until: 4 })).toBe(
      '/contacts?savedSearch=12&newSince=3&newUntil=4',
    );
    expect(savedSearchNewPath('pitch', 4, { since: 0 })).toBe('/pitch?savedSearch=4&newSince=0');
  });
});

describe('mayFollowSavedSearches', () => {
  it('needs the e-mail alerts scope, which administrators do not', () => {
    expect(mayFollowSavedSearches({ isAdmin: false, scopes: ['company', 'emailAlerts'] })).toBe(true);
    expect(mayFollowSavedSearches({ isAdmin: false, scopes: ['company'] })).toBe(false);
    expect(mayFollowSavedSearches({ isAdmin: true, scopes: [] })).toBe(true);
  });
});
