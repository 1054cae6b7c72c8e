import { DEFAULT_TENANT, isTenantId, type TenantId } from '@adatlas/domain/tenants';
import { STORAGE_KEYS } from '../utils/localStore.ts';
import { sessionArea } from './sessionArea.ts';

/** The country chosen in the tenant picker; sent as x-tenant on every call. */
export const tenantStore = {
  get(): TenantId {
    const stored = sessionArea.get(STORAGE_KEYS.tenant);
    return isTenantId(stored) ? stored : DEFAULT_TENANT;
  },
  set(tenant: TenantId): void {
    sessionArea.set(STORAGE_KEYS.tenant, tenant);
  },
  clear(): void {
    sessionArea.remove(STORAGE_KEYS.tenant);
  },
};
