import { describe, expect, it } from 'vitest';
import {
  buildGroupTree,
  computeCompanySections,
  findUnavailableCompanyFilters,
  splitNielsenHistory,
  summariseSocialMedia,
  visibleFinancialYears,
} from './companies.rules.ts';

describe('findUnavailableCompanyFilters', () => {
  it('names the spain-only-hidden filters that carry a value', () => {
    const filters = {
      other_categories: [1],
      store_number_from: 3,
      international_invest: [],
      city: ['Madrid'],
    };
    expect(findUnavailableCompanyFilters('spain', filters)).toEqual([
      'other_categories',
      'store_number_from',
    ]);
    expect(findUnavailableCompanyFilters('italy', filters)).toEqual([]);
  });
});

describe('computeCompanySections', () => {
  const allPresent = {
    contacts: true,
    financials: true,
    jobOffers: false,
    investmentRounds: true,
    nielsen: true,
    brands: true,
    pitch: true,
    creativity: true,
    socialMedia: true,
    group: false,
  };
  it('needs data and, for scoped tabs, the scope', () => {
    const sections = computeCompanySections(allPresent, 'ADV', (scope) => scope !== 'companyBrand');
    expect(sections).toMatchObject({
      contacts: true,
      jobOffers: false,
      brands: false,
      nielsen: true,
      socialMedia: true,
      pitch: true,
    });
    expect(computeCompanySections({ ...allPresent, socialMedia: false }, 'AG', () => true).socialMedia).toBe(
      false,
    );
  });
});

describe('visibleFinancialYears', () => {
  it('hides years without any figure', () => {
    const years = [
      { year: 2022, revenue: null, operatingResult: null, employees: null, personnelCost: null },
      { year: 2023, revenue: null, operatingResult: null, employees: 4, personnelCost: null },
    ];
    expect(visibleFinancialYears(years).map((y) => y.year)).toEqual([2023]);
  });
});

describe('splitNielsenHistory', () => {
  it('keeps identifier and total keys out of the series and totals each year', () => {
    const history = splitNielsenHistory([
      { year: 2023, channel: 'TV', amount: 10 },
      { year: 2023, channel: 'RADIO', amount: 2.5 },
      { year: 2023, channel: 'ID NIELSEN', amount: 999 },
      { year: 2024, channel: 'TV', amount: 4 },
      { year: 2024, channel: 'GRAND TOTAL', amount: 50 },
    ]);
    expect(history.channels).toEqual(['RADIO', 'TV']);
    expect(history.rows).toHaveLength(3);
    expect(history.grandTotals).toEqual([
      { year: 2023, amount: 12.5 },
      { year: 2024, amount: 50 },
    ]);
  });
});

describe('summariseSocialMedia', () => {
  const measurement = (
    network: 'facebook' | 'instagram' | 'app_store' | 'google_play',
    measuredAt: string,
  ) => ({
    network,
    measuredAt,
    followers: null,
    likes: null,
    posts: null,
    views: null,
    appRating: null,
  });
  it('keeps the latest figures of each network with its follower history, oldest first', () => {
    const networks = summariseSocialMedia([
      { ...measurement('instagram', '2026-10-01'), followers: 900, posts: 40 },
      { ...measurement('facebook', '2026-10-01'), followers: 5000, likes: 4800 },
      { ...measurement('instagram', '2026-08-01'), followers: 700, posts: 31 },
      { ...measurement('facebook', '2026-09-01'), followers: 6000, likes: 4000 },
      { ...measurement('instagram', '2026-09-01'), posts: 35 },
    ]);
    expect(networks.map((n) => [n.network, n.measuredAt, n.followers])).toEqual([
      ['facebook', '2026-10-01', 5000],
      ['instagram', '2026-10-01', 900],
    ]);
    expect(networks[0]?.likes).toBe(4800);
    expect(networks[1]?.history).toEqual([
      { measuredAt: '2026-08-01', followers: 700 },
      { measuredAt: '2026-10-01', followers: 900 },
    ]);
  });
  it('puts networks without followers last, in the fixed network order', () => {
    const networks = summariseSocialMedia([
      { ...measurement('google_play', '2026-10-01'), appRating: 4.1 },
      { ...measurement('app_store', '2026-10-01'), appRating: 4.6 },
      { ...measurement('instagram', '2026-10-01'), followers: 0 },
    ]);
    expect(networks.map((n) => n.network)).toEqual(['instagram', 'app_store', 'google_play']);
    expect(networks[1]?.history).toEqual([]);
    expect(summariseSocialMedia([])).toEqual([]);
  });
});

describe('buildGroupTree', () => {
  it('nests children under the root and survives a cycle', () => {
    const tree = buildGroupTree(1, [
      { id: 1, name: 'Holding', parentId: null },
      { id: 2, name: 'Beta', parentId: 1 },
      { id: 3, name: 'Alpha', parentId: 1 },
      { id: 4, name: 'Leaf', parentId: 3 },
    ]);
    expect(tree).toEqual({
      id: 1,
      name: 'Holding',
      children: [
        { id: 3, name: 'Alpha', children: [{ id: 4, name: 'Leaf', children: [] }] },
        { id: 2, name: 'Beta', children: [] },
      ],
    });
    expect(buildGroupTree(9, [])).toBeNull();
  });
});
