import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD } from './demo-accounts.ts';

/** Pins the interface language for a context (the login area would otherwise start in Italian). */
export async function useLanguage(context: BrowserContext, language: string): Promise<void> {
  await context.addInitScript((value) => {
    if (!window.localStorage.getItem('adatlas.language'))
      window.localStorage.setItem('adatlas.language', value);
  }, language);
}

/** Fills and submits the login form on the page it is on (or /login). */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto('/login');
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('button[type="submit"]').click();
}
