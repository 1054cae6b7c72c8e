import { queryOptions } from '@tanstack/react-query';
import { ssoApi } from './sso.api.ts';

export const ssoQueries = {
  all: ['sso'] as const,
  discovery: (email: string) =>
    queryOptions({
      queryKey: [...ssoQueries.all, 'discovery', email] as const,
      queryFn: ({ signal }) => ssoApi.discover(email, signal),
      staleTime: 5 * 60_000,
      retry: false,
    }),
  providers: () =>
    queryOptions({
      queryKey: [...ssoQueries.all, 'providers'] as const,
      queryFn: () => ssoApi.findProviders(),
    }),
};
