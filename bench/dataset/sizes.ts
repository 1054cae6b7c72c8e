/** Row counts of the bench tenant. `full` is the production size of one large country. */
export interface BenchSizes {
  label: string;
  companies: number;
  contacts: number;
  brands: number;
  pitches: number;
  creativeWorks: number;
  newsItems: number;
  /** Distinct invented words behind the names. */
  words: number;
  /** Small towns beyond the country profile's big cities (the long tail of the city filter). */
  towns: number;
}

export const FULL_SIZES: BenchSizes = {
  label: 'full',
  companies: 500_000,
  contacts: 1_000_000,
  brands: 100_000,
  pitches: 100_000,
  creativeWorks: 50_000,
  newsItems: 200_000,
  words: 40_000,
  towns: 3_000,
};

/** `full` divided by `divisor`: `--quick` (CI smoke) and medium runs while tuning. */
export function scaledSizes(divisor: number, label: string): BenchSizes {
  const scale = (n: number, min: number) => Math.max(min, Math.round(n / divisor));
  return {
    label,
    companies: scale(FULL_SIZES.companies, 200),
    contacts: scale(FULL_SIZES.contacts, 400),
    brands: scale(FULL_SIZES.brands, 100),
    pitches: scale(FULL_SIZES.pitches, 50),
    creativeWorks: scale(FULL_SIZES.creativeWorks, 50),
    newsItems: scale(FULL_SIZES.newsItems, 100),
    words: scale(FULL_SIZES.words, 2_000),
    towns: scale(FULL_SIZES.towns, 50),
  };
}
