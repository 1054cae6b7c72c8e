import { activeLicenceTenant } from '@adatlas/domain/auth';
import { computeFeatureFlags } from '@adatlas/domain/flags';
import { isAdminGroup } from '@adatlas/domain/scopes';
import type { TenantId } from '@adatlas/domain/tenants';
import type { Licence, Session } from './session.types.ts';

/** Whether the licence lets the user pick `tenant` at `now` (spec §2 tenant picker). */
export function hasLiveLicence(licence: Licence, tenant: TenantId, now: Date): boolean {
  return activeLicenceTenant(licence, tenant, now) !== null;
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
  const entry = activeLicenceTenant(session.licence, tenant, now);
  if (!entry) return null;
  const scopes = entry.scopes;
  return { ...session, tenant, scopes, flags: computeFeatureFlags({ tenant, scopes }) };
}
