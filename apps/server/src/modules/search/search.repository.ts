import { QUICK_SEARCH_COUNT_CAP, QUICK_SEARCH_GROUP_SIZE } from '@adatlas/domain/search';
import {
  type Expression,
  type Kysely,
  type QueryCreator,
  type RawBuilder,
  type SelectQueryBuilder,
  sql,
} from 'kysely';
import type { TenantDatabase } from '../../platform/database/schema.ts';
import { countUpToCap } from '../../platform/database/search/capped-count.ts';
import {
  directNameMatch,
  type NameKey,
  nameRank,
  nameSimilarity,
  startsWith,
} from '../../platform/database/search/name-match.ts';
import {
  activeNamedRows,
  NAMED_KIND_ALIAS,
  nameMatcher,
} from '../../platform/database/search/name-matchers.ts';
import { CANDIDATES_PER_TIER, isCandidate } from '../../platform/database/search/ranked-candidates.ts';

type Db = Kysely<TenantDatabase>;
/**
 * `direct`: exact, prefix, word prefix and compact matches. `fuzzy`: those plus typo matches, run
 * only after the direct search found fewer than 3, whose ids and count it is handed: it looks for
 * the typo matches only and adds them (docs/performance.md §13).
 */
export type MatchMode =
  | { kind: 'direct' }
  | { kind: 'fuzzy'; directIds: readonly number[]; directCount: number };

/** The ids already known as candidates, as one more tier of the union. */
function knownIds(ids: readonly number[]) {
  return sql`SELECT unnest(${sql.val(ids)}::bigint[])`;
}

/** The typo-only matches of a fuzzy search, read once: the typo tier and the count both use them. */
const TYPO_MATCHES = 'typo_matches';

/**
 * `WITH typo_matches AS MATERIALIZED (…)`: the typo matches that are not direct ones, up to the
 * count cap. The typo condition builds a trigram bitmap of every similar name (12 ms for a
 * 5-letter key over 500,000 companies); the candidates and the count used to build it once each
 * (docs/performance.md §23). Kysely sees the table in raw SQL only, hence the plain type.
 */
function withTypoMatches(
  db: Db,
  mode: MatchMode,
  // biome-ignore lint/suspicious/noExplicitAny: any table of the group; only its ids are read
  typoOnly: () => SelectQueryBuilder<TenantDatabase, any, { id: number }>,
): QueryCreator<TenantDatabase> {
  if (mode.kind === 'direct') return db;
  return db.with(
    (cte) => cte(TYPO_MATCHES).materialized(),
    () => typoOnly().limit(QUICK_SEARCH_COUNT_CAP + 1),
  ) as unknown as QueryCreator<TenantDatabase>;
}

/** The candidates of a fuzzy search: the direct matches it was handed and a slice of the typo ones. */
function fuzzyTiers(mode: Extract<MatchMode, { kind: 'fuzzy' }>) {
  return [
    knownIds(mode.directIds),
    sql`SELECT id FROM ${sql.table(TYPO_MATCHES)} LIMIT ${CANDIDATES_PER_TIER * 4}`,
  ];
}

/** In fuzzy mode each shown row carries the typo count (the same on every row). */
const typoCount = sql<number>`(SELECT count(*) FROM ${sql.table(TYPO_MATCHES)})::int`.as('typo_count');

/**
 * The shown rows and the group's count. Direct mode: the direct matches counted up to the cap,
 * side by side with the rows (Promise.all: a failure of one never goes unhandled). Fuzzy mode:
 * the direct count plus the typo matches that are not direct ones, which the rows query read.
 */
async function rowsWithCount<Row extends { typo_count?: number }>(
  db: Db,
  mode: MatchMode,
  rows: Promise<Row[]>,
  // biome-ignore lint/suspicious/noExplicitAny: any table of the group; only its row count is read
  directMatches: () => SelectQueryBuilder<TenantDatabase, any, object>,
) {
  if (mode.kind === 'fuzzy') {
    const found = await rows;
    const typos = found[0]?.typo_count ?? 0;
    return {
      rows: found.map(({ typo_count: _typos, ...row }) => row),
      counted: mode.directCount + typos,
    };
  }
  const [found, total] = await Promise.all([rows, countUpToCap(db, directMatches(), QUICK_SEARCH_COUNT_CAP)]);
  return { rows: found, counted: total };
}

/** The first names whose `column` starts with `text`, read in the prefix index's order. */
function prefixTier(
  // biome-ignore lint/suspicious/noExplicitAny: any table of a group; only its ids are selected
  query: SelectQueryBuilder<TenantDatabase, any, object>,
  column: string,
  text: RawBuilder<string>,
) {
  return query
    .where(startsWith(column, text))
    .orderBy(sql`${sql.ref(column)} USING ~<~`)
    .limit(CANDIDATES_PER_TIER);
}

