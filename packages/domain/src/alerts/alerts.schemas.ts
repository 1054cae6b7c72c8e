import { z } from 'zod';
import { ALERT_EVENTS, ALERT_FREQUENCIES, SETTING_KEYS } from './alerts.constants.ts';

export const AlertEventSchema = z.enum(ALERT_EVENTS);
export const AlertFrequencySchema = z.enum(ALERT_FREQUENCIES);

export const AlertsEnabledDataSchema = z.object({ value: z.boolean() }).strict();
export const AlertsFrequencyDataSchema = z.object({ value: AlertFrequencySchema }).strict();
/** `events` maps each followed event to true (false entries are dropped when stored). */
export const FollowedCompanyDataSchema = z
  .object({ events: z.partialRecord(AlertEventSchema, z.boolean()) })
  .strict();
export type FollowedCompanyData = z.infer<typeof FollowedCompanyDataSchema>;

const userWide = { entityType: z.null().optional(), entityId: z.null().optional() };

/** PUT /api/v1/settings: create or replace the caller's setting for (key, entity). */
export const PutSettingRequestSchema = z.discriminatedUnion('key', [
  z
    .object({ key: z.literal(SETTING_KEYS.alertsEnabled), ...userWide, data: AlertsEnabledDataSchema })
    .strict(),
  z
    .object({ key: z.literal(SETTING_KEYS.alertsFrequency), ...userWide, data: AlertsFrequencyDataSchema })
    .strict(),
  z
    .object({
      key: z.literal(SETTING_KEYS.followedCompany),
      entityType: z.literal('company'),
      entityId: z.coerce.number().int().positive(),
      data: FollowedCompanyDataSchema,
    })
    .strict(),
]);
export type PutSettingRequest = z.infer<typeof PutSettingRequestSchema>;

/** The data schema each key stores, for PATCH which names only the setting id. */
export const SETTING_DATA_SCHEMAS = {
  [SETTING_KEYS.alertsEnabled]: AlertsEnabledDataSchema,
  [SETTING_KEYS.alertsFrequency]: AlertsFrequencyDataSchema,
  [SETTING_KEYS.followedCompany]: FollowedCompanyDataSchema,
} as const;

export const PatchSettingRequestSchema = z.object({ data: z.record(z.string(), z.unknown()) }).strict();

export const SettingQuerySchema = z.object({
  key: z.string().min(1).max(100).optional(),
  entityType: z.string().min(1).max(40).optional(),
  entityId: z.coerce.number().int().positive().optional(),
});
export type SettingQuery = z.infer<typeof SettingQuerySchema>;

export const SettingSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  entityType: z.string().nullable(),
  entityId: z.number().int().nullable(),
  data: z.record(z.string(), z.unknown()),
});
export type Setting = z.infer<typeof SettingSchema>;

export const SettingListResponseSchema = z.object({ data: z.array(SettingSchema) });
export const SettingResponseSchema = z.object({ data: SettingSchema });
