import { isAdminGroup } from '@adatlas/domain/scopes';
import type { TenantId } from '@adatlas/domain/tenants';
import type { TenantDb } from '../../platform/database/databases.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { findLicensedUsers } from '../profile/users.repository.ts';

export type LicensedUser = Awaited<ReturnType<typeof findLicensedUsers>>[number];

/**
 * The context a job runs a saved search in for its owner: their scopes in the tenant, so the
 * kind's search object and the entitlements see exactly what the owner's own list would show.
 */
export function ownerContext(
  run: { requestId: string; tenant: TenantId; tenantDb: TenantDb; now: Date },
  user: LicensedUser,
): RequestContext {
  return {
    requestId: run.requestId,
    tenant: run.tenant,
    tenantDb: run.tenantDb,
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      surname: user.surname,
      group: user.user_group,
      organisation: user.organisation,
    },
    sessionId: null,
    scopes: user.scopes,
    isAdmin: isAdminGroup(user.user_group),
    isReadOnly: false,
    now: run.now,
  };
}
