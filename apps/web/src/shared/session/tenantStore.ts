import { DEFAULT_TENANT, isTenantId, type TenantId } from '@adatlas/domain/tenants';
import { localStore, STORAGE_KEYS } from '../utils/localStore.ts';

/** The country chosen in the tenant picker; sent as x-tenant on every call. */
export const tenantStore = {
  get(): TenantId {
    const stored = localStore.get(STORAGE_KEYS.tenant);
    return isTenantId(stored) ? stored : DEFAULT_TENANT;
  },
  set(tenant: TenantId): void {
    localStore.set(STORAGE_KEYS.tenant, tenant);
  },
  clear(): void {
    localStore.remove(STORAGE_KEYS.tenant);
  },
};
