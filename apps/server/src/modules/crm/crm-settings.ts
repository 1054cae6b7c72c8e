import type { TenantId } from '@adatlas/domain/tenants';
import type { HubspotSettings } from './hubspot.client.ts';
import type { SalesforceSettings } from './salesforce.client.ts';

/** Where the CRMs answer and how patiently; Salesforce is null without a connected app. */
export interface CrmSettings {
  hubspot: HubspotSettings;
  salesforce: SalesforceSettings | null;
}

export const CRM_PUSH_JOB = 'crm-push';
export interface CrmPushJobData {
  tenant: TenantId;
  pushId: number;
}
