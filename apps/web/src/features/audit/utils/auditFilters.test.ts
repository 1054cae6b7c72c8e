import { describe, expect, it } from 'vitest';
import { auditFiltersParams, parseAuditFilters } from './auditFilters.ts';

const parse = (query: string) => parseAuditFilters(new URLSearchParams(query));

describe('parseAuditFilters', () => {
  it('reads the entity, its id and the page', () => {
    expect(parse('entity=users&entityId=12&page=3')).toEqual({ entity: 'users', entityId: '12', page: 3 });
    expect(parse('')).toEqual({ page: 1 });
  });

  it('falls back on bad parameters instead of failing', () => {
    expect(parse('page=-2')).toEqual({ page: 1 });
    expect(parse('page=abc&entity=')).toEqual({ page: 1 });
    expect(parse(`entity=${'x'.repeat(61)}&entityId=%20%20`)).toEqual({ page: 1 });
    expect(parse('page=2.5&entityId=7')).toEqual({ entityId: '7', page: 1 });
  });
});

describe('auditFiltersParams', () => {
  it('writes only what differs from the defaults, and reads back the same', () => {
    expect(auditFiltersParams({ page: 1 }).toString()).toBe('');
    const filters = { entity: 'users', entityId: '12', page: 2 };
    expect(parseAuditFilters(auditFiltersParams(filters))).toEqual(filters);
  });
});
