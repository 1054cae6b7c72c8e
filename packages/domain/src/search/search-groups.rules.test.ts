import { describe, expect, it } from 'vitest';
import { allowedSearchGroups } from './search-groups.rules.ts';

describe('allowedSearchGroups', () => {
  it('gives companies and brands to the company scope and contacts to the contact scope', () => {
    expect(allowedSearchGroups({ scopes: ['company'], isAdmin: false })).toEqual(['companies', 'brands']);
    expect(allowedSearchGroups({ scopes: ['contact'], isAdmin: false })).toEqual(['contacts']);
    expect(allowedSearchGroups({ scopes: ['company', 'contact'], isAdmin: false })).toEqual([
      'companies',
      'contacts',
      'brands',
    ]);
  });

  it('gives nothing to a viewer without either scope, and everything to an admin', () => {
    expect(allowedSearchGroups({ scopes: ['ecommerce', 'companyQuota'], isAdmin: false })).toEqual([]);
    expect(allowedSearchGroups({ scopes: [], isAdmin: true })).toEqual(['companies', 'contacts', 'brands']);
  });
});
