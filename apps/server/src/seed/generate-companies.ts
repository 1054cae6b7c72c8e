import { companyRow } from './company-row.ts';
import type { City, FamousAdvertiser } from './countries/country-profile.ts';
import { assignGroups } from './generate-groups.ts';
import type { CategoryCode } from './reference-data/categories.ts';
import { fillTemplate, NAME_WORDS, PHRASES } from './reference-data/phrases.ts';
import { cityPicker } from './seed-helpers.ts';
import { type SeedContext, type SeedRow, slugify, type TenantDataSet } from './seed-types.ts';

export type CompanyType = SeedRow<'companies'>['type'];

/** What later generators need to know about a company beyond its row. */
export interface CompanyInfo {
  row: SeedRow<'companies'>;
  city: City;
  domain: string;
  /** 0 (tiny) .. 1 (market leader): drives contacts, spend, revenue. */
  size: number;
  /** Yearly revenue in the tenant currency. */
  revenue: number;
  employees: number;
  famous: FamousAdvertiser | null;
  /** The distinctive word of the name (a surname, an invented word): reused in brand names. */
  keyword: string;
}

export interface CompanyIndex {
  all: CompanyInfo[];
  byType: Record<CompanyType, CompanyInfo[]>;
  byId: Map<number, CompanyInfo>;
}

const TYPE_WEIGHTS: { value: CompanyType; weight: number }[] = [
  { value: 'ADV', weight: 50 },
  { value: 'AG', weight: 30 },
  { value: 'CP', weight: 8 },
  { value: 'ME', weight: 12 },
];
const AGENCY_NETWORKS = [
  'Publicis',
  'Havas',
  'McCann',
  'Ogilvy',
  'Leo Burnett',
  'TBWA',
  'Dentsu',
  'GroupM',
  'OMD',
  'Mindshare',
];

export function generateCompanies(ctx: SeedContext, data: TenantDataSet): CompanyIndex {
  const { faker, country } = ctx;
  const phrases = PHRASES[country.language];
  const pickCity = cityPicker(faker, country.cities);
  const names = new Set<string>();
  const all: CompanyInfo[] = [];
  const advertiserCategories = ctx.refs.categories.leaves.filter(
    (id) =>
      !ctx.refs.categories.leavesOf('media').includes(id) &&
      id !== ctx.refs.categories.byCode.get('advertising'),
  );

  type AddOptions = {
    famous?: FamousAdvertiser;
    size?: number;
    category?: CategoryCode;
    noSuffix?: boolean;
    keyword?: string;
  };
  const add = (type: CompanyType, baseName: string, city: City, options: AddOptions) => {
    let name = options.noSuffix
      ? baseName
      : `${baseName} ${faker.helpers.arrayElement(country.legalSuffixes)}`;
    if (names.has(name))
      name = `${baseName} ${city.name} ${faker.helpers.arrayElement(country.legalSuffixes)}`;
    if (names.has(name)) return;
    names.add(name);
    const id = all.length + 1;
    const size = options.size ?? faker.number.float({ min: 0, max: 1 }) ** 3;
    const revenue = Math.round(10 ** (5 + size * 4.6) * faker.number.float({ min: 0.7, max: 1.3 }));
    const domain = options.famous?.domain ?? `${slugify(baseName)}.${country.tld}`;
    const employees = Math.max(1, Math.round(revenue / faker.number.int({ min: 120_000, max: 300_000 })));
    const row = companyRow(ctx, { id, name, type, city, domain, size, revenue, employees });
    row.main_category_id = options.category
      ? ctx.refs.categories.byCode.get(options.category)!
      : mainCategoryFor(ctx, type, advertiserCategories);
    if (options.famous) row.creation_year = faker.number.int({ min: 1880, max: 1985 });
    const keyword = options.keyword ?? baseName;
    all.push({ row, city, domain, size, revenue, employees, famous: options.famous ?? null, keyword });
  };

  for (const famous of country.famousAdvertisers) {
    const city = country.cities.find((candidate) => candidate.name === famous.city) ?? country.cities[0]!;
    add('ADV', famous.name, city, {
      famous,
      size: faker.number.float({ min: 0.9, max: 1 }),
      category: famous.category,
      noSuffix: true,
    });
  }
  for (const network of AGENCY_NETWORKS) {
    add('AG', `${network} ${country.nation}`, country.cities[0]!, {
      size: faker.number.float({ min: 0.75, max: 0.95 }),
      noSuffix: true,
    });
  }
  const total = Math.max(all.length + 20, Math.round(2000 * ctx.scale));
  while (all.length < total) {
    const type = faker.helpers.weightedArrayElement(TYPE_WEIGHTS);
    const city = pickCity();
    const { name, keyword } = companyBaseName(ctx, type, city, phrases);
    add(type, name, city, { keyword });
  }
  data.companies.push(...all.map((info) => info.row));
  assignGroups(ctx, all);

  const byType: Record<CompanyType, CompanyInfo[]> = { ADV: [], AG: [], CP: [], ME: [] };
  for (const info of all) byType[info.row.type].push(info);
  return { all, byType, byId: new Map(all.map((info) => [info.row.id, info])) };
}

function companyBaseName(ctx: SeedContext, type: CompanyType, city: City, phrases: (typeof PHRASES)['it']) {
  const { faker } = ctx;
  const templates = {
    ADV: phrases.advertiserNames,
    AG: phrases.agencyNames,
    CP: phrases.salesHouseNames,
    ME: phrases.mediaNames,
  }[type];
  const template = faker.helpers.arrayElement(templates);
  const surname = faker.person.lastName();
  const word = faker.helpers.arrayElement(NAME_WORDS);
  const name = fillTemplate(template, {
    s: surname,
    s2: faker.person.lastName(),
    w: word,
    c: city.name,
    i: faker.helpers.arrayElement(phrases.industryWords),
  });
  return { name, keyword: template.includes('{s}') ? surname : word };
}

function mainCategoryFor(ctx: SeedContext, type: CompanyType, advertiserCategories: number[]): number {
  const { categories } = ctx.refs;
  if (type === 'ADV') return ctx.faker.helpers.arrayElement(advertiserCategories);
  if (type === 'ME') return ctx.faker.helpers.arrayElement(categories.leavesOf('media'));
  return categories.byCode.get('advertising')!;
}
