import { advertiserNameKey } from '@adatlas/domain/ad-library';

/**
 * A generated ad-library world with a known truth: companies with their brands (and websites,
 * VAT numbers), agencies, and the advertiser names an ad library would show for them, with the
 * noise real names carry (accents dropped, legal forms added, removed or respelled, case, typos,
 * word order, abbreviations, "Agency X on behalf of Brand Y" bylines), plus names of advertisers
 * AdAtlas does not know, built from the same word stock so that they look like known ones.
 */
export interface MatchingSet {
  companies: {
    ref: number;
    name: string;
    type: 'ADV' | 'AG' | 'ME';
    vat: string | null;
    website: string | null;
  }[];
  brands: { ref: number; companyRef: number; name: string; website: string | null }[];
  ads: {
    adId: string;
    advertiserName: string | null;
    payer: string | null;
    beneficiary: string | null;
    raw: Record<string, unknown>;
  }[];
  /** Per advertiser name key: the company (and brand) it truly is, or null for an unknown one. */
  truth: Map<string, { companyRef: number; brandRef: number | null } | null>;
}

/** mulberry32: the same set on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ROOTS = [
  'Lum',
  'Ver',
  'Cas',
  'Bel',
  'Sol',
  'Mar',
  'Nov',
  'Alt',
  'Fior',
  'Dol',
  'Riv',
  'Ser',
  'Tor',
  'Val',
  'Gran',
  'Prim',
  'Bosc',
  'Cor',
  'Fin',
  'Leg',
  'Pir',
  'Zan',
  'Quer',
  'Mont',
  'Brun',
  'Sav',
  'Gal',
  'Ross',
  'Chiar',
  'Tess',
];
const ENDINGS = [
  'ina',
  'ello',
  'ora',
  'ex',
  'ano',
  'ia',
  'etti',
  'ari',
  'one',
  'issa',
  'ento',
  'ès',
  'ité',
  'ería',
  'ühl',
];
const SECOND = [
  'Casa',
  'Italia',
  'Gourmet',
  'Bio',
  'Sport',
  'Moda',
  'Caffè',
  'Pasta',
  'Dolci',
  'Beauty',
  'Home',
  'Vini',
  'Latte',
  'Énergie',
  'Cosmética',
  'Café',
  'Acqua',
  'Forni',
];
const COMPANY_WORDS = [
  'Group',
  'Industrie',
  'Holding',
  'Fratelli',
  'Società Alimentare',
  'Manifattura',
  'Laboratoires',
  'Distribución',
];
const LEGAL_FORMS = [
  'S.p.A.',
  'S.r.l.',
  'SAS',
  'GmbH',
  'S.L.',
  'Ltd',
  'S.A.',
  'SARL',
  'GmbH & Co. KG',
  'S.A. de C.V.',
];
const LEGAL_RESPELL: Record<string, string[]> = {
  'S.p.A.': ['SpA', 'SPA', 'S.P.A.'],
  'S.r.l.': ['Srl', 'SRL', 's.r.l'],
  'S.L.': ['SL', 'S.L'],
  'S.A.': ['SA', 'S.A'],
  'GmbH & Co. KG': ['GmbH & Co KG'],
  'S.A. de C.V.': ['SA de CV'],
};
const ABBREVIATIONS: [RegExp, string][] = [
  [/\bFratelli\b/, 'F.lli'],
  [/\bSocietà\b/, 'Soc.'],
  [/\bIndustrie\b/, 'Ind.'],
  [/\bManifattura\b/, 'Manif.'],
  [/\bLaboratoires\b/, 'Labs'],
];

const stripAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

export function generateMatchingSet(seed = 35, scale = 1): MatchingSet {
  const rand = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  const chance = (p: number) => rand() < p;

  // Every root + ending once, shuffled: the first ones become brands, the rest unknown advertisers.
  const words = ROOTS.flatMap((root) => ENDINGS.map((ending) => `${root}${ending}`));
  for (let i = words.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [words[i], words[j]] = [words[j]!, words[i]!];
  }
  const brandCount = Math.min(Math.round(260 * scale), words.length - 80);
  const unknownWords = words.slice(brandCount, brandCount + Math.round(70 * scale));

  const companies: MatchingSet['companies'] = [];
  const brands: MatchingSet['brands'] = [];
  const usedKeys = new Set<string>();
  let w = 0;
  while (w < brandCount) {
    const ref = companies.length + 1;
    const n = 1 + Math.floor(rand() * 3);
    const first = words[w]!;
    const companyName = `${first} ${pick(COMPANY_WORDS)} ${pick(LEGAL_FORMS)}`;
    const companyKey = advertiserNameKey(companyName);
    if (usedKeys.has(companyKey)) {
      w++;
      continue;
    }
    usedKeys.add(companyKey);
    companies.push({
      ref,
      name: companyName,
      type: 'ADV',
      vat: chance(0.5) ? `IT${String(10_000_000_000 + ref * 7_919).slice(0, 11)}` : null,
      website: null,
    });
    for (let b = 0; b < n && w < brandCount; b++, w++) {
      const name = chance(0.45) ? `${words[w]} ${pick(SECOND)}` : words[w]!;
      const key = advertiserNameKey(name);
      if (usedKeys.has(key)) continue;
      usedKeys.add(key);
      const slug = stripAccents(name)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '');
      brands.push({
        ref: brands.length + 1,
        companyRef: ref,
        name,
        website: chance(0.4) ? `https://www.${slug}.com` : null,
      });
    }
  }
  const agencies: MatchingSet['companies'] = [];
  for (let a = 0; a < Math.round(25 * scale); a++) {
    const name = `${pick(ROOTS)}${pick(['a', 'o', 'is'])} ${pick(['Media', 'Communication', 'Advertising', 'Digital'])} ${pick(['Italia', 'France', 'Iberia', 'Group'])} ${pick(LEGAL_FORMS)}`;
    const key = advertiserNameKey(name);
    if (usedKeys.has(key)) continue;
    usedKeys.add(key);
    agencies.push({
      ref: companies.length + agencies.length + 1,
      name,
      type: chance(0.5) ? 'AG' : 'ME',
      vat: null,
      website: null,
    });
  }
  companies.push(...agencies);

  const typo = (text: string) => {
    if (text.length < 9) return text;
    const i = 2 + Math.floor(rand() * (text.length - 4));
    const kind = Math.floor(rand() * 3);
    if (text[i] === ' ' || text[i + 1] === ' ') return text;
    if (kind === 0) return text.slice(0, i) + text[i + 1] + text[i] + text.slice(i + 2);
    if (kind === 1) return text.slice(0, i) + text.slice(i + 1);
    return text.slice(0, i) + pick(['a', 'e', 'i', 'o', 'r', 'n']) + text.slice(i + 1);
  };
  const legalFormOf = (name: string) =>
    LEGAL_FORMS.filter((form) => name.endsWith(` ${form}`)).sort((a, b) => b.length - a.length)[0];
  const noisy = (name: string): string => {
    let text = name;
    const form = legalFormOf(text);
    if (form && chance(0.5))
      text = chance(0.5)
        ? text.slice(0, -form.length - 1)
        : text.replace(form, pick(LEGAL_RESPELL[form] ?? [form]));
    else if (!form && chance(0.25)) text = `${text} ${pick(LEGAL_FORMS)}`;
    if (chance(0.35)) text = stripAccents(text);
    if (chance(0.2)) text = chance(0.5) ? text.toUpperCase() : text.toLowerCase();
    for (const [pattern, short] of ABBREVIATIONS)
      if (pattern.test(text) && chance(0.6)) text = text.replace(pattern, short);
    if (chance(0.2)) text = typo(text);
    if (chance(0.12)) {
      const parts = text.split(' ');
      if (parts.length === 2) text = `${parts[1]} ${parts[0]}`;
    }
    return text;
  };

  const ads: MatchingSet['ads'] = [];
  const truth: MatchingSet['truth'] = new Map();
  const conflicting = new Set<string>();
  const record = (name: string, value: { companyRef: number; brandRef: number | null } | null) => {
    const key = advertiserNameKey(name);
    const known = truth.get(key);
    if (known !== undefined && JSON.stringify(known) !== JSON.stringify(value)) conflicting.add(key);
    truth.set(key, value);
  };
  let adSeq = 0;
  const ad = (values: Omit<MatchingSet['ads'][number], 'adId'>) =>
    ads.push({ adId: `bench-match-${++adSeq}`, ...values });

  for (const brand of brands) {
    const company = companies.find((c) => c.ref === brand.companyRef)!;
    const truthOf = { companyRef: company.ref, brandRef: brand.ref };
    const page = noisy(brand.name);
    record(page, truthOf);
    const caption = brand.website && chance(0.4) ? brand.website.replace(/^https:\/\/www\./, '') : null;
    if (chance(0.25)) {
      // A byline: an agency paid on the brand's behalf.
      const agency = pick(agencies);
      const agencyName = noisy(agency.name);
      record(agencyName, { companyRef: agency.ref, brandRef: null });
      ad({ advertiserName: null, payer: `${agencyName} on behalf of ${page}`, beneficiary: null, raw: {} });
    } else {
      const payer = chance(0.6) ? noisy(company.name) : null;
      if (payer) record(payer, { companyRef: company.ref, brandRef: null });
      ad({
        advertiserName: page,
        payer,
        beneficiary: chance(0.5) ? page : null,
        raw: caption ? { ad_creative_link_captions: [caption] } : {},
      });
    }
  }
  for (const word of unknownWords) {
    const name = chance(0.4) ? `${word} ${pick(SECOND)}` : word;
    if (usedKeys.has(advertiserNameKey(name))) continue;
    record(name, null);
    ad({
      advertiserName: name,
      payer: chance(0.3) ? `${name} ${pick(LEGAL_FORMS)}` : null,
      beneficiary: null,
      raw: {},
    });
    if (ads.at(-1)!.payer) record(ads.at(-1)!.payer!, null);
  }
  // Near misses: another business sharing a known brand's first word ("Lumina" the brand, "Lumina
  // Hotels" someone else), which must not be linked to the brand unseen.
  for (const brand of brands.filter(() => chance(0.08))) {
    const name = `${brand.name.split(' ')[0]} ${pick(['Hotels', 'Immobiliare', 'Assicurazioni', 'Motors', 'Viaggi'])}`;
    if (usedKeys.has(advertiserNameKey(name))) continue;
    record(name, null);
    ad({ advertiserName: name, payer: null, beneficiary: null, raw: {} });
  }
  for (const key of conflicting) truth.delete(key);
  return { companies, brands, ads, truth };
}
