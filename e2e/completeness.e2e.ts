import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseLanguage, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { completeBillingInfoAsPerson, registerOnItaly } from './support/registration.ts';
import { useLanguage } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const atPath = (target: string) => (url: URL) => url.pathname === target;

interface Words {
  REGISTRATION_FLOW: { CONFIRM_PLAN: { START_TRIAL: string; GO_TO_PAYMENT: string } };
  PROFILE: { QUOTAS: { ENDS_WITH_TRIAL: string } };
}
const dictionary = (language: 'en' | 'it') =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../apps/web/src/i18n/locales/${language}.json`), 'utf8'),
  ) as Words;

/** Client-side navigation, as a link would. */
async function navigateInApp(page: Page, target: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, target);
}

describe('after the free trial starts', () => {
  it.each(['en', 'it'] as const)(
    'in %s, home opens at its top, credits end with the trial, and the plan choice offers paid plans only',
    async (language) => {
      const words = dictionary(language);
      // A short window: the trial button sits below the fold, so the page is scrolled to reach it.
      const { context, page } = await newPage(browser, { width: 1280, height: 600 });
      await useLanguage(context, 'en');
      try {
        await registerOnItaly(page, `e2e-complete-${language}`);
        await completeBillingInfoAsPerson(page);
        await page.waitForURL(atPath('/confirmPlan'));
        if (language === 'it') {
          await chooseLanguage(page, 'it');
        }
        const confirm = page.getByTestId('confirm-plan');
        expect(await confirm.textContent()).toBe(words.REGISTRATION_FLOW.CONFIRM_PLAN.START_TRIAL);
        await confirm.scrollIntoViewIfNeeded();
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        await confirm.click();
        await page.waitForURL(atPath('/'));
        await page.getByTestId('welcome').waitFor();
        expect(await page.evaluate(() => window.scrollY)).toBe(0);

        await navigateInApp(page, '/profile/quotas');
        const renewal = page.getByTestId('quota-renewal');
        await renewal.waitFor();
        await page.waitForFunction(
          () => !document.querySelector('[data-testid="quota-renewal"]')?.textContent?.includes('...'),
        );
        const [before] = words.PROFILE.QUOTAS.ENDS_WITH_TRIAL.split('{{date}}');
        expect(await renewal.textContent()).toContain(before?.trim());
        await screenshot(page, `completeness-quotas-${language}-desktop`, { fullPage: false });

        await navigateInApp(page, '/confirmPlan');
        await confirm.waitFor();
        expect(await confirm.textContent()).toBe(words.REGISTRATION_FLOW.CONFIRM_PLAN.GO_TO_PAYMENT);
        await screenshot(page, `completeness-confirm-plan-${language}-desktop`, { fullPage: true });
        await page.setViewportSize({ width: 375, height: 800 });
        await screenshot(page, `completeness-confirm-plan-${language}-375`, { fullPage: true });
        await navigateInApp(page, '/profile/quotas');
        await renewal.waitFor();
        await screenshot(page, `completeness-quotas-${language}-375`, { fullPage: false });
      } finally {
        await context.close();
      }
    },
    120_000,
  );
});
