export { plansQueries } from './api/plans.queries.ts';
export { PlansPanel } from './components/PlansPanel.tsx';
