import { describe, expect, it } from 'vitest';
import {
  editSimilarity,
  type MatchCandidate,
  matchAdvertiser,
  scoreCandidate,
  splitByline,
  trigramSimilarity,
  vatKey,
  websiteDomain,
} from './advertiser-match.rules.ts';

const brand = (id: number, companyId: number, name: string, website?: string): MatchCandidate => ({
  kind: 'brand',
  id,
  companyId,
  name,
  website: website ?? null,
});
const company = (id: number, name: string, vat?: string): MatchCandidate => ({
  kind: 'company',
  id,
  companyId: id,
  name,
  vat: vat ?? null,
});

describe('trigramSimilarity', () => {
  it('follows pg_trgm: identical texts 1, disjoint 0, one letter off in between', () => {
    expect(trigramSimilarity('barilla', 'barilla')).toBe(1);
    expect(trigramSimilarity('barilla', 'zzz')).toBe(0);
    // pg_trgm: similarity('barila', 'barilla') = 0.6666667
    expect(trigramSimilarity('barila', 'barilla')).toBeCloseTo(6 / 9, 5);
  });
});

describe('editSimilarity', () => {
  it('counts a transposition as one edit', () => {
    expect(editSimilarity('lavazza', 'lavazaz')).toBeCloseTo(1 - 1 / 7, 5);
    expect(editSimilarity('', '')).toBe(1);
  });
});

describe('websiteDomain and vatKey', () => {
  it('reduce addresses and VAT numbers to what two records share', () => {
    expect(websiteDomain('https://www.Barilla.com/it?x=1')).toBe('barilla.com');
    expect(websiteDomain('barilla.com')).toBe('barilla.com');
    expect(websiteDomain('not a site')).toBeNull();
    expect(vatKey('IT 01654010345')).toBe('01654010345');
    expect(vatKey('01654010345')).toBe('01654010345');
    expect(vatKey('12')).toBeNull();
  });
});

describe('scoreCandidate', () => {
  it('scores 1 on the same key whatever the legal form and accents', () => {
    const scored = scoreCandidate({ name: 'CAFFE VERGNANO SRL' }, company(1, 'Caffè Vergnano S.r.l.'));
    expect(scored.score).toBe(1);
    expect(scored.features.exactKey).toBe(true);
  });

  it('forgives word order and a typo in a long name', () => {
    const reordered = scoreCandidate(
      { name: 'Fratelli Branca Distillerie' },
      company(1, 'Distillerie Fratelli Branca'),
    );
    expect(reordered.features.trigram).toBe(1);
    expect(reordered.features.edit).toBeLessThan(0.5);
    expect(reordered.score).toBe(1);
    expect(
      scoreCandidate({ name: 'Parmigiano Regiano' }, brand(1, 1, 'Parmigiano Reggiano')).score,
    ).toBeGreaterThanOrEqual(0.9);
  });

  it('keeps a short name one letter off below the auto-link score', () => {
    const scored = scoreCandidate({ name: 'Nivea' }, brand(1, 1, 'Nives'));
    expect(scored.features.shortName).toBe(true);
    expect(scored.score).toBeLessThan(0.9);
  });

  it('trusts a shared website domain or VAT number over a loose name', () => {
    const byDomain = scoreCandidate(
      { name: 'Mulino Bianco Official', domains: ['https://mulinobianco.it/'] },
      brand(1, 1, 'Mulino Bianco', 'www.mulinobianco.it'),
    );
    expect(byDomain.features.domain).toBe(true);
    expect(byDomain.score).toBeGreaterThanOrEqual(0.97);
    const byVat = scoreCandidate(
      { name: 'GBR', vats: ['IT01654010345'] },
      company(1, 'Barilla', '01654010345'),
    );
    expect(byVat.score).toBe(0.99);
  });
});

describe('matchAdvertiser', () => {
  it('links automatically a clear winner', () => {
    const match = matchAdvertiser({ name: 'Barilla SpA' }, [
      company(1, 'Barilla G. e R. Fratelli S.p.A.'),
      brand(10, 1, 'Barilla'),
      brand(11, 2, 'Barillà Dolci'),
    ]);
    expect(match.best).toEqual(brand(10, 1, 'Barilla'));
    expect(match.auto).toBe(true);
    expect(match.features?.runnerUpName).toBe('Barillà Dolci');
  });

  it('queues a name two companies answer equally well', () => {
    const match = matchAdvertiser({ name: 'Vanity' }, [brand(1, 1, 'Vanity'), brand(2, 2, 'Vanity')]);
    expect(match.score).toBe(1);
    expect(match.auto).toBe(false);
  });

  it('queues a likely but uncertain match, and proposes nothing below the floor', () => {
    expect(matchAdvertiser({ name: 'Ferrero Rocher Italia' }, [brand(1, 1, 'Ferrero')]).auto).toBe(false);
    expect(matchAdvertiser({ name: 'Lavazza' }, [brand(1, 1, 'Heineken')]).best).toBeNull();
  });
});

describe('splitByline', () => {
  it('reads payer and beneficiary out of "X on behalf of Y" in several languages', () => {
    expect(splitByline('Media Italia S.r.l. on behalf of Barilla')).toEqual({
      payer: 'Media Italia S.r.l.',
      beneficiary: 'Barilla',
    });
    expect(splitByline('OMD per conto di Ferrero')).toEqual({ payer: 'OMD', beneficiary: 'Ferrero' });
    expect(splitByline('Paid for by Havas Media')).toEqual({ payer: 'Havas Media', beneficiary: null });
    expect(splitByline('Lavazza')).toEqual({ payer: 'Lavazza', beneficiary: null });
  });
});
