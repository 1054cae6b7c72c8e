import type { CrmProvider, CrmPushOutcome, CrmSkipReason } from '@adatlas/domain/crm';

/** Brand names: the same in every language. */
export const CRM_PROVIDER_LABELS: Record<CrmProvider, string> = {
  hubspot: 'HubSpot',
  salesforce: 'Salesforce',
};

export const CRM_OUTCOME_KEYS: Record<CrmPushOutcome | 'pending', string> = {
  created: 'CRM.OUTCOME.CREATED',
  updated: 'CRM.OUTCOME.UPDATED',
  skipped: 'CRM.OUTCOME.SKIPPED',
  failed: 'CRM.OUTCOME.FAILED',
  pending: 'CRM.OUTCOME.PENDING',
};

export const CRM_REASON_KEYS: Record<CrmSkipReason, string> = {
  NOT_FOUND: 'CRM.REASON.NOT_FOUND',
  NOT_REVEALED: 'CRM.REASON.NOT_REVEALED',
  NO_EMAIL: 'CRM.REASON.NO_EMAIL',
  DUPLICATE_EMAIL: 'CRM.REASON.DUPLICATE_EMAIL',
  CRM_REJECTED: 'CRM.REASON.CRM_REJECTED',
  CRM_UNAVAILABLE: 'CRM.REASON.CRM_UNAVAILABLE',
};
