import { describe, expect, it } from 'vitest';
import { advertiserNameKey } from './advertiser-name.ts';

describe('advertiserNameKey', () => {
  it.each([
    ['Barilla G. e R. Fratelli S.p.A.', 'barilla g e r fratelli'],
    ['Barilla G. e R. Fratelli SpA', 'barilla g e r fratelli'],
    ['BARILLA G E R FRATELLI S P A', 'barilla g e r fratelli'],
    ['Caffè Vergnano S.r.l.', 'caffe vergnano'],
    ['Caffe Vergnano Srl', 'caffe vergnano'],
    ['Société Générale S.A.', 'societe generale'],
    ['L’Oréal SA', 'loreal'],
    ['Galeries Lafayette SAS', 'galeries lafayette'],
    ['Maison Dupont SARL', 'maison dupont'],
    ['Mahou San Miguel, S.L.', 'mahou san miguel'],
    ['Beiersdorf AG', 'beiersdorf'],
    ['Dr. Oetker GmbH', 'dr oetker'],
    ['Haribo GmbH & Co. KG', 'haribo'],
    ['Unilever PLC', 'unilever'],
    ['Tesco Stores Limited', 'tesco stores'],
    ['Acme Holding Ltd. Inc.', 'acme holding'],
    ['Meta Platforms, Inc.', 'meta platforms'],
    ['Bimbo S.A. de C.V.', 'bimbo'],
    ['Sonae Lda', 'sonae'],
    ['Heineken N.V.', 'heineken'],
    ['Philips B.V.', 'philips'],
    ['  Nestlé   Italiana   ', 'nestle italiana'],
    ['Procter & Gamble', 'procter & gamble'],
  ])('%s → %s', (name, key) => {
    expect(advertiserNameKey(name)).toBe(key);
  });

  it('keeps a legal-form letter group that is part of a word', () => {
    expect(advertiserNameKey('Mimosa')).toBe('mimosa');
    expect(advertiserNameKey('Casa')).toBe('casa');
    expect(advertiserNameKey('Pagliag')).toBe('pagliag');
  });

  it('strips only at the end', () => {
    expect(advertiserNameKey('SA Brewing Company')).toBe('sa brewing company');
  });

  it('keeps a name that is only a legal form', () => {
    expect(advertiserNameKey('S.p.A.')).toBe('spa');
    expect(advertiserNameKey('AG')).toBe('ag');
  });

  it('gives the same key to spellings that differ only by accents, case and punctuation', () => {
    expect(advertiserNameKey('Crédit Agricole')).toBe(advertiserNameKey('CREDIT-AGRICOLE'));
  });
});
