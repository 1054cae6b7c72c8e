import { queryOptions } from '@tanstack/react-query';
import { apiKeysApi } from './apiKeys.api.ts';

export const apiKeyQueries = {
  all: ['api-keys'] as const,
  list: () => queryOptions({ queryKey: [...apiKeyQueries.all, 'list'], queryFn: apiKeysApi.findKeys }),
  usage: () => queryOptions({ queryKey: [...apiKeyQueries.all, 'usage'], queryFn: apiKeysApi.findUsage }),
};
