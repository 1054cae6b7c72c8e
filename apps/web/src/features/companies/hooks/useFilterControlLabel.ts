import { use } from 'react';
import { FilterFieldContext } from '../components/filters/FilterFieldContext.ts';

export interface FilterControlLabelProps {
  id?: string;
  'aria-labelledby'?: string;
  'aria-label'?: string;
}

/**
 * What a filter control spreads on itself to be named by the visible label of its FilterField (the
 * id its `<label htmlFor>` points at, and `aria-labelledby` for the parts a label cannot point at:
 * a radio group, the end of a date range). Outside a field, the control is named by `fallback`:
 * the placeholder it shows, since a select's placeholder is no name of its own.
 */
export function useFilterControlLabel(fallback?: string): FilterControlLabelProps {
  const field = use(FilterFieldContext);
  if (field) return { id: field.controlId, 'aria-labelledby': field.labelId };
  return fallback ? { 'aria-label': fallback } : {};
}
