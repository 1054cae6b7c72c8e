import type { BrandIndex } from './generate-brands.ts';
import type { CompanyIndex } from './generate-companies.ts';
import { fillTemplate, NAME_WORDS, PHRASES } from './reference-data/phrases.ts';
import { chance, recentDate, weightedPicker } from './seed-helpers.ts';
import { isoDate, type SeedContext, type TenantDataSet } from './seed-types.ts';

const DURATIONS: Record<string, number[] | null> = {
  tv_spot: [15, 20, 30, 45, 60],
  radio: [15, 20, 30],
  online_video: [6, 15, 30, 60, 90],
  social: [6, 10, 15],
  cinema: [30, 45, 60, 90],
  print: null,
  outdoor: null,
};
const CREATIVE_DISCIPLINES = new Set(['creative', 'digital', 'social', 'production', 'branding']);

/** Route served by the market-data module: a generated SVG snapshot per creative work. */
export function creaSnapshotUrl(id: number): string {
  return `/api/v1/media/crea/${id}.svg`;
}

/** Creative works of a brand, its company and an agency that works on it. */
export function generateCreas(
  ctx: SeedContext,
  data: TenantDataSet,
  companies: CompanyIndex,
  brands: BrandIndex,
): void {
  const { faker, country, refs } = ctx;
  const phrases = PHRASES[country.language];
  const candidates = brands.all.filter((brand) => brands.agenciesOf(brand.row.id).length > 0);
  const pickBrand = weightedPicker(faker, candidates, (brand) => 0.3 + brand.company.size * 3);
  const pickAgency = weightedPicker(faker, companies.byType.AG, (company) => 0.2 + company.size);
  const creaCategories = refs.keys('crea_category');
  const total = Math.round(600 * ctx.scale);
  for (let id = 1; id <= total; id++) {
    const brand = pickBrand();
    const relations = brands.agenciesOf(brand.row.id);
    const agencyId = (relations.find((rel) => CREATIVE_DISCIPLINES.has(rel.discipline)) ?? relations[0]!)
      .agencyId;
    const category = faker.helpers.arrayElement(creaCategories);
    const durations = DURATIONS[category];
    const published = recentDate(ctx, 1100);
    data.creative_works.push({
      id,
      title: fillTemplate(faker.helpers.arrayElement(phrases.creaTitles), {
        brand: brand.row.name,
        season: faker.helpers.arrayElement(phrases.seasons),
        year: published.getUTCFullYear(),
        w: faker.helpers.arrayElement(NAME_WORDS),
      }),
      published_at: isoDate(published),
      duration_seconds: durations ? faker.helpers.arrayElement(durations) : null,
      url: null,
      snapshot_url: creaSnapshotUrl(id),
      infos: chance(faker, 0.4) ? faker.helpers.arrayElement(phrases.remarks) : null,
      brand_id: brand.row.id,
      company_id: brand.company.row.id,
      agency_id: agencyId,
      production_agency_id: chance(faker, 0.3) ? pickAgency().row.id : null,
      post_production_agency_id: chance(faker, 0.15) ? pickAgency().row.id : null,
      music_production_agency_id: chance(faker, 0.1) ? pickAgency().row.id : null,
      category_ids: [refs.itemId('crea_category', category)],
      credits: chance(faker, 0.5) ? `${faker.person.fullName()}, ${faker.person.fullName()}` : null,
      active: chance(faker, 0.98),
      created_at: published,
      modified_at: published,
      modified_by: null,
    });
  }
}
