import {
  ALERT_EVENTS,
  type AlertEvent,
  compactFollowedEvents,
  followAction,
  SETTING_KEYS,
  type Setting,
} from '@adatlas/domain/alerts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/apiClient.ts';

const key = SETTING_KEYS.followedCompany;

export const followQueries = {
  /** The caller's follow setting of one company, or null when not followed. */
  company: (companyId: number) =>
    queryOptions({
      queryKey: ['settings', key, companyId],
      queryFn: async ({ signal }) =>
        (
          await apiRequest<{ data: Setting[] }>('/settings', {
            signal,
            query: { key, entityType: 'company', entityId: companyId },
          })
        ).data[0] ?? null,
    }),
};

/** Writes the followed events by the spec's rule: create, update or delete the one setting. */
export async function saveFollow(
  companyId: number,
  stored: Setting | null,
  storedEvents: readonly AlertEvent[] | null,
  next: readonly AlertEvent[],
): Promise<void> {
  const data = { events: compactFollowedEvents(Object.fromEntries(next.map((event) => [event, true]))) };
  switch (followAction(storedEvents, next)) {
    case 'create':
      await apiRequest('/settings', {
        method: 'PUT',
        body: { key, entityType: 'company', entityId: companyId, data },
      });
      return;
    case 'update':
      if (stored) await apiRequest(`/settings/${stored.id}`, { method: 'PATCH', body: { data } });
      return;
    case 'delete':
      if (stored) await apiRequest(`/settings/${stored.id}`, { method: 'DELETE' });
      return;
    case 'none':
      return;
  }
}

/** Follows every event of each company (a list's selection); the server refuses a company it lacks. */
export async function followCompanies(companyIds: readonly number[]): Promise<void> {
  const data = {
    events: compactFollowedEvents(Object.fromEntries(ALERT_EVENTS.map((event) => [event, true]))),
  };
  for (const companyId of companyIds) {
    await apiRequest('/settings', {
      method: 'PUT',
      body: { key, entityType: 'company', entityId: companyId, data },
    });
  }
}
