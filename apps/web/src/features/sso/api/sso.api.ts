import type { SsoDiscovery, SsoProvider, SsoProviderInput, SsoStart } from '@adatlas/domain/sso';
import type { TenantId } from '@adatlas/domain/tenants';
import { apiRequest } from '../../../shared/api/apiClient.ts';
import type { Session } from '../../../shared/session/session.types.ts';

// Sign-in calls answer 401/403 for the page to show; they must not trigger the session redirects.
const FORM_CALL = { handleSessionErrors: false } as const;

export const ssoApi = {
  async discover(email: string, signal?: AbortSignal): Promise<SsoDiscovery> {
    return (
      await apiRequest<{ data: SsoDiscovery }>('/auth/sso/discover', {
        ...FORM_CALL,
        query: { email },
        signal,
      })
    ).data;
  },
  async start(email: string, tenant: TenantId): Promise<SsoStart> {
    return (
      await apiRequest<{ data: SsoStart }>('/auth/sso/start', {
        ...FORM_CALL,
        method: 'POST',
        tenant,
        body: { email },
      })
    ).data;
  },
  async complete(query: string, browserKey: string, tenant: TenantId): Promise<Session> {
    return (
      await apiRequest<{ data: Session }>('/auth/sso/callback', {
        ...FORM_CALL,
        method: 'POST',
        tenant,
        body: { query, browserKey },
      })
    ).data;
  },
  async findProviders(): Promise<SsoProvider[]> {
    return (await apiRequest<{ data: SsoProvider[] }>('/admin/sso-providers')).data;
  },
  async saveProvider(id: number | null, input: SsoProviderInput): Promise<SsoProvider> {
    const path = id === null ? '/admin/sso-providers' : `/admin/sso-providers/${id}`;
    return (
      await apiRequest<{ data: SsoProvider }>(path, { method: id === null ? 'POST' : 'PUT', body: input })
    ).data;
  },
};
