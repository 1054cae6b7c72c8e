import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, launchBrowser, screenshot } from './support/browser.ts';
import { signedIn } from './support/session.ts';

const ADMIN_EMAIL = 'admin@adatlas.test';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface TreeNode {
  id: number;
  key: string;
  parentId: number | null;
  hrFamily: boolean;
}

/** Calls the admin API with the page's session, in italy (the admin's country on the page). */
async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: object): Promise<T> {
  const raw = await page.evaluate(() => window.localStorage.getItem('adatlas.session'));
  const token = (JSON.parse(raw ?? '{}') as { token: string }).token;
  const response = await page.request.fetch(`/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'x-tenant': 'italy' },
    ...(data ? { data } : {}),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Opens the select and waits until its list stands still. */
async function openSelect(page: Page, testId: string) {
  await page.getByTestId(testId).click();
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
  await dropdown.waitFor();
  await animationsDone(dropdown);
  return dropdown;
}

const errorOverlay = (page: Page) => page.locator('.ant-modal:visible');

describe('value lists', () => {
  it('says in place, on the key, that a key is taken or malformed, and saves neither', async () => {
    const { context, page } = await signedIn(browser, ADMIN_EMAIL);
    await page.goto('/admin/lists');
    await page.locator('.ant-table-row').first().waitFor();
    const lists = await openSelect(page, 'flat-list-select');
    await page.getByTestId('flat-list-select').locator('input').fill('Agency');
    await lists.locator('.ant-select-item-option').filter({ hasText: 'Agency categories' }).click();
    await page.locator('.ant-table-row').filter({ hasText: 'media' }).first().waitFor();

    // The key suggested from "Media" is the seeded `media`: the form says so before any call.
    await page.getByTestId('flat-new-label').fill('Media');
    const keyError = page.getByTestId('flat-key-error');
    expect(await keyError.textContent()).toBe('This list already has the key media. Choose another key.');
    expect(await page.getByTestId('flat-add').isDisabled()).toBe(true);
    await screenshot(page, 'admin-reference-editing-flat-duplicate-1280');

    // A key taken by someone else meanwhile: the server's conflict reads the same, in place.
    const suffix = Date.now().toString(36);
    await page.getByTestId('flat-new-label').fill(`E2E twin ${suffix}`);
    expect(await keyError.count()).toBe(0);
    await api(page, 'POST', '/admin/reference/lists/agency_category', {
      key: `e2e_twin_${suffix}`,
      label: 'Added elsewhere',
    });
    await page.getByTestId('flat-add').click();
    await keyError.waitFor();
    expect(await keyError.textContent()).toBe(
      `This list already has the key e2e_twin_${suffix}. Choose another key.`,
    );
    expect(await errorOverlay(page).count()).toBe(0);
    expect(await page.getByText('The data was changed in the meantime').count()).toBe(0);

    // A key that is not plain is refused before it is sent.
    await page.getByTestId('flat-new-label').fill('Bad entry');
    await page.getByTestId('flat-new-key').fill('bad key with spaces!');
    expect(await keyError.textContent()).toBe(
      'A key uses lower-case letters (a–z) and digits, with _ or - between them: no spaces, capitals or accents. It cannot be changed later.',
    );
    expect(await page.getByTestId('flat-new-key').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('flat-add').isDisabled()).toBe(true);
    await screenshot(page, 'admin-reference-editing-flat-bad-key-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'admin-reference-editing-flat-bad-key-375', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByTestId('flat-new-key').fill('bad-entry');
    expect(await keyError.count()).toBe(0);
    expect(await page.getByTestId('flat-add').isDisabled()).toBe(false);

    const items = await api<{ key: string }[]>(page, 'GET', '/admin/reference/lists/agency_category');
    expect(items.filter((item) => item.key === 'media')).toHaveLength(1);
    expect(items.some((item) => item.key.includes(' '))).toBe(false);
    await context.close();
  });
});

describe('reference trees', () => {
  it('offers a node no move under itself or its descendants, and explains a refused move', async () => {
    const { context, page } = await signedIn(browser, ADMIN_EMAIL);
    await page.goto('/admin/reference');
    await page.locator('.ant-tree-title').first().waitFor();
    expect(await page.getByTestId('reference-add').textContent()).toBe('Add a top-level entry');

    const categories = await api<TreeNode[]>(page, 'GET', '/admin/reference/trees/categories');
    // A root with a child whose name is found nowhere else in the tree.
    const hasUniqueName = (node: TreeNode) =>
      categories.every(
        (other) => other.id === node.id || !other.key.toLowerCase().includes(node.key.toLowerCase()),
      );
    const child = categories.find(
      (node) =>
        node.parentId !== null &&
        hasUniqueName(node) &&
        categories.find((root) => root.id === node.parentId)?.parentId === null,
    );
    if (!child) throw new Error('the seeded categories have no root with a uniquely named child');
    const root = categories.find((node) => node.id === child.parentId) as TreeNode;
    await page.locator('.ant-tree-title').getByText(root.key, { exact: true }).click();
    const parent = page.getByTestId('reference-parent-select');
    expect(await parent.locator('.ant-select-content').textContent()).toBe('(top level)');

    // Neither the node nor anything under it is offered; the others are, named by their path.
    const options = await openSelect(page, 'reference-parent-select');
    const shown = await options.locator('.ant-select-item-option').allTextContents();
    expect(shown[0]).toBe('(top level)');
    expect(shown.length).toBeGreaterThan(3);
    expect(shown.filter((label) => label === root.key || label.startsWith(`${root.key} › `))).toEqual([]);
    await screenshot(page, 'admin-reference-editing-move-list-1280');
    await parent.locator('input').fill(root.key);
    await options.locator('.ant-select-item-empty, .ant-select-item-option').first().waitFor();
    const ownLabels = await options.locator('.ant-select-item-option').allTextContents();
    expect(ownLabels.filter((label) => label === root.key || label.startsWith(`${root.key} › `))).toEqual([]);
    await parent.locator('input').fill(child.key);
    await expect.poll(() => options.locator('.ant-select-item-option').count()).toBe(0);
    await options.locator('.ant-select-item-empty').waitFor();
    await page.keyboard.press('Escape');

    // Renaming a root to another root's name is flagged before the call.
    const otherRoot = categories.find((node) => node.parentId === null && node.id !== root.id) as TreeNode;
    await page.getByTestId('reference-rename-input').fill(otherRoot.key.toUpperCase());
    expect(await page.getByTestId('reference-rename-error').textContent()).toBe(
      `An entry named “${otherRoot.key}” already exists at this level.`,
    );
    expect(await page.getByTestId('reference-rename').isDisabled()).toBe(true);

    // The HR family stays at the top level: the refusal is explained and the select goes back.
    await page.locator('.ant-select').first().click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: 'Functions' })
      .click();
    const functions = await api<TreeNode[]>(page, 'GET', '/admin/reference/trees/functions');
    const hrFamily = functions.find((node) => node.hrFamily) as TreeNode;
    const target = functions.find((node) => node.parentId === null && !node.hrFamily) as TreeNode;
    await page
      .locator('.ant-tree-title')
      .filter({ has: page.getByTestId('hr-family-tag') })
      .click();
    const moveOptions = await openSelect(page, 'reference-parent-select');
    await parent.locator('input').fill(target.key);
    await moveOptions.locator('.ant-select-item-option').filter({ hasText: target.key }).first().click();
    const moveError = page.getByTestId('reference-move-error');
    await moveError.waitFor();
    expect(await moveError.textContent()).toBe(
      'The human-resources family stays at the top level: turn its mark off before moving it.',
    );
    expect(await parent.locator('.ant-select-content').textContent()).toBe('(top level)');
    expect(await errorOverlay(page).count()).toBe(0);
    await screenshot(page, 'admin-reference-editing-move-refused-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'admin-reference-editing-move-refused-375');
    const after = await api<TreeNode[]>(page, 'GET', '/admin/reference/trees/functions');
    expect(after.find((node) => node.id === hrFamily.id)?.parentId).toBeNull();
    await context.close();
  });
});
