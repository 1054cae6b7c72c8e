import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryScript, PAGE_CHUNK, staticGraph } from '../bench/measure/web-bundle.ts';
import { TARGETS } from '../bench/targets.ts';

/**
 * JavaScript each route needs before it runs, gzipped KiB: the entry, the route's page chunk and
 * everything they import statically (what `staticGraph` counts; chunks loaded with `import()`
 * come later). Set 3 KiB above the build of 2026-11-28 (#32: the entry's code grouped into a few
 * chunks, which took every route 23–36 KiB lower, and the quick search loaded on its own), so a
 * page that starts pulling in a chart, an editor or another page's feature fails here. Lower a
 * budget when a page gets lighter.
 */
const ROUTE_BUDGETS_KIB: Record<string, number> = {
  AdminPage: 563,
  AuthorizePage: 348,
  BrandAdvertisersPage: 472,
  CompaniesPage: 527,
  CompanyDetailPage: 534,
  CompleteBillingInfoPage: 444,
  ConfirmPlanPage: 374,
  ConfirmationEmailSentPage: 351,
  ContactDetailPage: 400,
  ContactsPage: 546,
  ForbiddenPage: 309,
  ForgotPasswordPage: 334,
  HomePage: TARGETS.webFirstPage.maxKib,
  ImpersonatePage: 313,
  LoginPage: 395,
  LogoutPage: 302,
  NoRoutesPage: 298,
  PastDuePage: 312,
  PaymentFailedPage: 309,
  PaymentSuccessfulPage: 314,
  PitchPage: 537,
  PitchScoresPage: 503,
  ProfilePage: 525,
  RegisterPage: 401,
  ResetPasswordPage: 345,
  RouteErrorPage: 311,
  SearchPage: 402,
  SsoCallbackPage: 319,
  TagsPage: 405,
  WorkRelationsPage: 463,
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
