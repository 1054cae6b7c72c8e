import type { TenantId } from '@adatlas/domain/tenants';
import type { Insertable } from 'kysely';
import type { TenantDb } from '../src/platform/database/databases.ts';
import type { TenantDatabase } from '../src/platform/database/schema.ts';
import { createUser, loginAs } from './auth-helpers.ts';
import type { TestApp } from './test-app.ts';

/** Row factories for the market-data tests: each inserts one row with sensible defaults. */
type Row<T extends keyof TenantDatabase> = Insertable<TenantDatabase[T]>;
let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

export async function createCompany(tenant: TenantDb, overrides: Partial<Row<'companies'>> = {}) {
  return tenant.db
    .insertInto('companies')
    .values({
      name: `Company ${next()}`,
      type: 'ADV',
      created_at: new Date(),
      modified_at: new Date(),
      ...overrides,
    })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}

export async function createReferenceItem(tenant: TenantDb, list: string, key: string) {
  return tenant.db
    .insertInto('reference_items')
    .values({ list, key: `${key}-${next()}`, label: key })
    .returning(['id', 'key'])
    .executeTakeFirstOrThrow();
}

export async function createSector(tenant: TenantDb, key: string) {
  return tenant.db
    .insertInto('sectors')
    .values({ key, path: key })
    .returning(['id', 'key'])
    .executeTakeFirstOrThrow();
}

export async function createBrand(tenant: TenantDb, overrides: Partial<Row<'brands'>> = {}) {
  return tenant.db
    .insertInto('brands')
    .values({ name: `Brand ${next()}`, created_at: new Date(), modified_at: new Date(), ...overrides })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}

export interface PitchOverrides extends Partial<Row<'pitches'>> {
  competitorIds?: number[];
  brandIds?: number[];
}

export async function createPitch(
  tenant: TenantDb,
  overrides: PitchOverrides & Pick<Row<'pitches'>, 'company_id' | 'category_id'>,
) {
  const { competitorIds = [], brandIds = [], ...values } = overrides;
  const pitch = await tenant.db
    .insertInto('pitches')
    .values({
      title: `Pitch ${next()}`,
      start_date: '2024-01-15',
      created_at: new Date(),
      modified_at: new Date(),
      ...values,
    })
    .returning(['id', 'title'])
    .executeTakeFirstOrThrow();
  for (const companyId of competitorIds) {
    await tenant.db
      .insertInto('pitch_competitors')
      .values({ pitch_id: pitch.id, company_id: companyId })
      .execute();
  }
  for (const brandId of brandIds) {
    await tenant.db.insertInto('pitch_brands').values({ pitch_id: pitch.id, brand_id: brandId }).execute();
  }
  return pitch;
}

export async function createNewsItem(tenant: TenantDb, overrides: Partial<Row<'news_items'>> = {}) {
  const n = next();
  return tenant.db
    .insertInto('news_items')
    .values({
      title: `News ${n}`,
      link: `https://news.test/${tenant.tenant}/${n}`,
      pub_date: new Date(),
      ...overrides,
    })
    .returning(['id', 'title', 'pub_date'])
    .executeTakeFirstOrThrow();
}

export async function createCrea(tenant: TenantDb, overrides: Partial<Row<'creative_works'>> = {}) {
  return tenant.db
    .insertInto('creative_works')
    .values({ title: `Spot ${next()}`, published_at: '2024-05-01', created_at: new Date(), ...overrides })
    .returning(['id', 'title'])
    .executeTakeFirstOrThrow();
}

export async function createContact(tenant: TenantDb, overrides: Partial<Row<'contacts'>> = {}) {
  const n = next();
  return tenant.db
    .insertInto('contacts')
    .values({
      name: `Name${n}`,
      surname: `Surname${n}`,
      created_at: new Date(),
      modified_at: new Date(),
      ...overrides,
    })
    .returning(['id', 'surname'])
    .executeTakeFirstOrThrow();
}

export async function createWorkRelation(tenant: TenantDb, values: Row<'work_relations'>) {
  return tenant.db.insertInto('work_relations').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function createBrandAdvertiser(
  tenant: TenantDb,
  values: Pick<Row<'brand_advertisers'>, 'brand_id' | 'company_id'> & Partial<Row<'brand_advertisers'>>,
) {
  return tenant.db
    .insertInto('brand_advertisers')
    .values({ advertiser_type: 'META', year: 2024, n_ads: 1, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function createFeed(
  tenant: TenantDb,
  overrides: Partial<Row<'news_feeds'>> & Pick<Row<'news_feeds'>, 'url'>,
) {
  return tenant.db
    .insertInto('news_feeds')
    .values({ name: `Feed ${next()}`, ...overrides })
    .returning(['id', 'url'])
    .executeTakeFirstOrThrow();
}

/** Every scope the market-data routes ask for. */
export const MARKET_SCOPES = [
  'company',
  'contact',
  'pitch',
  'pitchScores',
  'brandAdvertisers',
  'companyCrea',
];

export type HeadersFor = (tenant?: string) => { authorization: string; 'x-tenant': string };

/** A signed-in customer licensed for the given tenants; returns the headers for a call to one. */
export async function signInMarketUser(
  t: TestApp,
  options: { scopes?: string[]; tenants?: TenantId[] } = {},
): Promise<HeadersFor> {
  const scopes = options.scopes ?? MARKET_SCOPES;
  const tenants = options.tenants ?? ['italy', 'france', 'spain'];
  const user = await createUser(t, {
    tenants: Object.fromEntries(tenants.map((tenant) => [tenant, { scopes }])),
  });
  const { headers } = await loginAs(t, user);
  return (tenant = 'italy') => ({ authorization: headers.authorization, 'x-tenant': tenant });
}

/**
 * The access rules every market route shares: 401 without a session, 403 without the scope,
 * 403 NO_RIGHTS_TO_TENANT for a country outside the licence.
 */
export async function expectMarketAccessRules(
  t: TestApp,
  request: { method: 'GET' | 'POST'; url: string; body?: object },
  scope: string,
) {
  const anonymous = await t.app.inject({ ...request, headers: { 'x-tenant': 'italy' } });
  const withoutScope = await signInMarketUser(t, {
    scopes: MARKET_SCOPES.filter((s) => s !== scope),
    tenants: ['italy'],
  });
  const denied = await t.app.inject({ ...request, headers: withoutScope('italy') });
  const italyOnly = await signInMarketUser(t, { tenants: ['italy'] });
  const otherCountry = await t.app.inject({ ...request, headers: italyOnly('france') });
  const allowed = await t.app.inject({ ...request, headers: italyOnly('italy') });
  return {
    anonymous: [anonymous.statusCode, anonymous.json().clientType],
    withoutScope: [denied.statusCode, denied.json().clientType],
    otherCountry: [otherCountry.statusCode, otherCountry.json().clientType],
    allowed: allowed.statusCode,
  };
}

export const EXPECTED_ACCESS = {
  anonymous: [401, 'UNAUTHORIZED_ERROR'],
  withoutScope: [403, 'FORBIDDEN_ERROR'],
  otherCountry: [403, 'NO_RIGHTS_TO_TENANT'],
  allowed: 200,
};
