export { feedsQueries } from './api/feeds.queries.ts';
export { FeedsPanel } from './components/FeedsPanel.tsx';
