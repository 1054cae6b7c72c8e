import {
  type AlertFrequency,
  resolveAlertPreferences,
  SETTING_KEYS,
  type Setting,
} from '@adatlas/domain/alerts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/apiClient.ts';

export interface AlertPreferences {
  enabled: boolean;
  frequency: AlertFrequency;
}

const GENERAL_KEYS = [SETTING_KEYS.alertsEnabled, SETTING_KEYS.alertsFrequency] as const;

async function findSettings(key: string, signal?: AbortSignal): Promise<Setting[]> {
  return (await apiRequest<{ data: Setting[] }>('/settings', { query: { key }, signal })).data;
}

/** The general e-mail alert settings; unset keys read as the defaults (enabled, weekly). */
export const alertSettingsQueries = {
  general: (tenant: string) =>
    queryOptions({
      queryKey: ['settings', tenant, 'email-alerts.general'],
      queryFn: async ({ signal }): Promise<AlertPreferences> =>
        resolveAlertPreferences(
          (await Promise.all(GENERAL_KEYS.map((key) => findSettings(key, signal)))).flat(),
        ),
    }),
};

export const alertSettingsApi = {
  async save(preferences: AlertPreferences): Promise<void> {
    await apiRequest('/settings', {
      method: 'PUT',
      body: { key: SETTING_KEYS.alertsEnabled, data: { value: preferences.enabled } },
    });
    await apiRequest('/settings', {
      method: 'PUT',
      body: { key: SETTING_KEYS.alertsFrequency, data: { value: preferences.frequency } },
    });
  },
};
