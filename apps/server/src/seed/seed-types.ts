import type { Faker } from '@faker-js/faker';
import type { Insertable } from 'kysely';
import type { TenantDatabase } from '../platform/database/schema.ts';
import type { CountryProfile } from './countries/country-profile.ts';
import type { ReferenceIds } from './reference-lists.ts';

export type TableName = keyof TenantDatabase;

/** A row exactly as loaded: every insertable column present (explicit ids included). */
export type SeedRow<T extends TableName> = Required<Insertable<TenantDatabase[T]>>;

export type TenantDataSet = { [T in TableName]: SeedRow<T>[] };

export type SeedCounts = Record<TableName, number>;

/** What every generator needs: the tenant's seeded faker, its country, its reference ids. */
export interface SeedContext {
  faker: Faker;
  country: CountryProfile;
  refs: ReferenceIds;
  scale: number;
  /** "Today" of the demo data set (`demoToday`): every date is drawn relative to it. */
  today: Date;
}

/** `count` at scale 1, multiplied by the scale, never below 1 when the base is positive. */
export function scaled(ctx: SeedContext, count: number): number {
  return Math.max(1, Math.round(count * ctx.scale));
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function daysBefore(today: Date, days: number): Date {
  return new Date(today.getTime() - days * 86_400_000);
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
