import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser.ts';
import { DEMO_ACCOUNTS } from './support/demo-accounts.ts';
import { logIn, useLanguage } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Signed in on Home, counting from now the CSS animations that start inside menus and dialogs. */
async function signedInCountingAnimations(reducedMotion: 'reduce' | 'no-preference'): Promise<Page> {
  const { context, page } = await newPage(browser, { reducedMotion });
  await useLanguage(context, 'en');
  await logIn(page, DEMO_ACCOUNTS.pro.email);
  await page.getByTestId('welcome').waitFor();
  await page.evaluate(() => {
    const started: string[] = [];
    (window as unknown as { popupAnimations: string[] }).popupAnimations = started;
    document.addEventListener('animationstart', (event) => {
      const target = event.target as Element;
      if (target.closest('.ant-dropdown, .ant-modal-root, .ant-modal-wrap'))
        started.push(event.animationName);
    });
  });
  return page;
}

/** Opens the user menu, then the command palette, and returns the animations that started. */
async function openMenuAndDialog(page: Page): Promise<string[]> {
  await page.getByTestId('user-menu').click();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').last().waitFor();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+k');
  await page.getByRole('dialog', { name: 'Command palette' }).waitFor();
  // Past the longest of antd's opening animations (0.3 s).
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { popupAnimations: string[] }).popupAnimations);
}

describe('motion follows the system setting', () => {
  it('slides and zooms menus and dialogs in by default', async () => {
    const page = await signedInCountingAnimations('no-preference');
    const animations = await openMenuAndDialog(page);
    // antd's keyframes, prefixed with the theme's hash: antSlideUp…, antZoomIn, antFadeIn.
    expect(animations.some((name) => /SlideUp/.test(name))).toBe(true);
    expect(animations.some((name) => /ZoomIn/.test(name))).toBe(true);
    await page.context().close();
  });

  it('opens them at once for someone who asked for reduced motion', async () => {
    const page = await signedInCountingAnimations('reduce');
    expect(await openMenuAndDialog(page)).toEqual([]);
    await page.context().close();
  });
});
