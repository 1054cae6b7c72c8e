import type { TenantId } from '@adatlas/domain/tenants';
import type { CountryProfile } from './country-profile.ts';
import { FRANCE } from './france.ts';
import { GERMANY } from './germany.ts';
import { ITALY } from './italy.ts';
import { MEXICO } from './mexico.ts';
import { PORTUGAL } from './portugal.ts';
import { SPAIN } from './spain.ts';
import { UK } from './uk.ts';

export const COUNTRY_PROFILES: Record<TenantId, CountryProfile> = {
  italy: ITALY,
  france: FRANCE,
  spain: SPAIN,
  mexico: MEXICO,
  germany: GERMANY,
  portugal: PORTUGAL,
  uk: UK,
};

export type { City, CountryProfile, FamousAdvertiser, Language } from './country-profile.ts';
