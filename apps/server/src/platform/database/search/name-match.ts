import { escapeLike, foldAccents } from '@adatlas/domain/search';
import { type RawBuilder, sql } from 'kysely';

/**
 * SQL fragments matching user text against the generated `*_norm` (lower + unaccent) and
 * `*_compact` (letters and digits only) columns. The key is normalised by the same IMMUTABLE
 * SQL functions as the columns, so Postgres folds it to a constant and can use the
 * text_pattern_ops and trigram indexes.
 */
export interface NameKey {
  norm: RawBuilder<string>;
  compact: RawBuilder<string>;
  /** `norm%`, wildcards in the key escaped. */
  prefix: RawBuilder<string>;
  /** `compact%` (compact text holds no wildcard), or null when the key has no letter or digit. */
  compactPrefix: RawBuilder<string> | null;
  /** A word of the name starts with the key: at the start, or after a space or punctuation. */
  wordPrefixRegex: RawBuilder<string>;
  /** `%compact%`, or null when the compact key is too short for a trigram index to help. */
  compactContains: RawBuilder<string> | null;
}

const TRIGRAM_MIN_LENGTH = 3;

/**
 * What may come before a word: the start, a space or ASCII punctuation (`search_norm` turns
 * typographic quotes and dashes into ASCII ones). Listed, not `[^[:alnum:]]`: from a listed class
 * pg_trgm derives the word-start trigrams ("  t", " ta") and so reads a tenth of the index
 * entries it reads for "tal" anywhere in a word (docs/performance.md §18).
 */
const WORD_START = '(^|[] !"#$%&\'()*+,./:;<=>?@\\\\^_`{|}~[-])';

function escapeRegex(text: string): string {
  return text.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');
}

/** Close to `public.search_compact`, only used to decide whether a contains-match is worth it. */
function roughCompact(text: string): string {
  return foldAccents(text).replace(/[^a-z0-9]+/g, '');
}

export function toNameKey(key: string): NameKey {
  const compactLength = roughCompact(key).length;
  return {
    norm: sql<string>`public.search_norm(${key})`,
    compact: sql<string>`public.search_compact(${key})`,
    prefix: sql<string>`(public.search_norm(${escapeLike(key)}) || '%')`,
    compactPrefix: compactLength > 0 ? sql<string>`(public.search_compact(${key}) || '%')` : null,
    wordPrefixRegex: sql<string>`(${WORD_START} || public.search_norm(${escapeRegex(key)}))`,
    compactContains:
      compactLength >= TRIGRAM_MIN_LENGTH ? sql<string>`('%' || public.search_compact(${key}) || '%')` : null,
  };
}

/**
 * `column` starts with `text`, written as a range of the text_pattern_ops order (`~>=~` from the
 * text, `~<~` the text with its last character moved one on). Only that btree answers it, in
 * index order, so "the first 50 names starting with zza" reads 50 entries. As `LIKE 'zza%'` the
 * planner could also take the trigram index and sort every match, and did whenever it guessed
 * too few: 3,614 names for "zza", 9 ms where the range takes 0.2 (docs/performance.md §25).
 */
export function startsWith(column: string, text: RawBuilder<string>): RawBuilder<boolean> {
  const ref = sql.ref(column);
  // The next code point; past U+D7FF comes U+E000 (surrogates are no characters), and U+10FFFF,
  // the last, stays itself: an empty range rather than an error.
  const next = sql`CASE ascii(right(${text}, 1)) WHEN 55295 THEN 57344 WHEN 1114111 THEN 1114111
    ELSE ascii(right(${text}, 1)) + 1 END`;
  return sql<boolean>`(${ref} ~>=~ ${text} AND ${ref} ~<~ (left(${text}, -1) || chr(${next})))`;
}

/**
 * Direct match on a name: prefix, word prefix or compact form (prefix or contained). Each of the
 * first three implies the last (the compact form only drops characters), so when the compact key
 * is long enough for the trigram index the match is that one condition: same rows, one index
 * scan instead of a BitmapOr of four (docs/performance.md).
 */
export function directNameMatch(
  normColumn: string,
  compactColumn: string,
  key: NameKey,
): RawBuilder<boolean> {
  const norm = sql.ref(normColumn);
  const compact = sql.ref(compactColumn);
  if (key.compactContains) return sql<boolean>`(${compact} LIKE ${key.compactContains})`;
  const parts = [sql`${norm} LIKE ${key.prefix}`, sql`${norm} ~ ${key.wordPrefixRegex}`];
  if (key.compactPrefix) parts.push(sql`${compact} LIKE ${key.compactPrefix}`);
  return sql<boolean>`(${sql.join(parts, sql` OR `)})`;
}

/** 0 exact, 1 prefix, 2 word prefix, 3 compact form contained, 4 anything else (typo match). */
export function nameRank(normColumn: string, compactColumn: string, key: NameKey): RawBuilder<number> {
  const norm = sql.ref(normColumn);
  const compact = sql.ref(compactColumn);
  const contains = key.compactContains ? sql`WHEN ${compact} LIKE ${key.compactContains} THEN 3` : sql``;
  return sql<number>`CASE
    WHEN ${norm} = ${key.norm} OR ${compact} = ${key.compact} THEN 0
    WHEN ${norm} LIKE ${key.prefix} ${key.compactPrefix ? sql`OR ${compact} LIKE ${key.compactPrefix}` : sql``} THEN 1
    WHEN ${norm} ~ ${key.wordPrefixRegex} THEN 2
    ${contains}
    ELSE 4 END`;
}

/** Typo-tolerant match over the trigram GIN indexes (word_similarity above the threshold). */
export function fuzzyNameMatch(normColumn: string, compactColumn: string, key: NameKey): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(normColumn)} %> ${key.norm} OR ${sql.ref(compactColumn)} %> ${key.compact})`;
}

export function nameSimilarity(normColumn: string, compactColumn: string, key: NameKey): RawBuilder<number> {
  return sql<number>`greatest(word_similarity(${key.norm}, ${sql.ref(normColumn)}), word_similarity(${key.compact}, ${sql.ref(compactColumn)}))`;
}
