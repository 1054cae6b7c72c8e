import { IMPERSONATION_PATH } from '@adatlas/domain/navigation';
import { isTenantId, type TenantId } from '@adatlas/domain/tenants';

/** What the new tab needs to sign in as the user: the read-only session, its country and end. */
export interface ImpersonationLink {
  token: string;
  tenant: TenantId;
  expiresAt: string;
}

/**
 * The address of the tab that opens the app as the user. The session rides in the fragment, which
 * the browser never sends to a server (no access log or proxy sees the token).
 */
export function impersonationUrl(link: ImpersonationLink): string {
  const fragment = new URLSearchParams({ token: link.token, tenant: link.tenant, expiresAt: link.expiresAt });
  return `${IMPERSONATION_PATH}#${fragment.toString()}`;
}

/** The link read back from `location.hash`; null when anything is missing or malformed. */
export function parseImpersonationFragment(hash: string): ImpersonationLink | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('token');
  const tenant = params.get('tenant');
  const expiresAt = params.get('expiresAt');
  if (!token || !isTenantId(tenant) || !expiresAt || Number.isNaN(Date.parse(expiresAt))) return null;
  return { token, tenant, expiresAt };
}
