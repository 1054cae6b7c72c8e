import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRow, watchRefusals } from './support/admin-users.ts';
import { animationsDone, launchBrowser, newPage, screenshot } from './support/browser.ts';
import { DEMO_ACCOUNTS } from './support/demo-accounts.ts';
import { logIn, signedIn, useLanguage } from './support/session.ts';

const ADMIN_EMAIL = 'admin@adatlas.test';
const SUPER_ADMIN_EMAIL = 'superadmin@adatlas.test';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('what an ADMIN may do on the users table', () => {
  it("offers no change to a super admin's row, and every action on a customer's", async () => {
    const { context, page } = await signedIn(browser, ADMIN_EMAIL);
    const refusals = watchRefusals(page);
    await page.goto('/admin/customers');

    const superAdmin = await userRow(page, SUPER_ADMIN_EMAIL);
    expect(await superAdmin.locator('.ant-tag').first().textContent()).toBe('Super administrator');
    const disable = superAdmin.getByRole('button', { name: 'Disable' });
    expect(await disable.isDisabled()).toBe(true);
    expect(await superAdmin.getByRole('button', { name: 'Reset password' }).isDisabled()).toBe(true);
    // The licence opens read-only (e2e/admin-licence-labels.e2e.ts).
    expect(await superAdmin.getByRole('button', { name: 'Licence' }).isDisabled()).toBe(false);
    expect(await superAdmin.getByRole('button', { name: 'Consumption' }).isDisabled()).toBe(false);
    expect(await superAdmin.getByRole('button', { name: 'See as this user' }).count()).toBe(0);
    // A click on the refused action sends nothing and asks nothing.
    await disable.click({ force: true });
    await superAdmin.getByRole('button', { name: 'Reset password' }).click({ force: true });
    expect(await page.locator('.ant-popconfirm:visible').count()).toBe(0);
    // The forced clicks left the pointer on "Reset password": its tooltip, with the same reason, may
    // still be fading out while Disable's opens, so the newest one is read.
    await disable.hover();
    const tooltip = page.getByRole('tooltip').last();
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toBe('Only a super administrator can manage administrators.');
    await screenshot(page, 'admin-rights-superadmin-row-1280');

    const own = await userRow(page, ADMIN_EMAIL);
    expect(await own.locator('.ant-tag').first().textContent()).toBe('Administrator');
    expect(await own.getByRole('button', { name: 'Disable' }).isDisabled()).toBe(true);

    const customer = await userRow(page, DEMO_ACCOUNTS.pro.email);
    expect(await customer.locator('.ant-tag').first().textContent()).toBe('Customer');
    for (const name of ['Licence', 'Consumption', 'Disable', 'Reset password', 'See as this user']) {
      expect(await customer.getByRole('button', { name }).isDisabled()).toBe(false);
    }
    await customer.getByRole('button', { name: 'Reset password' }).click();
    await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
    await page.getByText('Reset e-mail sent').waitFor();

    expect(new URL(page.url()).pathname).toBe('/admin/customers');
    expect(refusals).toEqual([]);
    await context.close();
  });

  it('names the groups in the interface language, in the table and the New user form', async () => {
    const { context, page } = await newPage(browser);
    await useLanguage(context, 'it');
    await logIn(page, ADMIN_EMAIL);
    await page.getByTestId('welcome').waitFor();
    await page.goto('/admin/customers');

    const superAdmin = await userRow(page, SUPER_ADMIN_EMAIL);
    expect(await superAdmin.locator('.ant-tag').first().textContent()).toBe('Super amministratore');
    expect(await superAdmin.getByRole('button', { name: 'Disattiva' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Nuovo utente' }).click();
    const modal = page.locator('.ant-modal:visible');
    await animationsDone(modal);
    // An empty e-mail is missing, not malformed; names stop at the server's 100 characters.
    await modal.getByRole('button', { name: 'Salva' }).click();
    await modal.getByText('Campo obbligatorio').waitFor();
    expect(await modal.getByText('Inserisci un indirizzo e-mail valido').count()).toBe(0);
    expect(await modal.getByRole('textbox', { name: 'Nome', exact: true }).getAttribute('maxlength')).toBe(
      '100',
    );
    expect(await modal.getByRole('textbox', { name: 'Cognome' }).getAttribute('maxlength')).toBe('100');

    const group = modal.locator('.ant-form-item').filter({ hasText: 'Gruppo' });
    expect(await group.locator('.ant-select-content, .ant-select-selection-item').first().textContent()).toBe(
      'Cliente',
    );
    await group.locator('.ant-select').click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    // The dropdown renders its options again while it opens: read them once they have settled.
    await expect
      .poll(() => options.allTextContents())
      .toEqual(['Cliente', 'Amministratore', 'Super amministratore']);
    // Only a super admin creates administrators.
    expect(await options.nth(1).getAttribute('aria-disabled')).toBe('true');
    await screenshot(page, 'admin-rights-create-user-it-1280');
    await context.close();
  });

  it('keeps the actions in reach on a phone', async () => {
    const { context, page } = await signedIn(browser, ADMIN_EMAIL, { width: 375, height: 800 });
    const refusals = watchRefusals(page);
    await page.goto('/admin/customers');
    await page.locator('.ant-table-row').first().waitFor();
    await page.locator('.ant-table-wrapper .ant-spin-blur').waitFor({ state: 'detached' });
    const firstActions = page.locator('.ant-table-row').first().locator('[data-testid^="user-actions-"]');
    const box = await firstActions.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    await screenshot(page, 'admin-rights-users-375', { fullPage: false });

    const superAdmin = await userRow(page, SUPER_ADMIN_EMAIL);
    await superAdmin.locator('[data-testid^="user-actions-"]').click();
    const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').last();
    await menu.waitFor();
    await animationsDone(menu);
    const disable = menu.getByRole('menuitem').filter({ hasText: 'Disable' });
    expect(await disable.getAttribute('aria-disabled')).toBe('true');
    expect(await disable.textContent()).toContain('Only a super administrator can manage administrators.');
    await disable.click({ force: true });
    expect(await page.locator('.ant-modal-confirm:visible').count()).toBe(0);
    await screenshot(page, 'admin-rights-superadmin-menu-375', { fullPage: false });
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    // A customer's row still offers its actions, with the same "Are you sure?" before a change.
    const customer = await userRow(page, DEMO_ACCOUNTS.pro.email);
    await customer.locator('[data-testid^="user-actions-"]').click();
    const customerMenu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').last();
    await customerMenu.waitFor();
    await animationsDone(customerMenu);
    expect(await customerMenu.locator('[role="menuitem"][aria-disabled="true"]').count()).toBe(0);
    await customerMenu.getByRole('menuitem').filter({ hasText: 'Reset password' }).click();
    const confirmation = page.locator('.ant-modal-confirm:visible');
    await animationsDone(confirmation);
    await confirmation.getByRole('button', { name: 'OK' }).click();
    await page.getByText('Reset e-mail sent').waitFor();

    expect(refusals).toEqual([]);
    await context.close();
  });
});
