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

const atPath = (path: string) => (url: URL) => url.pathname === path;

const WORDS = {
  en: {
    modal: 'You have run out of credits',
    cancel: 'Cancel',
    choosePlan: 'Choose a plan',
    open: 'Open for 1 credit',
    types: { ADV: 'Advertiser', AG: 'Agency', CP: 'Sales house', ME: 'Media' },
    general: 'General',
    email: 'E-mail',
  },
  it: {
    modal: 'Hai esaurito i crediti',
    cancel: 'Annulla',
    choosePlan: 'Scegli un piano',
    open: 'Apri per 1 credito',
    types: { ADV: 'Investitore', AG: 'Agenzia', CP: 'Concessionaria', ME: 'Mezzo' },
    general: 'Generale',
    email: 'E-mail',
  },
} as const;

interface Listed {
  companies: { id: number; name: string; type: keyof (typeof WORDS)['en']['types']; city: string | null }[];
  contacts: { id: number; name: string; surname: string; emailExists: boolean }[];
}

/** Six companies and six contacts of the lists, read through the API with the page's session. */
function listed(page: Page): Promise<Listed> {
  return page.evaluate(async () => {
    const { token } = JSON.parse(localStorage.getItem('adatlas.session') ?? '{}') as { token: string };
    const post = async (path: string) =>
      (
        await fetch(`/api/v1/frontend/${path}`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${token}`,
            'x-tenant': 'italy',
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({ limit: 6 }),
        })
      ).json();
    const companies = await post('company');
    const contacts = await post('contact');
    return { companies: companies.data, contacts: contacts.contacts.data };
  });
}

/** Opens records through the API as the pages do (one credit each), answering the statuses. */
function openThroughApi(page: Page, kind: 'company' | 'contact', ids: number[]): Promise<number[]> {
  return page.evaluate(
    async ({ kind, ids }) => {
      const { token } = JSON.parse(localStorage.getItem('adatlas.session') ?? '{}') as { token: string };
      const statuses: number[] = [];
      for (const id of ids) {
        const response = await fetch(`/api/v1/frontend/${kind}/${id}`, {
          headers: { Authorization: `Bearer ${token}`, 'x-tenant': 'italy' },
        });
        statuses.push(response.status);
      }
      return statuses;
    },
    { kind, ids },
  );
}

async function bothWidths(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-desktop`, { fullPage: false });
  await page.setViewportSize({ width: 375, height: 800 });
  // Nothing runs past the phone's screen once the layout has followed the resize.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, `${name}-375`, { fullPage: false });
  const card = await page.getByTestId('locked-record').boundingBox();
  expect((card?.x ?? 0) + (card?.width ?? 0)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** After the out-of-quota modal is dismissed, the page shows the record locked, not an error. */
async function expectLocked(page: Page, language: 'en' | 'it', name: string, subtitle: string[]) {
  const words = WORDS[language];
  const modal = page.getByRole('dialog').filter({ hasText: words.modal });
  await modal.waitFor();
  await modal.getByRole('button', { name: words.cancel }).click();
  await modal.waitFor({ state: 'hidden' });
  const locked = page.getByTestId('locked-record');
  await locked.waitFor();
  expect(await page.getByTestId('locked-name').textContent()).toBe(name);
  const shown = (await page.getByTestId('locked-subtitle').textContent()) ?? '';
  for (const part of subtitle) expect(shown).toContain(part);
  expect(await locked.getByRole('button', { name: words.open }).isDisabled()).toBe(true);
  await locked.getByRole('button', { name: words.choosePlan }).waitFor();
  const text = (await page.locator('main').textContent()) ?? '';
  expect(text).not.toContain('OUT_OF_QUOTA_ERROR');
  expect(text).not.toContain('402');
  return locked;
}

describe('a trial user out of credits opens a company and a contact', () => {
  it.each(['en', 'it'] as const)('in %s, sees each record locked with the plan choice', async (language) => {
    const words = WORDS[language];
    const { context, page } = await newPage(browser, { width: 1280, height: 900 });
    await useLanguage(context, 'en');
    try {
      await registerOnItaly(page, `e2e-locked-${language}`);
      await completeBillingInfoAsPerson(page);
      await page.waitForURL(atPath('/confirmPlan'));
      await page.getByRole('button', { name: 'Start the free trial' }).click();
      await page.waitForURL(atPath('/'));
      if (language === 'it') {
        await chooseLanguage(page, 'it');
        await page.getByTestId('welcome').waitFor();
      }
      const { companies, contacts } = await listed(page);
      expect([companies.length, contacts.length]).toEqual([6, 6]);
      // The trial's five credits of each kind, spent.
      const spend = async (kind: 'company' | 'contact', ids: number[]) =>
        expect(await openThroughApi(page, kind, ids)).toEqual([200, 200, 200, 200, 200]);
      await spend(
        'company',
        companies.slice(0, 5).map((c) => c.id),
      );
      await spend(
        'contact',
        contacts.slice(0, 5).map((c) => c.id),
      );

      const company = companies[5]!;
      await page.goto(`/companies/${company.id}`);
      const lockedCompany = await expectLocked(
        page,
        language,
        company.name,
        [words.types[company.type], company.city].filter((part): part is string => Boolean(part)),
      );
      expect(await lockedCompany.getByTestId('locked-reveals').textContent()).toContain(words.general);
      await bothWidths(page, `locked-company-${language}`);

      const contact = contacts[5]!;
      await page.goto(`/contacts/${contact.id}`);
      const lockedContact = await expectLocked(page, language, `${contact.name} ${contact.surname}`, []);
      if (contact.emailExists)
        expect(await lockedContact.getByTestId('locked-reveals').textContent()).toContain(words.email);
      await bothWidths(page, `locked-contact-${language}`);

      // Seeing a locked record spent nothing: still five of each, and the record still locked.
      expect(await openThroughApi(page, 'company', [company.id])).toEqual([402]);
      expect(await openThroughApi(page, 'contact', [contact.id])).toEqual([402]);
    } finally {
      await context.close();
    }
  });
});
