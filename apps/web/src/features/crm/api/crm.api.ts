import type {
  CrmConnection,
  CrmPush,
  CrmPushReport,
  CrmPushRequest,
  HubspotConnectRequest,
  SalesforceCallbackRequest,
} from '@adatlas/domain/crm';
import { apiRequest } from '../../../shared/api/apiClient.ts';

// Refusals (no plugin, CRM refusing the token) are shown where they happen, not as a session error.
const OWN_ERRORS = { handleSessionErrors: false } as const;

/** The caller's CRM connection and pushes (profile › CRM, "Push to CRM"). */
export const crmApi = {
  async getConnection(): Promise<CrmConnection> {
    return (await apiRequest<{ data: CrmConnection }>('/frontend/crm/connection')).data;
  },
  async connectHubspot(body: HubspotConnectRequest): Promise<CrmConnection> {
    return (
      await apiRequest<{ data: CrmConnection }>('/frontend/crm/hubspot', {
        method: 'PUT',
        body,
        ...OWN_ERRORS,
      })
    ).data;
  },
  async startSalesforce(): Promise<{ authorizationUrl: string }> {
    return (
      await apiRequest<{ data: { authorizationUrl: string } }>('/frontend/crm/salesforce/start', {
        method: 'POST',
        ...OWN_ERRORS,
      })
    ).data;
  },
  async finishSalesforce(body: SalesforceCallbackRequest): Promise<CrmConnection> {
    return (
      await apiRequest<{ data: CrmConnection }>('/frontend/crm/salesforce/callback', {
        method: 'POST',
        body,
        ...OWN_ERRORS,
      })
    ).data;
  },
  async disconnect(): Promise<CrmConnection> {
    return (
      await apiRequest<{ data: CrmConnection }>('/frontend/crm/connection', {
        method: 'DELETE',
        ...OWN_ERRORS,
      })
    ).data;
  },
  async createPush(body: CrmPushRequest): Promise<CrmPush> {
    return (
      await apiRequest<{ data: CrmPush }>('/frontend/crm/pushes', { method: 'POST', body, ...OWN_ERRORS })
    ).data;
  },
  async getPushReport(id: number): Promise<CrmPushReport> {
    return (await apiRequest<{ data: CrmPushReport }>(`/frontend/crm/pushes/${id}`)).data;
  },
};
