import type { ChangePasswordRequest, SessionSummary, TwoFactorStatus } from '@adatlas/domain/auth';
import { apiRequest } from '../../../shared/api/apiClient.ts';

/** The account-security calls: sessions, password change and two-factor sign-in. */
export const securityApi = {
  async findSessions(): Promise<SessionSummary[]> {
    return (await apiRequest<{ data: SessionSummary[] }>('/user/sessions')).data;
  },
  async endSession(id: number): Promise<void> {
    await apiRequest<void>(`/user/sessions/${id}`, { method: 'DELETE' });
  },
  async endOtherSessions(): Promise<number> {
    return (await apiRequest<{ data: { ended: number } }>('/user/sessions', { method: 'DELETE' })).data.ended;
  },
  async changePassword(request: ChangePasswordRequest): Promise<void> {
    await apiRequest<void>('/user/password', { method: 'POST', body: request });
  },
  async getTwoFactorStatus(): Promise<TwoFactorStatus> {
    return (await apiRequest<{ data: TwoFactorStatus }>('/user/2fa')).data;
  },
  async startTwoFactorSetup(password: string): Promise<{ secret: string; uri: string }> {
    return (
      await apiRequest<{ data: { secret: string; uri: string } }>('/user/2fa/setup', {
        method: 'POST',
        body: { password },
      })
    ).data;
  },
  async enableTwoFactor(code: string): Promise<string[]> {
    return (
      await apiRequest<{ data: { recoveryCodes: string[] } }>('/user/2fa/enable', {
        method: 'POST',
        body: { code },
      })
    ).data.recoveryCodes;
  },
  async disableTwoFactor(password: string, code: string): Promise<void> {
    await apiRequest<void>('/user/2fa/disable', { method: 'POST', body: { password, code } });
  },
};
