import { describe, expect, it } from 'vitest';
import type { Session } from './session.types.ts';
import { hasLiveLicence, switchTenant } from './switchTenant.ts';

const NOW = new Date('2026-06-01T00:00:00Z');
const FUTURE = NOW.getTime() / 1000 + 3600;
const PAST = NOW.getTime() / 1000 - 1;

function session(group: Session['user']['group']): Session {
  const licence = {
    tenants: [
      { tenant: 'italy' as const, exp: FUTURE, scopes: ['company', 'pitch'], profiles: [] },
      { tenant: 'france' as const, exp: FUTURE, scopes: ['company'], profiles: [] },
      { tenant: 'spain' as const, exp: PAST, scopes: ['company'], profiles: [] },
    ],
  };
  return {
    token: 't',
    expiresAt: '',
    tenant: 'italy',
    scopes: ['company', 'pitch'],
    flags: {} as Session['flags'],
    licence,
    user: {
      id: 1,
      email: 'a@b.c',
      name: null,
      surname: null,
      group,
      tags: [],
      billingInfo: null,
      overdue: false,
      licence,
    },
  };
}

describe('switchTenant', () => {
  it('takes the scopes of the new country from the licence', () => {
    const next = switchTenant(session('CUSTOMER'), 'france', NOW);
    expect(next?.tenant).toBe('france');
    expect(next?.scopes).toEqual(['company']);
    expect(next?.flags.collectiveAgreements).toBe(true);
  });

  it('refuses a country whose licence entry expired or is missing', () => {
    expect(switchTenant(session('CUSTOMER'), 'spain', NOW)).toBeNull();
    expect(switchTenant(session('CUSTOMER'), 'uk', NOW)).toBeNull();
  });

  it('lets admins work on any country with their scopes', () => {
    expect(switchTenant(session('ADMIN'), 'uk', NOW)?.scopes).toEqual(['company', 'pitch']);
  });

  it('treats the expiry second itself as past', () => {
    expect(
      hasLiveLicence(
        { tenants: [{ tenant: 'italy', exp: NOW.getTime() / 1000, scopes: [], profiles: [] }] },
        'italy',
        NOW,
      ),
    ).toBe(false);
  });
});
