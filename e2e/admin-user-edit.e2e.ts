import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRow, watchRefusals } from './support/admin-users.ts';
import { animationsDone, launchBrowser, screenshot } from './support/browser.ts';
import { createItalyCustomer } from './support/customers.ts';
import { withDatabases } from './support/database.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './support/demo-accounts.ts';
import { signedIn } from './support/session.ts';

const ADMIN_EMAIL = 'admin@adatlas.test';
const SUPER_ADMIN_EMAIL = 'superadmin@adatlas.test';

let browser: Browser;
/** The customer the super admin edits; its audit row is looked for afterwards. */
let edited: { id: number; email: string };
let rootKeyAdded: string | null = null;

beforeAll(async () => {
  browser = await launchBrowser();
  edited = await createItalyCustomer({
    emailPrefix: 'edit-me',
    password: DEMO_PASSWORD,
    scopes: ['company'],
    name: 'Edith',
    surname: 'Before',
  });
});
afterAll(async () => {
  await browser?.close();
  // The top-level category added below would otherwise show in every later run's trees.
  const key = rootKeyAdded;
  if (key) {
    await withDatabases((databases) =>
      databases.tenant('italy').db.deleteFrom('categories').where('key', '=', key).execute(),
    );
  }
});

/** The open edit drawer, once its form is loaded and the drawer stands still. */
async function editDrawer(page: Page, row: Locator): Promise<Locator> {
  await row.getByRole('button', { name: 'Edit', exact: true }).click();
  return loadedEditDrawer(page);
}

async function loadedEditDrawer(page: Page): Promise<Locator> {
  const drawer = page.getByRole('dialog', { name: 'Edit user' });
  await drawer.getByLabel('Surname').waitFor();
  await animationsDone(page.locator('.ant-drawer-content-wrapper:visible').last());
  return drawer;
}

describe('editing a user in the back office', () => {
  it("lets a super admin edit a user's name and extra credits, checked on the fields", async () => {
    const { context, page } = await signedIn(browser, SUPER_ADMIN_EMAIL);
    const refusals = watchRefusals(page);
    await page.goto('/admin/customers');
    const row = await userRow(page, edited.email);
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('Edith Before');
    const drawer = await editDrawer(page, row);
    const save = drawer.getByTestId('edit-user-save');
    expect(await drawer.getByLabel('Name', { exact: true }).inputValue()).toBe('Edith');
    expect(await drawer.getByLabel('Extra company credits').inputValue()).toBe('0');
    // Nothing changed yet: nothing to save. A super admin may change another account's group.
    expect(await save.isDisabled()).toBe(true);
    expect(await drawer.getByLabel('Group').isDisabled()).toBe(false);

    // Out of the API's bounds: said on the field, and nothing is sent.
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(request.url());
    });
    await drawer.getByLabel('Extra company credits').fill('2000000');
    await drawer.getByLabel('Extra contact credits').fill('');
    await save.click();
    await drawer.getByText('Must be between 0 and 1000000').waitFor();
    await drawer.getByText('Required', { exact: true }).waitFor();
    expect(patches).toEqual([]);
    await screenshot(page, 'admin-user-edit-errors-1280');

    // Leaving a changed form asks first; "Keep editing" keeps the changes.
    await drawer.getByTestId('edit-user-cancel').click();
    const confirmation = page.locator('.ant-modal-confirm:visible');
    await confirmation.waitFor();
    await animationsDone(confirmation);
    expect(await confirmation.textContent()).toContain('Discard the changes?');
    await confirmation.getByRole('button', { name: 'Keep editing' }).click();
    await confirmation.waitFor({ state: 'detached' });
    expect(await drawer.getByLabel('Extra company credits').inputValue()).toBe('2000000');

    await drawer.getByLabel('Name', { exact: true }).fill('  Edwina ');
    await drawer.getByLabel('Extra company credits').fill('250');
    await drawer.getByLabel('Extra contact credits').fill('40');
    await drawer.getByLabel('Extra contact credits').press('Enter');
    await page.getByText('Saved').first().waitFor();
    await drawer.waitFor({ state: 'hidden' });
    expect(patches).toHaveLength(1);

    // The table shows the new name without a reload, and the consumption the new extra credits.
    await expect.poll(() => row.getByRole('cell').nth(1).textContent()).toBe('Edwina Before');
    await row.getByRole('button', { name: 'Consumption' }).click();
    const usage = page.getByRole('dialog').last();
    await usage.getByText('250 companies · 40 contacts').waitFor();
    await screenshot(page, 'admin-user-edit-usage-1280');
    await page.keyboard.press('Escape');
    await usage.waitFor({ state: 'hidden' });

    // Reopened, the form holds the saved values.
    const again = await editDrawer(page, row);
    expect(await again.getByLabel('Name', { exact: true }).inputValue()).toBe('Edwina');
    expect(await again.getByLabel('Extra company credits').inputValue()).toBe('250');
    await screenshot(page, 'admin-user-edit-drawer-1280');
    // Unchanged, it closes without asking.
    await again.getByTestId('edit-user-cancel').click();
    await again.waitFor({ state: 'hidden' });
    expect(await page.locator('.ant-modal-confirm:visible').count()).toBe(0);
    expect(refusals).toEqual([]);
    await context.close();
  });

  it("offers an ADMIN no edit of administrators' rows, nor of groups, and no audit log", async () => {
    const { context, page } = await signedIn(browser, ADMIN_EMAIL);
    const refusals = watchRefusals(page);
    await page.goto('/admin/customers');

    for (const email of [SUPER_ADMIN_EMAIL, ADMIN_EMAIL]) {
      const row = await userRow(page, email);
      expect(await row.getByRole('button', { name: 'Licence' }).count()).toBe(1);
      expect(await row.getByRole('button', { name: 'Edit', exact: true }).count(), email).toBe(0);
    }
    const customer = await userRow(page, DEMO_ACCOUNTS.pro.email);
    const drawer = await editDrawer(page, customer);
    expect(await drawer.getByLabel('Group').isDisabled()).toBe(true);
    await drawer.getByText("Only a super administrator can change a user's group.").waitFor();
    await drawer.getByTestId('edit-user-cancel').click();
    await drawer.waitFor({ state: 'hidden' });

    expect(await page.getByRole('tab', { name: 'Audit log' }).count()).toBe(0);
    // Its address leads back to the users, without asking the API.
    await page.goto('/admin/audit');
    await page.getByTestId('admin-user-search').waitFor();
    expect(await page.getByTestId('audit-log').count()).toBe(0);
    expect(refusals).toEqual([]);
    await context.close();
  });

  it('shows a super admin the edit just made in the audit log, newest first', async () => {
    const { context, page } = await signedIn(browser, SUPER_ADMIN_EMAIL);
    await page.goto('/admin/customers');
    await page.getByRole('tab', { name: 'Audit log' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/audit');
    const log = page.getByTestId('audit-log');
    await log.locator('.ant-table-row').first().waitFor();

    // Narrowed to the user's own history, as the edit drawer's "History" link does.
    await page.getByTestId('audit-entity-id-filter').locator('input').fill(String(edited.id));
    await page.getByTestId('audit-entity-id-filter').locator('input').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('entityId') === String(edited.id));
    const row = log
      .locator('.ant-table-row')
      .filter({ hasText: `User #${edited.id}` })
      .first();
    await row.waitFor();
    await page.locator('.ant-table-wrapper .ant-spin-blur').waitFor({ state: 'detached' });
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells).toContain(SUPER_ADMIN_EMAIL);
    expect(cells).toContain('Update');
    expect(cells.some((cell) => /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/.test(cell))).toBe(true);

    await row.getByRole('button', { name: /expand/i }).click();
    const changes = log.locator('[data-testid^="audit-changes-"]').first();
    await changes.waitFor();
    const lines = await changes.locator('tbody tr').allTextContents();
    expect(lines).toContain('NameEdithEdwina');
    expect(lines).toContain('Extra company credits0250');
    expect(lines).toContain('Extra contact credits040');
    // Fields the edit left alone are not listed.
    expect(lines.some((line) => line.startsWith('Surname'))).toBe(false);
    await screenshot(page, 'admin-audit-log-1280');

    await page.setViewportSize({ width: 375, height: 800 });
    await changes.waitFor();
    await screenshot(page, 'admin-audit-log-375', { fullPage: false });
    await context.close();
  });

  it('fits the edit form on a phone', async () => {
    const { context, page } = await signedIn(browser, SUPER_ADMIN_EMAIL, { width: 375, height: 800 });
    await page.goto('/admin/customers');
    const row = await userRow(page, edited.email);
    await row.locator('[data-testid^="user-actions-"]').click();
    const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').last();
    await menu.waitFor();
    await animationsDone(menu);
    await menu.getByRole('menuitem').filter({ hasText: 'Edit' }).click();
    const drawer = await loadedEditDrawer(page);
    const box = await drawer.getByTestId('edit-user-save').boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    await screenshot(page, 'admin-user-edit-drawer-375', { fullPage: false });
    await context.close();
  });
});

