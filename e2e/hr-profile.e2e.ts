import path from 'node:path';
import type { ContactSearchResponse } from '@adatlas/domain/contacts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, SCREENSHOT_DIR, screenshot } from './support/browser.ts';
import { createItalyCustomer } from './support/customers.ts';
import { withDatabases } from './support/database.ts';
import { DEMO_PASSWORD } from './support/demo-accounts.ts';
import { settledResults } from './support/results.ts';
import { logIn, signedIn, useLanguage } from './support/session.ts';

const SCOPES = ['company', 'contact'];

let browser: Browser;
let hrUser: { email: string };
let plainUser: { email: string };
/** Italy's Human-resources family: its root and every function under it. */
let hrRootId: number;
let hrFamilyIds: Set<number>;
/** A word of an HR function's name that functions outside the family have too, and those HR functions. */
let sharedWord: string;
let hrFunctionsWithWord: { id: number; key: string }[];

beforeAll(async () => {
  browser = await launchBrowser();
  const customer = { password: DEMO_PASSWORD, scopes: SCOPES, name: 'Ilaria', surname: 'Risorse' };
  hrUser = await createItalyCustomer({ ...customer, emailPrefix: 'hr-profile' });
  plainUser = await createItalyCustomer({ ...customer, emailPrefix: 'no-profile' });
  await withDatabases(async (databases) => {
    // The admin's licence drawer writes the same column.
    const user = await databases.core
      .selectFrom('users')
      .select('id')
      .where('email', '=', hrUser.email)
      .executeTakeFirstOrThrow();
    await databases.core
      .updateTable('licence_tenants')
      .set({ profiles: ['hr_database'] })
      .where('user_id', '=', user.id)
      .where('tenant_id', '=', 'italy')
      .execute();
    const { db } = databases.tenant('italy');
    const root = await db
      .selectFrom('functions')
      .select('id')
      .where('code', '=', 'hr')
      .executeTakeFirstOrThrow();
    hrRootId = root.id;
    const family = await db
      .selectFrom('functions')
      .select('id')
      .where((eb) => eb.or([eb('id', '=', root.id), eb('path', 'like', `${root.id}.%`)]))
      .execute();
    hrFamilyIds = new Set(family.map((row) => row.id));
    const active = await db
      .selectFrom('functions')
      .select(['id', 'key'])
      .where('active', '=', true)
      .execute();
    const child = active.find((row) => hrFamilyIds.has(row.id) && row.id !== root.id);
    sharedWord = child?.key.split(' ')[0] ?? '';
    const withWord = active.filter((row) => row.key.toLowerCase().includes(sharedWord.toLowerCase()));
    hrFunctionsWithWord = withWord.filter((row) => hrFamilyIds.has(row.id));
    // The check below means something only if the word is also outside the family.
    expect(withWord.length).toBeGreaterThan(hrFunctionsWithWord.length);
  });
  expect(hrFamilyIds.size).toBeGreaterThan(1);
  expect(hrFunctionsWithWord.length).toBe(1);
});
afterAll(async () => {
  await browser?.close();
});

interface ContactCall {
  body: {
    function_parent?: number[];
    function?: number[];
    function_family?: number[];
    pageNum: number;
    sort_key: string;
  };
  answer: ContactSearchResponse['contacts'];
}

/** Runs `action` and returns the contact search it sends and its answer. */
async function contactCall(page: Page, action: () => Promise<unknown>): Promise<ContactCall> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (candidate) =>
        candidate.request().method() === 'POST' &&
        new URL(candidate.url()).pathname.endsWith('/frontend/contact'),
    ),
    action(),
  ]);
  expect(response.status()).toBe(200);
  const { contacts } = (await response.json()) as ContactSearchResponse;
  return { body: response.request().postDataJSON(), answer: contacts };
}

const outsideFamily = (call: ContactCall) =>
  call.answer.data.filter((contact) => !hrFamilyIds.has(contact.function?.id ?? -1));

async function shownCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('result-count').textContent()) ?? '';
  return Number(text.match(/^([\d,]+) contacts? found$/)?.[1]?.replace(/,/g, ''));
}

