import { useQuery } from '@tanstack/react-query';
import { apiKeyQueries } from '../api/apiKeys.queries.ts';

/**
 * Whether the licence in the chosen country includes the public API, as the server says on the
 * API keys page: the one answer every API page (keys, webhooks) is gated on.
 */
export function useApiAccess() {
  return useQuery({ ...apiKeyQueries.list(), select: (data) => data.access });
}
