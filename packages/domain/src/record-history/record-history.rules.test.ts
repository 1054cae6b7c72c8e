import { describe, expect, it } from 'vitest';
import {
  freshnessOf,
  historyKindsFor,
  lastUpdatedAt,
  redactHistoryEntry,
  relativeTimeOf,
} from './record-history.rules.ts';

const now = new Date('2026-11-27T12:00:00Z');

describe('redactHistoryEntry', () => {
  const email = { recordKind: 'contact', field: 'email', before: 'a@x.it', after: 'b@x.it' };

  it('keeps the field name and drops the values of a private field until revealed', () => {
    expect(redactHistoryEntry(email, false)).toEqual({ ...email, before: null, after: null, hidden: true });
    expect(redactHistoryEntry(email, true)).toEqual({ ...email, hidden: false });
  });

  it('leaves public fields and company fields as they are', () => {
    const title = { recordKind: 'contact', field: 'title', before: 'CMO', after: 'CEO' };
    const companyEmail = { recordKind: 'company', field: 'email', before: 'a@x.it', after: 'b@x.it' };
    expect(redactHistoryEntry(title, false).after).toBe('CEO');
    expect(redactHistoryEntry(companyEmail, false).after).toBe('b@x.it');
  });
});

describe('historyKindsFor', () => {
  it('drops contact events without the contact scope and pitches without the pitch scope', () => {
    const kinds = historyKindsFor({ contact: false, pitch: false });
    expect(kinds).toContain('field_change');
    expect(kinds).toContain('new_creative');
    expect(kinds).not.toContain('new_contact');
    expect(kinds).not.toContain('function_change');
    expect(kinds).not.toContain('new_pitch');
    expect(historyKindsFor({ contact: true, pitch: true })).toHaveLength(8);
  });
});

describe('freshness', () => {
  it('takes the later of the change and the verification', () => {
    expect(lastUpdatedAt('2026-01-01T00:00:00Z', null).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(lastUpdatedAt('2026-01-01T00:00:00Z', '2026-03-01T00:00:00Z').toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
    expect(lastUpdatedAt('2026-05-01T00:00:00Z', '2026-03-01T00:00:00Z').toISOString()).toBe(
      '2026-05-01T00:00:00.000Z',
    );
  });

  it('marks a record fresh within 30 days, ageing within a year, stale beyond', () => {
    expect(freshnessOf('2026-11-20T12:00:00Z', now)).toBe('fresh');
    expect(freshnessOf('2026-06-01T12:00:00Z', now)).toBe('ageing');
    expect(freshnessOf('2024-06-01T12:00:00Z', now)).toBe('stale');
  });

  it('says how long ago in the largest whole unit', () => {
    expect(relativeTimeOf('2026-11-24T12:00:00Z', now)).toEqual({ value: -3, unit: 'day' });
    expect(relativeTimeOf('2026-11-27T11:58:00Z', now)).toEqual({ value: -2, unit: 'minute' });
    expect(relativeTimeOf('2025-10-27T12:00:00Z', now)).toEqual({ value: -1, unit: 'year' });
    expect(relativeTimeOf(now, now)).toEqual({ value: 0, unit: 'second' });
  });
});
