import { COMPANY_LIST_COLUMNS, CONTACT_LIST_COLUMNS } from './list-preferences.constants.ts';
import type { ListColumns } from './list-preferences.schemas.ts';

function pick<T extends string>(known: readonly T[], chosen: readonly string[] | undefined): T[] {
  return chosen ? known.filter((column) => chosen.includes(column)) : [...known];
}

/**
 * The stored choices over the defaults (every field shown, the rows as they always were). A stored
 * field that a later release dropped is left out, so an old row never breaks the answer.
 */
export function mergeListColumns(
  stored: ReadonlyArray<{ list: string; columns: readonly string[] }>,
): ListColumns {
  const chosen = new Map(stored.map((row) => [row.list, row.columns]));
  return {
    companies: pick(COMPANY_LIST_COLUMNS, chosen.get('companies')),
    contacts: pick(CONTACT_LIST_COLUMNS, chosen.get('contacts')),
  };
}
