import { LICENCE_PLUGINS } from '@adatlas/domain/auth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, launchBrowser, screenshot } from './support/browser.ts';
import { withDatabases } from './support/database.ts';
import { DEMO_ACCOUNTS } from './support/demo-accounts.ts';
import { settledResults } from './support/results.ts';
import { signedIn } from './support/session.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedInPage(): Promise<Page> {
  return (await signedIn(browser, DEMO_ACCOUNTS.pro.email, { width: 1280, height: 900 })).page;
}

/** The number in "1,948 companies found". */
async function resultCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('result-count').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

/** The company exports pro has left in italy, as the export dialog reads them. */
async function companyExportsLeft(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const session = JSON.parse(window.localStorage.getItem('adatlas.session') ?? '{}');
    const response = await fetch('/api/v1/frontend/exports/allowance', {
      headers: { authorization: `Bearer ${session.token}`, 'x-tenant': 'italy' },
    });
    return (await response.json()).companies.remaining as number;
  });
}

/**
 * Leaves pro `left` company exports in italy, whatever the suite's other tests exported already
 * this period, and answers how to put the allowance back.
 */
async function leaveCompanyExports(page: Page, left: number): Promise<() => Promise<void>> {
  const setLimit = (limit: (current: number) => number) =>
    withDatabases(async ({ core }) => {
      const plugin = await core
        .selectFrom('licence_plugins')
        .innerJoin('users', 'users.id', 'licence_plugins.user_id')
        .where('users.email', '=', DEMO_ACCOUNTS.pro.email)
        .where('licence_plugins.tenant_id', '=', 'italy')
        .where('licence_plugins.name', '=', LICENCE_PLUGINS.exportCompanies)
        .select(['licence_plugins.id', 'licence_plugins.company_limit'])
        .executeTakeFirstOrThrow();
      await core
        .updateTable('licence_plugins')
        .set({ company_limit: limit(plugin.company_limit ?? 0) })
        .where('id', '=', plugin.id)
        .execute();
    });
  const shift = left - (await companyExportsLeft(page));
  await setLimit((current) => current + shift);
  return async () => {
    await setLimit((current) => current - shift);
  };
}

