import { describe, expect, it } from 'vitest';
import { FULL_CUSTOMER_SCOPES } from '../scopes/scopes.constants.ts';
import { computeFeatureFlags, parseFlagOverrides, tenantFlagDefaults } from './flags.rules.ts';

const TENANT_ONLY = [
  'companyInvestments',
  'comments',
  'atecoCode',
  'companyFinancials',
  'investmentRounds',
  'collectiveAgreements',
  'entityNews',
  'jobOffers',
] as const;

// The table of spec data §6, one row per tenant.
const EXPECTED: Record<string, Record<(typeof TENANT_ONLY)[number], boolean>> = {
  france: {
    companyInvestments: true,
    comments: true,
    atecoCode: true,
    companyFinancials: true,
    investmentRounds: true,
    collectiveAgreements: true,
    entityNews: true,
    jobOffers: true,
  },
  italy: {
    companyInvestments: true,
    comments: true,
    atecoCode: true,
    companyFinancials: true,
    investmentRounds: true,
    collectiveAgreements: false,
    entityNews: true,
    jobOffers: true,
  },
  spain: {
    companyInvestments: true,
    comments: true,
    atecoCode: false,
    companyFinancials: true,
    investmentRounds: true,
    collectiveAgreements: false,
    entityNews: false,
    jobOffers: false,
  },
  mexico: {
    companyInvestments: true,
    comments: true,
    atecoCode: false,
    companyFinancials: true,
    investmentRounds: true,
    collectiveAgreements: false,
    entityNews: false,
    jobOffers: false,
  },
  germany: {
    companyInvestments: true,
    comments: true,
    atecoCode: false,
    companyFinancials: true,
    investmentRounds: true,
    collectiveAgreements: false,
    entityNews: false,
    jobOffers: false,
  },
  uk: {
    companyInvestments: true,
    comments: true,
    atecoCode: false,
    companyFinancials: true,
    investmentRounds: false,
    collectiveAgreements: false,
    entityNews: false,
    jobOffers: false,
  },
  portugal: {
    companyInvestments: true,
    comments: true,
    atecoCode: true,
    companyFinancials: true,
    investmentRounds: true,
    collectiveAgreements: false,
    entityNews: false,
    jobOffers: false,
  },
};

describe('tenant flag defaults', () => {
  for (const [tenant, expected] of Object.entries(EXPECTED)) {
    it(`matches the spec row for ${tenant}`, () => {
      const flags = tenantFlagDefaults(tenant as keyof typeof EXPECTED & 'italy');
      for (const flag of TENANT_ONLY) expect([flag, flags[flag]]).toEqual([flag, expected[flag]]);
    });
  }
  it('lets a stored tenant setting win over the default', () => {
    expect(tenantFlagDefaults('uk', { investmentRounds: true }).investmentRounds).toBe(true);
    expect(tenantFlagDefaults('italy', { comments: false }).comments).toBe(false);
  });
});

describe('computeFeatureFlags', () => {
  it('needs the scope for scoped flags', () => {
    const without = computeFeatureFlags({ tenant: 'italy', scopes: ['company'] });
    expect(without.favourites).toBe(false);
    expect(without.comments).toBe(false);
    const full = computeFeatureFlags({ tenant: 'italy', scopes: FULL_CUSTOMER_SCOPES });
    expect(full.favourites).toBe(true);
    expect(full.comments).toBe(true);
  });
  it('keeps a tenant-off flag off even with the scope', () => {
    const flags = computeFeatureFlags({ tenant: 'uk', scopes: FULL_CUSTOMER_SCOPES });
    expect(flags.investmentRounds).toBe(false);
    expect(flags.atecoCode).toBe(false);
  });
  it('applies overrides last', () => {
    const flags = computeFeatureFlags({
      tenant: 'uk',
      scopes: [],
      overrides: { investmentRounds: true, comments: true },
    });
    expect(flags.investmentRounds).toBe(true);
    expect(flags.comments).toBe(true);
  });
});

describe('parseFlagOverrides', () => {
  it('reads known flags and ignores the rest', () => {
    expect(parseFlagOverrides('jobOffers=true, comments=false,nope=true,atecoCode=maybe')).toEqual({
      jobOffers: true,
      comments: false,
    });
    expect(parseFlagOverrides(undefined)).toEqual({});
  });
});
