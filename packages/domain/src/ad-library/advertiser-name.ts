import { foldAccents } from '../search/search.rules.ts';

/**
 * Legal-form suffixes as they end a company's name, written as their letters only (the key is
 * compared after dots and spaces are dropped, so `S.p.A.`, `S.p.A`, `SpA` and `s p a` all read
 * `spa`). Longest first so `S.A. de C.V.` goes before `S.A.`, `GmbH & Co. KG` before `KG`.
 */
const LEGAL_FORMS: readonly string[] = [
  'gmbh & co kg',
  'gmbh & co',
  'sa de cv',
  'sapi de cv',
  's de rl de cv',
  'spa',
  'sapa',
  'srl',
  'srls',
  'snc',
  'sas',
  'sasu',
  'sarl',
  'sa',
  'sl',
  'slu',
  'sll',
  'gmbh',
  'ag',
  'kg',
  'ohg',
  'ug',
  'ltd',
  'limited',
  'plc',
  'llc',
  'llp',
  'lp',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'lda',
  'bv',
  'nv',
  'bvba',
  'sprl',
  'oy',
  'ab',
  'as',
  'aps',
  'sro',
  'spzoo',
  'pty ltd',
  'pty',
].sort((a, b) => b.length - a.length);

/** Each legal form as a pattern on the spaced, punctuation-free name: letters may stand apart. */
const LEGAL_FORM_PATTERNS: readonly RegExp[] = LEGAL_FORMS.map((form) => {
  const words = form.split(' ').map((word) =>
    word === '&'
      ? '(?:&|and|und)?'
      : word
          .split('')
          .map((letter) => letter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join(' ?'),
  );
  return new RegExp(`(?:^|\\s)${words.join(' ?')}$`);
});

/**
 * The key two spellings of one advertiser share: accents folded as the search does, lower case,
 * punctuation collapsed to single spaces and legal-form suffixes (`S.p.A.`, `S.r.l.`, `GmbH`, `Ltd`,
 * `S.A. de C.V.`…) stripped from the end, repeatedly (`Acme Holding Ltd. Inc` → `acme holding`).
 * A name that is nothing but a legal form keeps it, so no advertiser gets an empty key.
 */
export function advertiserNameKey(name: string): string {
  const spaced = foldAccents(name)
    .replace(/['’`´]/g, '')
    // Dots after a lone letter join an abbreviation (`S.p.A.`, `U.S.A.`) rather than part words.
    .replace(/(?<![\p{L}\p{N}])(\p{L})\.(?=\p{L}|\s|$)/gu, '$1')
    .replace(/&/g, ' & ')
    .replace(/[^\p{L}\p{N}&]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  let key = spaced;
  for (;;) {
    const pattern = LEGAL_FORM_PATTERNS.find((candidate) => candidate.test(key));
    if (!pattern) break;
    const stripped = key.replace(pattern, '').replace(/\s*&$/, '').trim();
    if (stripped === '' || stripped === key) break;
    key = stripped;
  }
  return key.replace(/\s*&\s*/g, ' & ').trim();
}
