import type { Licence, Me, Session } from '@adatlas/domain/auth';
import type { TenantId } from '@adatlas/domain/tenants';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SessionContext } from './SessionContext.ts';
import { useHrMode } from './useHrMode.ts';

function HrModeProbe() {
  return <output>{useHrMode() ? 'hr' : 'standard'}</output>;
}

function entry(tenant: TenantId, profiles: string[]): Licence['tenants'][number] {
  return { tenant, exp: 4_102_444_800, scopes: ['contact'], profiles, plugins: [] };
}

/** A session in `tenant` whose user's licence (as GET /user/me returned it) is `licence`. */
function session(tenant: TenantId, licence: Licence, staleLicence: Licence = licence): Session {
  const user = { id: 1, email: 'hr@adatlas.test', group: 'CUSTOMER', tags: [], licence } as unknown as Me;
  return {
    token: 't',
    expiresAt: '',
    tenant,
    scopes: ['contact'],
    flags: {} as Session['flags'],
    licence: staleLicence,
    user,
  };
}

function modeOf(value: Session | null): string {
  return renderToStaticMarkup(
    <SessionContext value={value}>
      <HrModeProbe />
    </SessionContext>,
  );
}

describe('useHrMode', () => {
  const licence: Licence = {
    tenants: [
      entry('italy', ['hr_database']),
      entry('france', []),
      entry('spain', ['external_contact', 'x']),
    ],
  };

  it("follows the current country's licence entry", () => {
    expect(modeOf(session('italy', licence))).toBe('<output>hr</output>');
    expect(modeOf(session('spain', licence))).toBe('<output>hr</output>');
    expect(modeOf(session('france', licence))).toBe('<output>standard</output>');
  });

  it('is off when signed out, or for a country the licence does not list', () => {
    expect(modeOf(null)).toBe('<output>standard</output>');
    expect(modeOf(session('germany', licence))).toBe('<output>standard</output>');
  });

  it("reads the refreshed user's licence, not the one stored at sign-in", () => {
    const granted: Licence = { tenants: [entry('italy', ['hr_database'])] };
    const revoked: Licence = { tenants: [entry('italy', [])] };
    expect(modeOf(session('italy', granted, revoked))).toBe('<output>hr</output>');
    expect(modeOf(session('italy', revoked, granted))).toBe('<output>standard</output>');
  });
});
