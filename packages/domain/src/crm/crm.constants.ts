/** The CRMs a user can connect (one connection per user at a time). */
export const CRM_PROVIDERS = ['hubspot', 'salesforce'] as const;
export type CrmProvider = (typeof CRM_PROVIDERS)[number];

/** What happened to one contact of a push, as the report lists it. */
export const CRM_PUSH_OUTCOMES = ['created', 'updated', 'skipped', 'failed'] as const;
export type CrmPushOutcome = (typeof CRM_PUSH_OUTCOMES)[number];

/**
 * Why a contact was not sent (decided before any call to the CRM) or not taken (the CRM's answer):
 * the web translates each one.
 */
export const CRM_SKIP_REASONS = [
  'NOT_FOUND',
  'NOT_REVEALED',
  'NO_EMAIL',
  'DUPLICATE_EMAIL',
  'CRM_REJECTED',
  'CRM_UNAVAILABLE',
] as const;
export type CrmSkipReason = (typeof CRM_SKIP_REASONS)[number];

export const CRM_PUSH_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type CrmPushStatus = (typeof CRM_PUSH_STATUSES)[number];

/** Upper bound on the contacts of one push, whatever the selection (ids, tag or search). */
export const CRM_PUSH_MAX_CONTACTS = 10_000;
/** Contacts per batch call: HubSpot's batch endpoints take 100, Salesforce's collections 200. */
export const CRM_BATCH_SIZE = 100;
