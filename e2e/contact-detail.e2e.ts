import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser.ts';
import { withDatabases } from './support/database.ts';
import { DEMO_ACCOUNTS } from './support/demo-accounts.ts';
import { signedIn } from './support/session.ts';

let browser: Browser;
/** A contact of a company with a website and a VAT number: the side cards' longest values. */
let contact: { id: number; name: string; surname: string };

beforeAll(async () => {
  browser = await launchBrowser();
  contact = await withDatabases((databases) =>
    databases
      .tenant('italy')
      .db.selectFrom('contacts as p')
      .innerJoin('companies as c', 'c.id', 'p.company_id')
      .select(['p.id', 'p.name', 'p.surname'])
      .where('p.active', '=', true)
      .where('c.website', 'is not', null)
      .where('c.vat', 'is not', null)
      .orderBy('p.id')
      .limit(1)
      .executeTakeFirstOrThrow(),
  );
});
afterAll(async () => {
  await browser?.close();
});

describe('contact page', () => {
  it('names the contact first name first and gives each side card the column width', async () => {
    const { context, page } = await signedIn(browser, DEMO_ACCOUNTS.pro.email, { width: 1366, height: 900 });
    await page.goto(`/contacts/${contact.id}`);
    const name = page.getByTestId('contact-name');
    await name.waitFor();
    expect(await name.textContent()).toBe(`${contact.name} ${contact.surname}`);
    expect(await page.title()).toBe(`${contact.name} ${contact.surname} – AdAtlas`);

    // The cards stack in the side column: the general information card spans it, so a web
    // address or a VAT number is not broken over two lines.
    const info = page.locator('.ant-card').filter({ hasText: 'General information' });
    const address = page.locator('.ant-card').filter({ has: page.getByText('Address', { exact: true }) });
    const [infoBox, addressBox] = [await info.boundingBox(), await address.boundingBox()];
    expect(infoBox && addressBox).toBeTruthy();
    if (infoBox && addressBox) {
      expect(infoBox.width).toBeGreaterThan(380);
      expect(addressBox.y).toBeGreaterThan(infoBox.y + infoBox.height - 1);
    }
    const website = info.locator('a[href^="http"]').first();
    const lineHeight = await website.evaluate((link) => Number.parseFloat(getComputedStyle(link).lineHeight));
    expect((await website.boundingBox())?.height ?? 0).toBeLessThan(lineHeight * 1.5);
    await screenshot(page, 'contact-detail-page');
    await context.close();
  });
});