/** A capture of one element (the header, the filter bar), to look at. */
async function capture(element: Locator, name: string): Promise<void> {
  await element.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled' });
}

describe('HR profile on italy', () => {
  it('shows the HR edition in the header and opens the contacts on the HR family', async () => {
    const { context, page } = await signedIn(browser, hrUser.email, { width: 1280, height: 900 });
    const header = page.getByRole('banner');
    const badge = header.getByTestId('hr-edition-badge');
    expect(await badge.textContent()).toBe('HR');
    expect(await badge.getAttribute('title')).toBe('AdAtlas HR database');
    const home = header.getByRole('link', { name: 'AdAtlas HR database home page' });
    expect(await home.count()).toBe(1);
    // The logo itself is the HR edition's (spec access §6), not the standard one with a badge.
    expect(await home.getByTestId('logo-mark').getAttribute('data-edition')).toBe('hr');
    expect(await home.locator('svg ellipse').count()).toBe(0);
    await capture(header, 'hr-header-desktop');

    const opened = await contactCall(page, () => page.goto('/contacts'));
    await settledResults(page);
    const hrSwitch = page.getByTestId('hr-contacts-switch');
    expect(await hrSwitch.getAttribute('aria-checked')).toBe('true');
    expect(await page.getByText('HR contacts only').count()).toBe(1);
    expect(new URL(page.url()).search).toBe('');
    expect(opened.body.function_family).toEqual([hrRootId]);
    expect(opened.body.function_parent).toBeUndefined();
    expect(opened.answer.data.length).toBeGreaterThan(0);
    expect(outsideFamily(opened)).toEqual([]);
    const hrTotal = opened.answer.totalResults;
    expect(await shownCount(page)).toBe(hrTotal);
    await capture(page.getByTestId('contact-filter-bar'), 'hr-filter-bar-on');

    // Paging and sorting keep the family.
    const paged = await contactCall(page, () => page.locator('.ant-pagination-item-2').click());
    expect(paged.body).toMatchObject({ pageNum: 2, function_family: [hrRootId] });
    expect(outsideFamily(paged)).toEqual([]);
    const sorted = await contactCall(page, () => page.getByTestId('sort-surname').click());
    expect(sorted.body).toMatchObject({ sort_key: 'surname', function_family: [hrRootId] });
    expect(outsideFamily(sorted)).toEqual([]);
    expect(sorted.answer.totalResults).toBe(hrTotal);

    // The function picker offers the family's functions only, and a pick narrows within the family.
    await page.getByTestId('filter-function').click();
    await page.keyboard.type(sharedWord);
    const options = page.locator(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    );
    await options.first().waitFor();
    // Each function shows how many contacts it finds beside its name (" · 52"): the names are these.
    const names = (await options.allTextContents()).map((text) => text.replace(/ · [\d.,]+\+?$/, ''));
    expect(names).toEqual(hrFunctionsWithWord.map((row) => row.key));
    await capture(page.getByTestId('contact-filter-bar'), 'hr-function-picker');
    const narrowed = await contactCall(page, () => page.keyboard.press('Enter'));
    await page.keyboard.press('Escape');
    expect(narrowed.body).toMatchObject({
      function: [hrFunctionsWithWord[0]?.id],
      function_family: [hrRootId],
    });
    expect(narrowed.answer.totalResults).toBeGreaterThan(0);
    expect(narrowed.answer.totalResults).toBeLessThanOrEqual(hrTotal);
    expect(narrowed.answer.data.every((contact) => contact.function?.id === hrFunctionsWithWord[0]?.id)).toBe(
      true,
    );
    await contactCall(page, () => page.goto('/contacts'));
    await settledResults(page);

    // Switched off: every contact, and the choice survives paging and sorting.
    const all = await contactCall(page, () => hrSwitch.click());
    await settledResults(page);
    expect(await hrSwitch.getAttribute('aria-checked')).toBe('false');
    expect(new URL(page.url()).searchParams.get('allContacts')).toBe('1');
    expect(all.body.function_family).toBeUndefined();
    expect(all.answer.totalResults).toBeGreaterThan(hrTotal);
    expect(await shownCount(page)).toBe(all.answer.totalResults);
    await capture(page.getByTestId('contact-filter-bar'), 'hr-filter-bar-off');
    const allPaged = await contactCall(page, () => page.locator('.ant-pagination-item-2').click());
    expect(allPaged.body.function_family).toBeUndefined();
    expect(allPaged.answer.totalResults).toBe(all.answer.totalResults);
    const resorted = await contactCall(page, () => page.getByTestId('sort-modified_at').click());
    expect(resorted.body.function_family).toBeUndefined();
    expect(outsideFamily(resorted).length).toBeGreaterThan(0);
    expect(await hrSwitch.getAttribute('aria-checked')).toBe('false');

    // A reload keeps it off; resetting the filters brings the HR default back.
    await contactCall(page, () => page.reload());
    await settledResults(page);
    expect(await hrSwitch.getAttribute('aria-checked')).toBe('false');
    const reset = await contactCall(page, () => page.getByTestId('reset-filters').click());
    await settledResults(page);
    expect(reset.body.function_family).toEqual([hrRootId]);
    expect(reset.answer.totalResults).toBe(hrTotal);
    expect(await hrSwitch.getAttribute('aria-checked')).toBe('true');
    await context.close();
  });

  it('shows the HR logo in Italian too, named in Italian', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await useLanguage(context, 'it');
    await logIn(page, hrUser.email);
    await page.getByTestId('welcome').waitFor();
    const header = page.getByRole('banner');
    const home = header.getByRole('link', { name: 'Home page di AdAtlas database HR' });
    await home.waitFor();
    expect(await home.getByTestId('logo-mark').getAttribute('data-edition')).toBe('hr');
    expect(await home.getByTestId('hr-edition-badge').getAttribute('title')).toBe('AdAtlas database HR');
    await capture(header, 'hr-header-desktop-it');
    await context.close();
  });

  it('fits the HR badge in the phone header', async () => {
    const { context, page } = await signedIn(browser, hrUser.email, { width: 375, height: 740 });
    const header = page.getByRole('banner');
    const badge = header.getByTestId('hr-edition-badge');
    await badge.waitFor();
    const badgeBox = await badge.boundingBox();
    const menuBox = await header.getByTestId('user-menu').boundingBox();
    expect(badgeBox && menuBox).toBeTruthy();
    if (badgeBox && menuBox) {
      expect(badgeBox.x + badgeBox.width).toBeLessThan(menuBox.x);
      expect(badgeBox.height).toBeLessThanOrEqual(24);
    }
    expect(await header.getByTestId('logo-mark').getAttribute('data-edition')).toBe('hr');
    // Nothing in the header runs past the screen.
    expect(await header.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    await capture(header, 'hr-header-phone');
    // The menu drawer carries the same logo.
    await header.getByTestId('menu-drawer-button').click();
    const drawer = page.getByTestId('menu-drawer');
    await drawer.waitFor();
    expect(await drawer.getByTestId('logo-mark').getAttribute('data-edition')).toBe('hr');
    await screenshot(page, 'hr-drawer-phone', { fullPage: false });
    await context.close();
  });

  it('shows neither badge nor switch without an HR profile', async () => {
    const { context, page } = await signedIn(browser, plainUser.email, { width: 1280, height: 900 });
    const header = page.getByRole('banner');
    const home = header.getByRole('link', { name: 'AdAtlas home page' });
    expect(await home.count()).toBe(1);
    expect(await home.getByTestId('logo-mark').getAttribute('data-edition')).toBe('standard');
    expect(await header.getByTestId('hr-edition-badge').count()).toBe(0);
    const opened = await contactCall(page, () => page.goto('/contacts'));
    await settledResults(page);
    expect(opened.body.function_family).toBeUndefined();
    expect(opened.body.function_parent).toBeUndefined();
    expect(outsideFamily(opened).length).toBeGreaterThan(0);
    expect(await page.getByTestId('hr-contacts-switch').count()).toBe(0);
    expect(await page.getByText('HR contacts only').count()).toBe(0);
    await context.close();
  });
});
