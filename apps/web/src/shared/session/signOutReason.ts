/**
 * Why the app signed the user out without being asked: the account signed in elsewhere
 * (`replaced`) or the session expired or was ended (`ended`). Kept in sessionStorage over the
 * reload to the login page, which says it once.
 */
export type SignOutReason = 'replaced' | 'ended';

const KEY = 'adatlas.signOutReason';

/**
 * The reason the login page took in this page load: it is said again if the page mounts again
 * (a route that suspends while a dictionary or chunk loads remounts it), though storage forgot it.
 * `undefined`: not taken yet.
 */
let taken: SignOutReason | null | undefined;

/**
 * This page asked for a reload to say the reason on the next one. Until the reload happens, the
 * old page can still render the login page (the session store emptied, the route guard followed),
 * and it must leave the reason in storage for the page that stays: on a loaded machine the old
 * page took it and the reloaded login page had nothing to say.
 */
let reloading = false;

export function rememberSignOutReason(reason: SignOutReason, options: { reloading?: boolean } = {}): void {
  taken = undefined;
  reloading = options.reloading ?? false;
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

/** The reason to say on the login page, once per sign-out: read from storage the first time. */
export function takeSignOutReason(): SignOutReason | null {
  if (reloading) return readSignOutReason();
  if (taken === undefined) {
    taken = readSignOutReason();
    removeStored();
  }
  return taken;
}

/** Nothing more to say (the user signed in again). */
export function forgetSignOutReason(): void {
  taken = null;
  reloading = false;
  removeStored();
}

function removeStored(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
