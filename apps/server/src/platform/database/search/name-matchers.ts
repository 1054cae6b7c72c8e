import { DIRECT_HITS_BEFORE_FALLBACK } from '@adatlas/domain/search';
import { type Kysely, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { TenantDatabase } from '../schema.ts';
import { directNameMatch, fuzzyNameMatch, type NameKey, toNameKey } from './name-match.ts';

/**
 * The kinds found by their name: the header's quick search groups, the search page's tabs and the
 * lists' `key` (company list, contact list, brand list). Each kind has ONE matcher here, so the
 * dropdown's "+ N results", the tab's count and the list it links to agree.
 */
export type NamedKind = 'company' | 'brand' | 'contact';

/** The alias every name query gives the kind's table (the column names below use it). */
export const NAMED_KIND_ALIAS = { company: 'companies', brand: 'b', contact: 'p' } as const;

export interface NameMatcher {
  /** Exact, prefix, word-prefix or compact-form match. */
  direct: RawBuilder<boolean>;
  /** Typo-tolerant match (trigram word similarity over the GIN index). */
  typo: RawBuilder<boolean>;
}

export function nameMatcher(kind: NamedKind, key: NameKey): NameMatcher {
  if (kind === 'contact') {
    // People match on any word of "name surname" (a surname, a first name or a full-name
    // prefix), typos on the whole of it; no compact form.
    const fullName = sql.ref('p.full_name_norm');
    return {
      direct: sql<boolean>`(${fullName} ~ ${key.wordPrefixRegex})`,
      typo: sql<boolean>`(${fullName} %> ${key.norm})`,
    };
  }
  const alias = NAMED_KIND_ALIAS[kind];
  return {
    direct: directNameMatch(`${alias}.name_norm`, `${alias}.name_compact`, key),
    typo: fuzzyNameMatch(`${alias}.name_norm`, `${alias}.name_compact`, key),
  };
}

/**
 * The one rule of every name search: the direct matches, and the typo matches with them when the
 * direct ones are fewer than DIRECT_HITS_BEFORE_FALLBACK.
 */
export function includesTypoMatches(directCount: number): boolean {
  return directCount < DIRECT_HITS_BEFORE_FALLBACK;
}

/** A searched name and whether its typo matches count (decided once per search, see `resolveName`). */
export interface ResolvedName {
  text: string;
  withTypos: boolean;
}

/** The condition a list's `key` adds on the kind's table (under its NAMED_KIND_ALIAS). */
export function resolvedNameCondition(kind: NamedKind, name: ResolvedName): RawBuilder<boolean> {
  const { direct, typo } = nameMatcher(kind, toNameKey(name.text));
  return name.withTypos ? sql<boolean>`(${direct} OR ${typo})` : direct;
}

/** The kind's active rows, the set every name search reads. */
export function activeNamedRows(
  db: Kysely<TenantDatabase>,
  kind: NamedKind,
  // biome-ignore lint/suspicious/noExplicitAny: one of three tables; callers read ids or counts only
): SelectQueryBuilder<TenantDatabase, any, object> {
  if (kind === 'company') return db.selectFrom('companies').where('companies.active', '=', true);
  if (kind === 'brand') return db.selectFrom('brands as b').where('b.active', '=', true);
  return db.selectFrom('contacts as p').where('p.active', '=', true);
}

/**
 * Decides, as the quick search does, whether a list's name key includes its typo matches: it
 * looks for DIRECT_HITS_BEFORE_FALLBACK direct matches among the kind's active rows (whatever the
 * list's other filters), reading no more than that many.
 */
export async function resolveName(
  db: Kysely<TenantDatabase>,
  kind: NamedKind,
  text: string,
): Promise<ResolvedName> {
  const { direct } = nameMatcher(kind, toNameKey(text));
  const hits = await activeNamedRows(db, kind)
    .where(direct)
    .select(sql<number>`1`.as('one'))
    .limit(DIRECT_HITS_BEFORE_FALLBACK)
    .execute();
  return { text, withTypos: includesTypoMatches(hits.length) };
}
