export { tenantQueries } from './api/tenant.queries.ts';
export { TenantPicker, type TenantPickerProps } from './components/TenantPicker.tsx';
export { tenantFlag } from './components/tenantFlag.ts';
