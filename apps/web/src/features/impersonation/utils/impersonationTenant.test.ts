import { describe, expect, it } from 'vitest';
import { impersonationTenant } from './impersonationTenant.ts';

const NOW = new Date('2026-06-01T00:00:00Z');
const LIVE = NOW.getTime() / 1000 + 3600;
const PAST = NOW.getTime() / 1000;

describe('impersonationTenant', () => {
  it("keeps the admin's country when the user's licence is live there", () => {
    const tenants = [
      { tenant: 'italy', exp: LIVE },
      { tenant: 'france', exp: LIVE },
    ] as const;
    expect(impersonationTenant(tenants, 'france', NOW)).toBe('france');
  });

  it("takes the user's first live country otherwise, skipping the expired ones", () => {
    const tenants = [
      { tenant: 'italy', exp: PAST },
      { tenant: 'spain', exp: LIVE },
      { tenant: 'france', exp: LIVE },
    ] as const;
    expect(impersonationTenant(tenants, 'uk', NOW)).toBe('spain');
    expect(impersonationTenant(tenants, 'italy', NOW)).toBe('spain');
  });

  it('finds none without a live licence', () => {
    expect(impersonationTenant([{ tenant: 'italy', exp: PAST }], 'italy', NOW)).toBeNull();
    expect(impersonationTenant([], 'italy', NOW)).toBeNull();
  });
});
