/**
 * Spec data §5: the financial and Nielsen Add need a year, at least one key and a min or a max
 * (0 counts as a bound).
 */
export function canAddRangeFilter(draft: {
  year: number | null;
  keys: readonly string[];
  min: number | null;
  max: number | null;
}): boolean {
  return draft.year !== null && draft.keys.length > 0 && (draft.min !== null || draft.max !== null);
}
