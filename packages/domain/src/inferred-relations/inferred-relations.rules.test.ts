import { describe, expect, it } from 'vitest';
import { advertiserNameKey } from '../ad-library/advertiser-name.ts';
import {
  inferRelationPairs,
  type NamedAdEvidence,
  type ResolvedAdvertiser,
} from './inferred-relations.rules.ts';

const resolved: Record<string, ResolvedAdvertiser> = {
  'Mindshare Italia S.r.l.': { companyId: 10, companyType: 'AG', brandId: null, companyBrandIds: [] },
  'Rai Pubblicità S.p.A.': { companyId: 11, companyType: 'CP', brandId: null, companyBrandIds: [70] },
  'Barilla G. e R. Fratelli S.p.A.': {
    companyId: 20,
    companyType: 'ADV',
    brandId: null,
    companyBrandIds: [1, 2],
  },
  'Mulino Bianco': { companyId: 20, companyType: 'ADV', brandId: 1, companyBrandIds: [1, 2] },
  'Ferrero S.p.A.': { companyId: 30, companyType: 'ADV', brandId: null, companyBrandIds: [3] },
  RaiPlay: { companyId: 11, companyType: 'CP', brandId: 70, companyBrandIds: [70] },
};
const byKey = new Map(Object.entries(resolved).map(([name, value]) => [advertiserNameKey(name), value]));
const resolve = (key: string) => byKey.get(key);

const ad = (overrides: Partial<NamedAdEvidence>): NamedAdEvidence => ({
  payer: 'Mindshare Italia Srl',
  beneficiary: null,
  advertiser: null,
  nAds: 1,
  reach: null,
  timesShownLower: null,
  timesShownUpper: null,
  firstShown: null,
  lastShown: null,
  ...overrides,
});

describe('inferRelationPairs', () => {
  it('pairs an agency payer with the brand named by the advertiser and sums the evidence', () => {
    const pairs = inferRelationPairs(
      [
        ad({
          beneficiary: 'Barilla G. e R. Fratelli SpA',
          advertiser: 'Mulino Bianco',
          nAds: 3,
          reach: 100,
          firstShown: '2025-03-01',
          lastShown: '2025-04-01',
        }),
        ad({
          payer: 'MINDSHARE ITALIA S.R.L.',
          advertiser: 'Mulino Bianco',
          nAds: 2,
          reach: 50,
          firstShown: '2025-01-10',
          lastShown: '2025-02-01',
        }),
      ],
      resolve,
    );
    expect(pairs).toEqual([
      {
        agencyCompanyId: 10,
        brandId: 1,
        nAds: 5,
        reach: 150,
        timesShownLower: null,
        timesShownUpper: null,
        firstShown: '2025-01-10',
        lastShown: '2025-04-01',
        payerNames: ['Mindshare Italia Srl', 'MINDSHARE ITALIA S.R.L.'],
        beneficiaryNames: ['Barilla G. e R. Fratelli SpA', 'Mulino Bianco'],
      },
    ]);
  });

  it('takes the only brand of a beneficiary company, and none among several', () => {
    expect(inferRelationPairs([ad({ beneficiary: 'Ferrero Spa' })], resolve).map((p) => p.brandId)).toEqual([
      3,
    ]);
    expect(inferRelationPairs([ad({ beneficiary: 'Barilla G. e R. Fratelli S.p.A.' })], resolve)).toEqual([]);
  });

  it('proposes nothing for an advertiser paying itself, an unknown payer or a sales house promoting its own brand', () => {
    expect(inferRelationPairs([ad({ payer: 'Ferrero SpA', beneficiary: 'Ferrero SpA' })], resolve)).toEqual(
      [],
    );
    expect(
      inferRelationPairs([ad({ payer: 'Unknown Media Ltd', beneficiary: 'Ferrero SpA' })], resolve),
    ).toEqual([]);
    expect(inferRelationPairs([ad({ payer: 'Rai Pubblicità SpA', advertiser: 'RaiPlay' })], resolve)).toEqual(
      [],
    );
    expect(
      inferRelationPairs([ad({ payer: 'Rai Pubblicità SpA', beneficiary: 'Ferrero' })], resolve).map(
        (p) => p.agencyCompanyId,
      ),
    ).toEqual([11]);
  });

  it('reads an "Agency on behalf of Brand" byline as the payer and the beneficiary', () => {
    const pairs = inferRelationPairs(
      [ad({ payer: 'Mindshare Italia SRL on behalf of Mulino Bianco', nAds: 4 })],
      resolve,
    );
    expect(pairs.map((p) => [p.agencyCompanyId, p.brandId, p.nAds])).toEqual([[10, 1, 4]]);
  });
});
