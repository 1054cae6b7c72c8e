/**
 * Why the app signed the user out without being asked: the account signed in elsewhere
 * (`replaced`) or the session expired or was ended (`ended`). Kept in sessionStorage over the
 * reload to the login page, which says it once.
 */
export type SignOutReason = 'replaced' | 'ended';

const KEY = 'adatlas.signOutReason';

export function rememberSignOutReason(reason: SignOutReason): void {
  try {
    window.sessionStorage.setItem(KEY, reason);
  } catch {
    // Storage refused (private browsing): the login page then just shows no reason.
  }
}

export function readSignOutReason(): SignOutReason | null {
  try {
    const reason = window.sessionStorage.getItem(KEY);
    return reason === 'replaced' || reason === 'ended' ? reason : null;
  } catch {
    return null;
  }
}

export function forgetSignOutReason(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
