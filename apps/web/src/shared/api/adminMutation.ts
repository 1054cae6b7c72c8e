import { apiRequest } from './index.ts';

/** The root of every back-office query key: an admin change invalidates all of them through it. */
export const ADMIN_QUERY_KEY = ['admin'] as const;

/** The admin calls that change something; each answers the `data` of its response. */
export async function adminMutation<T>(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  return (await apiRequest<{ data: T }>(path, { method, body })).data;
}
