import type { Locator, Page } from 'playwright-core';

/** The users table filtered to `email`, and that account's row once the table has stopped loading. */
export async function userRow(page: Page, email: string): Promise<Locator> {
  const search = page.getByTestId('admin-user-search').locator('input');
  await search.fill(email);
  await search.press('Enter');
  // The e-mail cell exactly: admin@… is also the end of superadmin@….
  const row = page
    .locator('.ant-table-row')
    .filter({ has: page.getByRole('cell', { name: email, exact: true }) });
  await row.waitFor();
  await page.locator('.ant-table-wrapper .ant-spin-blur').waitFor({ state: 'detached' });
  return row;
}

/**
 * Everything that would tell of a refused action: any 403 of the API and any visit to /forbidden,
 * where the app's global 403 handler sends the whole page.
 */
export function watchRefusals(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) seen.push(`403 ${response.url()}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/forbidden') {
      seen.push(`navigated to ${frame.url()}`);
    }
  });
  return seen;
}
