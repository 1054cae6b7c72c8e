import type { Me, Session } from '@adatlas/domain/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage.ts';

const USER = { id: 7, name: 'Paola', surname: 'Demo', email: 'pro@adatlas.test' } as unknown as Me;
const SESSION = {
  token: 't-1',
  expiresAt: '',
  tenant: 'italy',
  user: USER,
  scopes: [],
  flags: {},
  licence: { tenants: [] },
} as unknown as Session;

async function loadStore() {
  vi.resetModules();
  return (await import('./sessionStore.ts')).sessionStore;
}

beforeEach(() => {
  vi.stubGlobal('window', { localStorage: memoryStorage(), sessionStorage: memoryStorage() });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sessionStore.updateUser', () => {
  it('tells no subscriber when /user/me answers the user already stored', async () => {
    const store = await loadStore();
    store.save(SESSION);
    const before = store.get();
    const listener = vi.fn();
    store.subscribe(listener);
    // A fresh object with the same content, as every reload's /user/me gives.
    store.updateUser(JSON.parse(JSON.stringify(USER)) as Me);
    expect(listener).not.toHaveBeenCalled();
    expect(store.get()).toBe(before);
  });

  it('stores and announces a changed user', async () => {
    const store = await loadStore();
    store.save(SESSION);
    const listener = vi.fn();
    store.subscribe(listener);
    store.updateUser({ ...USER, surname: 'Rossi' } as Me);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()?.user).toMatchObject({ surname: 'Rossi' });
  });

  it('signs out when another user answers', async () => {
    const store = await loadStore();
    store.save(SESSION);
    store.updateUser({ ...USER, id: 8 } as Me);
    expect(store.get()).toBeNull();
  });
});
