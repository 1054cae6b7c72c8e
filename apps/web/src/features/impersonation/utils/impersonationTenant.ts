import type { TenantId } from '@adatlas/domain/tenants';

export interface LicencedTenant {
  tenant: TenantId;
  /** Expiry, in Unix seconds. */
  exp: number;
}

/**
 * The country to see the app in as the user: the admin's current one when the user's licence
 * still covers it (the admin is looking at that country), else the user's first live one. Null
 * when no licence is live: the user could not open anything.
 */
export function impersonationTenant(
  tenants: readonly LicencedTenant[],
  current: TenantId,
  now: Date,
): TenantId | null {
  const live = tenants.filter((entry) => entry.exp * 1000 > now.getTime());
  if (live.some((entry) => entry.tenant === current)) return current;
  return live[0]?.tenant ?? null;
}
