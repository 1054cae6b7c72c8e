export { tenantsQueries } from './api/tenants.queries.ts';
export { TenantsPanel } from './components/TenantsPanel.tsx';
export { scopeLabelKey } from './utils/labelKeys.ts';
