import { describe, expect, it } from 'vitest';
import { estimateSpending, libraryUrl } from './spend-estimate.formula.ts';

describe('estimateSpending', () => {
  it('META: 2.5 × EU reach × price, whole euros', () => {
    expect(
      estimateSpending(
        { advertiserType: 'META', euTotalReach: 1_234_567, timesShownLower: null, timesShownUpper: null },
        0.007,
      ),
    ).toBe(21_605);
  });

  it('GOOGLE: midpoint of the times-shown bounds × price', () => {
    expect(
      estimateSpending(
        { advertiserType: 'GOOGLE', euTotalReach: null, timesShownLower: 1_000, timesShownUpper: 2_000 },
        0.5,
      ),
    ).toBe(750);
  });

  it('has no estimate without the figures', () => {
    expect(
      estimateSpending(
        { advertiserType: 'META', euTotalReach: null, timesShownLower: 1, timesShownUpper: 2 },
        0.007,
      ),
    ).toBeNull();
    expect(
      estimateSpending(
        { advertiserType: 'GOOGLE', euTotalReach: 10, timesShownLower: null, timesShownUpper: null },
        0.007,
      ),
    ).toBeNull();
  });
  it('takes the one bound Google gives as the estimate', () => {
    expect(
      estimateSpending(
        { advertiserType: 'GOOGLE', euTotalReach: null, timesShownLower: null, timesShownUpper: 2_000_000 },
        0.007,
      ),
    ).toBe(14_000);
  });
});

describe('libraryUrl', () => {
  it('builds the platform link from its id, escaped, and nothing without one', () => {
    expect(libraryUrl('META', '42', null)).toBe('https://www.facebook.com/ads/library/?id=42');
    expect(libraryUrl('GOOGLE', null, 'AR1/2')).toBe('https://adstransparency.google.com/advertiser/AR1%2F2');
    expect(libraryUrl('GOOGLE', '42', null)).toBeNull();
  });
});
