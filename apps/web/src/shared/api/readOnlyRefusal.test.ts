import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../testing/memoryStorage.ts';

// The device headers read the browser (screen, user agent, build): nothing this case is about.
vi.mock('./clientHeaders.ts', () => ({ deviceHeaders: () => ({}) }));

const REFUSAL = {
  httpStatus: 403,
  clientType: 'FORBIDDEN_ERROR',
  description: 'This session can only read',
  id: 'r1',
};

let navigated: string[];
let reported: unknown[];

/** The API client of a tab, scoped to its own session or not, whose every call the server refuses. */
async function client(scoped: boolean) {
  vi.resetModules();
  const [api, navigation, reporter, area] = await Promise.all([
    import('./apiClient.ts'),
    import('./apiNavigation.ts'),
    import('./errorReporter.ts'),
    import('../session/sessionArea.ts'),
  ]);
  if (scoped) area.scopeSessionToTab();
  navigation.setApiNavigation({ navigate: (to) => navigated.push(to), reload: () => undefined });
  reporter.errorReporter.subscribe((error) => reported.push(error));
  return api.apiRequest;
}

beforeEach(() => {
  navigated = [];
  reported = [];
  vi.stubGlobal('window', {
    localStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
    location: { pathname: '/companies/1' },
  });
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(REFUSAL), { status: 403 }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a write refused to the read-only view of a user', () => {
  it('is reported to the error overlay there and then, without leaving for /forbidden', async () => {
    const apiRequest = await client(true);
    await expect(apiRequest('/follow', { method: 'POST', body: {} })).rejects.toMatchObject({
      httpStatus: 403,
    });
    expect(navigated).toEqual([]);
    expect(reported).toHaveLength(1);
    const { isReadOnlyViewRefusal } = await import('./readOnlyRefusal.ts');
    expect(isReadOnlyViewRefusal(reported[0] as { httpStatus: number })).toBe(true);
  });

  it('leaves a refused read to the forbidden page, as everywhere', async () => {
    const apiRequest = await client(true);
    await expect(apiRequest('/frontend/company/1')).rejects.toMatchObject({ httpStatus: 403 });
    expect(navigated).toEqual(['/forbidden']);
    expect(reported).toEqual([]);
  });

  it('is no special case in a tab with the shared session', async () => {
    const apiRequest = await client(false);
    await expect(apiRequest('/follow', { method: 'POST', body: {} })).rejects.toMatchObject({
      httpStatus: 403,
    });
    expect(navigated).toEqual(['/forbidden']);
    expect(reported).toEqual([]);
  });
});
