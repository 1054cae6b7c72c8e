import type pg from 'pg';
import { Random } from '../dataset/random.ts';

export interface SearchTerm {
  term: string;
  kind: 'prefix' | 'typo' | 'unaccented';
}

const stripAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

function wordsOf(name: string): string[] {
  return name.split(/[\s&'.-]+/).filter((word) => /^\p{L}{3,}$/u.test(word));
}

/** One character replaced by its neighbour in the alphabet, never the first. */
function withTypo(random: Random, word: string): string {
  const at = 1 + random.int(word.length - 1);
  const replacement = word[at] === 'z' ? 'a' : String.fromCharCode(word.charCodeAt(at) + 1);
  return word.slice(0, at) + replacement + word.slice(at + 1);
}

/**
 * Quick-search terms drawn from real names of the bench tenant (companies, contacts, brands):
 * prefixes of 3–8 characters of a word of the name, 10 % with one typo, 10 % taken from an
 * accented word and typed without its accent.
 */
export async function drawSearchTerms(
  client: pg.ClientBase,
  schema: string,
  count: number,
): Promise<SearchTerm[]> {
  const random = new Random(count);
  const sample = async (sql: string) =>
    (await client.query<{ name: string }>(sql, [count])).rows.map((row) => row.name);
  const names = [
    ...(await sample(`SELECT name FROM ${schema}.companies ORDER BY md5(id::text) LIMIT $1`)),
    ...(await sample(`SELECT surname AS name FROM ${schema}.contacts ORDER BY md5(id::text) LIMIT $1`)),
    ...(await sample(`SELECT name FROM ${schema}.brands ORDER BY md5(id::text) LIMIT $1`)),
  ];
  const accented = (
    await sample(
      `SELECT name FROM ${schema}.companies WHERE name ~ '[àèìòù]' ORDER BY md5(id::text) LIMIT $1`,
    )
  ).flatMap((name) => wordsOf(name).filter((word) => word !== stripAccents(word)));
  const terms: SearchTerm[] = [];
  while (terms.length < count) {
    const roll = random.next();
    if (roll < 0.1 && accented.length > 0) {
      terms.push({ term: stripAccents(random.pick(accented)).toLowerCase(), kind: 'unaccented' });
      continue;
    }
    const words = wordsOf(random.pick(names));
    if (words.length === 0) continue;
    const word = random.pick(words).toLowerCase();
    const prefix = word.slice(0, Math.min(word.length, random.between(3, 8)));
    if (roll < 0.2 && prefix.length >= 5) terms.push({ term: withTypo(random, prefix), kind: 'typo' });
    else terms.push({ term: prefix, kind: 'prefix' });
  }
  return terms;
}

/** The most frequent values of a column, most frequent first. */
async function topValues(client: pg.ClientBase, sql: string): Promise<string[]> {
  return (await client.query<{ v: string }>(sql)).rows.map((row) => row.v);
}

export type Filters = Record<string, unknown>;

/**
 * Ten common company filter combinations (≤ 5 filters each), with their sort, and the whole list
 * by city and by sector, Z to A.
 */
export async function companyFilterCombos(client: pg.ClientBase, schema: string): Promise<Filters[]> {
  const top = (column: string) =>
    topValues(
      client,
      `SELECT ${column}::text AS v FROM ${schema}.companies GROUP BY 1 ORDER BY count(*) DESC LIMIT 3`,
    );
  const [cities, regions, categories] = [
    await top('city'),
    await top('region'),
    await top('main_category_id'),
  ];
  const sectors = await topValues(
    client,
    `SELECT unnest(sector_ids)::text AS v FROM ${schema}.companies GROUP BY 1 ORDER BY count(*) DESC LIMIT 3`,
  );
  return [
    { city: [cities[0]], sort_key: 'name' },
    { region: [regions[1]], sort_key: 'city', sort_direction: 'asc' },
    { main_category: [Number(categories[0])], sort_key: 'name', sort_direction: 'desc' },
    { sector: [Number(sectors[0])], region: [regions[0]], sort_key: 'name' },
    { city: [cities[1]], income_range: ['c', 'd'], sort_key: 'name' },
    { region: [regions[0]], employer_range: ['b'], type: ['ADV'], sort_key: 'sector' },
    { creation_year: 2010, sort_key: 'name' },
    { nielsen_filters: [{ year: 2025, key: ['tv', 'digital'], min: 1_000 }], sort_key: 'name' },
    { only_with_comments: true, region: [regions[0]], sort_key: 'name' },
    { key: 'mar', city: [cities[0]], sector: [Number(sectors[1])], sort_key: 'name' },
    // The whole list with a column's sort turned around (docs/performance.md §26, §28).
    { sort_key: 'city', sort_direction: 'desc' },
    { sort_key: 'sector', sort_direction: 'desc' },
  ];
}

/** Ten common contact filter combinations, with their sort, and the whole list by company. */
export async function contactFilterCombos(client: pg.ClientBase, schema: string): Promise<Filters[]> {
  const cities = await topValues(
    client,
    `SELECT city AS v FROM ${schema}.contacts GROUP BY 1 ORDER BY count(*) DESC LIMIT 3`,
  );
  const regions = await topValues(
    client,
    `SELECT region AS v FROM ${schema}.contacts GROUP BY 1 ORDER BY count(*) DESC LIMIT 3`,
  );
  const functions = await topValues(
    client,
    `SELECT function_id::text AS v FROM ${schema}.contacts GROUP BY 1 ORDER BY count(*) DESC LIMIT 3`,
  );
  return [
    { sort_key: 'modified_at' },
    { city: [cities[0]], sort_key: 'modified_at' },
    { region: [regions[1]], sort_key: 'surname', sort_direction: 'asc' },
    { function: [Number(functions[0])], city: [cities[0]], sort_key: 'modified_at' },
    { surname: 'ros', sort_key: 'surname', sort_direction: 'asc' },
    { emailExists: true, region: [regions[0]], sort_key: 'created_at' },
    { nominationExists: true, city: [cities[1]], sort_key: 'modified_at' },
    { company_filters: { city: [cities[0]] }, sort_key: 'company', sort_direction: 'asc' },
    { title: 'marketing', region: [regions[0]], sort_key: 'modified_at' },
    { newContactAfter: '2026-01-01', city: [cities[0]], sort_key: 'created_at' },
    // The whole list by company name (docs/performance.md §26).
    { sort_key: 'company', sort_direction: 'asc' },
  ];
}

/** Pages 1–50 of a list, spread so the deep pages are measured too. */
export const LIST_PAGES = [1, 2, 3, 5, 10, 20, 30, 40, 50];
export const LIST_PAGE_SIZE = 20;
