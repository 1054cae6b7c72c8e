import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryScript, PAGE_CHUNK, staticGraph } from '../bench/measure/web-bundle.ts';
import { ROUTE_BUDGETS_KIB } from './support/route-budgets.ts';

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
