import { GOOGLE_LIBRARY_URL, META_LIBRARY_URL, META_REACH_MULTIPLIER } from '@adatlas/domain/market-data';

/**
 * Placeholder for the domain rule (brand-advertiser spend estimate) being written on the `rules`
 * branch; the lead swaps this import. META: 2.5 × EU total reach × price per impression;
 * GOOGLE: midpoint of the times-shown bounds × price. Whole euros.
 */
export interface AdvertiserFigures {
  advertiserType: 'META' | 'GOOGLE';
  euTotalReach: number | null;
  timesShownLower: number | null;
  timesShownUpper: number | null;
}

export function estimateSpending(row: AdvertiserFigures, pricePerImpression: number): number | null {
  const impressions = advertiserReach(row);
  if (impressions === null) return null;
  const multiplier = row.advertiserType === 'META' ? META_REACH_MULTIPLIER : 1;
  return Math.round(impressions * multiplier * pricePerImpression);
}

/** The audience figure shown and filtered on: EU reach (Meta) or the midpoint of times shown (Google). */
export function advertiserReach(row: AdvertiserFigures): number | null {
  if (row.advertiserType === 'META') return row.euTotalReach;
  if (row.timesShownLower === null || row.timesShownUpper === null) return null;
  return (row.timesShownLower + row.timesShownUpper) / 2;
}

export function libraryUrl(
  advertiserType: 'META' | 'GOOGLE',
  metaLibraryId: string | null,
  googleId: string | null,
) {
  if (advertiserType === 'META')
    return metaLibraryId ? `${META_LIBRARY_URL}${encodeURIComponent(metaLibraryId)}` : null;
  return googleId ? `${GOOGLE_LIBRARY_URL}${encodeURIComponent(googleId)}` : null;
}
