import type { AdLibraryRunDetail, AdLibraryRuns } from '@adatlas/domain/ad-library-ingestion';
import type { TenantId } from '@adatlas/domain/tenants';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, apiUpload } from '../../../shared/api/index.ts';

/** While a run is under way (or a file is going up) the list is read again this often. */
const RUNNING_REFRESH_MS = 1_000;

/** Server state of ad-library ingestion, per country; mutations invalidate `adLibraryQueries.all`. */
export const adLibraryQueries = {
  all: ['ad-library'] as const,
  runs: (tenant: TenantId, options: { uploading?: boolean } = {}) =>
    queryOptions({
      queryKey: ['ad-library', 'runs', tenant],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: AdLibraryRuns }>('/admin/ad-library/runs', { signal, tenant })).data,
      refetchInterval: (query) =>
        options.uploading || query.state.data?.runs.some((run) => run.status === 'running')
          ? RUNNING_REFRESH_MS
          : false,
    }),
  run: (tenant: TenantId, id: number) =>
    queryOptions({
      queryKey: ['ad-library', 'run', tenant, id],
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: AdLibraryRunDetail }>(`/admin/ad-library/runs/${id}`, { signal, tenant }))
          .data,
    }),
};

export async function startMetaRun(tenant: TenantId): Promise<AdLibraryRunDetail> {
  return (
    await apiRequest<{ data: AdLibraryRunDetail }>('/admin/ad-library/meta/runs', { method: 'POST', tenant })
  ).data;
}

export async function uploadGoogleExport(
  tenant: TenantId,
  file: File,
  onProgress: (sent: number, total: number) => void,
): Promise<AdLibraryRunDetail> {
  const answer = await apiUpload<{ data: AdLibraryRunDetail }>(
    '/admin/ad-library/google/imports',
    new Blob([file], { type: 'text/csv' }),
    { tenant, query: { fileName: file.name }, onProgress },
  );
  return answer.data;
}
