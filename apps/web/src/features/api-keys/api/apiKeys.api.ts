import type {
  ApiAccess,
  ApiKey,
  ApiKeyCreated,
  ApiKeyCreateRequest,
  ApiKeyUsage,
} from '@adatlas/domain/api-keys';
import { apiRequest } from '../../../shared/api/apiClient.ts';

/** The caller's API keys (profile › API keys). */
export const apiKeysApi = {
  async findKeys(): Promise<{ keys: ApiKey[]; access: ApiAccess }> {
    return (await apiRequest<{ data: { keys: ApiKey[]; access: ApiAccess } }>('/user/api-keys')).data;
  },
  async createKey(request: ApiKeyCreateRequest): Promise<ApiKeyCreated> {
    return (await apiRequest<{ data: ApiKeyCreated }>('/user/api-keys', { method: 'POST', body: request }))
      .data;
  },
  async revokeKey(id: number): Promise<void> {
    await apiRequest<void>(`/user/api-keys/${id}`, { method: 'DELETE' });
  },
  async findUsage(): Promise<ApiKeyUsage[]> {
    return (await apiRequest<{ data: ApiKeyUsage[] }>('/user/api-keys/usage')).data;
  },
};
