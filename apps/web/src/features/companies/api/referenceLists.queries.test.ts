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
