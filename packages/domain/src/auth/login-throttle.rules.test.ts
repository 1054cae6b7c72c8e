import { describe, expect, it } from 'vitest';
import { loginRetryAt, loginThrottleDelayMs } from './login-throttle.rules.ts';

const policy = { freeFailures: 3, baseDelayMs: 1_000, maxDelayMs: 60_000 };

describe('loginThrottleDelayMs', () => {
  it('waits nothing within the free failures, then doubles up to the cap', () => {
    expect([0, 1, 2].map((failures) => loginThrottleDelayMs(failures, policy))).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6].map((failures) => loginThrottleDelayMs(failures, policy))).toEqual([
      1_000, 2_000, 4_000, 8_000,
    ]);
    expect(loginThrottleDelayMs(9, policy)).toBe(60_000);
    expect(loginThrottleDelayMs(5_000, policy)).toBe(60_000);
  });
});

describe('loginRetryAt', () => {
  const last = new Date('2026-01-01T10:00:00Z');

  it('is null within the free failures or once the wait has passed', () => {
    expect(loginRetryAt(2, last, policy, last)).toBeNull();
    expect(loginRetryAt(4, last, policy, new Date(last.getTime() + 2_000))).toBeNull();
  });

  it('is the end of the wait while it runs', () => {
    expect(loginRetryAt(4, last, policy, new Date(last.getTime() + 1_999))).toEqual(
      new Date(last.getTime() + 2_000),
    );
  });
});
