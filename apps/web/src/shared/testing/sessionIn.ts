import type { Me, Session } from '@adatlas/domain/auth';
import type { TenantId } from '@adatlas/domain/tenants';

/** A customer's session in `tenant` with `flags` on and `scopes` granted, for rendering tests. */
export function sessionIn(
  tenant: TenantId,
  flags: Partial<Session['flags']> = {},
  scopes: string[] = [],
): Session {
  const user = { id: 1, email: 'pro@adatlas.test', group: 'CUSTOMER', tags: [] } as unknown as Me;
  return {
    token: 't',
    expiresAt: '',
    tenant,
    scopes,
    flags: flags as Session['flags'],
    licence: { tenants: [] },
    user,
  };
}
