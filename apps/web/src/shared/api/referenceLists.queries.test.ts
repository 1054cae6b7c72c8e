import { describe, expect, it } from 'vitest';
import { referenceListQueries } from './referenceLists.queries.ts';

describe('location lookups', () => {
  it("keeps the companies' and the contacts' values of one prefix in separate cache entries", () => {
    const company = referenceListQueries.field('italy', 'company', 'city', 'mil').queryKey;
    const contact = referenceListQueries.field('italy', 'contact', 'city', 'mil').queryKey;
    expect(company).not.toEqual(contact);
    expect(contact).toEqual(['reference', 'italy', 'field', 'contact', 'city', 'mil']);
  });

  it('keeps each country, field and prefix apart', () => {
    const keys = [
      referenceListQueries.field('italy', 'contact', 'city', 'mil'),
      referenceListQueries.field('france', 'contact', 'city', 'mil'),
      referenceListQueries.field('italy', 'contact', 'region', 'mil'),
      referenceListQueries.field('italy', 'contact', 'city', 'mi'),
    ].map((options) => JSON.stringify(options.queryKey));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('flat and tree lists', () => {
  it('keep each country apart, so a country switch never shows the previous one’s list', () => {
    expect(referenceListQueries.flat('italy', 'pitch_category').queryKey).not.toEqual(
      referenceListQueries.flat('spain', 'pitch_category').queryKey,
    );
    expect(referenceListQueries.tree('italy', 'Sector').queryKey).toEqual([
      'reference',
      'italy',
      'tree',
      'Sector',
    ]);
  });
});