/** Bounded slices of the matches: prefixes in index order, then any direct (or typo) match. */
function nameCandidateTiers(db: Db, table: 'companies' | 'brands', key: NameKey, mode: MatchMode) {
  const norm = `${table}.name_norm`;
  const compact = `${table}.name_compact`;
  const active = () => db.selectFrom(table).select(`${table}.id`).where(`${table}.active`, '=', true);
  if (mode.kind === 'fuzzy') return fuzzyTiers(mode);
  // The kind's direct match on this subquery's own table: the matcher's (aliased `b` for brands)
  // would name the outer query's row and make each tier a subplan run once per brand.
  const direct = directNameMatch(norm, compact, key);
  const tiers: Expression<unknown>[] = [
    prefixTier(active(), norm, key.norm),
    active()
      .where(sql<boolean>`${sql.ref(norm)} ~ ${key.wordPrefixRegex}`)
      .limit(CANDIDATES_PER_TIER),
    active().where(direct).limit(CANDIDATES_PER_TIER),
  ];
  if (key.compactPrefix) tiers.push(prefixTier(active(), compact, key.compact));
  return tiers;
}

/** Active records of `kind` whose name matches `key` with a typo only (not directly). */
function typoOnly(db: Db, kind: 'company' | 'brand' | 'contact', key: NameKey) {
  const { direct, typo } = nameMatcher(kind, key);
  return () =>
    activeNamedRows(db, kind)
      .select(sql<number>`${sql.ref(`${NAMED_KIND_ALIAS[kind]}.id`)}`.as('id'))
      .where(typo)
      .where(sql<boolean>`NOT coalesce(${direct}, false)`);
}

export async function findCompanyMatches(db: Db, key: NameKey, mode: MatchMode) {
  const { direct } = nameMatcher('company', key);
  const rows = withTypoMatches(db, mode, typoOnly(db, 'company', key))
    .selectFrom('companies')
    .where(isCandidate('companies.id', nameCandidateTiers(db, 'companies', key, mode)))
    .select(['companies.id', 'companies.name', 'companies.type', 'companies.city', 'companies.logo_url'])
    .$if(mode.kind === 'fuzzy', (query) => query.select(typoCount))
    .orderBy(nameRank('companies.name_norm', 'companies.name_compact', key))
    .orderBy(nameSimilarity('companies.name_norm', 'companies.name_compact', key), 'desc')
    .orderBy('companies.name_norm')
    .orderBy('companies.id')
    .limit(QUICK_SEARCH_GROUP_SIZE)
    .execute();
  return rowsWithCount(db, mode, rows, () => activeNamedRows(db, 'company').where(direct));
}

export async function findBrandMatches(db: Db, key: NameKey, mode: MatchMode) {
  const { direct } = nameMatcher('brand', key);
  const rows = withTypoMatches(db, mode, typoOnly(db, 'brand', key))
    .selectFrom('brands as b')
    .where(isCandidate('b.id', nameCandidateTiers(db, 'brands', key, mode)))
    .leftJoin('companies as c', 'c.id', 'b.company_id')
    .select(['b.id', 'b.name', 'b.logo_url', 'c.id as company_id', 'c.name as company_name'])
    .$if(mode.kind === 'fuzzy', (query) => query.select(typoCount))
    .orderBy(nameRank('b.name_norm', 'b.name_compact', key))
    .orderBy(nameSimilarity('b.name_norm', 'b.name_compact', key), 'desc')
    .orderBy('b.name_norm')
    .orderBy('b.id')
    .limit(QUICK_SEARCH_GROUP_SIZE)
    .execute();
  return rowsWithCount(db, mode, rows, () => activeNamedRows(db, 'brand').where(direct));
}

/** Contacts by their kind's name matcher (any word of "name surname"), surname prefixes first. */
export async function findContactMatches(db: Db, key: NameKey, mode: MatchMode) {
  const fullName = sql.ref('p.full_name_norm');
  const surname = sql.ref('p.surname_norm');
  const rank = sql<number>`CASE
    WHEN ${fullName} = ${key.norm} OR ${surname} = ${key.norm} THEN 0
    WHEN ${surname} LIKE ${key.prefix} OR ${fullName} LIKE ${key.prefix} THEN 1
    WHEN ${fullName} ~ ${key.wordPrefixRegex} THEN 2
    ELSE 4 END`;
  const { direct } = nameMatcher('contact', key);
  const active = () => db.selectFrom('contacts as p').where('p.active', '=', true);
  const tiers =
    mode.kind === 'fuzzy'
      ? fuzzyTiers(mode)
      : [
          prefixTier(active().select('p.id'), 'p.surname_norm', key.norm),
          active().select('p.id').where(direct).limit(CANDIDATES_PER_TIER),
        ];
  const rows = withTypoMatches(db, mode, typoOnly(db, 'contact', key))
    .selectFrom('contacts as p')
    .where(isCandidate('p.id', tiers))
    .leftJoin('companies as c', 'c.id', 'p.company_id')
    .select(['p.id', 'p.name', 'p.surname', 'p.title', 'c.id as company_id', 'c.name as company_name'])
    .$if(mode.kind === 'fuzzy', (query) => query.select(typoCount))
    .orderBy(rank)
    .orderBy(sql`word_similarity(${key.norm}, ${fullName})`, 'desc')
    .orderBy('p.surname_norm')
    .orderBy('p.id')
    .limit(QUICK_SEARCH_GROUP_SIZE)
    .execute();
  return rowsWithCount(db, mode, rows, () => activeNamedRows(db, 'contact').where(direct));
}
