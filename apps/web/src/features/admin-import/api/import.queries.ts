import type { ImportDryRun, ImportJob, ImportPreview } from '@adatlas/domain/admin';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/index.ts';

/** Back-office server state of the import jobs; its keys sit under `ADMIN_QUERY_KEY`, which admin changes invalidate. */
export const importQueries = {
  importJob: (id: number) =>
    queryOptions({
      queryKey: ['admin', 'import-job', id],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: ImportJob }>(`/admin/import/jobs/${id}`, { signal })).data,
      refetchInterval: (query) => (query.state.data?.status === 'running' ? 500 : false),
    }),
};

export type { ImportDryRun, ImportPreview };
