import type { City } from '../../apps/server/src/seed/countries/country-profile.ts';
import { ITALY } from '../../apps/server/src/seed/countries/italy.ts';
import { EMPLOYER_BANDS, INCOME_BANDS } from '../../apps/server/src/seed/reference-data/flat-lists.ts';
import type { ReferenceIds } from '../../apps/server/src/seed/reference-lists.ts';
import { Random, weightedIndex } from './random.ts';
import type { BenchSizes } from './sizes.ts';
import { buildVocabulary, type Vocabulary } from './vocabulary.ts';

export type CopyCell = string | number | boolean | null | readonly (string | number)[];

/** One table to COPY: its columns and a generator of rows, produced one at a time. */
export interface BenchTable {
  name: string;
  columns: readonly string[];
  rowCount: number;
  rows(): Generator<CopyCell[]>;
}

const TODAY = Date.parse('2026-11-01T09:00:00Z');
const DAY = 86_400_000;
const TYPES = ['ADV', 'AG', 'CP', 'ME'] as const;
const TYPE_WEIGHTS = [50, 30, 8, 12];
const NIELSEN_CHANNELS = ['tv', 'digital', 'press', 'radio', 'outdoor'];

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const isoTime = (ms: number) => new Date(ms).toISOString();

/** The profile's 20 big cities hold ~70 % of companies; thousands of small towns share the rest. */
function buildCities(
  random: Random,
  vocabulary: Vocabulary,
  towns: number,
): { cities: City[]; weights: number[] } {
  const cities = [...ITALY.cities];
  const weights = cities.map((city) => city.weight * 2.4);
  for (let i = 0; i < towns; i++) {
    const near = random.pick(ITALY.cities);
    const name = `${random.pick(['San ', 'Borgo ', 'Villa ', '', '', ''])}${vocabulary.words[i % vocabulary.words.length]}`;
    cities.push({ ...near, name, weight: 0 });
    weights.push(30 / (i + 10));
  }
  return { cities, weights };
}

function bandOf(bands: readonly (readonly [string, string])[], limits: number[], value: number): string {
  const index = limits.findIndex((limit) => value < limit);
  return bands[index === -1 ? bands.length - 1 : index]![0];
}
const INCOME_LIMITS = [1, 2, 5, 10, 25, 50, 100, 250, 500, 1000, 5000];
const EMPLOYER_LIMITS = [10, 50, 100, 250, 500, 1000, 5000];

/**
 * The bench tenant, generated lazily table by table. Only a few typed arrays per company are
 * kept (city, type, size, contact count) so contacts can follow their company without holding
 * a million row objects.
 */
