export { tenantQueries } from './api/tenant.queries.ts';
export { TenantFlag, type TenantFlagProps } from './components/TenantFlag.tsx';
export { TenantPicker, type TenantPickerProps } from './components/TenantPicker.tsx';
export { useHelpdeskEmail } from './hooks/useHelpdeskEmail.ts';
export { usePlansPageUrl } from './hooks/usePlansPageUrl.ts';
export { useTenantDocuments } from './hooks/useTenantDocuments.ts';
