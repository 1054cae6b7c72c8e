import { createContext } from 'react';

/** The ids a filter field gives its one control: the control's own and its visible label's. */
export interface FilterFieldIds {
  controlId: string;
  labelId: string;
}

export const FilterFieldContext = createContext<FilterFieldIds | null>(null);
