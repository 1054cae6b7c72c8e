import { queryOptions } from '@tanstack/react-query';
import { securityApi } from './security.api.ts';

export const securityQueries = {
  all: ['security'] as const,
  sessions: () =>
    queryOptions({ queryKey: [...securityQueries.all, 'sessions'], queryFn: securityApi.findSessions }),
  twoFactor: () =>
    queryOptions({
      queryKey: [...securityQueries.all, 'two-factor'],
      queryFn: securityApi.getTwoFactorStatus,
    }),
};
