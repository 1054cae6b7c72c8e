import type { Session } from '@adatlas/domain/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage.ts';

function session(token: string, userId: number, tenant: Session['tenant']): Session {
  return {
    token,
    expiresAt: '',
    tenant,
    user: { id: userId },
    scopes: [],
    flags: {},
    licence: { tenants: [] },
  } as unknown as Session;
}

let shared: Storage;
let tab: Storage;

/** The session modules as a freshly loaded tab has them (they read the storage on load). */
async function loadTab() {
  vi.resetModules();
  const [area, store, tenant] = await Promise.all([
    import('./sessionArea.ts'),
    import('./sessionStore.ts'),
    import('./tenantStore.ts'),
  ]);
  return { ...area, sessionStore: store.sessionStore, tenantStore: tenant.tenantStore };
}

beforeEach(() => {
  shared = memoryStorage();
  tab = memoryStorage();
  vi.stubGlobal('window', { localStorage: shared, sessionStorage: tab });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('where a tab keeps its session', () => {
  it('shares it with every tab through localStorage by default', async () => {
    const { sessionStore, tenantStore, isTabScoped } = await loadTab();
    sessionStore.save(session('admin-token', 1, 'france'));
    expect(isTabScoped()).toBe(false);
    expect(JSON.parse(shared.getItem('adatlas.session') ?? '{}').token).toBe('admin-token');
    expect(tenantStore.get()).toBe('france');
    expect(tab.length).toBe(0);
  });

  it("keeps a tab's own session to that tab and leaves the admin's shared session and country alone", async () => {
    shared.setItem('adatlas.session', JSON.stringify(session('admin-token', 1, 'france')));
    shared.setItem('adatlas.tenant', 'france');
    const { sessionStore, tenantStore, scopeSessionToTab } = await loadTab();
    expect(sessionStore.get()?.token).toBe('admin-token');

    scopeSessionToTab();
    sessionStore.save(session('read-only-token', 2, 'italy'));
    expect(JSON.parse(tab.getItem('adatlas.session') ?? '{}').token).toBe('read-only-token');
    expect(tenantStore.get()).toBe('italy');
    expect(JSON.parse(shared.getItem('adatlas.session') ?? '{}').token).toBe('admin-token');
    expect(shared.getItem('adatlas.tenant')).toBe('france');

    // The admin signing in again elsewhere does not reach the tab.
    shared.setItem('adatlas.session', JSON.stringify(session('admin-token-2', 1, 'france')));
    sessionStore.syncFromStorage();
    expect(sessionStore.get()?.token).toBe('read-only-token');

    // Ending it ends only the tab's.
    sessionStore.clear();
    expect(sessionStore.get()).toBeNull();
    expect(tab.getItem('adatlas.session')).toBeNull();
    expect(JSON.parse(shared.getItem('adatlas.session') ?? '{}').token).toBe('admin-token-2');
  });

  it("reloads a scoped tab with its own session, not the admin's, even after it ended", async () => {
    shared.setItem('adatlas.session', JSON.stringify(session('admin-token', 1, 'france')));
    (await loadTab()).scopeSessionToTab();
    tab.setItem('adatlas.session', JSON.stringify(session('read-only-token', 2, 'italy')));
    expect((await loadTab()).sessionStore.get()?.token).toBe('read-only-token');
    tab.removeItem('adatlas.session');
    expect((await loadTab()).sessionStore.get()).toBeNull();
  });
});
