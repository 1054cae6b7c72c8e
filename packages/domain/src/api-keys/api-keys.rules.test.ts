import { describe, expect, it } from 'vitest';
import {
  apiLimitsOf,
  apiRateWindows,
  hasApiAccess,
  isApiKeyLive,
  isApiKeyToken,
  rateLimitState,
} from './api-keys.rules.ts';

const now = new Date('2026-03-31T23:59:30.500Z');

describe('isApiKeyToken', () => {
  it('tells an API key from a session token', () => {
    expect(isApiKeyToken('ada_live_abc')).toBe(true);
    expect(isApiKeyToken('abc_ada_live_')).toBe(false);
    expect(isApiKeyToken('AbCdEf0123')).toBe(false);
  });
});

describe('isApiKeyLive', () => {
  it('is live until revoked or past its expiry', () => {
    expect(isApiKeyLive({ revokedAt: null, expiresAt: null }, now)).toBe(true);
    expect(isApiKeyLive({ revokedAt: null, expiresAt: new Date(now.getTime() + 1) }, now)).toBe(true);
    expect(isApiKeyLive({ revokedAt: null, expiresAt: now }, now)).toBe(false);
    expect(isApiKeyLive({ revokedAt: now, expiresAt: null }, now)).toBe(false);
  });
});

describe('apiLimitsOf', () => {
  it('takes the plugin limits, the defaults where it has none', () => {
    expect(apiLimitsOf({ requestLimit: 500, requestsPerMinute: 5 })).toEqual({ perMinute: 5, perMonth: 500 });
    expect(apiLimitsOf({ requestLimit: null, requestsPerMinute: null })).toEqual({
      perMinute: 60,
      perMonth: 10_000,
    });
  });
});

describe('apiRateWindows', () => {
  it('is the minute and the calendar month (UTC) of the request', () => {
    expect(apiRateWindows(now)).toEqual({
      minuteStart: new Date('2026-03-31T23:59:00Z'),
      minuteEnd: new Date('2026-04-01T00:00:00Z'),
      monthStart: new Date('2026-03-01T00:00:00Z'),
      monthEnd: new Date('2026-04-01T00:00:00Z'),
    });
    expect(apiRateWindows(new Date('2026-12-15T10:00:00Z')).monthEnd).toEqual(
      new Date('2027-01-01T00:00:00Z'),
    );
  });
});

describe('rateLimitState', () => {
  const minute = { limit: 60, used: 10, endsAt: new Date('2026-03-31T23:59:45Z') };
  const month = { limit: 1000, used: 995, endsAt: new Date('2026-04-01T00:00:00Z') };

  it('reports the window with the fewest requests left', () => {
    expect(rateLimitState([minute, month], now)).toEqual({ limit: 1000, remaining: 5, resetSeconds: 30 });
    expect(rateLimitState([minute, { ...month, used: 10 }], now)).toEqual({
      limit: 60,
      remaining: 50,
      resetSeconds: 15,
    });
  });

  it('never reports fewer than 0 left nor a reset under a second', () => {
    expect(rateLimitState([{ limit: 3, used: 5, endsAt: now }], now)).toEqual({
      limit: 3,
      remaining: 0,
      resetSeconds: 1,
    });
  });

  it('on a tie reports the longer wait', () => {
    const full = { ...minute, used: 60 };
    expect(rateLimitState([full, { ...month, used: 1000 }], now).resetSeconds).toBe(30);
  });
});

describe('hasApiAccess', () => {
  const exp = Math.floor(now.getTime() / 1000) + 3600;
  it('needs a live licence entry with the Api plugin', () => {
    expect(hasApiAccess({ exp, plugins: [{ name: 'Api' }] }, now)).toBe(true);
    expect(hasApiAccess({ exp, plugins: [{ name: 'ExportContacts' }] }, now)).toBe(false);
    expect(hasApiAccess({ exp: exp - 7200, plugins: [{ name: 'Api' }] }, now)).toBe(false);
    expect(hasApiAccess(undefined, now)).toBe(false);
  });
});
