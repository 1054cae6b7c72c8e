/**
 * The HR edition's contact filter (spec access §6). With an HR profile the list opens confined to
 * the Human-resources function family: the function areas and functions the user picks are looked
 * for inside it. The URL holds `allContacts` only once the user switches that default off, so
 * paging, sorting and sharing keep the choice and resetting the filters brings the default back.
 */
export interface HrFilterState {
  function_parent?: number[];
  function?: number[];
  allContacts?: boolean;
}

/** The function part of a contact search request. */
export interface HrFunctionChoices {
  function_parent?: number[];
  function_family?: number[];
}

function without(ids: readonly number[] | undefined, id: number): number[] | undefined {
  const rest = (ids ?? []).filter((item) => item !== id);
  return rest.length > 0 ? rest : undefined;
}

function keptIn(ids: readonly number[] | undefined, members: ReadonlySet<number>): number[] | undefined {
  const kept = (ids ?? []).filter((id) => members.has(id));
  return kept.length > 0 ? kept : undefined;
}

/** Whether the list is confined to the family: by default, or because the user picked the family. */
export function isHrFilterOn(state: HrFilterState, familyId: number): boolean {
  return !state.allContacts || (state.function_parent ?? []).includes(familyId);
}

/** The function areas to search, and the family they are confined to while the filter is on. */
export function hrFunctionChoices(state: HrFilterState, familyId: number | null): HrFunctionChoices {
  if (familyId === null || !isHrFilterOn(state, familyId)) return { function_parent: state.function_parent };
  return { function_parent: without(state.function_parent, familyId), function_family: [familyId] };
}

/**
 * The state change of the switch. Switching on drops the picks outside the family (`members`: the
 * family and everything under it), which could only empty the list; switching off drops the family
 * if the user had picked it as an area.
 */
export function hrFilterPatch(
  state: HrFilterState,
  isOn: boolean,
  familyId: number,
  members: ReadonlySet<number>,
): HrFilterState {
  return isOn
    ? {
        allContacts: undefined,
        function_parent: keptIn(state.function_parent, members),
        function: keptIn(state.function, members),
      }
    : { allContacts: true, function_parent: without(state.function_parent, familyId) };
}

/**
 * A saved search holds the request it ran: loading one confined to the family (or, saved before
 * families were sent apart, with the family among its areas) shows the switch on, any other off.
 */
export function fromSavedHrFilters(
  stored: Record<string, unknown>,
  familyId: number | null,
): Record<string, unknown> {
  if (familyId === null) return stored;
  const { function_family, ...rest } = stored;
  const parents: unknown[] = Array.isArray(rest.function_parent) ? rest.function_parent : [];
  const families: unknown[] = Array.isArray(function_family) ? function_family : [];
  const others = parents.filter((id) => id !== familyId);
  return {
    ...rest,
    function_parent: others.length > 0 ? others : undefined,
    allContacts: parents.includes(familyId) || families.includes(familyId) ? undefined : true,
  };
}
