/**
 * The HR edition's contact filter (spec access §6). With an HR profile the list opens on the
 * Human-resources function family: the family is added to the function areas the user picked, and
 * the URL holds `allContacts` only once the user switches that default off, so paging, sorting and
 * sharing keep the choice and resetting the filters brings the default back.
 */
export interface HrFilterState {
  function_parent?: number[];
  allContacts?: boolean;
}

function without(ids: readonly number[] | undefined, id: number): number[] | undefined {
  const rest = (ids ?? []).filter((item) => item !== id);
  return rest.length > 0 ? rest : undefined;
}

/** Whether the list is narrowed to the family: by default, or because the user picked the family. */
export function isHrFilterOn(state: HrFilterState, familyId: number): boolean {
  return !state.allContacts || (state.function_parent ?? []).includes(familyId);
}

/** The function areas to search: the user's, plus the HR family while the filter is on. */
export function hrFunctionParents(state: HrFilterState, familyId: number | null): number[] | undefined {
  if (familyId === null || !isHrFilterOn(state, familyId)) return state.function_parent;
  return [...(without(state.function_parent, familyId) ?? []), familyId];
}

/** The state change of the switch; switching off also drops the family if the user had picked it. */
export function hrFilterPatch(state: HrFilterState, isOn: boolean, familyId: number): HrFilterState {
  return isOn
    ? { allContacts: undefined }
    : { allContacts: true, function_parent: without(state.function_parent, familyId) };
}

/**
 * A saved search holds the request it ran, the family included while the filter was on: loading it
 * shows the family as the switch again, and a search saved without the family as switched off.
 */
export function fromSavedHrFilters(
  stored: Record<string, unknown>,
  familyId: number | null,
): Record<string, unknown> {
  if (familyId === null) return stored;
  const parents: unknown[] = Array.isArray(stored.function_parent) ? stored.function_parent : [];
  const rest = parents.filter((id) => id !== familyId);
  return {
    ...stored,
    function_parent: rest.length > 0 ? rest : undefined,
    allContacts: parents.includes(familyId) ? undefined : true,
  };
}
