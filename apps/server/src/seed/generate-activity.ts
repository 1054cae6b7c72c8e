import type { BrandIndex } from './generate-brands.ts';
import type { CompanyIndex } from './generate-companies.ts';
import { fillTemplate, PHRASES } from './reference-data/phrases.ts';
import { chance, recentDate, weightedPicker } from './seed-helpers.ts';
import type { SeedContext, TenantDataSet } from './seed-types.ts';

const FIRST_AD_LIBRARY_YEAR = 2021;

/** Open positions of the last three months, mostly at bigger companies. */
export function generateJobOffers(ctx: SeedContext, data: TenantDataSet, companies: CompanyIndex): void {
  const { faker, country, refs } = ctx;
  const phrases = PHRASES[country.language];
  const pickCompany = weightedPicker(faker, companies.all, (company) => 0.1 + company.size * 3);
  const contractTypes = refs.keys('contract_type');
  const total = Math.round(300 * ctx.scale);
  for (let id = 1; id <= total; id++) {
    const company = pickCompany();
    const publishedAt = recentDate(ctx, 90);
    const jobTitle = faker.helpers.arrayElement(phrases.jobTitles);
    data.job_offers.push({
      id,
      company_id: company.row.id,
      published_at: publishedAt,
      job_title: jobTitle,
      contract_type: faker.helpers.arrayElement(contractTypes),
      location: company.row.city,
      url: `https://www.${company.domain}/careers/${id}`,
      description: fillTemplate(phrases.jobDescription, {
        company: company.row.name,
        role: jobTitle,
        c: company.city.name,
      }),
      created_at: publishedAt,
      modified_at: publishedAt,
      modified_by: null,
    });
    const current = company.row.job_offers_updated_at as Date | null;
    if (!current || current < publishedAt) company.row.job_offers_updated_at = publishedAt;
  }
}

/**
 * Ad-library records (Meta and Google) for about a third of the brands, one row per platform and
 * year from a first year up to the current one.
 */
export function generateBrandAdvertisers(ctx: SeedContext, data: TenantDataSet, brands: BrandIndex): void {
  const { faker } = ctx;
  const currentYear = ctx.today.getUTCFullYear();
  for (const brand of brands.all) {
    if (!brand.company.famous && !chance(faker, 0.35)) continue;
    const platforms = faker.helpers.arrayElement([['META'], ['GOOGLE'], ['META', 'GOOGLE']] as const);
    for (const platform of platforms) {
      const firstYear = faker.number.int({ min: FIRST_AD_LIBRARY_YEAR, max: currentYear });
      const libraryId = faker.string.numeric(15);
      for (let year = firstYear; year <= currentYear; year++) {
        const ads = Math.max(
          1,
          Math.round(faker.number.int({ min: 1, max: 60 }) * (1 + brand.company.size * 20)),
        );
        const shownLower = ads * faker.number.int({ min: 1_000, max: 50_000 });
        data.brand_advertisers.push({
          id: data.brand_advertisers.length + 1,
          advertiser_type: platform,
          brand_id: brand.row.id,
          company_id: brand.company.row.id,
          year,
          payer: brand.company.row.name,
          beneficiary: brand.row.name,
          n_ads: ads,
          eu_total_reach: platform === 'META' ? shownLower * faker.number.int({ min: 2, max: 8 }) : null,
          times_shown_lower: shownLower,
          times_shown_upper: shownLower * faker.number.int({ min: 2, max: 10 }),
          meta_library_id: platform === 'META' ? libraryId : null,
          google_advertiser_id: platform === 'GOOGLE' ? `AR${faker.string.numeric(20)}` : null,
          origin: 'demo',
        });
      }
    }
  }
}
