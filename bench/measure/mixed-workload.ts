import { Random } from '../dataset/random.ts';

/**
 * Cache-cold mixed traffic (issue #32): a day's requests in one list, every one of them unique so
 * the tenant data cache cannot answer any (generated terms, filter sets, pages and record ids).
 * Pure and seeded: the same vocabulary, count and seed give the same requests.
 */

/** Shares of the mix; they add up to 1. */
export const MIX = { quickSearch: 0.55, list: 0.25, detail: 0.15, firstOpen: 0.05 } as const;
export type MixedGroup = keyof typeof MIX;

export interface MixedRequest {
  group: MixedGroup;
  /** What it is within its group: company or contact list / detail, search, first open. */
  kind: 'search' | 'companyList' | 'contactList' | 'companyDetail' | 'contactDetail' | 'companyOpen';
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
}

/** What the requests are built from: real values of the bench tenant (see drawMixedVocabulary). */
export interface MixedVocabulary {
  /** Lower-case words (≥ 3 letters) of company names, surnames and brands. */
  words: readonly string[];
  companyCities: readonly string[];
  companyRegions: readonly string[];
  mainCategoryIds: readonly number[];
  sectorIds: readonly number[];
  contactCities: readonly string[];
  contactRegions: readonly string[];
  functionIds: readonly number[];
  /** Opened by the unmetered customer. */
  detailCompanyIds: readonly number[];
  detailContactIds: readonly number[];
  /** First opened by the metered customer: none of them among detailCompanyIds (same cache key). */
  openCompanyIds: readonly number[];
}

const FRONTEND = '/api/v1/frontend';
const LIST_LIMIT = 20;
const INCOME = ['a', 'b', 'c', 'd'];
const EMPLOYER = ['a', 'b', 'c'];

/** How many requests of each group: shares of `count`, rounded by largest remainder. */
export function groupCounts(count: number): Record<MixedGroup, number> {
  const groups = Object.keys(MIX) as MixedGroup[];
  const exact = groups.map((group) => MIX[group] * count);
  const counts = exact.map(Math.floor);
  let left = count - counts.reduce((sum, n) => sum + n, 0);
  const byRemainder = groups
    .map((_, index) => index)
    .sort((a, b) => exact[b]! - counts[b]! - (exact[a]! - counts[a]!) || a - b);
  for (const index of byRemainder) {
    if (left === 0) break;
    counts[index]! += 1;
    left -= 1;
  }
  return Object.fromEntries(groups.map((group, index) => [group, counts[index]!])) as Record<
    MixedGroup,
    number
  >;
}

/** A few of `items`, distinct, in draw order. */
function some<T>(random: Random, items: readonly T[], atMost: number): T[] {
  const chosen = new Set<T>();
  const n = 1 + random.int(Math.min(atMost, items.length));
  while (chosen.size < n) chosen.add(random.pick(items));
  return [...chosen];
}

/** One character replaced by its neighbour in the alphabet, never the first. */
function withTypo(random: Random, word: string): string {
  const at = 1 + random.int(word.length - 1);
  const replacement = word[at] === 'z' ? 'a' : String.fromCharCode(word.charCodeAt(at) + 1);
  return word.slice(0, at) + replacement + word.slice(at + 1);
}

function searchTerm(random: Random, words: readonly string[]): string {
  const word = random.pick(words);
  const prefix = word.slice(0, Math.min(word.length, random.between(3, 9)));
  const roll = random.next();
  if (roll < 0.1 && prefix.length >= 5) return withTypo(random, prefix);
  if (roll < 0.25) return `${random.pick(words)} ${prefix}`;
  return prefix;
}

function companyFilters(random: Random, v: MixedVocabulary): Record<string, unknown> {
  const choices: (() => [string, unknown])[] = [
    () => ['city', some(random, v.companyCities, 2)],
    () => ['region', some(random, v.companyRegions, 2)],
    () => ['main_category', some(random, v.mainCategoryIds, 2)],
    () => ['sector', some(random, v.sectorIds, 2)],
    () => ['income_range', some(random, INCOME, 2)],
    () => ['employer_range', some(random, EMPLOYER, 2)],
    () => ['key', random.pick(v.words).slice(0, 3)],
  ];
  const filters: Record<string, unknown> = {};
  for (const choose of some(random, choices, 3)) {
    const [name, value] = choose();
    filters[name] = value;
  }
  filters.sort_key = random.pick(['name', 'city', 'sector']);
  filters.sort_direction = random.pick(['asc', 'desc']);
  return filters;
}

