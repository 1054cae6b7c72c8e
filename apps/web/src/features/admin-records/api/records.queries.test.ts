import type { Query } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { recordsQueries } from './records.queries.ts';

type Placeholder = (previous: unknown, previousQuery: Pick<Query, 'queryKey'> | undefined) => unknown;

describe('records list', () => {
  const page = { data: [{ id: 45, name: 'Acme' }], pageInfo: { totalResults: 1 } };
  const placeholder = recordsQueries.records('contacts', { page: 2 }).placeholderData as Placeholder;

  it('keeps the previous page of the same entity on screen while the next one loads', () => {
    expect(placeholder(page, { queryKey: ['admin', 'records', 'contacts', { page: 1 }] })).toBe(page);
  });

  it("never shows another entity's rows under the new entity's columns", () => {
    expect(placeholder(page, { queryKey: ['admin', 'records', 'companies', { page: 1 }] })).toBeUndefined();
    expect(placeholder(undefined, undefined)).toBeUndefined();
  });
});
