import { foldAccents } from '@adatlas/domain/search';
/** Company names shorter than this are too ambiguous to match in free text ("Tim", "Eni"…). */
export const MIN_COMPANY_NAME_CHARS = 4;
const MAX_NAME_WORDS = 5;

/** Verbs and nouns that announce an acquisition, in the tenants' languages. */
const ACQUISITION_WORDS =
  /\b(acquires?|acquired|acquisition|buys|takes over|acquisisce|acquisizione|rileva|rach[eè]te|rachat|acquiert|adquiere|adquisici[oó]n|compra|[uü]bernimmt|[uü]bernahme|kauft|adquire|aquisi[cç][aã]o)\b/iu;

/**
 * Word sequences of the text (1 to 5 words), raw and without edge punctuation, to look up
 * against companies.name_norm by equality: "Acme buys Beta Srl." yields "beta srl" among others.
 */
export function candidateNames(text: string): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const names = new Set<string>();
  for (let start = 0; start < words.length; start += 1) {
    for (let size = 1; size <= MAX_NAME_WORDS && start + size <= words.length; size += 1) {
      const phrase = words.slice(start, start + size).join(' ');
      for (const candidate of [phrase, phrase.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')]) {
        if (candidate.length >= MIN_COMPANY_NAME_CHARS) names.add(candidate);
      }
    }
  }
  return [...names];
}

/**
 * Tags an acquisition when the text has an acquisition word: a company named before it is the
 * buyer, one named after it the seller.
 */
export function acquisitionTags(text: string, companyNamesNorm: string[]): string[] {
  const normalized = foldAccents(text);
  const verb = ACQUISITION_WORDS.exec(normalized);
  if (!verb || companyNamesNorm.length === 0) return [];
  const tags = new Set<string>();
  for (const name of companyNamesNorm) {
    const at = normalized.indexOf(name);
    if (at < 0) continue;
    tags.add(at < verb.index ? 'acquisition_buyer' : 'acquisition_seller');
  }
  return [...tags].sort();
}
