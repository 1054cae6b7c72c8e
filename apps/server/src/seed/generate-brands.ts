import type { CompanyIndex, CompanyInfo } from './generate-companies.ts';
import { AGENCY_DISCIPLINES } from './reference-data/flat-lists.ts';
import { NAME_WORDS } from './reference-data/phrases.ts';
import { chance, pickSome, recentDate, weightedPicker } from './seed-helpers.ts';
import { isoDate, type SeedContext, type SeedRow, slugify, type TenantDataSet } from './seed-types.ts';

export interface BrandInfo {
  row: SeedRow<'brands'>;
  company: CompanyInfo;
}

export interface BrandIndex {
  all: BrandInfo[];
  byCompany: Map<number, BrandInfo[]>;
  /** Agencies working on a brand, by discipline key. */
  agenciesOf(brandId: number): { agencyId: number; discipline: string }[];
  addRelation(brand: BrandInfo, agencyId: number, discipline: string, since: Date): void;
}

const DISCIPLINE_WEIGHTS = [
  { value: 'creative', weight: 10 },
  { value: 'media', weight: 8 },
  { value: 'digital', weight: 6 },
  { value: 'social', weight: 4 },
  { value: 'pr', weight: 3 },
  { value: 'events', weight: 2 },
  { value: 'crm', weight: 2 },
  { value: 'branding', weight: 1 },
  { value: 'production', weight: 1 },
  { value: 'shopper', weight: 1 },
];

/** Brands belong to advertisers: the famous ones keep their real brands, others get invented ones. */
export function generateBrands(ctx: SeedContext, data: TenantDataSet, companies: CompanyIndex): BrandIndex {
  const { faker, country } = ctx;
  const all: BrandInfo[] = [];
  const byCompany = new Map<number, BrandInfo[]>();
  const addBrand = (company: CompanyInfo, name: string) => {
    const owned = byCompany.get(company.row.id) ?? [];
    if (owned.some((brand) => brand.row.name === name)) return;
    const createdAt = recentDate(ctx, 2500, 30);
    const row: SeedRow<'brands'> = {
      id: all.length + 1,
      name,
      company_id: company.row.id,
      logo_url: null,
      website: company.famous || chance(faker, 0.5) ? `https://www.${slugify(name)}.${country.tld}` : null,
      sector_ids: company.row.sector_ids,
      active: chance(faker, 0.97),
      created_at: createdAt,
      modified_at: createdAt,
      modified_by: null,
    };
    const brand = { row, company };
    all.push(brand);
    owned.push(brand);
    byCompany.set(company.row.id, owned);
  };

  const advertisers = companies.byType.ADV;
  for (const company of advertisers) for (const name of company.famous?.brands ?? []) addBrand(company, name);
  const pickOwner = weightedPicker(
    faker,
    advertisers.filter((company) => !company.famous),
    (company) => 0.3 + company.size * 3,
  );
  const total = Math.max(all.length, Math.round(1000 * ctx.scale));
  for (let attempts = 0; all.length < total && attempts < total * 3; attempts++) {
    const owner = pickOwner();
    const ownerWord = owner.keyword;
    const word = faker.helpers.arrayElement(NAME_WORDS);
    addBrand(
      owner,
      faker.helpers.arrayElement([
        word,
        `${ownerWord} ${word}`,
        `${word} ${faker.helpers.arrayElement(NAME_WORDS)}`,
      ]),
    );
  }
  data.brands.push(...all.map((brand) => brand.row));

  const relations = new Map<number, { agencyId: number; discipline: string }[]>();
  const index: BrandIndex = {
    all,
    byCompany,
    agenciesOf: (brandId) => relations.get(brandId) ?? [],
    addRelation(brand, agencyId, discipline, since) {
      const existing = relations.get(brand.row.id) ?? [];
      if (existing.some((rel) => rel.agencyId === agencyId && rel.discipline === discipline)) return;
      existing.push({ agencyId, discipline });
      relations.set(brand.row.id, existing);
      data.work_relations.push({
        id: data.work_relations.length + 1,
        brand_id: brand.row.id,
        agency_company_id: agencyId,
        category_id: ctx.refs.itemId('agency_category', discipline),
        since: isoDate(since),
        inferred_relation_id: null,
      });
    },
  };
  generateWorkRelations(ctx, companies, index);
  return index;
}

/** Every brand has one to three agencies; media work can also sit with a sales house or a media owner. */
function generateWorkRelations(ctx: SeedContext, companies: CompanyIndex, brands: BrandIndex): void {
  const { faker } = ctx;
  const pickAgency = weightedPicker(faker, companies.byType.AG, (company) => 0.2 + company.size * 4);
  const mediaSellers = [...companies.byType.CP, ...companies.byType.ME];
  const pickMediaSeller = weightedPicker(faker, mediaSellers, (company) => 0.2 + company.size * 2);
  for (const brand of brands.all) {
    const disciplines = brand.company.famous
      ? [
          'creative',
          'media',
          ...pickSome(
            faker,
            AGENCY_DISCIPLINES.map((d) => d.key),
            2,
          ),
        ]
      : [
          ...new Set(
            Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, () =>
              faker.helpers.weightedArrayElement(DISCIPLINE_WEIGHTS),
            ),
          ),
        ];
    for (const discipline of disciplines) {
      const agency = discipline === 'media' && chance(faker, 0.2) ? pickMediaSeller() : pickAgency();
      brands.addRelation(brand, agency.row.id, discipline, recentDate(ctx, 2000, 60));
    }
  }
}
