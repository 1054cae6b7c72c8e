import type { Licence, Me, Session } from '@adatlas/domain/auth';
import { describe, expect, it } from 'vitest';
import { hasLiveLicence, switchTenant } from './switchTenant.ts';

const NOW = new Date('2026-06-01T00:00:00Z');
const FUTURE = NOW.getTime() / 1000 + 3600;
const PAST = NOW.getTime() / 1000 - 1;

function entry(tenant: Licence['tenants'][number]['tenant'], exp: number, scopes: string[]) {
  return { tenant, exp, scopes, profiles: [], plugins: [] };
}

function session(group: Me['group']): Session {
  const licence: Licence = {
    tenants: [
      entry('italy', FUTURE, ['company', 'pitch']),
      entry('france', FUTURE, ['company']),
      entry('spain', PAST, ['company']),
    ],
  };
  const user = { id: 1, email: 'a@b.c', group, tags: [], licence } as unknown as Me;
  return {
    token: 't',
    expiresAt: '',
    tenant: 'italy',
    scopes: ['company', 'pitch'],
    flags: {} as Session['flags'],
    licence,
    user,
  };
}

describe('switchTenant', () => {
  it('takes the scopes of the new country from the licence and recomputes the flags', () => {
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
    expect(hasLiveLicence({ tenants: [entry('italy', NOW.getTime() / 1000, [])] }, 'italy', NOW)).toBe(false);
  });
});
