import { estimatedSpending } from '@adatlas/domain/market';
import { GOOGLE_LIBRARY_URL, META_LIBRARY_URL } from '@adatlas/domain/market-data';

export interface AdvertiserFigures {
  advertiserType: 'META' | 'GOOGLE';
  euTotalReach: number | null;
  timesShownLower: number | null;
  timesShownUpper: number | null;
}

/** The domain rule (META 2.5 × EU reach × price; GOOGLE midpoint of times shown × price), whole euros. */
export function estimateSpending(row: AdvertiserFigures, pricePerImpression: number): number | null {
  return estimatedSpending(
    {
      advertiserType: row.advertiserType,
      eu_total_reach: row.euTotalReach,
      estimated_times_shown_lower_bound: row.timesShownLower,
      estimated_times_shown_upper_bound: row.timesShownUpper,
    },
    pricePerImpression,
  );
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
