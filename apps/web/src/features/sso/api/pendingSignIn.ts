import { isTenantId, type TenantId } from '@adatlas/domain/tenants';

/**
 * The sign-in started in this tab: the key the server checks at the callback (so a callback link
 * opened in another browser fails) and the country chosen. Session storage: this tab only.
 */
const KEY = 'adatlas.sso.pending';

export interface PendingSignIn {
  browserKey: string;
  tenant: TenantId;
}

export const pendingSignIn = {
  save(pending: PendingSignIn): void {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  },
  /** Read once: the key is good for one callback. */
  take(): PendingSignIn | null {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (!raw) return null;
    try {
      const value = JSON.parse(raw) as Partial<PendingSignIn>;
      return typeof value.browserKey === 'string' && isTenantId(value.tenant)
        ? { browserKey: value.browserKey, tenant: value.tenant }
        : null;
    } catch {
      return null;
    }
  },
};
