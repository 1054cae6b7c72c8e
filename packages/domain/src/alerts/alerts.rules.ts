import {
  ALERT_EVENTS,
  ALERTS_ENABLED_DEFAULT,
  ALERTS_FREQUENCY_DEFAULT,
  type AlertEvent,
  type AlertFrequency,
  SETTING_KEYS,
} from './alerts.constants.ts';

export interface StoredSetting {
  key: string;
  data: Record<string, unknown>;
}

/** The user's general alert settings, with the defaults for what is unset (spec access §4). */
export function resolveAlertPreferences(settings: readonly StoredSetting[]): {
  enabled: boolean;
  frequency: AlertFrequency;
} {
  const enabled = settings.find((s) => s.key === SETTING_KEYS.alertsEnabled)?.data.value;
  const frequency = settings.find((s) => s.key === SETTING_KEYS.alertsFrequency)?.data.value;
  return {
    enabled: typeof enabled === 'boolean' ? enabled : ALERTS_ENABLED_DEFAULT,
    frequency: frequency === 'daily' || frequency === 'weekly' ? frequency : ALERTS_FREQUENCY_DEFAULT,
  };
}

/** The events a follow setting asks for, in catalogue order; unknown names are ignored. */
export function followedEvents(data: Record<string, unknown>): AlertEvent[] {
  const events = (data.events ?? {}) as Record<string, unknown>;
  return ALERT_EVENTS.filter((event) => events[event] === true);
}

/** Keeps only the events set to true, the stored form of `data.events`. */
export function compactFollowedEvents(
  events: Partial<Record<AlertEvent, boolean>>,
): Partial<Record<AlertEvent, true>> {
  const compact: Partial<Record<AlertEvent, true>> = {};
  for (const event of ALERT_EVENTS) if (events[event]) compact[event] = true;
  return compact;
}

/**
 * What the follow menu does with a change (spec data §4): nothing stored and some events now →
 * create; stored and changed → update; emptied → delete.
 */
export function followAction(
  stored: readonly AlertEvent[] | null,
  next: readonly AlertEvent[],
): 'create' | 'update' | 'delete' | 'none' {
  if (stored === null) return next.length > 0 ? 'create' : 'none';
  if (next.length === 0) return 'delete';
  const same = stored.length === next.length && stored.every((event) => next.includes(event));
  return same ? 'none' : 'update';
}

/** The follow button toggles between all the events and none. */
export function toggleFollow(stored: readonly AlertEvent[] | null): AlertEvent[] {
  return stored && stored.length > 0 ? [] : [...ALERT_EVENTS];
}

export interface DigestEvent {
  id: number;
  companyId: number;
  companyName: string;
  event: AlertEvent;
  label: string | null;
}

export interface DigestCompany {
  companyId: number;
  companyName: string;
  events: DigestEvent[];
}

/** The digest lists events per company, companies by name and events in the order they happened. */
export function groupDigestEvents(events: readonly DigestEvent[]): DigestCompany[] {
  const byCompany = new Map<number, DigestCompany>();
  for (const event of [...events].sort((a, b) => a.id - b.id)) {
    let group = byCompany.get(event.companyId);
    if (!group) {
      group = { companyId: event.companyId, companyName: event.companyName, events: [] };
      byCompany.set(event.companyId, group);
    }
    group.events.push(event);
  }
  return [...byCompany.values()].sort(
    (a, b) => a.companyName.localeCompare(b.companyName) || a.companyId - b.companyId,
  );
}
