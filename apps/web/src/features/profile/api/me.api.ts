import type { Me, UpdateMeRequest } from '@adatlas/domain/auth';
import { apiRequest } from '../../../shared/api/apiClient.ts';

export const meApi = {
  async update(changes: UpdateMeRequest): Promise<Me> {
    return (await apiRequest<{ data: Me }>('/user/me', { method: 'PATCH', body: changes })).data;
  },
};
