export { usageQueries } from './api/usage.queries.ts';
export { UsageDrawer } from './components/UsageDrawer.tsx';
