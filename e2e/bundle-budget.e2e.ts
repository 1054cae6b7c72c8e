import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryScript, PAGE_CHUNK, staticGraph } from '../bench/measure/web-bundle.ts';
import { TARGETS } from '../bench/targets.ts';

/**
 * JavaScript each route needs before it runs, gzipped KiB: the entry, the route's page chunk and
 * everything they import statically (what `staticGraph` counts; chunks loaded with `import()`
 * come later). Set a few KiB above the build of 2026-11-27 (the list pages raised that evening for
 * the CRM push button, the saved-search bell, the freshness mark and the list keys; every route
 * raised 1–2 KiB in session 19 for the shared dictionary's new keys, the page outline, the HR mark
 * and the read-only write guard, the register page 7 KiB for its linked documents), so a page
 * that starts pulling in a chart, an editor or another page's feature fails here. Lower a budget
 * when a page gets lighter.
 */
const ROUTE_BUDGETS_KIB: Record<string, number> = {
  HomePage: TARGETS.webFirstPage.maxKib,
  // 589.1 once the back office splits into sub-features (#31): one query object per panel's feature.
  AdminPage: 590,
  AuthorizePage: 380,
  BrandAdvertisersPage: 499,
  CompaniesPage: 553,
  CompanyDetailPage: 562,
  CompleteBillingInfoPage: 470,
  ConfirmPlanPage: 406,
  ConfirmationEmailSentPage: 379,
  ContactDetailPage: 428,
  // 572.3 with the list power tools (#39: Fields menu, selection bar).
  ContactsPage: 574,
  ForbiddenPage: 343,
  ForgotPasswordPage: 362,
  ImpersonatePage: 344,
  LoginPage: 424,
  LogoutPage: 333,
  NoRoutesPage: 335,
  PastDuePage: 346,
  PaymentFailedPage: 343,
  PaymentSuccessfulPage: 345,
  PitchPage: 564,
  PitchScoresPage: 529,
  ProfilePage: 552,
  RegisterPage: 429,
  ResetPasswordPage: 373,
  RouteErrorPage: 345,
  SearchPage: 429,
  TagsPage: 432,
  WorkRelationsPage: 490,
};
/** A page not listed yet may weigh no more than the heaviest listed one until it gets its own. */
const UNLISTED_BUDGET_KIB = Math.max(...Object.values(ROUTE_BUDGETS_KIB));

/** The production build global-setup made, which the suite's servers serve. */
const DIST = path.resolve(import.meta.dirname, '../apps/web/dist');

async function routeWeightsKib(): Promise<Map<string, number>> {
  const assets = path.join(DIST, 'assets');
  const read = (file: string) => readFile(path.join(assets, file), 'utf8');
  const entry = entryScript(await readFile(path.join(DIST, 'index.html'), 'utf8'));
  const weights = new Map<string, number>();
  for (const file of (await readdir(assets)).filter((name) => PAGE_CHUNK.test(name))) {
    const page = file.slice(0, file.indexOf('-'));
    const kib = (await staticGraph([entry, file], read)).bytes / 1024;
    // A page can have a second, re-exporting chunk of its name: the heavier one counts.
    weights.set(page, Math.max(weights.get(page) ?? 0, Math.round(kib * 10) / 10));
  }
  return weights;
}

describe('route bundle budgets', () => {
  it('keeps every route within its JavaScript budget, the home page within the first-page target', async () => {
    const weights = await routeWeightsKib();
    expect(weights.size, 'page chunks in the build').toBeGreaterThanOrEqual(
      Object.keys(ROUTE_BUDGETS_KIB).length,
    );
    const over = [...weights]
      .map(([page, kib]) => ({ page, kib, budget: ROUTE_BUDGETS_KIB[page] ?? UNLISTED_BUDGET_KIB }))
      .filter(({ kib, budget }) => kib > budget)
      .map(({ page, kib, budget }) => `${page}: ${kib} KiB > ${budget} KiB`);
    expect(over).toEqual([]);
  });
});
