import { lazy } from 'react';

export { creativityQueries } from './api/creativity.queries.ts';
export { CreaGrid, type CreaGridProps } from './components/CreaGrid.tsx';

/** The carousel brings its slider library: loaded on its own so it stays out of the home chunk. */
export const CreaCarousel = lazy(async () => ({
  default: (await import('./components/CreaCarousel.tsx')).CreaCarousel,
}));
