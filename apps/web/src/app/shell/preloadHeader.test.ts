// @vitest-environment jsdom
import type { Session } from '@adatlas/domain/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../shared/session/sessionStore.ts';
import { preloadHeader } from './AppHeader.tsx';

const loaded = vi.hoisted(() => ({ quickSearch: 0 }));
vi.mock('./QuickSearch.tsx', () => {
  loaded.quickSearch += 1;
  return { QuickSearch: () => null };
});

const SESSION = {
  token: 't-1',
  tenant: 'italy',
  user: { id: 7, name: 'Paola', surname: 'Demo', email: 'pro@adatlas.test' },
  scopes: [],
  flags: {},
  licence: { tenants: [] },
} as unknown as Session;

function screen(mobile: boolean) {
  window.matchMedia = ((query: string) => ({ matches: mobile, media: query })) as typeof window.matchMedia;
}

afterEach(() => {
  sessionStore.clear();
});

describe("preloadHeader (the quick search's code with the first page)", () => {
  it('loads nothing for a visitor, a phone screen or a renewal session', async () => {
    screen(false);
    await preloadHeader();
    sessionStore.save({ ...SESSION, renewalRequired: true });
    await preloadHeader();
    sessionStore.save(SESSION);
    screen(true);
    await preloadHeader();
    expect(loaded.quickSearch).toBe(0);
  });

  it('loads the quick search for a signed-in wide screen', async () => {
    sessionStore.save(SESSION);
    screen(false);
    await preloadHeader();
    expect(loaded.quickSearch).toBe(1);
  });
});
