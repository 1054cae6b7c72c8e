import { describe, expect, it } from 'vitest';
import { checkReachRule, decodeReachRule, encodeReachRule } from './reachRules.ts';

const now = new Date('2025-05-01T00:00:00Z');

describe('checkReachRule', () => {
  it('accepts a year from 2000 to this year with an open or ordered reach range', () => {
    expect(checkReachRule({ year: 2000 }, now).rule).toEqual({
      year: 2000,
      minReach: 0,
      maxReach: undefined,
    });
    expect(checkReachRule({ year: 2025, minReach: 10, maxReach: 10 }, now).rule).toEqual({
      year: 2025,
      minReach: 10,
      maxReach: 10,
    });
  });

  it('refuses 1999, next year, a negative min and a max below the min, naming the field', () => {
    expect(checkReachRule({ year: 1999 }, now)).toEqual({
      rule: null,
      errors: { year: 'PAGES.BRAND_ADVERTISERS.REACH_INVALID_YEAR' },
    });
    expect(checkReachRule({ year: 2026 }, now).errors).toEqual({
      year: 'PAGES.BRAND_ADVERTISERS.REACH_INVALID_YEAR',
    });
    expect(checkReachRule({ year: 2024, minReach: -1 }, now).errors).toEqual({
      minReach: 'PAGES.BRAND_ADVERTISERS.REACH_MIN_NEGATIVE',
    });
    expect(checkReachRule({ year: 2024, minReach: 5, maxReach: 4 }, now).errors).toEqual({
      maxReach: 'PAGES.BRAND_ADVERTISERS.REACH_MAX_BELOW_MIN',
    });
  });

  it('refuses a draft without a year without flagging the empty field', () => {
    expect(checkReachRule({ minReach: 3 }, now)).toEqual({ rule: null, errors: {} });
  });
});

describe('reach rules in the URL', () => {
  it('round-trips a rule and drops one that breaks the rule', () => {
    const rule = { year: 2023, minReach: 100, maxReach: undefined };
    expect(decodeReachRule(encodeReachRule(rule), now)).toEqual(rule);
    expect(decodeReachRule('2023:5:9', now)).toEqual({ year: 2023, minReach: 5, maxReach: 9 });
    expect(decodeReachRule('1999:0:', now)).toBeNull();
    expect(decodeReachRule('garbage', now)).toBeNull();
  });
});
