import type { Licence, Me, Session } from '@adatlas/domain/auth';
import { describe, expect, it } from 'vitest';
import { changeTenant, hasLiveLicence, switchTenant } from './switchTenant.ts';

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

describe('changeTenant', () => {
  it('takes the scopes and flags the server answers for the new country, not the defaults', async () => {
    const asked: string[] = [];
    const next = await changeTenant(session('CUSTOMER'), 'france', NOW, async (tenant) => {
      asked.push(tenant);
      const flags = { ...switchTenant(session('CUSTOMER'), 'france', NOW)?.flags, jobOffers: false };
      return { tenant, scopes: ['company', 'contact'], flags: flags as Session['flags'] };
    });
    expect(asked).toEqual(['france']);
    expect(next?.tenant).toBe('france');
    expect(next?.scopes).toEqual(['company', 'contact']);
    expect(next?.flags.jobOffers).toBe(false);
    expect(next?.flags.collectiveAgreements).toBe(true);
    expect(next?.token).toBe('t');
  });

  it('asks nothing for a country the licence does not cover', async () => {
    let calls = 0;
    const next = await changeTenant(session('CUSTOMER'), 'spain', NOW, async () => {
      calls += 1;
      throw new Error('not asked');
    });
    expect(next).toBeNull();
    expect(calls).toBe(0);
  });

  it("lets the server's refusal through to the caller", async () => {
    await expect(
      changeTenant(session('CUSTOMER'), 'france', NOW, async () => {
        throw new Error('NO_RIGHTS_TO_TENANT');
      }),
    ).rejects.toThrow('NO_RIGHTS_TO_TENANT');
  });
});
