import { QUICK_SEARCH_COUNT_CAP, QUICK_SEARCH_GROUP_SIZE } from '@adatlas/domain/search';
import { type Kysely, sql } from 'kysely';
import type { TenantDatabase } from '../../platform/database/schema.ts';
import { countUpToCap } from './capped-count.ts';
import { directNameMatch, fuzzyNameMatch, type NameKey, nameRank, nameSimilarity } from './name-match.ts';
import { CANDIDATES_PER_TIER, isCandidate } from './ranked-candidates.ts';

type Db = Kysely<TenantDatabase>;
/** `direct`: exact, prefix, word prefix and compact matches; `fuzzy`: those plus typo matches. */
export type MatchMode = 'direct' | 'fuzzy';

function companyQuery(db: Db, key: NameKey, mode: MatchMode) {
  const direct = directNameMatch('companies.name_norm', 'companies.name_compact', key);
  const match =
    mode === 'direct'
      ? direct
      : sql<boolean>`(${direct} OR ${fuzzyNameMatch('companies.name_norm', 'companies.name_compact', key)})`;
  return db.selectFrom('companies').where('companies.active', '=', true).where(match);
}

/** Bounded slices of the matches: prefixes in index order, then any direct (and typo) match. */
function nameCandidateTiers(db: Db, table: 'companies' | 'brands', key: NameKey, mode: MatchMode) {
  const norm = `${table}.name_norm`;
  const compact = `${table}.name_compact`;
  const active = () => db.selectFrom(table).select(`${table}.id`).where(`${table}.active`, '=', true);
  const tiers = [
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
  if (mode === 'fuzzy')
    tiers.push(
      active()
        .where(fuzzyNameMatch(norm, compact, key))
        .limit(CANDIDATES_PER_TIER * 4),
    );
  return tiers;
}

export async function findCompanyMatches(db: Db, key: NameKey, mode: MatchMode) {
  const query = companyQuery(db, key, mode);
  const rows = await db
    .selectFrom('companies')
    .where(isCandidate('companies.id', nameCandidateTiers(db, 'companies', key, mode)))
    .select(['companies.id', 'companies.name', 'companies.type', 'companies.city', 'companies.logo_url'])
    .orderBy(nameRank('companies.name_norm', 'companies.name_compact', key))
    .orderBy(nameSimilarity('companies.name_norm', 'companies.name_compact', key), 'desc')
    .orderBy('companies.name_norm')
    .orderBy('companies.id')
    .limit(QUICK_SEARCH_GROUP_SIZE)
    .execute();
  return { rows, counted: await countUpToCap(db, query, QUICK_SEARCH_COUNT_CAP) };
}

function brandQuery(db: Db, key: NameKey, mode: MatchMode) {
  const direct = directNameMatch('b.name_norm', 'b.name_compact', key);
  const match =
    mode === 'direct'
      ? direct
      : sql<boolean>`(${direct} OR ${fuzzyNameMatch('b.name_norm', 'b.name_compact', key)})`;
  return db.selectFrom('brands as b').where('b.active', '=', true).where(match);
}

export async function findBrandMatches(db: Db, key: NameKey, mode: MatchMode) {
  const query = brandQuery(db, key, mode);
  const rows = await db
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
  return { rows, counted: await countUpToCap(db, query, QUICK_SEARCH_COUNT_CAP) };
}

/**
 * Contacts match on any word of "name surname" (which covers a surname or full-name prefix); no
 * compact form for people.
 */
function contactQuery(db: Db, key: NameKey, mode: MatchMode) {
  const direct = sql<boolean>`(${sql.ref('p.full_name_norm')} ~ ${key.wordPrefixRegex})`;
  const match =
    mode === 'direct' ? direct : sql<boolean>`(${direct} OR ${sql.ref('p.full_name_norm')} %> ${key.norm})`;
  return db.selectFrom('contacts as p').where('p.active', '=', true).where(match);
}

export async function findContactMatches(db: Db, key: NameKey, mode: MatchMode) {
  const query = contactQuery(db, key, mode);
  const fullName = sql.ref('p.full_name_norm');
  const surname = sql.ref('p.surname_norm');
  const rank = sql<number>`CASE
    WHEN ${fullName} = ${key.norm} OR ${surname} = ${key.norm} THEN 0
    WHEN ${surname} LIKE ${key.prefix} OR ${fullName} LIKE ${key.prefix} THEN 1
    WHEN ${fullName} ~ ${key.wordPrefixRegex} THEN 2
    ELSE 4 END`;
  const active = () => db.selectFrom('contacts as p').select('p.id').where('p.active', '=', true);
  const tiers = [
    active()
      .where(sql<boolean>`${surname} LIKE ${key.prefix}`)
      .orderBy(sql`${surname} USING ~<~`)
      .limit(CANDIDATES_PER_TIER),
    active().where(sql<boolean>`${fullName} ~ ${key.wordPrefixRegex}`).limit(CANDIDATES_PER_TIER),
  ];
  if (mode === 'fuzzy')
    tiers.push(
      active()
        .where(sql<boolean>`${fullName} %> ${key.norm}`)
        .limit(CANDIDATES_PER_TIER * 4),
    );
  const rows = await db
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
  return { rows, counted: await countUpToCap(db, query, QUICK_SEARCH_COUNT_CAP) };
}
