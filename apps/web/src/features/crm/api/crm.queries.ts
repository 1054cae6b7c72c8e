import { queryOptions } from '@tanstack/react-query';
import { crmApi } from './crm.api.ts';

/** How often a running push's progress is asked for. */
const PUSH_POLL_MS = 1000;

export const crmQueries = {
  all: ['crm'] as const,
  connection: () =>
    queryOptions({ queryKey: [...crmQueries.all, 'connection'], queryFn: crmApi.getConnection }),
  push: (id: number) =>
    queryOptions({
      queryKey: [...crmQueries.all, 'push', id],
      queryFn: () => crmApi.getPushReport(id),
      // Polls until the job has answered for every contact.
      refetchInterval: (query) => {
        const status = query.state.data?.status;
        return status === 'done' || status === 'failed' ? false : PUSH_POLL_MS;
      },
    }),
};
