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

/** "Today" of the demo data set: fixed, so two loads are identical whenever they run. */
export const DEMO_TODAY = new Date('2026-11-01T09:00:00Z');

export interface TenantSeedOptions {
  scale: number;
  log(line: string): void;
}

/** Builds the whole data set of one tenant in memory; synchronous, so its faker is never shared. */
export function generateTenantData(tenant: TenantDb['tenant'], scale: number): TenantDataSet {
  const country = COUNTRY_PROFILES[tenant];
  const faker = new Faker({ locale: country.locale });
  faker.seed(country.seed);
  const data = Object.fromEntries(LOAD_ORDER.map((table) => [table, []])) as unknown as TenantDataSet;
  const refs = buildReferenceLists(country, data);
  const ctx: SeedContext = { faker, country, refs, scale, today: DEMO_TODAY };

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
  const data = generateTenantData(tenantDb.tenant, options.scale);
  const generated = performance.now();
  const counts = await loadTenantData(tenantDb, data);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  options.log(
    `${tenantDb.tenant}: ${counts.companies} companies, ${counts.contacts} contacts, ${counts.brands} brands, ` +
      `${counts.pitches} pitches (generated in ${seconds(generated - started)}, loaded in ${seconds(performance.now() - generated)})`,
  );
  return counts;
}
