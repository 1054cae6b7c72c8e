import { splitByline } from '../ad-library/advertiser-match.rules.ts';
import { advertiserNameKey } from '../ad-library/advertiser-name.ts';

/** Companies that buy ads on others' behalf: agencies, sales houses (CP) and media (ME). */
export const AGENCY_COMPANY_TYPES: readonly string[] = ['AG', 'CP', 'ME'];

/** An advertiser name the matching resolved to a company, and to one of its brands when it could. */
export interface ResolvedAdvertiser {
  companyId: number;
  companyType: string;
  brandId: number | null;
  /** The company's active brands. */
  companyBrandIds: readonly number[];
}

/** The staging ads of one payer, beneficiary and advertiser name, summed. */
export interface NamedAdEvidence {
  payer: string;
  beneficiary: string | null;
  advertiser: string | null;
  nAds: number;
  reach: number | null;
  timesShownLower: number | null;
  timesShownUpper: number | null;
  firstShown: string | null;
  lastShown: string | null;
}

export interface InferredPair {
  agencyCompanyId: number;
  brandId: number;
  nAds: number;
  reach: number | null;
  timesShownLower: number | null;
  timesShownUpper: number | null;
  firstShown: string | null;
  lastShown: string | null;
  /** As the libraries wrote them, the name with the most ads first. */
  payerNames: string[];
  beneficiaryNames: string[];
}

type Resolve = (nameKey: string) => ResolvedAdvertiser | undefined;

/**
 * The brand the ads were for: the beneficiary's brand, else the advertiser's (a Meta page is
 * often the brand while the beneficiary is its legal entity), else the only brand of the company
 * either resolves to. A company with several brands and no brand named gives none: guessing
 * among them would propose relations nobody could confirm.
 */
function brandOf(row: NamedAdEvidence, resolve: Resolve): { brandId: number; companyId: number } | null {
  const sides = [row.beneficiary, row.advertiser]
    .filter((name): name is string => Boolean(name?.trim()))
    .map((name) => resolve(advertiserNameKey(name)))
    .filter((side): side is ResolvedAdvertiser => side !== undefined);
  const named = sides.find((side) => side.brandId !== null);
  if (named?.brandId != null) return { brandId: named.brandId, companyId: named.companyId };
  const single = sides.find((side) => side.companyBrandIds.length === 1);
  return single ? { brandId: single.companyBrandIds[0] as number, companyId: single.companyId } : null;
}

const addNullable = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : a + b);
const earlier = (a: string | null, b: string | null) => (a === null ? b : b === null || a <= b ? a : b);
const later = (a: string | null, b: string | null) => (a === null ? b : b === null || a >= b ? a : b);

function namesByWeight(weights: Map<string, number>): string[] {
  return [...weights.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name]) => name);
}

/**
 * "Agency X works for brand Y", from the ads an agency (AG, CP, ME) paid for a brand of another
 * company, with the evidence summed per pair.
 */
export function inferRelationPairs(rows: readonly NamedAdEvidence[], resolve: Resolve): InferredPair[] {
  const pairs = new Map<
    string,
    Omit<InferredPair, 'payerNames' | 'beneficiaryNames'> & {
      payers: Map<string, number>;
      beneficiaries: Map<string, number>;
    }
  >();
  for (const written of rows) {
    // "Agency X on behalf of Brand Y": the byline names both parties, as the matching reads it.
    const byline = splitByline(written.payer);
    const row = { ...written, beneficiary: written.beneficiary ?? byline.beneficiary };
    const payer = byline.payer ? resolve(advertiserNameKey(byline.payer)) : undefined;
    if (!payer || !AGENCY_COMPANY_TYPES.includes(payer.companyType)) continue;
    const brand = brandOf(row, resolve);
    if (!brand || brand.companyId === payer.companyId) continue;
    const key = `${payer.companyId}:${brand.brandId}`;
    const pair = pairs.get(key) ?? {
      agencyCompanyId: payer.companyId,
      brandId: brand.brandId,
      nAds: 0,
      reach: null,
      timesShownLower: null,
      timesShownUpper: null,
      firstShown: null,
      lastShown: null,
      payers: new Map<string, number>(),
      beneficiaries: new Map<string, number>(),
    };
    pair.nAds += row.nAds;
    pair.reach = addNullable(pair.reach, row.reach);
    pair.timesShownLower = addNullable(pair.timesShownLower, row.timesShownLower);
    pair.timesShownUpper = addNullable(pair.timesShownUpper, row.timesShownUpper);
    pair.firstShown = earlier(pair.firstShown, row.firstShown);
    pair.lastShown = later(pair.lastShown, row.lastShown);
    pair.payers.set(row.payer, (pair.payers.get(row.payer) ?? 0) + row.nAds);
    const beneficiary = row.beneficiary ?? row.advertiser;
    if (beneficiary)
      pair.beneficiaries.set(beneficiary, (pair.beneficiaries.get(beneficiary) ?? 0) + row.nAds);
    pairs.set(key, pair);
  }
  return [...pairs.values()].map(({ payers, beneficiaries, ...pair }) => ({
    ...pair,
    payerNames: namesByWeight(payers),
    beneficiaryNames: namesByWeight(beneficiaries),
  }));
}
