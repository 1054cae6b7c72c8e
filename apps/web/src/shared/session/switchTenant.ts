import { computeFeatureFlags } from '@adatlas/domain/flags';
import { isAdminGroup } from '@adatlas/domain/scopes';
import type { TenantId } from '@adatlas/domain/tenants';
import type { Licence, Session } from './session.types.ts';

/** Whether the licence lets the user pick `tenant` at `now` (spec §2 tenant picker). */
export function hasLiveLicence(licence: Licence, tenant: TenantId, now: Date): boolean {
  const entry = licence.tenants.find((candidate) => candidate.tenant === tenant);
  return entry !== undefined && entry.exp * 1000 > now.getTime();
}

/**
 * The same session working on another country: scopes come from that country's licence entry and
 * the flags are recomputed for it. Admins keep their scopes (they pass every check). Null when the
 * licence does not cover the country.
 */
export function switchTenant(session: Session, tenant: TenantId, now: Date): Session | null {
  if (isAdminGroup(session.user.group)) {
    return { ...session, tenant, flags: computeFeatureFlags({ tenant, scopes: session.scopes }) };
  }
  if (!hasLiveLicence(session.licence, tenant, now)) return null;
  const scopes = session.licence.tenants.find((entry) => entry.tenant === tenant)?.scopes ?? [];
  return { ...session, tenant, scopes, flags: computeFeatureFlags({ tenant, scopes }) };
}
