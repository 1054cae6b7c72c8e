import type { TenantId } from '@adatlas/domain/tenants';
import type { LocaleDefinition } from '@faker-js/faker';
import type { CategoryCode } from '../reference-data/categories.ts';

export type Language = 'it' | 'fr' | 'es' | 'de' | 'pt' | 'en';

export interface City {
  name: string;
  province: string;
  region: string;
  /** Postal code pattern: `#` becomes a digit, `?` a letter. */
  postalCode: string;
  lat: number;
  lng: number;
  /** Share of the country's companies; the three biggest cities hold about half. */
  weight: number;
}

/** A real, well-known advertiser of the country with its main brands (demo fixtures). */
export interface FamousAdvertiser {
  name: string;
  city: string;
  category: CategoryCode;
  brands: string[];
  domain: string;
}

export interface CollectiveAgreementSeed {
  key: string;
  identifier: string;
  children?: CollectiveAgreementSeed[];
}

export interface CountryProfile {
  tenant: TenantId;
  language: Language;
  /** Faker locale chain, most specific first. */
  locale: LocaleDefinition[];
  /** Seed of the tenant's faker: fixed, so every load is identical. */
  seed: number;
  nation: string;
  tld: string;
  currency: string;
  cities: City[];
  legalSuffixes: string[];
  /** VAT-like registration number pattern (`#` digit, `?` letter). */
  vatPattern: string;
  /** Activity code of advertising agencies in the national nomenclature (ATECO, NAF, CNAE, …). */
  agencyActivityCode: string;
  famousAdvertisers: FamousAdvertiser[];
  collectiveAgreements: CollectiveAgreementSeed[];
  newsFeeds: string[];
}

export function city(
  name: string,
  province: string,
  region: string,
  postalCode: string,
  lat: number,
  lng: number,
  weight: number,
): City {
  return { name, province, region, postalCode, lat, lng, weight };
}

export function advertiser(
  name: string,
  city: string,
  category: CategoryCode,
  domain: string,
  brands: string[],
): FamousAdvertiser {
  return { name, city, category, domain, brands };
}
