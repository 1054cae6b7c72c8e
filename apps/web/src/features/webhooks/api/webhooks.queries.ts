import { queryOptions } from '@tanstack/react-query';
import { webhooksApi } from './webhooks.api.ts';

/** Endpoints belong to a country (x-tenant): the country is part of every key. */
export const webhookQueries = {
  all: ['webhooks'] as const,
  list: (tenant: string) =>
    queryOptions({
      queryKey: [...webhookQueries.all, tenant, 'list'],
      queryFn: ({ signal }) => webhooksApi.findEndpoints(signal),
    }),
  deliveries: (tenant: string, endpointId: number) =>
    queryOptions({
      queryKey: [...webhookQueries.all, tenant, 'deliveries', endpointId],
      queryFn: ({ signal }) => webhooksApi.findDeliveries(endpointId, signal),
    }),
};