export function benchTables(sizes: BenchSizes, refs: ReferenceIds, seed = 20_261_101): BenchTable[] {
  const random = new Random(seed);
  const vocabulary = buildVocabulary(seed, sizes.words);
  const { cities, weights } = buildCities(random, vocabulary, sizes.towns);
  const pickCity = weightedIndex(random, weights);
  const pickType = weightedIndex(random, TYPE_WEIGHTS);
  const companyCity = new Uint16Array(sizes.companies + 1);
  const companyType = new Uint8Array(sizes.companies + 1);
  const companySize = new Float32Array(sizes.companies + 1);
  for (let id = 1; id <= sizes.companies; id++) {
    companyCity[id] = pickCity();
    companyType[id] = pickType();
    companySize[id] = random.next() ** 3;
  }
  const pickOwner = weightedIndex(
    random,
    Array.from(companySize, (size, id) => (id === 0 ? 0 : 0.2 + size * 6)),
  );
  const contactCompany = new Uint32Array(sizes.contacts + 1);
  const contactCount = new Uint32Array(sizes.companies + 1);
  for (let id = 1; id <= sizes.contacts; id++) {
    contactCompany[id] = pickOwner();
    contactCount[contactCompany[id]!]!++;
  }
  const advertisers: number[] = [];
  const agencies: number[] = [];
  for (let id = 1; id <= sizes.companies; id++) (companyType[id] === 0 ? advertisers : agencies).push(id);

  const sectorLeaves = refs.sectors.leaves;
  const categoryLeaves = refs.categories.leaves;
  const functionLeaves = refs.functions.leaves;
  const otherCategories = refs.keys('other_categories').map((key) => refs.itemId('other_categories', key));
  const pitchCategories = refs.keys('pitch_category').map((key) => refs.itemId('pitch_category', key));
  const words = vocabulary.words;
  const word = () => random.pickSkewed(words, 1.6);
  const surname = () => random.pickSkewed(vocabulary.surnames, 1.8);

  function companyName(type: number, city: City): string {
    const suffix = random.pick(vocabulary.legalSuffixes);
    switch (random.int(type === 0 ? 5 : 4)) {
      case 0:
        return `${surname()} ${random.pick(type === 0 ? vocabulary.industryWords : vocabulary.agencyWords)} ${suffix}`;
      case 1:
        return `${word()} ${random.pick(type === 0 ? vocabulary.industryWords : vocabulary.agencyWords)}`;
      case 2:
        return `${surname()} & ${surname()} ${suffix}`;
      case 3:
        return type === 3 ? `Radio ${city.name} ${word()}` : `Gruppo ${word()} ${suffix}`;
      default:
        return `Fratelli ${surname()} ${suffix}`;
    }
  }

  const companies: BenchTable = {
    name: 'companies',
    rowCount: sizes.companies,
    columns: [
      'id',
      'name',
      'type',
      'active',
      'main_category_id',
      'main_category_key',
      'sector_ids',
      'other_category_ids',
      'city',
      'province',
      'region',
      'nation',
      'creation_year',
      'number_of_contacts',
      'income_range',
      'employer_range',
      'key_nielsen',
      'website',
      'tel',
      'address',
      'created_at',
      'modified_at',
    ],
    *rows() {
      for (let id = 1; id <= sizes.companies; id++) {
        const type = companyType[id]!;
        const city = cities[companyCity[id]!]!;
        const size = companySize[id]!;
        const revenue = 10 ** (5 + size * 4.6) * (0.7 + random.next() * 0.6);
        const createdAt = TODAY - random.int(3000) * DAY;
        const name = companyName(type, city);
        const active = random.chance(0.97);
        // COPY runs with triggers off: the key the companies_main_category_key trigger would copy.
        const mainCategoryId = random.pickSkewed(categoryLeaves, 2);
        yield [
          id,
          name,
          TYPES[type]!,
          active,
          mainCategoryId,
          refs.categories.keyById.get(mainCategoryId)!,
          [random.pickSkewed(sectorLeaves, 2.2)],
          random.chance(0.3) ? [random.pick(otherCategories)] : [],
          city.name,
          city.province,
          city.region,
          ITALY.nation,
          2024 - Math.round(random.next() ** 2 * 120),
          contactCount[id]!,
          bandOf(INCOME_BANDS, INCOME_LIMITS, revenue / 1e6),
          bandOf(EMPLOYER_BANDS, EMPLOYER_LIMITS, Math.max(1, revenue / 200_000)),
          type === 0 && random.chance(0.85) ? String(100_000 + id) : null,
          `https://www.company-${id}.it`,
          `0${random.between(10, 99)} ${random.between(1_000_000, 9_999_999)}`,
          `Via ${word()} ${random.between(1, 200)}`,
          isoTime(createdAt),
          isoTime(createdAt + random.int(200) * DAY),
        ];
      }
    },
  };

  const nielsenRows = Math.round(advertisers.length * 0.6) * 2;
  const nielsen: BenchTable = {
    name: 'nielsen_spend',
    rowCount: nielsenRows,
    columns: ['company_id', 'year', 'channel', 'amount'],
    *rows() {
      for (const id of advertisers) {
        if (random.chance(0.4)) continue;
        for (const channel of NIELSEN_CHANNELS.slice(random.int(3), random.int(3) + 3)) {
          yield [id, 2025, channel, Math.round(companySize[id]! * 50_000 * random.next() * 100) / 100];
        }
      }
    },
  };

  const contacts: BenchTable = {
    name: 'contacts',
    rowCount: sizes.contacts,
    columns: [
      'id',
      'company_id',
      'name',
      'surname',
      'title',
      'function_id',
      'email',
      'city',
      'province',
      'region',
      'nation',
      'active',
      'nomination_date',
      'created_at',
      'modified_at',
    ],
    *rows() {
      for (let id = 1; id <= sizes.contacts; id++) {
        const companyId = contactCompany[id]!;
        const city = cities[companyCity[companyId]!]!;
        const first = random.pick(vocabulary.firstNames);
        const last = surname();
        const createdAt = TODAY - random.int(2500) * DAY;
        yield [
          id,
          companyId,
          first,
          last,
          random.pickSkewed(vocabulary.titles, 1.5),
          random.pickSkewed(functionLeaves, 1.5),
          random.chance(0.85) ? `${first}.${last}.${id}@company-${companyId}.it`.toLowerCase() : null,
          city.name,
          city.province,
          city.region,
          ITALY.nation,
          random.chance(0.95),
          random.chance(0.3) ? isoDay(TODAY - random.int(730) * DAY) : null,
          isoTime(createdAt),
          isoTime(createdAt + random.int(400) * DAY),
        ];
      }
    },
  };

  const brands: BenchTable = {
    name: 'brands',
    rowCount: sizes.brands,
    columns: ['id', 'name', 'company_id', 'sector_ids', 'active', 'created_at', 'modified_at'],
    *rows() {
      for (let id = 1; id <= sizes.brands; id++) {
        const name = random.chance(0.5)
          ? `${word()} ${word()}`
          : `${word()} ${random.pick(vocabulary.industryWords)}`;
        const createdAt = isoTime(TODAY - random.int(3000) * DAY);
        yield [
          id,
          name,
          random.pick(advertisers),
          [random.pickSkewed(sectorLeaves, 2)],
          true,
          createdAt,
          createdAt,
        ];
      }
    },
  };

  const pitches: BenchTable = {
    name: 'pitches',
    rowCount: sizes.pitches,
    columns: ['id', 'title', 'company_id', 'category_id', 'start_date', 'winner_company_id', 'active'],
    *rows() {
      for (let id = 1; id <= sizes.pitches; id++) {
        yield [
          id,
          `Gara ${word()} ${word()}`,
          random.pick(advertisers),
          random.pick(pitchCategories),
          isoDay(TODAY - random.int(1500) * DAY),
          random.chance(0.6) ? random.pick(agencies) : null,
          true,
        ];
      }
    },
  };

  const creativeWorks: BenchTable = {
    name: 'creative_works',
    rowCount: sizes.creativeWorks,
    columns: ['id', 'title', 'published_at', 'brand_id', 'company_id', 'agency_id', 'active'],
    *rows() {
      for (let id = 1; id <= sizes.creativeWorks; id++) {
        yield [
          id,
          `${word()} – Campagna ${random.between(2015, 2026)}`,
          isoDay(TODAY - random.int(2000) * DAY),
          random.between(1, sizes.brands),
          random.pick(advertisers),
          random.pick(agencies),
          true,
        ];
      }
    },
  };

  const feeds = 12;
  const newsFeeds: BenchTable = {
    name: 'news_feeds',
    rowCount: feeds,
    columns: ['id', 'name', 'url'],
    *rows() {
      for (let id = 1; id <= feeds; id++) yield [id, `Feed ${id}`, `https://news-${id}.example.it/rss`];
    },
  };
  const newsItems: BenchTable = {
    name: 'news_items',
    rowCount: sizes.newsItems,
    columns: ['id', 'feed_id', 'title', 'link', 'pub_date', 'content_snippet', 'company_ids'],
    *rows() {
      for (let id = 1; id <= sizes.newsItems; id++) {
        const company = random.pick(advertisers);
        yield [
          id,
          random.between(1, feeds),
          `${word()} lancia la nuova campagna ${word()}`,
          `https://news.example.it/${id}`,
          isoTime(TODAY - random.int(1500 * 24) * 3_600_000),
          `La notizia riguarda ${word()} e il mercato della comunicazione.`,
          [company],
        ];
      }
    },
  };

  return [companies, nielsen, contacts, brands, pitches, creativeWorks, newsFeeds, newsItems];
}
