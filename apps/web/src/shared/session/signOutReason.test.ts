import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage.ts';
import { forgetSignOutReason, rememberSignOutReason, takeSignOutReason } from './signOutReason.ts';

let tab: Storage;
beforeEach(() => {
  tab = memoryStorage();
  vi.stubGlobal('window', { localStorage: memoryStorage(), sessionStorage: tab });
  forgetSignOutReason();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the sign-out reason the login page says', () => {
  it('is said again when the login page mounts again in the same page load, and no longer kept', () => {
    rememberSignOutReason('replaced');
    expect(takeSignOutReason()).toBe('replaced');
    expect(takeSignOutReason()).toBe('replaced');
    expect(tab.getItem('adatlas.signOutReason')).toBeNull();
  });

  it('is forgotten on signing in, and a later sign-out says its own reason', () => {
    rememberSignOutReason('replaced');
    takeSignOutReason();
    forgetSignOutReason();
    expect(takeSignOutReason()).toBeNull();
    rememberSignOutReason('ended');
    expect(takeSignOutReason()).toBe('ended');
  });

  it('stays in storage for the reloaded page while the page that asked for the reload shows it', async () => {
    rememberSignOutReason('replaced', { reloading: true });
    expect(takeSignOutReason()).toBe('replaced');
    expect(tab.getItem('adatlas.signOutReason')).toBe('replaced');
    // The reloaded page: the module loaded afresh, as after a reload.
    vi.resetModules();
    const reloaded = await import('./signOutReason.ts');
    expect(reloaded.takeSignOutReason()).toBe('replaced');
    expect(tab.getItem('adatlas.signOutReason')).toBeNull();
  });
});
