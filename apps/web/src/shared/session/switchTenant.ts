import { activeLicenceTenant, type TenantAccess } from '@adatlas/domain/auth';
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
 * the flags are recomputed for it from the defaults. Admins keep their scopes (they pass every
 * check). Null when the licence does not cover the country. `changeTenant` then replaces scopes
 * and flags with the server's.
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

/**
 * Moves the session to `tenant` with the scopes and flags the server enforces there: only it knows
 * the country's back-office settings, and a feature they turn off must be hidden, not answer 403.
 * Null when the licence does not cover the country (nothing is asked then).
 */
export async function changeTenant(
  session: Session,
  tenant: TenantId,
  now: Date,
  loadAccess: (tenant: TenantId) => Promise<TenantAccess>,
): Promise<Session | null> {
  const next = switchTenant(session, tenant, now);
  if (!next) return null;
  const access = await loadAccess(tenant);
  return { ...next, scopes: access.scopes, flags: access.flags };
}
