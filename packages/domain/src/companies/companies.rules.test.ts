import { describe, expect, it } from 'vitest';
import {
  buildGroupTree,
  computeCompanySections,
  findUnavailableCompanyFilters,
  splitNielsenHistory,
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
    group: false,
  };
  it('needs data and, for scoped tabs, the scope', () => {
    const sections = computeCompanySections(allPresent, 'ADV', (scope) => scope !== 'companyBrand');
    expect(sections).toMatchObject({
      contacts: true,
      jobOffers: false,
      brands: false,
      nielsen: true,
      pitch: true,
    });
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
