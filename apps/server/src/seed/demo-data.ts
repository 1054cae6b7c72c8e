import { Faker } from '@faker-js/faker';
import type { TenantDb } from '../platform/database/databases.ts';
import { COUNTRY_PROFILES } from './countries/index.ts';
import { generateBrandAdvertisers, generateJobOffers } from './generate-activity.ts';
import { generateBrands } from './generate-brands.ts';
import { generateCompanies } from './generate-companies.ts';
import { generateContacts } from './generate-contacts.ts';
import { generateCreas } from './generate-creas.ts';
import { generateAcquisitions, generateInvestmentRounds } from './generate-deals.ts';
import { generateFinancials, generateNielsenSpend } from './generate-finance.ts';
import { generateLinks } from './generate-links.ts';
import { generateEntityNews, generateNewsItems } from './generate-news.ts';
import { generatePitches } from './generate-pitches.ts';
import { generateSocialMedia } from './generate-social.ts';
import { LOAD_ORDER, loadTenantData } from './load-tenant.ts';
import { buildReferenceLists } from './reference-lists.ts';
import type { SeedContext, SeedCounts, TenantDataSet } from './seed-types.ts';

export type { SeedCounts } from './seed-types.ts';

/**
 * The day the tests and the browser suite date the demo data from, so what they read never moves
 * (a load without a day is dated from the day it runs).
 */
export const FIXED_DEMO_DAY = '2026-11-01';

/**
 * The demo data set's "today": 09:00 UTC of `day` (YYYY-MM-DD), or of the day `now` falls on. Two
 * loads on one day are identical; a load on another day is the same data moved to that day, so
 * "latest news", "ongoing pitches" and "updated 3 days ago" look alive whenever it is loaded.
 */
export function demoToday(day: string | undefined, now: Date): Date {
  const today = new Date(`${day ?? now.toISOString().slice(0, 10)}T09:00:00Z`);
  if (Number.isNaN(today.getTime()))
    throw new Error(`The demo day must be a date (YYYY-MM-DD), got "${day}"`);
  return today;
}

export interface TenantSeedOptions {
  scale: number;
  log(line: string): void;
  /** The day the data is dated from (YYYY-MM-DD); the day of `now` when absent. */
  day?: string;
  /** The clock of a load without `day` (default: the system's). */
  now?: Date;
}

/** Builds the whole data set of one tenant in memory; synchronous, so its faker is never shared. */
export function generateTenantData(tenant: TenantDb['tenant'], scale: number, today: Date): TenantDataSet {
  const country = COUNTRY_PROFILES[tenant];
  const faker = new Faker({ locale: country.locale });
  faker.seed(country.seed);
  const data = Object.fromEntries(LOAD_ORDER.map((table) => [table, []])) as unknown as TenantDataSet;
  const refs = buildReferenceLists(country, data);
  const ctx: SeedContext = { faker, country, refs, scale, today };

  const companies = generateCompanies(ctx, data);
  const contacts = generateContacts(ctx, data, companies);
  const brands = generateBrands(ctx, data, companies);
  generatePitches(ctx, data, companies, brands);
  generateCreas(ctx, data, companies, brands);
  generateLinks(ctx, data, companies, brands);
  generateFinancials(ctx, data, companies);
  generateNielsenSpend(ctx, data, companies);
  generateInvestmentRounds(ctx, data, companies);
  const acquisitions = generateAcquisitions(ctx, data, companies);
  generateJobOffers(ctx, data, companies);
  generateBrandAdvertisers(ctx, data, brands);
  generateNewsItems(ctx, data, brands, acquisitions);
  generateEntityNews(ctx, data, companies, contacts, brands);
  // Last, so the draws of every generator before it (and the data they make) stay as they were.
  generateSocialMedia(ctx, data, companies);
  return data;
}

/** (Re)fills one tenant's schema with its deterministic, localized demo data set. */
export async function seedTenantData(tenantDb: TenantDb, options: TenantSeedOptions): Promise<SeedCounts> {
  if (!(options.scale > 0)) throw new Error(`The seed scale must be a positive number, got ${options.scale}`);
  const started = performance.now();
  const today = demoToday(options.day, options.now ?? new Date());
  const data = generateTenantData(tenantDb.tenant, options.scale, today);
  const generated = performance.now();
  const counts = await loadTenantData(tenantDb, data);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  options.log(
    `${tenantDb.tenant}: ${counts.companies} companies, ${counts.contacts} contacts, ${counts.brands} brands, ` +
      `${counts.pitches} pitches (generated in ${seconds(generated - started)}, loaded in ${seconds(performance.now() - generated)})`,
  );
  return counts;
}
