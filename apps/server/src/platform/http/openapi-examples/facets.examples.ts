import { FOOD, type OperationExample } from './operation-example.ts';

/** Counts beside the list filters' values: the list's body plus the fields to count. */
export const FACET_EXAMPLES: Record<string, OperationExample> = {
  'POST /api/v1/frontend/company/facets': {
    body: { main_category: [FOOD.id], region: ['Emilia-Romagna'], fields: ['main_category', 'city'] },
    response: {
      data: {
        main_category: {
          values: [
            { value: FOOD.id, count: 1204, countIsCapped: false },
            { value: 7, count: 312, countIsCapped: false },
          ],
          isComplete: true,
        },
        city: {
          values: [
            { value: 'Bologna', count: 301, countIsCapped: false },
            { value: 'Parma', count: 122, countIsCapped: false },
          ],
          isComplete: false,
        },
      },
    },
  },
  'POST /api/v1/frontend/contact/facets': {
    body: { city: ['Milano'], fields: ['function', 'city'] },
    response: {
      data: {
        function: { values: [{ value: 14, count: 88, countIsCapped: false }], isComplete: true },
        city: { values: [{ value: 'Milano', count: 10_000, countIsCapped: true }], isComplete: false },
      },
    },
  },
};
