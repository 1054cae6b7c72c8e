/**
 * What a followed company can alert about (spec data §4, menu keys 0 to 5 in this order), and
 * since #35 an agency starting or stopping work on one of its brands (menu key 6).
 */
export const ALERT_EVENTS = [
  'contact_change',
  'new_contact',
  'new_creativity',
  'new_fundraiser',
  'new_mergers_and_acquisitions',
  'new_pitch',
  'work_relation_change',
] as const;
export type AlertEvent = (typeof ALERT_EVENTS)[number];

export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const SETTING_KEYS = {
  alertsEnabled: 'email-alerts.general.enabled',
  alertsFrequency: 'email-alerts.general.frequency',
  followedCompany: 'email-alerts.company',
} as const;
export type SettingKey = (typeof SETTING_KEYS)[keyof typeof SETTING_KEYS];

/** Spec access §4: alerts are on and weekly until the user says otherwise. */
export const ALERTS_ENABLED_DEFAULT = true;
export const ALERTS_FREQUENCY_DEFAULT: AlertFrequency = 'weekly';
