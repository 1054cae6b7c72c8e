import type { Page } from 'playwright-core';

/** The result list drawn for the URL the page is on, with no request in flight. */
export async function settledResults(page: Page): Promise<void> {
  const search = new URL(page.url()).search;
  await page.locator(`[data-testid="results"][aria-busy="false"][data-search="${search}"]`).waitFor();
}
