import { describe, expect, it } from 'vitest';
import { ALERT_EVENTS } from './alerts.constants.ts';
import {
  compactFollowedEvents,
  followAction,
  followedEvents,
  groupDigestEvents,
  resolveAlertPreferences,
  toggleFollow,
} from './alerts.rules.ts';

describe('resolveAlertPreferences', () => {
  it('defaults to enabled and weekly', () => {
    expect(resolveAlertPreferences([])).toEqual({ enabled: true, frequency: 'weekly' });
  });
  it('reads the stored values and ignores malformed ones', () => {
    expect(
      resolveAlertPreferences([
        { key: 'email-alerts.general.enabled', data: { value: false } },
        { key: 'email-alerts.general.frequency', data: { value: 'daily' } },
      ]),
    ).toEqual({ enabled: false, frequency: 'daily' });
    expect(
      resolveAlertPreferences([{ key: 'email-alerts.general.frequency', data: { value: 'hourly' } }])
        .frequency,
    ).toBe('weekly');
  });
});

describe('followed events', () => {
  it('reads the true entries in catalogue order', () => {
    expect(
      followedEvents({ events: { new_pitch: true, new_contact: true, bogus: true, contact_change: false } }),
    ).toEqual(['new_contact', 'new_pitch']);
    expect(followedEvents({})).toEqual([]);
  });
  it('stores only the true entries', () => {
    expect(compactFollowedEvents({ new_pitch: true, new_contact: false })).toEqual({ new_pitch: true });
  });
});

describe('followAction', () => {
  it('creates, updates, deletes or does nothing', () => {
    expect(followAction(null, ['new_pitch'])).toBe('create');
    expect(followAction(null, [])).toBe('none');
    expect(followAction(['new_pitch'], ['new_pitch', 'new_contact'])).toBe('update');
    expect(followAction(['new_pitch'], [])).toBe('delete');
    expect(followAction(['new_pitch', 'new_contact'], ['new_contact', 'new_pitch'])).toBe('none');
  });
  it('toggles between all six and none', () => {
    expect(toggleFollow(null)).toEqual([...ALERT_EVENTS]);
    expect(toggleFollow(['new_pitch'])).toEqual([]);
  });
});

describe('groupDigestEvents', () => {
  it('groups by company, companies by name, events by id', () => {
    const event = (id: number, companyId: number, companyName: string) => ({
      id,
      companyId,
      companyName,
      event: 'new_pitch' as const,
      label: null,
    });
    const groups = groupDigestEvents([
      event(3, 2, 'Barilla'),
      event(1, 1, 'Ferrero'),
      event(2, 2, 'Barilla'),
    ]);
    expect(groups.map((g) => [g.companyName, g.events.map((e) => e.id)])).toEqual([
      ['Barilla', [2, 3]],
      ['Ferrero', [1]],
    ]);
  });
});
