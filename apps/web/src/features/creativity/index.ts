export { creativityQueries } from './api/creativity.queries.ts';
export { CreaCarousel } from './components/CreaCarousel.tsx';