describe('customer audit fixes, as pro@adatlas.test on italy', () => {
  it('says up front that a list larger than the export allowance cannot be exported', async () => {
    const page = await signedInPage();
    const exported: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/frontend/company/export')) exported.push(request.url());
    });
    const restoreAllowance = await leaveCompanyExports(page, 5);
    try {
      await page.goto('/companies');
      await settledResults(page);
      const total = await resultCount(page);
      expect(total).toBeGreaterThan(5);
      await page.getByTestId('export-button').click();
      const tooMany = page.getByTestId('export-too-many');
      await tooMany
        .filter({
          hasText: `This search finds ${total.toLocaleString('en')} companies, but you can export only 5 more.`,
        })
        .waitFor();
      await tooMany.filter({ hasText: 'Narrow the search with the filters to export it.' }).waitFor();
      expect(await page.getByTestId('export-ok').isDisabled()).toBe(true);
      await animationsDone(page.locator('.ant-modal'));
      await screenshot(page, 'customer-fixes-export-too-many', { fullPage: false });
      await page.keyboard.press('Escape');
      await tooMany.waitFor({ state: 'detached' });

      // A search within the allowance keeps the usual question and its Continue.
      await page.goto('/companies?key=Lavazza');
      await settledResults(page);
      expect(await resultCount(page)).toBeLessThanOrEqual(5);
      await page.getByTestId('export-button').click();
      await page
        .getByTestId('export-remaining')
        .filter({ hasText: 'You can still export 5 companies.' })
        .waitFor();
      expect(await page.getByTestId('export-ok').isDisabled()).toBe(false);
      expect(await page.getByTestId('export-too-many').count()).toBe(0);
      expect(exported).toEqual([]);
    } finally {
      await restoreAllowance();
    }
    await page.context().close();
  });

  it("says up front that a tag larger than the export allowance cannot be exported, in the tag's words", async () => {
    const page = await signedInPage();
    const tagId = await withDatabases(async (databases) => {
      const { id: userId } = await databases.core
        .selectFrom('users')
        .select('id')
        .where('email', '=', DEMO_ACCOUNTS.pro.email)
        .executeTakeFirstOrThrow();
      const italy = databases.tenant('italy').db;
      const companies = await italy.selectFrom('companies').select('id').orderBy('id').limit(4).execute();
      const tag = await italy
        .insertInto('tags')
        .values({ user_id: userId, name: `E2E export ${Date.now().toString(36)}`, color: '1677FF' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await italy
        .insertInto('tag_associations')
        .values(
          companies.map((company) => ({
            tag_id: tag.id,
            entity_type: 'company' as const,
            entity_id: company.id,
          })),
        )
        .execute();
      return tag.id;
    });
    const restoreAllowance = await leaveCompanyExports(page, 3);
    try {
      await page.goto(`/tag?selectedTag=${tagId}&selectedEntity=0`);
      await page.getByTestId('export-button').click();
      const tooMany = page.getByTestId('export-too-many');
      await tooMany
        .filter({ hasText: 'This tag holds 4 companies, but you can export only 3 more.' })
        .waitFor();
      await tooMany.filter({ hasText: 'Take some records off the tag' }).waitFor();
      expect(await page.getByTestId('export-ok').isDisabled()).toBe(true);
      await animationsDone(page.locator('.ant-modal'));
      await screenshot(page, 'customer-fixes-tag-export-too-many', { fullPage: false });
    } finally {
      await restoreAllowance();
      await withDatabases((databases) =>
        databases.tenant('italy').db.deleteFrom('tags').where('id', '=', tagId).execute(),
      );
    }
    await page.context().close();
  });

  it('offers a way back from a page past the last one, on companies and contacts', async () => {
    const page = await signedInPage();
    for (const list of ['companies', 'contacts'] as const) {
      await page.goto(`/${list}?pageNum=500`);
      await settledResults(page);
      expect(await resultCount(page)).toBeGreaterThan(0);
      await page.getByTestId('page-out-of-range').waitFor();
      expect(await page.locator('.ant-pagination').count()).toBe(1);
      if (list === 'companies')
        await screenshot(page, 'customer-fixes-page-out-of-range', { fullPage: false });

      await page.getByTestId('first-page').click();
      await page.waitForURL((url) => url.searchParams.get('pageNum') === null);
      await settledResults(page);
      await page
        .getByTestId(list === 'companies' ? 'company-row' : 'contact-row')
        .first()
        .waitFor();
      expect(await page.getByTestId('page-out-of-range').count()).toBe(0);
      expect(await page.locator('.ant-pagination-item-active').textContent()).toBe('1');
    }
    await page.context().close();
  });

  it('says why Save waits on a new comment, and who will see it once a type is chosen', async () => {
    const page = await signedInPage();
    await page.goto('/companies?key=Lavazza');
    await settledResults(page);
    await page.getByTestId('company-row').first().locator('a').first().click();
    await page.getByTestId('company-name').waitFor();
    await page.getByTestId('comment-add').click();
    const type = page.getByTestId('comment-type');
    await type.waitFor();
    // The spec opens a new comment empty: no type, and Save off until there is a type and text.
    expect(await type.locator('input:checked').count()).toBe(0);
    const hint = page.getByTestId('comment-type-hint');
    expect(await hint.textContent()).toBe('Choose who will see this comment to save it.');
    const save = page.getByTestId('comment-save');
    const content = `E2E private comment ${Date.now()}`;
    await page.getByTestId('comment-content').fill(content);
    expect(await save.isDisabled()).toBe(true);
    await type.getByText('Private').click();
    await hint.filter({ hasText: 'Only you will see this comment.' }).waitFor();
    expect(await save.isDisabled()).toBe(false);
    await animationsDone(page.locator('.ant-modal'));
    await screenshot(page, 'customer-fixes-comment-private', { fullPage: false });
    const saved = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().includes('/comments'),
    );
    await save.click();
    expect((await saved).postDataJSON()).toMatchObject({ commentType: 'private', content });
    const comment = page.getByTestId('comment').filter({ hasText: content });
    await comment.waitFor();

    await comment.getByTestId('comment-delete').click();
    await page.getByTestId('comment-delete-ok').click();
    await comment.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
