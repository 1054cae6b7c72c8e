import { QUICK_SEARCH_COUNT_CAP, QUICK_SEARCH_GROUP_SIZE } from '@adatlas/domain/search';
import { type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { TenantDatabase } from '../../platform/database/schema.ts';
import { countUpToCap } from './capped-count.ts';
import { directNameMatch, fuzzyNameMatch, type NameKey, nameRank, nameSimilarity } from './name-match.ts';
import { CANDIDATES_PER_TIER, isCandidate } from './ranked-candidates.ts';

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

/**
 * The count of a group: the direct matches, or in fuzzy mode the direct count plus the typo
 * matches that are not direct ones (the direct condition then only filters trigram candidates).
 */
async function countMatches(
  db: Db,
  mode: MatchMode,
  // biome-ignore lint/suspicious/noExplicitAny: any table of the group; only its row count is read
  base: () => SelectQueryBuilder<TenantDatabase, any, object>,
  direct: RawBuilder<boolean>,
  fuzzy: RawBuilder<boolean>,
) {
  if (mode.kind === 'direct') return countUpToCap(db, base().where(direct), QUICK_SEARCH_COUNT_CAP);
  const typoOnly = base().where(fuzzy).where(sql<boolean>`NOT coalesce(${direct}, false)`);
  return mode.directCount + (await countUpToCap(db, typoOnly, QUICK_SEARCH_COUNT_CAP));
}

/** The shown rows and the count side by side (Promise.all: a failure of one never goes unhandled). */
async function rowsWithCount<Row>(rows: Promise<Row[]>, counted: Promise<number>) {
  const [found, total] = await Promise.all([rows, counted]);
  return { rows: found, counted: total };
}

/** Bounded slices of the matches: prefixes in index order, then any direct (or typo) match. */
function nameCandidateTiers(db: Db, table: 'companies' | 'brands', key: NameKey, mode: MatchMode) {
  const norm = `${table}.name_norm`;
  const compact = `${table}.name_compact`;
  const active = () => db.selectFrom(table).select(`${table}.id`).where(`${table}.active`, '=', true);
  if (mode.kind === 'fuzzy') {
    return [
      knownIds(mode.directIds),
      active()
        .where(fuzzyNameMatch(norm, compact, key))
        .limit(CANDIDATES_PER_TIER * 4),
    ];
  }
  const tiers: Expression<unknown>[] = [
    active()
      .where(sql<boolean>`${sql.ref(norm)} LIKE ${key.prefix}`)
      .orderBy(sql`${sql.ref(norm)} USING ~<~`)
      .limit(CANDIDATES_PER_TIER),
    active()
      .where(sql<boolean>`${sql.ref(norm)} ~ ${key.wordPrefixRegex}`)
      .limit(CANDIDATES_PER_TIER),
    active()
      .where(directNameMatch(norm, compact, key))
      .limit(CANDIDATES_PER_TIER),
  ];
  if (key.compactPrefix) {
    tiers.push(
      active()
        .where(sql<boolean>`${sql.ref(compact)} LIKE ${key.compactPrefix}`)
        .orderBy(sql`${sql.ref(compact)} USING ~<~`)
        .limit(CANDIDATES_PER_TIER),
    );
  }
  return tiers;
}

export async function findCompanyMatches(db: Db, key: NameKey, mode: MatchMode) {
  const rows = db
    .selectFrom('companies')
    .where(isCandidate('companies.id', nameCandidateTiers(db, 'companies', key, mode)))
    .select(['companies.id', 'companies.name', 'companies.type', 'companies.city', 'companies.logo_url'])
    .orderBy(nameRank('companies.name_norm', 'companies.name_compact', key))
    .orderBy(nameSimilarity('companies.name_norm', 'companies.name_compact', key), 'desc')
    .orderBy('companies.name_norm')
    .orderBy('companies.id')
    .limit(QUICK_SEARCH_GROUP_SIZE)
    .execute();
  const counted = countMatches(
    db,
    mode,
    () => db.selectFrom('companies').where('companies.active', '=', true),
    directNameMatch('companies.name_norm', 'companies.name_compact', key),
    fuzzyNameMatch('companies.name_norm', 'companies.name_compact', key),
  );
  return rowsWithCount(rows, counted);
}

export async function findBrandMatches(db: Db, key: NameKey, mode: MatchMode) {
  const rows = db
    .selectFrom('brands as b')
    .where(isCandidate('b.id', nameCandidateTiers(db, 'brands', key, mode)))
    .leftJoin('companies as c', 'c.id', 'b.company_id')
    .select(['b.id', 'b.name', 'b.logo_url', 'c.id as company_id', 'c.name as company_name'])
    .orderBy(nameRank('b.name_norm', 'b.name_compact', key))
    .orderBy(nameSimilarity('b.name_norm', 'b.name_compact', key), 'desc')
    .orderBy('b.name_norm')
    .orderBy('b.id')
    .limit(QUICK_SEARCH_GROUP_SIZE)
    .execute();
  const counted = countMatches(
    db,
    mode,
    () => db.selectFrom('brands as b').where('b.active', '=', true),
    directNameMatch('b.name_norm', 'b.name_compact', key),
    fuzzyNameMatch('b.name_norm', 'b.name_compact', key),
  );
  return rowsWithCount(rows, counted);
}

/**
 * Contacts match on any word of "name surname" (which covers a surname or full-name prefix); no
 * compact form for people.
 */
export async function findContactMatches(db: Db, key: NameKey, mode: MatchMode) {
  const fullName = sql.ref('p.full_name_norm');
  const surname = sql.ref('p.surname_norm');
  const rank = sql<number>`CASE
    WHEN ${fullName} = ${key.norm} OR ${surname} = ${key.norm} THEN 0
    WHEN ${surname} LIKE ${key.prefix} OR ${fullName} LIKE ${key.prefix} THEN 1
    WHEN ${fullName} ~ ${key.wordPrefixRegex} THEN 2
    ELSE 4 END`;
  const direct = sql<boolean>`(${fullName} ~ ${key.wordPrefixRegex})`;
  const fuzzy = sql<boolean>`(${fullName} %> ${key.norm})`;
  const active = () => db.selectFrom('contacts as p').select('p.id').where('p.active', '=', true);
  const tiers =
    mode.kind === 'fuzzy'
      ? [
          knownIds(mode.directIds),
          active()
            .where(fuzzy)
            .limit(CANDIDATES_PER_TIER * 4),
        ]
      : [
          active()
            .where(sql<boolean>`${surname} LIKE ${key.prefix}`)
            .orderBy(sql`${surname} USING ~<~`)
            .limit(CANDIDATES_PER_TIER),
          active().where(direct).limit(CANDIDATES_PER_TIER),
        ];
  const rows = db
    .selectFrom('contacts as p')
    .where(isCandidate('p.id', tiers))
    .leftJoin('companies as c', 'c.id', 'p.company_id')
    .select(['p.id', 'p.name', 'p.surname', 'p.title', 'c.id as company_id', 'c.name as company_name'])
    .orderBy(rank)
    .orderBy(sql`word_similarity(${key.norm}, ${fullName})`, 'desc')
    .orderBy('p.surname_norm')
    .orderBy('p.id')
    .limit(QUICK_SEARCH_GROUP_SIZE)
    .execute();
  const counted = countMatches(
    db,
    mode,
    () => db.selectFrom('contacts as p').where('p.active', '=', true),
    direct,
    fuzzy,
  );
  return rowsWithCount(rows, counted);
}
