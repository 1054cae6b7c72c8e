import type { City } from './countries/country-profile.ts';
import type { CompanyType } from './generate-companies.ts';
import { EMPLOYER_BANDS, INCOME_BANDS } from './reference-data/flat-lists.ts';
import { PHRASES } from './reference-data/phrases.ts';
import type { SectorCode } from './reference-data/sectors-functions.ts';
import { chance, pickSome, recentDate } from './seed-helpers.ts';
import { daysBefore, type SeedContext, type SeedRow } from './seed-types.ts';

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

export interface CompanyRowSeed {
  id: number;
  name: string;
  type: CompanyType;
  city: City;
  domain: string;
  size: number;
  revenue: number;
  employees: number;
}

/** One company row, its bands derived from revenue and head count so filters agree with finances. */
export function companyRow(ctx: SeedContext, seed: CompanyRowSeed): SeedRow<'companies'> {
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
    // Written from main_category_id by the companies_main_category_key trigger as the rows load.
    main_category_key: null,
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
    verified_at: null,
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
