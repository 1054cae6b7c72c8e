import { describe, expect, it } from 'vitest';
import { COMPANY_LIST_COLUMNS, CONTACT_LIST_COLUMNS } from './list-preferences.constants.ts';
import { mergeListColumns } from './list-preferences.rules.ts';
import { PutListColumnsRequestSchema } from './list-preferences.schemas.ts';

describe('list columns', () => {
  it('shows every field until the user chooses', () => {
    expect(mergeListColumns([])).toEqual({
      companies: [...COMPANY_LIST_COLUMNS],
      contacts: [...CONTACT_LIST_COLUMNS],
    });
  });

  it('keeps the stored choice in the list order and drops fields no longer known', () => {
    expect(mergeListColumns([{ list: 'companies', columns: ['website', 'gone', 'type'] }]).companies).toEqual(
      ['type', 'website'],
    );
  });

  it('refuses a field of the other list and a field twice', () => {
    expect(PutListColumnsRequestSchema.safeParse({ list: 'companies', columns: ['email'] }).success).toBe(
      false,
    );
    expect(
      PutListColumnsRequestSchema.safeParse({ list: 'contacts', columns: ['city', 'city'] }).success,
    ).toBe(false);
    expect(PutListColumnsRequestSchema.safeParse({ list: 'contacts', columns: [] }).success).toBe(true);
  });
});