function contactFilters(random: Random, v: MixedVocabulary): Record<string, unknown> {
  const choices: (() => [string, unknown])[] = [
    () => ['city', some(random, v.contactCities, 2)],
    () => ['region', some(random, v.contactRegions, 2)],
    () => ['function', some(random, v.functionIds, 2)],
    () => ['surname', random.pick(v.words).slice(0, 3)],
    () => ['emailExists', true],
    () => ['company_filters', { city: some(random, v.companyCities, 1) }],
  ];
  const filters: Record<string, unknown> = {};
  for (const choose of some(random, choices, 3)) {
    const [name, value] = choose();
    filters[name] = value;
  }
  filters.sort_key = random.pick(['modified_at', 'surname', 'created_at', 'company']);
  filters.sort_direction = random.pick(['asc', 'desc']);
  return filters;
}

/** A list page: mostly the first pages, some deep ones. */
const pageOf = (random: Random) => 1 + random.skewed(50, 3);

/** The same request twice is the same key (bodies' keys are built in a fixed order). */
export const requestKey = (request: Pick<MixedRequest, 'method' | 'path' | 'body'>) =>
  `${request.method} ${request.path} ${request.body === undefined ? '' : JSON.stringify(request.body)}`;

/**
 * `count` unique requests in the proportions of MIX (each group's count is its share of `count`,
 * rounded), shuffled. Throws when the vocabulary cannot give that many distinct requests.
 */
export function mixedWorkload(vocabulary: MixedVocabulary, count: number, seed: number): MixedRequest[] {
  const random = new Random(seed);
  const counts = groupCounts(count);
  const seen = new Set<string>();
  const requests: MixedRequest[] = [];
  const add = (group: MixedGroup, n: number, make: () => MixedRequest) => {
    let added = 0;
    for (let attempts = 0; added < n; attempts++) {
      if (attempts > n * 50 + 1_000) {
        throw new Error(`mixed workload: the vocabulary gives only ${added} distinct ${group} requests`);
      }
      const request = make();
      const key = requestKey(request);
      if (seen.has(key)) continue;
      seen.add(key);
      requests.push(request);
      added += 1;
    }
  };

  add('quickSearch', counts.quickSearch, () => ({
    group: 'quickSearch',
    kind: 'search',
    method: 'GET',
    path: `${FRONTEND}/search?key=${encodeURIComponent(searchTerm(random, vocabulary.words))}`,
  }));
  add('list', counts.list, () => {
    const company = random.chance(0.6);
    return {
      group: 'list',
      kind: company ? 'companyList' : 'contactList',
      method: 'POST',
      path: `${FRONTEND}/${company ? 'company' : 'contact'}`,
      body: {
        ...(company ? companyFilters(random, vocabulary) : contactFilters(random, vocabulary)),
        pageNum: pageOf(random),
        limit: LIST_LIMIT,
      },
    };
  });
  // Record ids are taken in order, so each is opened once: unique without retries.
  const companies = [...vocabulary.detailCompanyIds];
  const contacts = [...vocabulary.detailContactIds];
  add('detail', counts.detail, () => {
    const company = contacts.length === 0 || (companies.length > 0 && random.chance(0.6));
    const id = (company ? companies : contacts).shift();
    if (id === undefined) throw new Error('mixed workload: not enough record ids for the detail share');
    return {
      group: 'detail',
      kind: company ? 'companyDetail' : 'contactDetail',
      method: 'GET',
      path: `${FRONTEND}/${company ? 'company' : 'contact'}/${id}`,
    };
  });
  const opens = [...vocabulary.openCompanyIds];
  add('firstOpen', counts.firstOpen, () => {
    const id = opens.shift();
    if (id === undefined) throw new Error('mixed workload: not enough company ids for the first opens');
    return { group: 'firstOpen', kind: 'companyOpen', method: 'GET', path: `${FRONTEND}/company/${id}` };
  });

  // Fisher–Yates with the same generator: the groups interleave as a day's traffic does.
  for (let i = requests.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [requests[i], requests[j]] = [requests[j]!, requests[i]!];
  }
  return requests;
}
