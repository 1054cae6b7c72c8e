import { withDescendants } from '../reference-lists/reference-lists.rules.ts';
import { CONTACT_DETAIL_SCHEMA } from './contacts.constants.ts';

/** The General-tab schema with i18n label keys, ordered by section then order. */
export function contactDetailSchema() {
  return CONTACT_DETAIL_SCHEMA.map((field) => ({
    ...field,
    label: `CONTACT.FIELDS.${field.key.toUpperCase()}`,
  }));
}

/** The function choices of a contact search, as its request holds them. */
export interface ContactFunctionChoices {
  function_parent?: readonly number[];
  function?: readonly number[];
  function_family?: readonly number[];
}

/** Whether a contact search filters on function at all. */
export function hasFunctionChoice(choices: ContactFunctionChoices): boolean {
  return Boolean(
    choices.function_parent?.length || choices.function?.length || choices.function_family?.length,
  );
}

/**
 * The function ids a contact search keeps, or null when it does not filter on function: the picked
 * areas and functions with everything under them, kept only inside the families when some are given
 * (so "HR contacts only" plus a function outside HR finds nobody, rather than adding that function).
 */
export function searchedFunctionIds(
  links: { id: number; parentId: number | null }[],
  choices: ContactFunctionChoices,
): number[] | null {
  const picked = [...(choices.function_parent ?? []), ...(choices.function ?? [])];
  const pickedIds = picked.length > 0 ? withDescendants(links, picked) : null;
  const familyIds = choices.function_family?.length ? withDescendants(links, choices.function_family) : null;
  if (familyIds === null) return pickedIds;
  if (pickedIds === null) return familyIds;
  const inFamily = new Set(familyIds);
  return pickedIds.filter((id) => inFamily.has(id));
}

/** A contact's function as `{id, key}` from its stored id and key, or null when it has none. */
export function contactFunctionOf(row: { function_id: number | null; function_key: string | null }) {
  return row.function_id !== null && row.function_key !== null
    ? { id: row.function_id, key: row.function_key }
    : null;
}
