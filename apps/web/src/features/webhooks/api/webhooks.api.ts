import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointCreated,
  WebhookEndpointCreateRequest,
  WebhookEndpointListItem,
} from '@adatlas/domain/webhooks';
import { apiRequest } from '../../../shared/api/apiClient.ts';

/** The caller's webhook endpoints in the chosen country (profile › Webhooks). */
export const webhooksApi = {
  async findEndpoints(signal?: AbortSignal): Promise<WebhookEndpointListItem[]> {
    return (await apiRequest<{ data: WebhookEndpointListItem[] }>('/frontend/webhooks', { signal })).data;
  },
  async createEndpoint(request: WebhookEndpointCreateRequest): Promise<WebhookEndpointCreated> {
    return (
      await apiRequest<{ data: WebhookEndpointCreated }>('/frontend/webhooks', {
        method: 'POST',
        body: request,
      })
    ).data;
  },
  async setEnabled(id: number, enabled: boolean): Promise<WebhookEndpoint> {
    return (
      await apiRequest<{ data: WebhookEndpoint }>(`/frontend/webhooks/${id}`, {
        method: 'PATCH',
        body: { enabled },
      })
    ).data;
  },
  async deleteEndpoint(id: number): Promise<void> {
    await apiRequest<void>(`/frontend/webhooks/${id}`, { method: 'DELETE' });
  },
  async findDeliveries(endpointId: number, signal?: AbortSignal): Promise<WebhookDelivery[]> {
    return (
      await apiRequest<{ data: WebhookDelivery[] }>(`/frontend/webhooks/${endpointId}/deliveries`, { signal })
    ).data;
  },
  async resendDelivery(endpointId: number, deliveryId: string): Promise<WebhookDelivery> {
    return (
      await apiRequest<{ data: WebhookDelivery }>(
        `/frontend/webhooks/${endpointId}/deliveries/${deliveryId}/resend`,
        { method: 'POST' },
      )
    ).data;
  },
  /** A signed `ping` sent now; answers its delivery after that one try. */
  async sendTestEvent(endpointId: number): Promise<WebhookDelivery> {
    return (
      await apiRequest<{ data: WebhookDelivery }>(`/frontend/webhooks/${endpointId}/test`, { method: 'POST' })
    ).data;
  },
};
