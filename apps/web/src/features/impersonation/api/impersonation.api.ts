import type { Impersonation } from '@adatlas/domain/admin';
import type { TenantAccess } from '@adatlas/domain/auth';
import type { TenantId } from '@adatlas/domain/tenants';
import { apiRequest } from '../../../shared/api/apiClient.ts';
import type { Me, Session } from '../../../shared/session/session.types.ts';
import type { ImpersonationLink } from '../utils/impersonationLink.ts';

export const impersonationApi = {
  /** A read-only session as the customer in `tenant` (the server audits it). */
  async start(userId: number, tenant: TenantId): Promise<Impersonation> {
    return (
      await apiRequest<{ data: Impersonation }>(`/admin/users/${userId}/impersonate`, {
        method: 'POST',
        tenant,
      })
    ).data;
  },

  /**
   * The whole session of the link, asked with its own token: the stored session of this tab is
   * still the admin's at that point. A refusal is shown by the page, not turned into /login.
   */
  async loadSession(link: ImpersonationLink): Promise<Session> {
    const call = { token: link.token, tenant: link.tenant, handleSessionErrors: false } as const;
    const [me, access] = await Promise.all([
      apiRequest<{ data: Me }>('/user/me', call),
      apiRequest<{ data: TenantAccess }>('/auth/session', call),
    ]);
    return {
      token: link.token,
      expiresAt: link.expiresAt,
      tenant: access.data.tenant,
      user: me.data,
      scopes: access.data.scopes,
      flags: access.data.flags,
      licence: me.data.licence,
    };
  },

  /** Ends the read-only session of this tab (sign-out is open to read-only sessions). */
  async end(): Promise<void> {
    await apiRequest<void>('/auth/logout', { method: 'POST', handleSessionErrors: false });
  },
};
