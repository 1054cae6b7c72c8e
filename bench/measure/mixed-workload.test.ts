import { describe, expect, it } from 'vitest';
import { groupCounts, MIX, type MixedVocabulary, mixedWorkload, requestKey } from './mixed-workload.ts';

const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

const vocabulary: MixedVocabulary = {
  words: [
    'rossi',
    'bianchi',
    'verdi',
    'ferrari',
    'esposito',
    'romano',
    'colombo',
    'ricci',
    'marino',
    'greco',
  ].flatMap((word) => [word, `${word}ni`, `${word}etti`, `${word}ello`]),
  companyCities: ['Milano', 'Roma', 'Torino', 'Napoli'],
  companyRegions: ['Lombardia', 'Lazio', 'Piemonte'],
  mainCategoryIds: [1, 2, 3, 4],
  sectorIds: [10, 11, 12],
  contactCities: ['Milano', 'Roma', 'Bologna'],
  contactRegions: ['Lombardia', 'Emilia-Romagna'],
  functionIds: [5, 6, 7],
  detailCompanyIds: range(1, 400),
  detailContactIds: range(1, 400),
  openCompanyIds: range(1_000, 200),
};

describe('mixed workload', () => {
  it('keeps each group within ±1 % of its share of the mix', () => {
    for (const count of [200, 1_000, 2_999]) {
      const requests = mixedWorkload(vocabulary, count, 7);
      expect(requests).toHaveLength(count);
      for (const [group, share] of Object.entries(MIX)) {
        const actual = requests.filter((request) => request.group === group).length / count;
        expect(Math.abs(actual - share)).toBeLessThanOrEqual(0.01);
      }
    }
    expect(groupCounts(3_000)).toEqual({ quickSearch: 1_650, list: 750, detail: 450, firstOpen: 150 });
  });

  it('never sends the same request twice, and never first-opens a record the detail share opens', () => {
    const requests = mixedWorkload(vocabulary, 2_000, 11);
    expect(new Set(requests.map(requestKey)).size).toBe(requests.length);
    const ids = (kind: string) =>
      new Set(requests.filter((r) => r.kind === kind).map((r) => r.path.split('/').at(-1)));
    const opened = ids('companyOpen');
    for (const id of ids('companyDetail')) expect(opened.has(id)).toBe(false);
  });

  it('is deterministic per seed and interleaves the groups', () => {
    const first = mixedWorkload(vocabulary, 500, 3);
    expect(mixedWorkload(vocabulary, 500, 3)).toEqual(first);
    expect(mixedWorkload(vocabulary, 500, 4).map(requestKey)).not.toEqual(first.map(requestKey));
    // Shuffled: the first 50 requests are not all of one group.
    expect(new Set(first.slice(0, 50).map((r) => r.group)).size).toBeGreaterThan(1);
  });

  it('says so when the vocabulary cannot give that many distinct requests', () => {
    expect(() => mixedWorkload({ ...vocabulary, openCompanyIds: range(1_000, 5) }, 1_000, 1)).toThrow(
      /first opens/,
    );
  });
});
