import type { AuditEntry } from '@adatlas/domain/admin';
import type { PageInfo } from '@adatlas/domain/common';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/index.ts';
import type { AuditFilters } from '../utils/auditFilters.ts';

type Page<T> = { data: T[]; pageInfo: PageInfo };

/** Back-office server state of the audit trail; its keys sit under `ADMIN_QUERY_KEY`, which admin changes invalidate. */
export const auditQueries = {
  /** The audit trail, newest first (super admins only: never asked for another viewer). */
  audit: (filters: AuditFilters) =>
    queryOptions({
      queryKey: ['admin', 'audit', filters],
      queryFn: ({ signal }) =>
        apiRequest<Page<AuditEntry>>('/admin/audit', { query: { ...filters }, signal }),
      placeholderData: keepPreviousData,
    }),
};
