import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabases, type Databases } from '../apps/server/src/platform/database/databases.ts';
import { launchBrowser, SCREENSHOT_DIR, screenshot } from './support/browser.ts';
import { DEMO_ACCOUNTS } from './support/demo-accounts.ts';
import { e2eServer } from './support/e2e-server.ts';
import { signedIn } from './support/session.ts';

let browser: Browser;
let databases: Databases;
beforeAll(async () => {
  browser = await launchBrowser();
  databases = createDatabases({ url: e2eServer().databaseUrl });
});
afterAll(async () => {
  await browser?.close();
  await databases?.close();
});

async function signedInPage(): Promise<Page> {
  return (await signedIn(browser, DEMO_ACCOUNTS.pro.email, { width: 1280, height: 900 })).page;
}

/** The picture's decoded width once loaded (0 for a broken picture). */
async function loadedWidth(map: Locator): Promise<number> {
  await map.waitFor();
  await map.evaluate((img: HTMLImageElement) => (img.complete ? undefined : img.decode()));
  return map.evaluate((img: HTMLImageElement) => img.naturalWidth);
}

describe('address maps, as pro@adatlas.test on italy', () => {
  it("shows the company's locator map above the external maps link", async () => {
    const company = await databases
      .tenant('italy')
      .db.selectFrom('companies')
      .select(['id'])
      .where('city', '=', 'Napoli')
      .where('active', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const page = await signedInPage();
    await page.goto(`/companies/${company.id}`);
    const card = page.locator('.ant-card-small').filter({ has: page.getByTestId('map-link') });
    const map = card.getByTestId('static-map');
    expect(await loadedWidth(map)).toBe(250);
    expect(await map.getAttribute('alt')).toBe('Map of the address');
    expect(await map.getAttribute('src')).toMatch(/^blob:/);
    // The map comes first, then the link that opens the address in OpenStreetMap.
    const order = await card.evaluate((element) =>
      Array.from(element.querySelectorAll('[data-testid="static-map"], [data-testid="map-link"]')).map(
        (node) => node.getAttribute('data-testid'),
      ),
    );
    expect(order).toEqual(['static-map', 'map-link']);
    await screenshot(page, 'maps-company-page');
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({
      path: `${SCREENSHOT_DIR}/maps-company-address-card.png`,
      animations: 'disabled',
    });
    await page.context().close();
  });

  it('shows nothing in place of the map for an address no one can place', async () => {
    const italy = databases.tenant('italy').db;
    const { id } = await italy
      .insertInto('companies')
      .values({ name: `E2E Nowhere ${Date.now()}`, type: 'ADV', address: 'Via Ignota 1', city: 'Atlantide' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const page = await signedInPage();
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/maps/static')) answers.push(response.status());
    });
    await page.goto(`/companies/${id}`);
    const card = page.locator('.ant-card-small').filter({ has: page.getByTestId('map-link') });
    await card.waitFor();
    await expect.poll(() => answers).toEqual([404]);
    await card.getByTestId('static-map-loading').waitFor({ state: 'detached' });
    expect(await card.locator('img').count()).toBe(0);
    expect(await card.textContent()).toContain('Atlantide');
    await page.context().close();
  });

  it("shows the contact's map in the contact modal's address card", async () => {
    // A contact of the demo data with an address the gazetteer places: the list's first row can be
    // one another file inserted without an address (the webhooks test adds one), which has no map.
    const contact = await databases
      .tenant('italy')
      .db.selectFrom('contacts')
      .select(['name', 'surname'])
      .where('city', '=', 'Napoli')
      .where('address', 'is not', null)
      .where('active', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const page = await signedInPage();
    await page.goto(`/contacts?surname=${encodeURIComponent(contact.surname)}`);
    const row = page.getByTestId('contact-row').filter({ hasText: contact.name }).first();
    await row.waitFor();
    await row.click();
    const modal = page.getByTestId('contact-modal');
    await modal.getByText('General information').waitFor();
    const map = modal.getByTestId('static-map');
    expect(await loadedWidth(map)).toBe(250);
    const card = modal.locator('.ant-card-small').filter({ has: page.getByTestId('static-map') });
    expect(await card.locator('.ant-card-head').textContent()).toBe('Address');
    await page.waitForTimeout(300);
    await screenshot(page, 'maps-contact-modal', { fullPage: false });
    await page.context().close();
  });
});
