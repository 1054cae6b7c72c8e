import {
  AUTO_LINK_MARGIN,
  AUTO_LINK_SCORE,
  MIN_CANDIDATE_SCORE,
  MIN_FUZZY_KEY_LENGTH,
} from './advertiser-match.constants.ts';
import { advertiserNameKey } from './advertiser-name.ts';

/** A company or brand an advertiser name may be. */
export interface MatchCandidate {
  kind: 'brand' | 'company';
  /** The brand's id for a brand, the company's for a company. */
  id: number;
  companyId: number;
  name: string;
  website?: string | null;
  vat?: string | null;
}

/** What an ad library tells about one advertiser besides its name. */
export interface AdvertiserEvidence {
  name: string;
  domains?: readonly string[];
  vats?: readonly string[];
}

/** The features behind a score, kept with the match so a reviewer sees why. */
export interface MatchFeatures {
  candidateName: string;
  exactKey: boolean;
  trigram: number;
  edit: number;
  initials: boolean;
  domain: boolean;
  vat: boolean;
  shortName: boolean;
  /** The best score of a candidate of another company (0 when none). */
  runnerUp: number;
  runnerUpName: string | null;
}

export interface ScoredCandidate {
  candidate: MatchCandidate;
  score: number;
  features: Omit<MatchFeatures, 'runnerUp' | 'runnerUpName'>;
}

export interface AdvertiserMatch {
  best: MatchCandidate | null;
  score: number;
  features: MatchFeatures | null;
  auto: boolean;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** pg_trgm's trigrams: each word padded with two blanks before and one after (so word order is free). */
function trigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of text.split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

/** pg_trgm's `similarity` on two already-normalised texts: shared trigrams over all trigrams. */
export function trigramSimilarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared++;
  return shared / (left.size + right.size - shared);
}

/** 1 − optimal-string-alignment distance ÷ the longer length: one typo in ten letters is 0.9. */
export function editSimilarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      row.push(best);
    }
    rows.push(row);
  }
  return 1 - rows[a.length]![b.length]! / longest;
}

const compact = (key: string) => key.replace(/[^\p{L}\p{N}]/gu, '');
const initialsOf = (key: string) =>
  key
    .split(' ')
    .filter((word) => word.length > 2 || /\d/.test(word))
    .map((word) => word[0])
    .join('');

/** A web address's host without `www.` (`https://www.Barilla.com/it` → `barilla.com`). */
export function websiteDomain(address: string | null | undefined): string | null {
  if (!address?.trim()) return null;
  const host = address
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .split(/[/?#:]/)[0]!
    .replace(/^www\d?\./, '');
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) ? host : null;
}

/** A VAT number as digits and letters only, without a leading country code (`IT 0123…` → `0123…`). */
export function vatKey(vat: string | null | undefined): string | null {
  const cleaned = (vat ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
  const number = cleaned.replace(/^[A-Z]{2}(?=\d)/, '');
  return number.length >= 6 ? number : null;
}

/** How well one advertiser name fits one candidate, 0..1, with the features that made it. */
export function scoreCandidate(evidence: AdvertiserEvidence, candidate: MatchCandidate): ScoredCandidate {
  const key = advertiserNameKey(evidence.name);
  const candidateKey = advertiserNameKey(candidate.name);
  const exactKey = key === candidateKey || compact(key) === compact(candidateKey);
  const trigram = trigramSimilarity(key, candidateKey);
  const edit = editSimilarity(compact(key), compact(candidateKey));
  const keyInitials = compact(key);
  const initials =
    !exactKey &&
    keyInitials.length >= 2 &&
    (keyInitials === initialsOf(candidateKey) || compact(candidateKey) === initialsOf(key));
  const candidateDomain = websiteDomain(candidate.website);
  const domain =
    candidateDomain !== null && (evidence.domains ?? []).some((d) => websiteDomain(d) === candidateDomain);
  const candidateVat = vatKey(candidate.vat);
  const vat = candidateVat !== null && (evidence.vats ?? []).some((v) => vatKey(v) === candidateVat);
  const shortName = Math.min(compact(key).length, compact(candidateKey).length) < MIN_FUZZY_KEY_LENGTH;

  let score = exactKey ? 1 : Math.max(trigram, edit);
  // A short name one letter off another is as likely a different brand: never linked unseen.
  if (!exactKey && shortName) score = Math.min(score, AUTO_LINK_SCORE - 0.05);
  if (initials) score = Math.max(score, 0.7);
  if (domain) score = Math.max(score, 0.97);
  if (vat) score = Math.max(score, 0.99);
  return {
    candidate,
    score: round(score),
    features: {
      candidateName: candidate.name,
      exactKey,
      trigram: round(trigram),
      edit: round(edit),
      initials,
      domain,
      vat,
      shortName,
    },
  };
}

/**
 * The best candidate for an advertiser name, its score, and whether it links without review:
 * a high score and a clear lead over every candidate of another company (a brand and its own
 * company are one answer). On equal scores a brand wins over a company, as it says more.
 */
export function matchAdvertiser(
  evidence: AdvertiserEvidence,
  candidates: readonly MatchCandidate[],
): AdvertiserMatch {
  const scored = candidates
    .map((candidate) => scoreCandidate(evidence, candidate))
    .filter((entry) => entry.score >= MIN_CANDIDATE_SCORE)
    .sort(
      (a, b) =>
        b.score - a.score ||
        (a.candidate.kind === b.candidate.kind ? 0 : a.candidate.kind === 'brand' ? -1 : 1) ||
        a.candidate.id - b.candidate.id,
    );
  const top = scored[0];
  if (!top) return { best: null, score: 0, features: null, auto: false };
  const rival = scored.find((entry) => entry.candidate.companyId !== top.candidate.companyId);
  const runnerUp = rival?.score ?? 0;
  const strongProof = top.features.vat || top.features.domain;
  const auto =
    top.score >= AUTO_LINK_SCORE &&
    (top.score - runnerUp >= AUTO_LINK_MARGIN || (strongProof && !rival?.features.vat));
  return {
    best: top.candidate,
    score: top.score,
    features: { ...top.features, runnerUp, runnerUpName: rival?.candidate.name ?? null },
    auto,
  };
}

const ON_BEHALF =
  /^(.+?)\s*(?:,|-|–)?\s+(?:on behalf of|acting for|per conto di|pour le compte de|au nom de|en nombre de|por cuenta de|im auftrag von|im namen von)\s+(.+)$/i;
const PAID_FOR_BY = /^(?:paid for by|pagato da|payé par|pagado por|finanziert von)\s+(.+)$/i;

/**
 * A byline that names two parties ("Agency X on behalf of Brand Y", "Paid for by X") as its payer
 * and beneficiary; a plain name as itself.
 */
export function splitByline(text: string): { payer: string | null; beneficiary: string | null } {
  const trimmed = text.trim();
  const both = ON_BEHALF.exec(trimmed);
  if (both) return { payer: both[1]!.trim(), beneficiary: both[2]!.trim() };
  const paid = PAID_FOR_BY.exec(trimmed);
  if (paid) return { payer: paid[1]!.trim(), beneficiary: null };
  return { payer: trimmed || null, beneficiary: null };
}
