import { describe, expect, it, vi } from 'vitest';
import type { AppRoute } from '../../app/appRoutes.ts';
import { preloadPage } from '../../app/router.tsx';
import { lazyPage } from './lazyPage.ts';

const Page = () => null;

describe('lazyPage', () => {
  it('loads its chunk once, whether preloaded first or rendered', async () => {
    const load = vi.fn(async () => ({ Page }));
    const page = lazyPage(load, 'Page');
    expect(load).not.toHaveBeenCalled();
    await page.preload();
    await page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load instead of keeping the failure', async () => {
    const load = vi
      .fn<() => Promise<{ Page: typeof Page }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Page });
    const page = lazyPage(load, 'Page');
    await expect(page.preload()).rejects.toThrow('offline');
    await expect(page.preload()).resolves.toEqual({ Page });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadPage', () => {
  const route = (path: string) => {
    const load = vi.fn(async () => ({ Page }));
    return {
      load,
      route: { path, access: 'public', titleKey: 'T', Page: lazyPage(load, 'Page') } as AppRoute,
    };
  };

  it("starts loading the page of the address's route, and of no other", () => {
    const home = route('/');
    const company = route('/companies/:id');
    void preloadPage('/companies/42', [home.route, company.route]);
    expect(company.load).toHaveBeenCalledTimes(1);
    expect(home.load).not.toHaveBeenCalled();
  });

  it('resolves once the page is loaded, and also when its load failed', async () => {
    const failing = vi.fn(async (): Promise<{ Page: typeof Page }> => {
      throw new Error('offline');
    });
    const broken = {
      path: '/broken',
      access: 'public',
      titleKey: 'T',
      Page: lazyPage(failing, 'Page'),
    } as AppRoute;
    await expect(preloadPage('/broken', [broken])).resolves.toBeUndefined();
    let loaded = false;
    const slow = lazyPage(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      loaded = true;
      return { Page };
    }, 'Page');
    await preloadPage('/slow', [{ path: '/slow', access: 'public', titleKey: 'T', Page: slow } as AppRoute]);
    expect(loaded).toBe(true);
  });

  it('does nothing on an address no route matches', () => {
    const home = route('/');
    void preloadPage('/no/such/page', [home.route]);
    expect(home.load).not.toHaveBeenCalled();
  });
});
