import type { City, FamousAdvertiser } from './countries/country-profile.ts';
import { assignGroups } from './generate-groups.ts';
import type { CategoryCode } from './reference-data/categories.ts';
import { EMPLOYER_BANDS, INCOME_BANDS } from './reference-data/flat-lists.ts';
import { fillTemplate, NAME_WORDS, PHRASES } from './reference-data/phrases.ts';
import type { SectorCode } from './reference-data/sectors-functions.ts';
import { chance, cityPicker, pickSome, recentDate } from './seed-helpers.ts';
import { daysBefore, type SeedContext, type SeedRow, slugify, type TenantDataSet } from './seed-types.ts';

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
const SECTORS_BY_TYPE: Record<CompanyType, SectorCode[]> = {
  ADV: [
    'fmcg',
    'durables',
    'financial_services',
    'consumer_services',
    'manufacturing',
    'energy',
    'retail_trade',
    'wholesale',
  ],
  AG: ['advertising', 'digital', 'business_services'],
  CP: ['advertising', 'broadcasting', 'press'],
  ME: ['broadcasting', 'press', 'digital'],
};

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

interface RowSeed {
  id: number;
  name: string;
  type: CompanyType;
  city: City;
  domain: string;
  size: number;
  revenue: number;
  employees: number;
}

function companyRow(ctx: SeedContext, seed: RowSeed): SeedRow<'companies'> {
  const { faker, country, refs } = ctx;
  const { id, type, city, domain, size, revenue } = seed;
  const createdAt = recentDate(ctx, 3000, 200);
  const modifiedAt = daysBefore(ctx.today, faker.number.float({ min: 0, max: 200 }));
  const isAdvertiser = type === 'ADV';
  return {
    id,
    name: seed.name,
    type,
    active: chance(faker, 0.97),
    logo_url: null,
    main_category_id: null,
    sector_ids: pickSome(faker, SECTORS_BY_TYPE[type], faker.number.int({ min: 1, max: 2 })).map(
      (code) => refs.sectors.byCode.get(code)!,
    ),
    other_category_ids: pickSome(
      faker,
      refs.keys('other_categories'),
      faker.number.int({ min: 0, max: 2 }),
    ).map((key) => refs.itemId('other_categories', key)),
    international_invest:
      isAdvertiser && chance(faker, 0.3 + size * 0.5)
        ? pickSome(faker, refs.keys('international_invest'), faker.number.int({ min: 1, max: 3 }))
        : [],
    collective_agreement_ids: chance(faker, 0.4)
      ? [faker.helpers.arrayElement(refs.collectiveAgreementIds)]
      : [],
    address: faker.location.streetAddress(),
    address_notes: chance(faker, 0.1) ? faker.location.secondaryAddress() : null,
    postal_code: faker.helpers.replaceSymbols(city.postalCode),
    city: city.name,
    province: city.province,
    region: city.region,
    nation: country.nation,
    nation_orig: country.nation,
    lat: roundCoordinate(city.lat + faker.number.float({ min: -0.04, max: 0.04 })),
    lng: roundCoordinate(city.lng + faker.number.float({ min: -0.04, max: 0.04 })),
    tel: faker.phone.number({ style: 'national' }),
    fax: chance(faker, 0.2) ? faker.phone.number({ style: 'national' }) : null,
    email: `info@${domain}`,
    website: `https://www.${domain}`,
    e_commerce: isAdvertiser && chance(faker, 0.25) ? `https://shop.${domain}` : null,
    vat: faker.helpers.replaceSymbols(country.vatPattern),
    creation_year: 2024 - Math.round(faker.number.float({ min: 0, max: 1 }) ** 2 * 120),
    store_number:
      isAdvertiser && chance(faker, 0.15)
        ? faker.number.int({ min: 3, max: 40 + Math.round(size * 800) })
        : null,
    number_of_contacts: 0,
    medium_planning: isAdvertiser
      ? faker.helpers.weightedArrayElement([
          { value: 'media_agency', weight: 6 },
          { value: 'in_house', weight: 2 },
          { value: 'not_disclosed', weight: 2 },
        ])
      : null,
    income_range: bandOf(INCOME_BANDS, INCOME_LIMITS, revenue / 1e6),
    employer_range: bandOf(EMPLOYER_BANDS, EMPLOYER_LIMITS, seed.employees),
    key_nielsen: isAdvertiser && chance(faker, 0.85) ? String(100_000 + id) : null,
    parent_id: null,
    ateco_code: type === 'AG' || type === 'CP' ? country.agencyActivityCode : null,
    public_comment: chance(faker, 0.05)
      ? faker.helpers.arrayElement(PHRASES[country.language].remarks)
      : null,
    job_offers_updated_at: null,
    created_at: createdAt,
    modified_at: new Date(Math.max(modifiedAt.getTime(), createdAt.getTime())),
    modified_by: null,
    companychange_at: chance(faker, 0.3) ? recentDate(ctx, 365) : null,
    functionchange_at: chance(faker, 0.3) ? recentDate(ctx, 365) : null,
  };
}

const roundCoordinate = (value: number) => Math.round(value * 100_000) / 100_000;

/** Upper limits of the bands (revenue in millions, head count), matching their labels. */
const INCOME_LIMITS = [1, 2, 5, 10, 25, 50, 100, 250, 500, 1000, 5000];
const EMPLOYER_LIMITS = [10, 50, 100, 250, 500, 1000, 5000];

function bandOf(bands: readonly [string, string][], limits: number[], value: number): string {
  const index = limits.findIndex((limit) => value < limit);
  return bands[index === -1 ? bands.length - 1 : index]![0];
}
