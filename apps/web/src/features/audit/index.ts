export { auditQueries } from './api/audit.queries.ts';
export { AuditLogPanel } from './components/AuditLogPanel.tsx';
export { auditFiltersParams } from './utils/auditFilters.ts';
