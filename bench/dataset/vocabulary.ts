import { it } from '@faker-js/faker';
import { ITALY } from '../../apps/server/src/seed/countries/italy.ts';
import { NAME_WORDS, PHRASES } from '../../apps/server/src/seed/reference-data/phrases.ts';
import { Random } from './random.ts';

const SYLLABLES = [
  'ba',
  'be',
  'bi',
  'bo',
  'bru',
  'ca',
  'ce',
  'ci',
  'co',
  'cu',
  'da',
  'de',
  'di',
  'do',
  'fa',
  'fe',
  'fi',
  'fo',
  'fra',
  'ga',
  'ge',
  'gi',
  'go',
  'gra',
  'la',
  'le',
  'li',
  'lo',
  'lu',
  'ma',
  'me',
  'mi',
  'mo',
  'mu',
  'na',
  'ne',
  'ni',
  'no',
  'pa',
  'pe',
  'pi',
  'po',
  'pra',
  'ra',
  're',
  'ri',
  'ro',
  'sa',
  'se',
  'si',
  'so',
  'sta',
  'ta',
  'te',
  'ti',
  'to',
  'tra',
  'va',
  've',
  'vi',
  'vo',
  'za',
  'ze',
  'zo',
  'lla',
  'nna',
  'tti',
  'zza',
  'sco',
  'gno',
  'rto',
  'nte',
  'ssi',
  'ndo',
];
const ACCENTED_ENDINGS: Record<string, string> = { a: 'à', e: 'è', o: 'ò', i: 'ì', u: 'ù' };

export interface Vocabulary {
  /** Invented words, most frequent first: brand and company names. */
  words: string[];
  /** Real Italian surnames followed by invented ones, most frequent first. */
  surnames: string[];
  firstNames: string[];
  industryWords: string[];
  agencyWords: string[];
  legalSuffixes: string[];
  titles: string[];
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * Tens of thousands of distinct pronounceable words, about 8 % of them ending in an accented
 * vowel, so a 3-letter prefix matches a small slice of a table and accents matter.
 */
function inventWords(random: Random, count: number): string[] {
  const words = new Set<string>(NAME_WORDS);
  while (words.size < count) {
    const length = random.between(2, 4);
    let word = '';
    for (let i = 0; i < length; i++) word += random.pick(SYLLABLES);
    const last = word.charAt(word.length - 1);
    if (random.chance(0.08) && ACCENTED_ENDINGS[last]) word = word.slice(0, -1) + ACCENTED_ENDINGS[last];
    words.add(capitalise(word));
  }
  return [...words];
}

export function buildVocabulary(seed: number, wordCount: number): Vocabulary {
  const random = new Random(seed);
  const words = inventWords(random, wordCount);
  const person = it.person as { first_name: Record<string, string[]>; last_name: { generic: string[] } };
  return {
    words,
    surnames: [...person.last_name.generic, ...words.slice(0, wordCount / 2)],
    firstNames: [...person.first_name.female!, ...person.first_name.male!],
    industryWords: PHRASES.it.industryWords,
    agencyWords: ['Comunicazione', 'Advertising', 'Media', 'Digital', 'Creative Lab', 'Pubblicità', 'Studio'],
    legalSuffixes: ITALY.legalSuffixes,
    titles: [
      'Direttore Marketing',
      'Responsabile Comunicazione',
      'Amministratore Delegato',
      'Media Manager',
      'Brand Manager',
      'Direttore Commerciale',
      'Account Director',
      'Direttore Creativo',
      'Digital Manager',
      'Responsabile Acquisti Media',
      'Product Manager',
      'Presidente',
    ],
  };
}