describe('reference trees', () => {
  it('adds a top-level entry while a node is selected', async () => {
    const { context, page } = await signedIn(browser, ADMIN_EMAIL);
    await page.goto('/admin/reference');
    const firstNode = page.locator('.ant-tree-title').first();
    await firstNode.waitFor();
    const selectedKey = (await firstNode.textContent()) ?? '';
    await firstNode.click();
    await page.getByTestId('reference-add-child').waitFor();
    expect(await page.getByTestId('reference-add-child').textContent()).toBe(`Add under “${selectedKey}”`);
    expect(await page.getByTestId('reference-add').textContent()).toBe('Add a top-level entry');

    // A name taken at the top level is refused there only, and said so.
    await page.getByTestId('reference-new-key').fill(selectedKey.toUpperCase());
    expect(await page.getByTestId('reference-add').isDisabled()).toBe(true);
    expect(await page.getByTestId('reference-add-error').textContent()).toBe(
      `The top level already has an entry named “${selectedKey}”.`,
    );
    await screenshot(page, 'admin-reference-add-top-level-taken-1280');

    const key = `E2E top ${Date.now().toString(36)}`;
    rootKeyAdded = key;
    await page.getByTestId('reference-new-key').fill(key);
    await page.getByTestId('reference-add').click();
    await page.getByText('Saved').first().waitFor();
    // A new root, shown in the tree, while the selection stays where it was.
    await page.locator('.ant-tree-title').getByText(key, { exact: true }).waitFor();
    expect(await page.locator('.ant-tree-node-selected').textContent()).toBe(selectedKey);
    const stored = await withDatabases((databases) =>
      databases
        .tenant('italy')
        .db.selectFrom('categories')
        .select('parent_id')
        .where('key', '=', key)
        .executeTakeFirstOrThrow(),
    );
    expect(stored.parent_id).toBeNull();

    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'admin-reference-add-top-level-375');
    await context.close();
  });
});
